// The console's categories and discount codes (OPERATIONS §1, decision 0506): what staff send and what they read
// back, shared by the console's forms (checked here first) and the server (checked again, then in the database).
import { z } from 'zod';
import { toDecimal, toPence } from '../money';
import { Id, Text } from './common';
import { DiscountType as DiscountTypeEnum, Perk } from './catalogue';

// ── Categories ────────────────────────────────────────────────────────────────────────────────────────────
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_SLUG_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 1000;
export const IMAGE_URL_MAX = 500;
export const SORT_ORDER_MAX = 1_000_000;

/** A new category's picture until staff give one: a plain tile the storefront shows like any other (decision 0506). */
export const CATEGORY_PLACEHOLDER_IMAGE = '/images/categories/placeholder.svg';

/** Text that must be given: trimmed, not empty, capped. */
export const Required = (max: number) => Text(max).refine((v) => v.length > 0, 'is required');

export const CategorySlug = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(CATEGORY_SLUG_MAX, `must be at most ${CATEGORY_SLUG_MAX} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens, like eye-care');

/** A picture's address: a path on this site (/images/…, an upload's /pictures/…) or an http(s) address. */
export const ImageUrl = Text(IMAGE_URL_MAX).refine(
  (v) => /^\/(?![/\\])\S*$/.test(v) || /^https?:\/\/[^\s/]+\S*$/i.test(v),
  'must be a path like /images/categories/serums.svg or an address starting with https://',
);

/** A place in a list: lower comes first. */
export const SortOrder = z
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(SORT_ORDER_MAX, `must be at most ${SORT_ORDER_MAX}`);

/** POST /api/admin/categories */
export const CategoryCreate = z
  .object({
    name: Required(CATEGORY_NAME_MAX),
    slug: CategorySlug,
    description: Text(CATEGORY_DESCRIPTION_MAX).default(''),
    imageUrl: ImageUrl.optional(),
    sortOrder: SortOrder.optional(),
  })
  .strict();
export type CategoryCreate = z.input<typeof CategoryCreate>;
export type NewCategory = z.output<typeof CategoryCreate>;

/** PATCH /api/admin/categories/{slug}: any of these (the slug is the category's address and stays). */
export const CategoryPatch = z
  .object({
    name: Required(CATEGORY_NAME_MAX).optional(),
    description: Text(CATEGORY_DESCRIPTION_MAX).optional(),
    imageUrl: ImageUrl.optional(),
    sortOrder: SortOrder.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'must change something');
export type CategoryPatch = z.input<typeof CategoryPatch>;

/** A category as the console lists it: every product counted, on sale or not (a delete needs none). */
export const AdminCategory = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  sortOrder: z.number().int(),
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

// ── Discount codes ────────────────────────────────────────────────────────────────────────────────────────
export const CODE_MAX = 40;
export const CODE_NAME_MAX = 80;
export const CODE_DESCRIPTION_MAX = 300;
export const MAX_USES_MAX = 10_000_000;
const AMOUNT_MAX = 999_999.99;

export const DiscountType = z.enum(DiscountTypeEnum.options, { message: 'must be percentage, fixed or shipping' });

/** The code as shoppers type it, upper-cased (the quote upper-cases what they type too). */
export const CodeText = z
  .string({ message: 'is required' })
  .trim()
  .toUpperCase()
  .min(3, 'must be at least 3 characters')
  .max(CODE_MAX, `must be at most ${CODE_MAX} characters`)
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'must be letters, digits, hyphens or underscores');

/** An amount as '12.50' or 12.5, never negative, at most 2 decimals; sent on as '12.50'. */
export const Amount = z
  .union([z.string(), z.number()], { message: 'must be an amount like 12.50' })
  .transform((v, ctx) => {
    const text = String(v).trim();
    const problem = !/^-?\d+(\.\d+)?$/.test(text)
      ? 'must be an amount like 12.50'
      : text.startsWith('-')
        ? 'must not be negative'
        : !/^\d+(\.\d{1,2})?$/.test(text)
          ? 'must have at most 2 decimals'
          : Number(text) > AMOUNT_MAX
            ? `must be at most ${AMOUNT_MAX}`
            : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return toDecimal(toPence(text));
  });

/** A day as a date field gives it ('2026-03-31'), read as that day in the UK. */
export const Day = z
  .string({ message: 'must be a date like 2026-03-31' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-31')
  .refine((v) => {
    const d = new Date(`${v}T12:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'must be a real date');

const MaxUses = z
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_USES_MAX, `must be at most ${MAX_USES_MAX}`);

