// How an order travels (issue 44, decision 0253): standard delivery, free as SPEC shows it, or next-day express at a
// price the shop configures (EXPRESS_DELIVERY_PRICE). Client and server; Zod-free, so the cart can import it cheaply.
import type { Pence } from './money';

export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The default: SPEC's orders (no `delivery` sent) go standard, free. */
export const DEFAULT_DELIVERY: DeliveryMethod = 'standard';

/** What the shop charges for each method, in pence (standard is free; express is configured). */
export type DeliveryPrices = Record<DeliveryMethod, Pence>;

/** The delivery charge of this method. */
export function deliveryCharge(method: DeliveryMethod, prices: DeliveryPrices): Pence {
  return prices[method];
}

/** The method's name, as the cart, the order views, the mails and the console's orders list say it. */
export const DELIVERY_LABELS: Record<DeliveryMethod, string> = {
  standard: 'Standard delivery',
  express: 'Next-day express',
};

/** How long each method takes, as the cart's choice says it. */
export const DELIVERY_TIMES: Record<DeliveryMethod, string> = {
  standard: '2–4 working days',
  express: 'Next working day when paid by 2pm',
};

/** The label of a stored method (anything unknown reads as standard, the only method before express). */
export function deliveryLabel(method: string | null | undefined): string {
  return method === 'express' ? DELIVERY_LABELS.express : DELIVERY_LABELS.standard;
}
