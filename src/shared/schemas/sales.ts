// Sales at a glance (OPERATIONS §6, decision 0521): the console's home figures for a period of UK days.
import { z } from 'zod';

export const SALES_MAX_DAYS = 366;
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** The period when none is asked for: the last 30 UK days, today included. */
export const SALES_DEFAULT_DAYS = 30;

/** GET /api/admin/sales: the UK days from..to, both included; left out, the last 30 days up to today. */
export const SalesQuery = z
  .object({ from: Day.optional(), to: Day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type SalesQuery = z.input<typeof SalesQuery>;

export const TopProduct = z.object({
  productId: z.string(),
  name: z.string(),
  units: z.number().int(),
  revenue: z.string(),
});
export type TopProduct = z.infer<typeof TopProduct>;

export const SalesDay = z.object({ date: z.string(), revenue: z.string(), orders: z.number().int() });
export type SalesDay = z.infer<typeof SalesDay>;

/** Money as 2-decimal strings; an order counts once paid, revenue is net of refunds (decision 0521). */
export const SalesFigures = z.object({
  revenue: z.string(),
  orders: z.number().int(),
  averageOrderValue: z.string(),
  refunds: z.string(),
  newCustomers: z.number().int(),
  returningCustomers: z.number().int(),
  topProducts: z.array(TopProduct),
  byDay: z.array(SalesDay),
});
export type SalesFigures = z.infer<typeof SalesFigures>;
