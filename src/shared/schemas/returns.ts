// Returns and partial refunds (OPERATIONS §4, decisions 0250, 0251): what a member asks, what staff do, and the
// return as both read it.
import { z } from 'zod';
import { Decimal, Id, Text } from './common';

export const RETURN_STATUSES = ['requested', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** Days after delivery a member may start a return (Consumer Contracts Regulations 2013). */
export const RETURN_DAYS = 14;

const PartLineRequest = z.object({
  productId: Id,
  quantity: z.number({ message: 'must be a whole number' }).int('must be a whole number').min(1).max(99),
});

/** POST /api/orders/{userId}/{orderId}/returns. */
export const ReturnRequest = z.object({
  lines: z.array(PartLineRequest).min(1, 'choose at least one item').max(50),
  reason: Text(500).min(1, 'is required'),
  /** The member opened a sealed item (the hygiene exception applies to those units). */
  openedSeal: z.boolean().optional(),
});
export type ReturnRequest = z.input<typeof ReturnRequest>;

export const ReturnLine = z.object({
  productId: Id,
  productName: z.string(),
  quantity: z.number().int(),
  /** What these units paid back, once refunded. */
  amount: Decimal.nullable(),
});

export const OrderReturn = z.object({
  id: Id,
  orderId: Id,
  status: z.enum(RETURN_STATUSES),
  lines: z.array(ReturnLine),
  reason: z.string(),
  openedSeal: z.boolean(),
  refundedAmount: Decimal.nullable(),
  /** Where and how to send the parcel, and the sealed-item exception. */
  instructions: z.string(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type OrderReturn = z.infer<typeof OrderReturn>;

/** The console's queue: the return with its order's number and customer. */
export const AdminReturn = OrderReturn.extend({
  customer: z.object({ id: Id, email: z.string(), firstName: z.string(), lastName: z.string() }),
  paymentProvider: z.string(),
});
export type AdminReturn = z.infer<typeof AdminReturn>;

export const AdminReturnsQuery = z.object({
  status: z.enum(RETURN_STATUSES, { message: `must be one of ${RETURN_STATUSES.join(', ')}` }).optional(),
});

/** POST /api/admin/returns/{id}/refund. */
export const ReturnRefundRequest = z.object({ restock: z.boolean().optional() });

/** POST /api/admin/orders/{id}/refund: some lines, or an amount (goodwill); one or the other. */
export const PartRefundRequest = z
  .object({
    lines: z.array(PartLineRequest).min(1).max(50).optional(),
    amount: Decimal.optional(),
    restock: z.boolean().optional(),
    note: Text(500).optional(),
  })
  .refine((b) => (b.lines === undefined) !== (b.amount === undefined), {
    message: 'give either lines or an amount',
    path: ['lines'],
  });
export type PartRefundRequest = z.input<typeof PartRefundRequest>;
