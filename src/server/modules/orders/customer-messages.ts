// What the customer reads on their order timeline for each entry (COMMERCE §6): order_history.customer_message.
// Staff notes (order_history.note) are never shown to them; these lines are. A message staff typed for the
// customer follows the line the event gets by itself, so the timeline still says what happened.
import { formatPrice } from '@shared/money';

/** The event's own line, then what staff wrote for the customer (if anything). */
export function withStaffMessage(line: string | null, staffMessage: string | undefined): string | null {
  const parts = [line, staffMessage?.trim() || null].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(' ') : null;
}

export const customerLines = {
  placed: 'Order placed',
  processing: 'We are getting your order ready.',
  // The timeline names no tracking number: a correction would leave the old one standing in it. The order shows
  // the number in force, with the carrier's link, in one place (decision 0252).
  shipped: (carrier: string | null) => (carrier ? `On its way with ${carrier}.` : 'On its way.'),
  delivered: (points: number) =>
    points > 0 ? `Delivered. ${points} reward points were added to your balance.` : 'Delivered.',
  cancelled: (refundToFollow: boolean) =>
    refundToFollow ? 'Your order has been cancelled. We will refund your payment.' : 'Your order has been cancelled.',
  cancelledByCustomer: 'You cancelled this order. Nothing was charged.',
  paid: (total: string) => `Payment of ${formatPrice(total)} received. Thank you.`,
  refunded: (total: string) => `${formatPrice(total)} refunded.`,
  refundedToCard: (total: string) => `${formatPrice(total)} refunded to the card you paid with.`,
  /** A bank-transfer order's money goes back by bank, never "to the card" (decision 0250). */
  refundedByBank: (amount: string) => `${formatPrice(amount)} refunded by bank transfer to the account you paid from.`,
  /** Points the refunded lines earned, taken back (decision 0250). */
  pointsTakenBackPart: (points: number) => `The ${points} reward points those items earned have been taken back.`,
  pointsTakenBack: (earned: number) => `The ${earned} reward points this order earned have been taken back.`,
  /** The refunded order's points had bought these codes, still unused: withdrawn, their points returned (0802). */
  codesWithdrawn: (codes: string[], points: number) =>
    codes.length === 1
      ? `You had spent them on a reward, so the code ${codes[0]} was withdrawn and the ${points} points it cost returned to your balance.`
      : `You had spent them on rewards, so the codes ${codes.join(', ')} were withdrawn and the ${points} points they cost returned to your balance.`,
  /** What a refund left owed: paid off by the next points earned before they reach the balance (decision 0802). */
  pointsOwed: (owed: number) =>
    `${owed} of them had already been spent, so the next ${owed} reward points you earn pay them back before they reach your balance.`,
  trackingCorrected: (carrier: string | null) =>
    `We corrected the tracking details${carrier ? ` (sent with ${carrier})` : ''}: use the tracking number shown with this order.`,
  expired: (after: string) =>
    `Cancelled because your payment did not reach us within ${after}. Nothing was charged, and you are welcome to order again.`,
  /** Decision 0802: a delayed card payment that failed, one that never cleared, one whose amount did not match. */
  paymentFailed:
    'Cancelled because the card payment did not go through. Nothing was charged, and you are welcome to order again.',
  paymentNotCleared: (after: string) =>
    `Cancelled because your card payment had not cleared within ${after}. If it clears later, we will refund it in full. You are welcome to order again.`,
  paymentNotMatched:
    'Cancelled because we could not match your card payment to this order. If any money was taken, we will pay it back.',
  checkoutExpired:
    'Cancelled because the card payment was not completed in time. Nothing was charged, and you are welcome to order again.',
} as const;
