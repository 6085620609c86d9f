// Customers in the console (OPERATIONS §3, decision 0520): the search, a customer's page and staff's points
// adjustment. Reads join the owners' tables (0009); the one write goes through the rewards module's points function.
import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerDetail,
  type CustomersPage,
  type PointsAdjusted,
  type PointsLedgerEntry,
} from '@shared/schemas/customers';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../plugins/errors';
import { actorOf, recordAudit } from '../audit';
import { ERASED_MEMBER_EMAIL, users } from '../auth';
import { likePattern } from '../catalogue';
import { aiSessions } from '../coach';
import { orderItems, orders } from '../orders';
import { quizSubmissions } from '../quiz';
import { adjustRewardPoints, memberCodes, pointsLedger, POINTS_BELOW_ZERO } from '../rewards';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A page of customers, newest first, whose email or name holds `q`; with the number of matches. */
export async function listCustomers(db: Database, query: { q?: string; page: number }): Promise<CustomersPage> {
  const q = query.q?.trim();
  const pattern = q ? likePattern(q) : null;
  // The stand-in that keeps erased members' orders (decision 0111) is nobody: never listed.
  const real = ne(users.email, ERASED_MEMBER_EMAIL);
  const where = pattern
    ? and(
        real,
        or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ),
      )
    : real;
  // One statement: the page and the number of matches (a window count, taken before LIMIT).
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      membershipTier: users.membershipTier,
      rewardPoints: users.rewardPoints,
      createdAt: users.createdAt,
      orders: count(orders.id),
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
    .where(where)
    .groupBy(users.id)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(CUSTOMERS_PAGE_SIZE)
    .offset((query.page - 1) * CUSTOMERS_PAGE_SIZE);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: still say how many match, so the pager can offer the way back.
    const [row] = await db.select({ n: count() }).from(users).where(where);
    total = row.n;
  }
  return {
    customers: rows.map(({ total: _t, createdAt, orders: n, ...r }) => ({
      ...r,
      orders: Number(n),
      createdAt: createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}

type LedgerRow = typeof pointsLedger.$inferSelect;
const ledgerEntry = (row: LedgerRow): PointsLedgerEntry => ({
  id: row.id,
  kind: row.kind as PointsLedgerEntry['kind'],
  delta: row.delta,
  balance: row.balance,
  reason: row.reason,
  orderId: row.orderId,
  by: row.by,
  createdAt: row.createdAt.toISOString(),
});

/** Everything staff work with about one customer; 404 for an unknown id. */
export async function customerDetail(db: Database, id: string): Promise<CustomerDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('Customer not found');
  const [orderRows, ledgerRows, codeRows, quizRows, sessionRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        total: orders.total,
        refundedAmount: orders.refundedAmount,
        items: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`.mapWith(Number),
      })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.userId, id))
      .groupBy(orders.id)
      .orderBy(desc(orders.createdAt)),
    db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, id))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.seq))
      .limit(200),
    db.select().from(memberCodes).where(eq(memberCodes.userId, id)).orderBy(desc(memberCodes.createdAt)),
    // Quiz submissions arrive by email from the provider (decision 0004): matched on the address.
    db
      .select({
        id: quizSubmissions.id,
        quizName: quizSubmissions.quizName,
        status: quizSubmissions.status,
        createdAt: quizSubmissions.createdAt,
      })
      .from(quizSubmissions)
      .where(eq(sql`lower(${quizSubmissions.email})`, user.email.toLowerCase()))
      .orderBy(desc(quizSubmissions.createdAt)),
    db
      .select()
      .from(aiSessions)
      .where(and(eq(aiSessions.userId, id)))
      .orderBy(desc(aiSessions.createdAt)),
  ]);
  return {
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      membershipTier: user.membershipTier,
      skinType: user.skinType,
      skinConcerns: user.skinConcerns,
      birthday: user.birthday,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      createdAt: user.createdAt.toISOString(),
      lastActiveAt: user.lastActiveAt.toISOString(),
    },
    points: user.rewardPoints,
    pointsOwed: user.pointsOwed,
    ledger: ledgerRows.map(ledgerEntry),
    orders: orderRows.map((o) => ({ ...o, items: Number(o.items), createdAt: o.createdAt.toISOString() })),
    codes: codeRows.map((c) => ({
      code: c.code,
      rewardName: c.rewardName,
      pointsSpent: c.pointsSpent,
      isActive: c.isActive,
      used: c.currentUses >= c.maxUses,
      validUntil: iso(c.validUntil),
      withdrawnAt: iso(c.withdrawnAt),
      createdAt: c.createdAt.toISOString(),
    })),
    quizSubmissions: quizRows.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    conversations: sessionRows.map((s) => ({
      id: s.id,
      sessionId: s.sessionId,
      channel: s.channel,
      messageCount: s.messageCount,
      status: s.sessionStatus,
      questionCategories: s.questionCategories,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    })),
  };
}

/**
 * Staff add or take away points with a reason, audited in the same transaction (OPERATIONS §3): 404 for an unknown
 * customer, 409 when the balance would go below 0 (nothing changed).
 */
export async function adjustCustomerPoints(
  db: Database,
  actor: ReturnType<typeof actorOf>,
  input: { userId: string; delta: number; reason: string },
): Promise<PointsAdjusted> {
  return db.transaction(async (tx: Executor) => {
    const moved = await adjustRewardPoints(tx, input.userId, input.delta, {
      reason: input.reason,
      staffId: actor.id,
      by: actor.username,
      at: actor.at,
    });
    if (!moved.found) throw notFound('Customer not found');
    if (moved.after === null || !moved.entry) throw conflict(POINTS_BELOW_ZERO);
    await recordAudit(tx, actor, {
      action: 'adjust points',
      entity: 'customer',
      entityId: input.userId,
      before: { rewardPoints: moved.before },
      after: { rewardPoints: moved.after, delta: input.delta, reason: input.reason },
    });
    return { points: moved.after, entry: ledgerEntry(moved.entry) };
  });
}
