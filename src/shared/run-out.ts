// How long a product lasts (issue 46, decision 0311): its pack size, the dose one use takes (run-out-doses.json, by the
// catalogue category, estimates) and how often the member's active routines use it. Plain functions, no database.
import { z } from 'zod';
import { ProductSize, SizeUnit } from './schemas/catalogue';
import dosesFile from './run-out-doses.json';

const Dose = z.object({ amount: z.number().positive(), unit: SizeUnit }).strict();
export type Dose = z.infer<typeof Dose>;

/** Checked when the module loads: a dose that is not a positive amount in ml or g is a mistake in the data file. */
const DOSES = z
  .object({ about: z.string().min(1), byCategory: z.record(z.string(), Dose) })
  .strict()
  .parse(dosesFile).byCategory;

const DAY_MS = 86_400_000;

/** The dose one use of a product in this category takes; null when we have no estimate for the category. */
export function doseFor(categorySlug: string): Dose | null {
  return DOSES[categorySlug] ?? null;
}

/**
 * Uses a day from the member's active routine steps that name the product: one a step, so a product in both the
 * morning and the evening routine counts twice (and twice in one routine, twice).
 */
export function usesPerDay(steps: ReadonlyArray<{ timeOfDay: string }>): number {
  return steps.filter((s) => s.timeOfDay === 'morning' || s.timeOfDay === 'evening').length;
}

/**
 * Days `units` packs of `size` last at `uses` a day of `dose` (1 ml taken as 1 g: skincare is close to water's
 * density). Null when it is not used, or the size or the dose is unknown.
 */
export function daysItLasts(size: ProductSize | null, dose: Dose | null, uses: number, units = 1): number | null {
  if (!size || !dose || uses <= 0 || units <= 0) return null;
  return (size.amount * units) / (dose.amount * uses);
}

/** The day it runs out: `days` after it arrived. */
export function runsOutAt(deliveredAt: Date, days: number): Date {
  return new Date(deliveredAt.getTime() + days * DAY_MS);
}

/** How a member reads a length of time: 'about 6 weeks' (42.9 days), 'about 10 days', 'about 4 months'. */
export function describeLasting(days: number): string {
  if (days < 14) {
    const n = Math.max(1, Math.round(days));
    return `about ${n} day${n === 1 ? '' : 's'}`;
  }
  if (days < 91) return `about ${Math.round(days / 7)} weeks`;
  return `about ${Math.round(days / 30.44)} months`;
}

/** 30 → '30 ml', 7.5 → '7.5 g': a pack size as the label prints it. */
const sizeText = (size: ProductSize) => `${size.amount} ${size.unit}`;

/**
 * The routine builder's line under a linked step (decision 0311): 'About 6 weeks per 30 ml at this use', where the
 * use is how many steps of this routine (one time of day) name the product; null when there is no estimate.
 */
export function lastingAtThisUse(
  product: { size?: ProductSize | null; categorySlug?: string },
  uses: number,
): string | null {
  const days = daysItLasts(product.size ?? null, doseFor(product.categorySlug ?? ''), uses);
  if (days === null || !product.size) return null;
  const lasting = describeLasting(days);
  return `${lasting[0].toUpperCase()}${lasting.slice(1)} per ${sizeText(product.size)} at this use`;
}
