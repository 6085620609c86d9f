// Back-in-stock requests (issue 27): a member asks to be mailed when an out-of-stock product returns.
import { z } from 'zod';
import { Id } from './common';

/** One waiting request: the product and when it was asked for. */
export const StockAlert = z.object({
  productId: Id,
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof StockAlert>;

/** The product's request for the signed-in member, after PUT or DELETE. */
export const StockAlertState = z.object({
  productId: Id,
  requested: z.boolean(),
});
export type StockAlertState = z.infer<typeof StockAlertState>;

export const StockAlertParams = z.object({ id: Id });
