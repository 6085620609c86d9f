// The orders CSV for the books (OPERATIONS §4, decision 0242): every order placed on the UK days from..to
// (inclusive), one row each with net, VAT and gross by the receipt's rule (src/shared/vat.ts), discounts,
// delivery and what was refunded; CSV-injection safe (src/shared/csv.ts). At most EXPORT_MAX_DAYS days at once.
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import { toCsv } from '@shared/csv';
import { toDecimal, toPence } from '@shared/money';
import { orderReference } from '@shared/orders';
import { EXPORT_MAX_DAYS, ORDERS_EXPORT_COLUMNS } from '@shared/schemas/orders';
import { fromUkWallTime, toUkWallTime } from '@shared/uk-time';
import { vatBreakdown } from '@shared/vat';
import { deliveryLabel } from '@shared/delivery';
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { orderItems, orders } from './schema';

const DAY_MS = 86_400_000;

const queryError = (field: string, message: string) =>
  new HttpError(400, `Invalid request: querystring.${field} ${message}`, {}, [
    { path: `querystring.${field}`, message },
  ]);

/** The day after a YYYY-MM-DD day, written the same way. */
const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** The instants the UK days from..to cover: [start of `from`, start of the day after `to`). */
export function exportRange(from: string, to: string): { start: Date; end: Date } {
  return periodRange(from, to, EXPORT_MAX_DAYS);
}

/**
 * The instants the UK days from..to cover, at most `maxDays` of them (the books' export, the console's sales
 * figures): a 400 naming the field otherwise.
 */
export function periodRange(from: string, to: string, maxDays: number): { start: Date; end: Date } {
  const start = fromUkWallTime(`${from}T00:00`);
  if (!start) throw queryError('from', 'is not a date');
  const last = fromUkWallTime(`${to}T00:00`);
  if (!last) throw queryError('to', 'is not a date');
  const end = fromUkWallTime(`${nextDay(to)}T00:00`)!;
  // Days counted on the calendar (a clock change makes one day 23 or 25 hours).
  const days = Math.round((Date.parse(`${nextDay(to)}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / DAY_MS);
  if (days > maxDays) throw queryError('to', `must be at most ${maxDays} days after from`);
  return { start, end };
}

const METHOD: Record<string, string> = { manual: 'bank transfer', stripe: 'card' };

/** The CSV text and how many orders it holds. `registered` false: no VAT number, every VAT cell 0.00. */
export async function ordersCsv(
  db: Executor,
  range: { start: Date; end: Date },
  registered: boolean,
): Promise<{ csv: string; count: number }> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(gte(orders.createdAt, range.start), lt(orders.createdAt, range.end)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  const byOrder = new Map<string, typeof items>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const lines = rows.map((o) => {
    const b = vatBreakdown(
      (byOrder.get(o.id) ?? []).map((i) => ({
        label: i.productName,
        quantity: i.quantity,
        unitPrice: toPence(i.price),
      })),
      toPence(o.codeDiscount),
      toPence(o.shipping),
      registered,
      { label: deliveryLabel(o.delivery), discount: toPence(o.deliveryDiscount) },
    );
    // What went back, whole or in part (decision 0250).
    const refunded = toPence(o.refundedAmount);
    return [
      orderReference(o.id).toUpperCase(),
      toUkWallTime(o.createdAt).slice(0, 10),
      o.status,
      o.paymentStatus,
      METHOD[o.paymentProvider] ?? o.paymentProvider,
      toDecimal(b.net),
      toDecimal(b.vat),
      toDecimal(b.gross),
      toDecimal(toPence(o.memberDiscount) + toPence(o.codeDiscount)),
      toDecimal(toPence(o.shipping)),
      toDecimal(refunded),
    ];
  });
  return { csv: toCsv([[...ORDERS_EXPORT_COLUMNS], ...lines]), count: rows.length };
}
