// A member's reward points balance (SPEC §3 rewardPoints; COMMERCE §3). The one place that writes it: rewards
// spends it, orders credit it on delivery and take it back on a refund or cancel, each inside their own
// transaction. Checkout also locks the member's row here (it is the balance's row: two checkouts of one member,
// or a checkout and a redemption, go one after the other).
import { and, eq, gte, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../auth';

/** Adds points to the member's balance. */
export async function creditRewardPoints(tx: Executor, userId: string, points: number): Promise<void> {
  if (points <= 0) return;
  await tx
    .update(users)
    .set({ rewardPoints: sql`${users.rewardPoints} + ${points}` })
    .where(eq(users.id, userId));
}

/** Takes points back (a cancelled order credited under the old rule); the balance never goes below 0. */
export async function withdrawRewardPoints(tx: Executor, userId: string, points: number): Promise<void> {
  if (points <= 0) return;
  await tx
    .update(users)
    .set({ rewardPoints: sql`GREATEST(0, ${users.rewardPoints} - ${points})` })
    .where(eq(users.id, userId));
}

/**
 * Takes back the points a refunded order earned, as far as the balance allows: the row is locked first so the
 * answer — how many were taken — is what the withdrawal took.
 */
export async function takeBackRewardPoints(tx: Executor, userId: string, points: number): Promise<number> {
  const [member] = await tx
    .select({ points: users.rewardPoints })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const taken = Math.min(member?.points ?? 0, points);
  await withdrawRewardPoints(tx, userId, points);
  return taken;
}

/**
 * Spends `cost` points with one conditional UPDATE: the row lock makes a concurrent spend wait, then the WHERE is
 * checked against the balance it left, so the balance never goes below 0. The new balance, or null when it holds
 * too few (nothing changed).
 */
export async function spendRewardPoints(tx: Executor, userId: string, cost: number): Promise<number | null> {
  const [spent] = await tx
    .update(users)
    .set({ rewardPoints: sql`${users.rewardPoints} - ${cost}` })
    .where(and(eq(users.id, userId), gte(users.rewardPoints, cost)))
    .returning({ rewardPoints: users.rewardPoints });
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