const codeFields = {
  discountType: DiscountType,
  discountValue: Amount,
  maxUses: MaxUses.nullable(),
  isActive: z.boolean({ message: 'must be true or false' }),
  validFrom: Day.nullable(),
  validUntil: Day.nullable(),
  firstOrderOnly: z.boolean({ message: 'must be true or false' }),
  oncePerMember: z.boolean({ message: 'must be true or false' }),
  fullPriceOnly: z.boolean({ message: 'must be true or false' }),
  birthdayMonthOnly: z.boolean({ message: 'must be true or false' }),
  minSpend: Amount.nullable(),
  name: Text(CODE_NAME_MAX),
  description: Text(CODE_DESCRIPTION_MAX),
  inWallet: z.boolean({ message: 'must be true or false' }),
};

/** What a code is worth and when it works, as the checks below need them (after a patch: the code as it will be). */
export type CodeRuleFields = {
  discountType?: string;
  discountValue?: string;
  validFrom?: string | null;
  validUntil?: string | null;
};

/**
 * The rules across fields (the server runs them again on the code as a patch leaves it): a percentage more than 0
 * and at most 100, a fixed amount more than 0, and a validity that does not end before it starts.
 */
export function codeRuleProblems(v: CodeRuleFields): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  if (v.discountType === 'percentage' || v.discountType === 'fixed') {
    if (v.discountValue === undefined) problems.push({ path: 'discountValue', message: 'is required' });
    else if (toPence(v.discountValue) === 0) problems.push({ path: 'discountValue', message: 'must be more than 0' });
    else if (v.discountType === 'percentage' && toPence(v.discountValue) > 10_000)
      problems.push({ path: 'discountValue', message: 'must be at most 100 for a percentage' });
  }
  if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
    problems.push({ path: 'validUntil', message: 'must not be before validFrom' });
  return problems;
}

const withRules = (v: CodeRuleFields, ctx: z.RefinementCtx) => {
  for (const p of codeRuleProblems(v)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
};

/** POST /api/admin/discount-codes: a shipping code needs no value (it is worth £0.00 while shipping is free). */
export const DiscountCodeCreate = z
  .object({
    code: CodeText,
    discountType: codeFields.discountType,
    discountValue: codeFields.discountValue.optional(),
    maxUses: codeFields.maxUses.default(null),
    isActive: codeFields.isActive.default(true),
    validFrom: codeFields.validFrom.default(null),
    validUntil: codeFields.validUntil.default(null),
    firstOrderOnly: codeFields.firstOrderOnly.default(false),
    oncePerMember: codeFields.oncePerMember.default(false),
    fullPriceOnly: codeFields.fullPriceOnly.default(false),
    birthdayMonthOnly: codeFields.birthdayMonthOnly.default(false),
    minSpend: codeFields.minSpend.default(null),
    name: codeFields.name.optional(),
    description: codeFields.description.default(''),
    inWallet: codeFields.inWallet.default(false),
  })
  .strict()
  .superRefine(withRules);
export type DiscountCodeCreate = z.input<typeof DiscountCodeCreate>;
/** The create as the server reads it, defaults filled in. */
export type NewDiscountCode = z.output<typeof DiscountCodeCreate>;

/** PATCH /api/admin/discount-codes/{code}: any of these (the code itself stays: orders name it). */
export const DiscountCodePatch = z
  .object({
    discountType: codeFields.discountType.optional(),
    discountValue: codeFields.discountValue.optional(),
    maxUses: codeFields.maxUses.optional(),
    isActive: codeFields.isActive.optional(),
    validFrom: codeFields.validFrom.optional(),
    validUntil: codeFields.validUntil.optional(),
    firstOrderOnly: codeFields.firstOrderOnly.optional(),
    oncePerMember: codeFields.oncePerMember.optional(),
    fullPriceOnly: codeFields.fullPriceOnly.optional(),
    birthdayMonthOnly: codeFields.birthdayMonthOnly.optional(),
    minSpend: codeFields.minSpend.optional(),
    name: Required(CODE_NAME_MAX).optional(),
    description: codeFields.description.optional(),
    inWallet: codeFields.inWallet.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'must change something');
export type DiscountCodePatch = z.input<typeof DiscountCodePatch>;
export type DiscountCodeChange = z.output<typeof DiscountCodePatch>;

export const CodeParams = z.object({ code: CodeText });

/** A code as the console lists it: its uses so far, its days as 'YYYY-MM-DD' (UK), its terms in words. */
export const AdminDiscountCode = Perk.extend({
  validFrom: z.string().nullable(),
  inWallet: z.boolean(),
  createdAt: z.string(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCode>;
