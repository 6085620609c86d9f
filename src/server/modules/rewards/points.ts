// A member's reward points balance (SPEC §3 rewardPoints; COMMERCE §3). The one place that writes it: rewards
// spends it, orders credit it on delivery and take it back on a refund or cancel, each inside their own
// transaction. Checkout reads the member here (`checkoutMember`), with the order serial its placing statement moves
// on (decision 0805).
import { and, desc, eq, gte, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../auth';
import { memberCodes, pointsLedger } from './schema';

export type PointsLedgerRow = typeof pointsLedger.$inferSelect;

/** Why a balance moved (the ledger's `kind`, decision 0520). */
export type PointsKind = 'earned' | 'spent' | 'taken_back' | 'withdrawn' | 'adjusted';
/** What the ledger keeps beside a move: the order it came with, or who adjusted it and why. */
export type PointsEntry = {
  orderId?: string | null;
  reason?: string | null;
  staffId?: string | null;
  by?: string | null;
  at?: Date;
};

/** One ledger row for a move of the balance; a move of 0 (owed points paid off, nothing left) is not one. */
async function recordPoints(
  tx: Executor,
  userId: string,
  kind: PointsKind,
  delta: number,
  balance: number,
  entry: PointsEntry = {},
) {
  if (delta === 0) return undefined;
  const [row] = await tx
    .insert(pointsLedger)
    .values({
      userId,
      kind,
      delta,
      balance,
      reason: entry.reason ?? null,
      orderId: entry.orderId ?? null,
      staffId: entry.staffId ?? null,
      by: entry.by ?? null,
      ...(entry.at ? { createdAt: entry.at } : {}),
    })
    .returning();
  return row;
}

/** The balance before a move, its row locked until the transaction ends (null: no such member). */
async function lockedBalance(tx: Executor, userId: string): Promise<number | null> {
  const [row] = await tx.select({ p: users.rewardPoints }).from(users).where(eq(users.id, userId)).for('update');
  return row?.p ?? null;
}

/** Adds points to the member's balance; points owed after a refund are paid off first (decision 0802). */
export async function creditRewardPoints(
  tx: Executor,
  userId: string,
  points: number,
  entry: PointsEntry = {},
): Promise<void> {
  if (points <= 0) return;
  const before = await lockedBalance(tx, userId);
  if (before === null) return;
  // Both right-hand sides read the row as it was: what the owed points do not take reaches the balance.
  const [after] = await tx
    .update(users)
    .set({
      rewardPoints: sql`${users.rewardPoints} + GREATEST(0, ${points} - ${users.pointsOwed})`,
      pointsOwed: sql`GREATEST(0, ${users.pointsOwed} - ${points})`,
    })
    .where(eq(users.id, userId))
    .returning({ p: users.rewardPoints });
  await recordPoints(tx, userId, 'earned', after.p - before, after.p, entry);
}

/** Takes points back (a cancelled order credited under the old rule); the balance never goes below 0. */
export async function withdrawRewardPoints(
  tx: Executor,
  userId: string,
  points: number,
  entry: PointsEntry = {},
): Promise<void> {
  if (points <= 0) return;
  const before = await lockedBalance(tx, userId);
  if (before === null) return;
  const [after] = await tx
    .update(users)
    .set({ rewardPoints: sql`GREATEST(0, ${users.rewardPoints} - ${points})` })
    .where(eq(users.id, userId))
    .returning({ p: users.rewardPoints });
  await recordPoints(tx, userId, 'withdrawn', after.p - before, after.p, entry);
}

/** Staff's adjustment refused: it would take the balance below 0 (OPERATIONS §3). */
export const POINTS_BELOW_ZERO = 'That would take the points balance below 0';

/**
 * Staff add or take away points with a reason (OPERATIONS §3, decision 0520): one conditional UPDATE, so the balance
 * never goes below 0 even beside a concurrent spend. The balance before and after, or null when it would go below 0
 * (nothing changed) or the member is unknown (`found` false).
 */
export async function adjustRewardPoints(
  tx: Executor,
  userId: string,
  delta: number,
  entry: PointsEntry & { reason: string },
): Promise<{ found: boolean; before: number; after: number | null; entry?: PointsLedgerRow }> {
  const before = await lockedBalance(tx, userId);
  if (before === null) return { found: false, before: 0, after: null };
  const [row] = await tx
    .update(users)
    .set({ rewardPoints: sql`${users.rewardPoints} + ${delta}` })
    .where(and(eq(users.id, userId), gte(sql`${users.rewardPoints} + ${delta}`, 0)))
    .returning({ p: users.rewardPoints });
  if (!row) return { found: true, before, after: null };
  const written = await recordPoints(tx, userId, 'adjusted', delta, row.p, entry);
  return { found: true, before, after: row.p, entry: written };
}

/** An issued code a refund withdrew, and the points it had cost (they came back to the balance). */
export type WithdrawnCode = { code: string; pointsSpent: number };
/**
 * What taking back a refunded order's points did: the codes it withdrew, the balance it left (never below 0) and the
 * points still short, now owed.
 */
export type PointsTakenBack = { points: number; withdrawn: WithdrawnCode[]; balance: number; owed: number };

/**
 * Takes back the points a refunded order earned (COMMERCE §6, decision 0802), all of them. When the balance holds
 * fewer — the member spent them on a reward — their unused codes issued since those points were credited are
 * withdrawn, newest first, until the points those codes cost cover the shortfall (each one's points come back to
 * the balance). What is still short (the codes were used) is recorded as owed (`points_owed`): the balance stays at
 * 0 or more, and the next points they earn pay the debt off first (creditRewardPoints). The member's row and the
 * codes are locked, so a checkout taking a code's use waits, or has taken it and the code is not withdrawn.
 */
export async function takeBackRewardPoints(
  tx: Executor,
  input: { userId: string; points: number; creditedAt: Date; now: Date; orderId?: string },
): Promise<PointsTakenBack> {
  const [member] = await tx
    .select({ points: users.rewardPoints })
    .from(users)
    .where(eq(users.id, input.userId))
    .for('update');
  if (!member) return { points: 0, withdrawn: [], balance: 0, owed: 0 };
  let balance = member.points;
  const withdrawn: Array<WithdrawnCode & { id: string }> = [];
  if (balance < input.points) {
    const unused = await tx
      .select({ id: memberCodes.id, code: memberCodes.code, pointsSpent: memberCodes.pointsSpent })
      .from(memberCodes)
      .where(
        and(
          eq(memberCodes.userId, input.userId),
          eq(memberCodes.isActive, true),
          eq(memberCodes.currentUses, 0),
          gte(memberCodes.createdAt, input.creditedAt),
        ),
      )
      .orderBy(desc(memberCodes.createdAt), desc(memberCodes.id))
      .for('update');
    for (const code of unused) {
      if (balance >= input.points) break;
      withdrawn.push(code);
      balance += code.pointsSpent;
    }
    if (withdrawn.length > 0) {
      await tx
        .update(memberCodes)
        .set({ isActive: false, withdrawnAt: input.now })
        .where(
          inArray(
            memberCodes.id,
            withdrawn.map((c) => c.id),
          ),
        );
    }
  }
  const owed = Math.max(0, input.points - balance);
  balance = Math.max(0, balance - input.points);
  await tx
    .update(users)
    .set({ rewardPoints: balance, pointsOwed: sql`${users.pointsOwed} + ${owed}` })
    .where(eq(users.id, input.userId));
  // One row for the move: the withdrawn codes' points came back and went out again within it.
  await recordPoints(tx, input.userId, 'taken_back', balance - member.points, balance, {
    orderId: input.orderId,
    at: input.now,
  });
  return {
    points: input.points,
    withdrawn: withdrawn.map(({ code, pointsSpent }) => ({ code, pointsSpent })),
    balance,
    owed,
  };
}

/**
 * Spends `cost` points with one conditional UPDATE: the row lock makes a concurrent spend wait, then the WHERE is
 * checked against the balance it left, so the balance never goes below 0. The new balance, or null when it holds
 * too few (nothing changed).
 */
export async function spendRewardPoints(
  tx: Executor,
  userId: string,
  cost: number,
  entry: PointsEntry = {},
): Promise<number | null> {
  const [spent] = await tx
    .update(users)
    .set({ rewardPoints: sql`${users.rewardPoints} - ${cost}` })
    .where(and(eq(users.id, userId), gte(users.rewardPoints, cost)))
    .returning({ rewardPoints: users.rewardPoints });
  if (spent) await recordPoints(tx, userId, 'spent', -cost, spent.rewardPoints, entry);
  return spent?.rewardPoints ?? null;
}

/** The member's balance (0 for an unknown member). */
export async function rewardPointsOf(db: Executor, userId: string): Promise<number> {
  const [member] = await db.select({ p: users.rewardPoints }).from(users).where(eq(users.id, userId));
  return member?.p ?? 0;
}

/**
 * The member as checkout prices and mails them, as a CTE: read with their cart's lines in one statement (decision
 * 0901). Not locked (decision 0908): checkout places the order in one statement of its own, and what serialises two
 * checkouts of one member is their cart lines, which the placing removes.
 */
export function checkoutMember(tx: Executor, userId: string | Placeholder) {
  return tx.$with('checkout_member').as(
    tx
      .select({
        id: users.id,
        membershipTier: users.membershipTier,
        // What the order's answer and its mails need of the member (the payment page's e-mail, the address
        // proof with a first order): read here rather than in a statement of its own (decision 0905).
        email: users.email,
        firstName: users.firstName,
        emailVerifiedAt: users.emailVerifiedAt,
        // The per-member checks hold against what was read here (decision 0805).
        orderSerial: users.orderSerial,
      })
      .from(users)
      .where(eq(users.id, userId)),
  );
}
