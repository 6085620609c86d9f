// The order page's rules, kept out of the components so they are tested alone (admin.test.ts): which moves and
// payment records are offered, what each confirmation says, the request bodies the page sends, and the carrier
// picker's value (a known carrier by name, or "Other" with the name typed).
import { CARRIERS, knownCarrier } from '@shared/carriers';
import { formatPrice } from '@shared/money';
import { moveRefusal, NEXT_STATUSES, type OrderStatus } from '@shared/orders';
import { TrackingRequest, type OrderStatusRequest, type PaymentRequest } from '@shared/schemas/orders';

type OrderState = { status: string; paymentStatus: string; paymentProvider: string };

/** Moves a refund ends (COMMERCE §6): a refunded order may only be cancelled. */
const AFTER_REFUND_REFUSED: readonly string[] = ['processing', 'shipped', 'delivered'];

export type OfferedMove = { to: OrderStatus; refusal: string | null };

/**
 * The moves the page shows for this order. A move a refund has ruled out is not offered at all; one that waits for
 * something (processing waits for the payment) is shown disabled with the reason, so staff know what to do first.
 */
export function offeredMoves(order: OrderState): OfferedMove[] {
  const next = NEXT_STATUSES[order.status as OrderStatus] ?? [];
  return next
    .filter((to) => !(order.paymentStatus === 'refunded' && AFTER_REFUND_REFUSED.includes(to)))
    .map((to) => ({ to, refusal: moveRefusal(order, to) }));
}

/**
 * The payment records staff may make: a bank payment received, or a bank refund made. A card order is paid and
 * refunded through Stripe (cancelling refunds it), never by hand — except a cancelled card order still `paid`:
 * Stripe refused its refund ("Refund to follow"), staff refund it in Stripe's dashboard and record it here.
 */
export function offeredPayments(order: OrderState): Array<'paid' | 'refunded'> {
  if (order.paymentProvider === 'stripe') {
    return order.status === 'cancelled' && order.paymentStatus === 'paid' ? ['refunded'] : [];
  }
  if (order.paymentStatus === 'unpaid' && order.status !== 'cancelled') return ['paid'];
  if (order.paymentStatus === 'paid') return ['refunded'];
  return [];
}

export type Confirmation = { title: string; description: string; action: string; destructive?: boolean };

type ConfirmFacts = OrderState & { total: string; pointsEarned: number; carrier?: string | null };

/** What staff are asked before an irreversible step, saying what will happen. Processing is not asked about. */
export function confirmation(step: OrderStatus | 'paid' | 'refunded', order: ConfirmFacts): Confirmation | null {
  switch (step) {
    case 'paid':
      return {
        title: `Record a payment of ${formatPrice(order.total)}?`,
        description:
          'Only record money that has arrived in the bank account. The order is marked paid and the customer is emailed.',
        action: 'Record payment',
      };
    case 'refunded':
      return {
        title: 'Record a refund?',
        description: [
          order.paymentProvider === 'stripe'
            ? "Refund the card in Stripe's dashboard first: this only records it."
            : 'Make the bank refund first: this only records it.',
          order.status === 'pending' || order.status === 'processing'
            ? 'Nothing has been sent, so the order is cancelled with the refund: its units go back to stock.'
            : order.status === 'shipped'
              ? 'The order is marked refunded and can no longer be marked delivered.'
              : 'The order is marked refunded.',
          order.status === 'delivered' && order.pointsEarned > 0
            ? `The ${order.pointsEarned} points this order earned are taken back.`
            : '',
          'The customer is emailed.',
        ]
          .filter(Boolean)
          .join(' '),
        action: 'Record refund',
        destructive: true,
      };
    case 'shipped':
      return {
        title: 'Mark as shipped?',
        description: knownCarrier(order.carrier)
          ? 'The customer is emailed the tracking link.'
          : 'The customer is emailed the tracking number.',
        action: 'Mark as shipped',
      };
    case 'delivered':
      return {
        title: 'Mark as delivered?',
        description:
          order.pointsEarned > 0
            ? `The customer is emailed and credited ${order.pointsEarned} points. This cannot be undone.`
            : 'The customer is emailed. This cannot be undone.',
        action: 'Mark as delivered',
      };
    case 'cancelled': {
      const paid = order.paymentStatus === 'paid';
      return {
        title: 'Cancel order?',
        description: [
          'Units go back to stock and a discount code used is given back. The customer is emailed.',
          paid && order.paymentProvider === 'stripe' ? 'The card payment is refunded through Stripe.' : '',
          paid && order.paymentProvider !== 'stripe'
            ? 'The payment must then be refunded by bank transfer and recorded here.'
            : '',
          'This cannot be undone.',
        ]
          .filter(Boolean)
          .join(' '),
        action: 'Cancel order',
        destructive: true,
      };
    }
    default:
      return null;
  }
}

// ── Carrier picker ───────────────────────────────────────────────────────────────────────────────────────────
export const OTHER_CARRIER = 'Other';
export const CARRIER_OPTIONS = [...CARRIERS.map((c) => c.name), OTHER_CARRIER];

export type CarrierChoice = { choice: string; other: string };

/** The picker's state for a stored carrier: a known one selected by its name, anything else as "Other" + text. */
export function carrierChoice(carrier: string | null | undefined): CarrierChoice {
  if (!carrier?.trim()) return { choice: '', other: '' };
  const known = knownCarrier(carrier);
  return known ? { choice: known.name, other: '' } : { choice: OTHER_CARRIER, other: carrier.trim() };
}

/** The carrier to send, or undefined when none was chosen (or "Other" left blank). */
export function carrierValue({ choice, other }: CarrierChoice): string | undefined {
  if (choice === OTHER_CARRIER) return other.trim() || undefined;
  return choice || undefined;
}

export type TrackingInput = { trackingNumber: string } & CarrierChoice;
export type TrackingErrors = Partial<Record<'trackingNumber' | 'carrier', string>>;

/** Checks a tracking number and carrier as the server will (required, letters/digits/spaces/dashes, lengths). */
export function checkTracking(input: TrackingInput): { body: TrackingRequest } | { errors: TrackingErrors } {
  const parsed = TrackingRequest.safeParse({
    trackingNumber: input.trackingNumber.trim(),
    carrier: carrierValue(input),
  });
  if (parsed.success) return { body: parsed.data };
  const errors: TrackingErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'carrier' ? 'carrier' : 'trackingNumber';
    errors[field] ??= `${field === 'carrier' ? 'Carrier' : 'Tracking number'} ${issue.message}`;
  }
  return { errors };
}

/** The two optional texts every change carries: the staff note and the message the customer gets. */
export type Notes = { note: string; customerMessage: string };

const notesBody = ({ note, customerMessage }: Notes) => ({
  ...(note.trim() ? { note: note.trim() } : {}),
  ...(customerMessage.trim() ? { customerMessage: customerMessage.trim() } : {}),
});

export function moveBody(to: OrderStatus, notes: Notes, tracking?: TrackingRequest): OrderStatusRequest {
  return {
    status: to,
    ...notesBody(notes),
    ...(to === 'shipped' && tracking ? tracking : {}),
  };
}

export function paymentBody(status: 'paid' | 'refunded', notes: Notes): PaymentRequest {
  return { status, ...notesBody(notes) };
}
