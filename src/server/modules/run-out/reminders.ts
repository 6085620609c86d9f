// Run-out reminders (issue 46, decision 0311): about a week before a product from a delivered order runs out — the
// day it arrived plus the days it lasts at the member's use (estimate.ts) — a member who agreed to marketing mails
// is told, once per order line. Plain functions of a given `now`; the daily 'run-out.remind' job runs them (jobs.ts).
// All their state is the orders, routines and consents tables plus the outbox's key, so a restart, a second run or
// another instance sends nothing twice.
import { and, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { orderHistory, orderItems, orders } from '../orders';
import { routines, routineSteps } from '../routines';
import { categories, products } from '../catalogue';
import { mayMarketTo } from '../consents';
import { mailTemplate, type Outbox } from '../../mail/outbox';
import { daysItLasts, doseFor, runsOutAt, usesPerDay, type Dose } from '@shared/run-out';
import type { ProductSize } from '@shared/schemas/catalogue';

type Log = Pick<FastifyBaseLogger, 'info'>;
export type RunOutDeps = { db: Database; outbox: Pick<Outbox, 'queue'>; log?: Log };

const DAY_MS = 86_400_000;
/** The reminder goes out this long before the product runs out. */
export const REMIND_BEFORE_DAYS = 7;
/** A pack that lasts less than this (a travel size) runs out before a reminder would help: none is sent. */
export const SHORTEST_DAYS = 14;
/** Deliveries looked back on: longer than any pack in the catalogue lasts at one use a day. */
export const LOOK_BACK_DAYS = 400;

/** The mail: what it is about, read again when it is sent (the member may have changed their mind meanwhile). */
export const runOutMail = mailTemplate<{ userId: string; orderItemId: string; productId: string; runsOutOn: string }>(
  'run-out.reminder',
);
/** One reminder per order line, whatever runs at once or again. */
export const runOutKey = (orderItemId: string) => `run-out:${orderItemId}`;

/** A line as the reminder reads it: what was bought, when it arrived, and what the estimate needs. */
export type DeliveredLine = {
  orderItemId: string;
  orderId: string;
  userId: string;
  productId: string;
  productName: string;
  /** Units kept: bought less those refunded (a returned pack is not being used up). */
  units: number;
  deliveredAt: Date;
  size: ProductSize | null;
  dose: Dose | null;
};

/** The member's active routine steps that name the product (morning and evening), read now. */
export async function stepsUsing(
  db: Executor,
  userId: string,
  productId: string,
): Promise<Array<{ timeOfDay: string }>> {
  return db
    .select({ timeOfDay: routines.timeOfDay })
    .from(routineSteps)
    .innerJoin(routines, eq(routines.id, routineSteps.routineId))
    .where(and(eq(routines.userId, userId), eq(routines.isActive, true), eq(routineSteps.productId, productId)));
}

/** When it runs out at the member's use now, or null when we cannot tell (not used, no size, no dose). */
export function runOutDate(line: DeliveredLine, steps: ReadonlyArray<{ timeOfDay: string }>): Date | null {
  const days = daysItLasts(line.size, line.dose, usesPerDay(steps), line.units);
  if (days === null || days < SHORTEST_DAYS) return null;
  return runsOutAt(line.deliveredAt, days);
}

/** Whether the reminder is due at `now`: from a week before it runs out until it does. */
export function isDue(runOut: Date, now: Date): boolean {
  const from = runOut.getTime() - REMIND_BEFORE_DAYS * DAY_MS;
  return now.getTime() >= from && now.getTime() < runOut.getTime();
}

/**
 * Lines of delivered orders, of products on sale with a size, delivered in the last LOOK_BACK_DAYS: for each member
 * and product only the newest delivery, and none when the product was ordered again since it arrived (not
 * cancelled: they have topped up already).
 */
export async function deliveredLines(db: Executor, now: Date): Promise<DeliveredLine[]> {
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS);
  const deliveredAt = sql<Date>`min(${orderHistory.createdAt})`.mapWith(orderHistory.createdAt);
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      orderId: orders.id,
      userId: orders.userId,
      productId: products.id,
      productName: products.name,
      units: sql<number>`${orderItems.quantity} - ${orderItems.refundedQuantity}`.mapWith(Number),
      deliveredAt,
      sizeAmount: products.sizeAmount,
      sizeUnit: products.sizeUnit,
      category: categories.slug,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(orderHistory, and(eq(orderHistory.orderId, orders.id), eq(orderHistory.status, 'delivered')))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(orders.status, 'delivered'), eq(products.status, 'active'), isNotNull(products.sizeAmount)))
    .groupBy(orderItems.id, orders.id, products.id, categories.slug)
    .having(gt(deliveredAt, since));
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.userId}:${row.productId}`;
    const seen = newest.get(key);
    if (!seen || seen.deliveredAt.getTime() < row.deliveredAt.getTime()) newest.set(key, row);
  }
  const lines = [...newest.values()].filter((r) => r.units > 0);
  if (lines.length === 0) return [];
  const later = await db
    .select({ userId: orders.userId, productId: orderItems.productId, createdAt: orders.createdAt })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        ne(orders.status, 'cancelled'),
        inArray(orders.userId, [...new Set(lines.map((l) => l.userId))]),
        gt(orders.createdAt, since),
      ),
    );
  return lines
    .filter(
      (l) =>
        !later.some(
          (o) =>
            o.userId === l.userId && o.productId === l.productId && o.createdAt.getTime() > l.deliveredAt.getTime(),
        ),
    )
    .map((r) => ({
      orderItemId: r.orderItemId,
      orderId: r.orderId,
      userId: r.userId,
      productId: r.productId,
      productName: r.productName,
      units: r.units,
      deliveredAt: r.deliveredAt,
      size: r.sizeAmount && r.sizeUnit ? { amount: Number(r.sizeAmount), unit: r.sizeUnit } : null,
      dose: doseFor(r.category),
    }));
}

/**
 * Queues the run-out reminders due at `now`: for each delivered line whose product the member's active routines
 * still use, due (a week before it runs out, until it does) and to a member who agreed to marketing mails, the mail
 * is queued under the line's key (queued once, ever: a second run finds the key). Answers the lines it queued.
 */
export async function remindRunningOut(deps: RunOutDeps, now: Date): Promise<string[]> {
  const { db, outbox, log } = deps;
  const queued: string[] = [];
  for (const line of await deliveredLines(db, now)) {
    const runOut = runOutDate(line, await stepsUsing(db, line.userId, line.productId));
    if (!runOut || !isDue(runOut, now)) continue;
    if (!(await mayMarketTo(db, line.userId))) continue;
    const payload = {
      userId: line.userId,
      orderItemId: line.orderItemId,
      productId: line.productId,
      runsOutOn: runOut.toISOString(),
    };
    const done = await db.transaction((tx) =>
      outbox.queue(tx, runOutMail, payload, { key: runOutKey(line.orderItemId) }),
    );
    if (!done) continue;
    queued.push(line.orderItemId);
    log?.info({ orderItemId: line.orderItemId }, 'run-out reminder queued');
  }
  return queued;
}
