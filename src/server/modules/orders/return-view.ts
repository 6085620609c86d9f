// A return as the member and the console read it (decision 0251), with the instructions the member follows.
import { orderReference } from '@shared/orders';
import { RETURN_DAYS, type OrderReturn, type ReturnStatus } from '@shared/schemas/returns';
import type { orderReturns } from './schema';

export type ReturnRow = typeof orderReturns.$inferSelect;

/** What the member is told to do; the sealed-item exception is stated every time (Consumer Contracts Regs 2013). */
export function returnInstructions(orderId: string, card: boolean): string {
  return [
    `Pack the items securely with a note of your order number ${orderReference(orderId)} and post them to the returns address on our Returns page (/returns) within ${RETURN_DAYS} days. Keep your proof of postage.`,
    `Once they reach us we refund them ${card ? 'to the card you paid with' : 'by bank transfer to the account you paid from'}, usually within 5 working days.`,
    'Sealed items (skincare sealed for hygiene) can be returned for a refund only if the seal is unbroken: an item opened after delivery is not refundable unless it is faulty.',
  ].join(' ');
}

export function toReturn(
  row: ReturnRow,
  items: Array<{ productId: string; productName: string }>,
  paymentProvider: string,
): OrderReturn {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status as ReturnStatus,
    lines: row.lines.map((l) => ({
      productId: l.productId,
      productName: items.find((i) => i.productId === l.productId)?.productName ?? '',
      quantity: l.quantity,
      amount: l.amount ?? null,
    })),
    reason: row.reason,
    openedSeal: row.openedSeal,
    refundedAmount: row.refundedAmount,
    instructions: returnInstructions(row.orderId, paymentProvider === 'stripe'),
    createdAt: row.createdAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
