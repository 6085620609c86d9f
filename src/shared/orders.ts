// How orders are shown, on every screen that lists them (storefront profile, members' account). Zod-free.

export type OrderStatusTone = 'green' | 'blue' | 'yellow' | 'grey';

/** SPEC §4: delivered green, shipped blue, processing yellow, pending and anything else grey (any case). */
export function orderStatusTone(status: string): OrderStatusTone {
  switch (status.toLowerCase()) {
    case 'delivered':
      return 'green';
    case 'shipped':
      return 'blue';
    case 'processing':
      return 'yellow';
    default:
      return 'grey';
  }
}

/** The order number on the profile page (SPEC §3): the first 8 characters of the id. */
export const orderNumber = (id: string) => id.slice(0, 8);

/** The order number on the account screen's order history (SPEC §3): the last 8 characters of the id. */
export const accountOrderNumber = (id: string) => id.slice(-8);
