// Points redemption (COMMERCE §3): a member spends a reward's points and gets a personal single-use code. The
// points come off with one conditional UPDATE in the same transaction as the code is stored, so concurrent
// redemptions can never take the balance below 0.
import { randomInt } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { memberCodes, rewards } from './schema';
import { users } from '../auth';
import { conflict, notFound } from '../../plugins/errors';
import { isPastValidUntil } from '@shared/code-rules';
import { formatCount } from '@shared/money';
import type { MemberCode, Redemption } from '@shared/schemas/rewards';
import type { Reward } from '@shared/schemas/catalogue';
import { rewardPointsOf, spendRewardPoints } from './points';

export const REWARD_UNAVAILABLE = 'This reward is no longer available.';
export const notEnoughPoints = (cost: number, balance: number) =>
  `This reward costs ${formatCount(cost)} points and you have ${formatCount(balance)}.`;

// No 0/O, 1/I/L: a code read aloud or copied from paper is typed right. 31 symbols, 10 of them ≈ 49 bits.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 10;

/** 'SCTENOFF-7KQ4M9XPRT': the reward's own code as a readable prefix (staff see what it is), then random. */
export function newMemberCode(rewardCode: string | null): string {
  const prefix =
    (rewardCode ?? 'VOUCHER')
      .replace(/[^A-Z0-9]/gi, '')
      .toUpperCase()
      .slice(0, 12) || 'VOUCHER';
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${random}`;
}

type MemberCodeRow = typeof memberCodes.$inferSelect;

export function toMemberCode(row: MemberCodeRow): MemberCode {
  return {
    id: row.id,
    rewardId: row.rewardId,
    rewardName: row.rewardName,
    pointsSpent: row.pointsSpent,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    isActive: row.isActive,
    validUntil: row.validUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Spends the reward's points and issues the member's code, or 404 / 409 changing nothing. */
export async function redeemReward(
  db: Database,
  input: { memberId: string; rewardId: string; now: Date },
): Promise<Redemption> {
  return db.transaction(async (tx) => {
    const [reward] = await tx.select().from(rewards).where(eq(rewards.id, input.rewardId));
    if (!reward) throw notFound('Reward not found');
    if (!reward.isActive || isPastValidUntil(reward.validUntil, input.now)) throw conflict(REWARD_UNAVAILABLE);

    // One conditional UPDATE (points.ts): a concurrent redemption waits, then finds the balance this one left.
    const rewardPoints = await spendRewardPoints(tx, input.memberId, reward.pointsCost, {
      reason: reward.name,
      at: input.now,
    });
    if (rewardPoints === null) {
      throw conflict(notEnoughPoints(reward.pointsCost, await rewardPointsOf(tx, input.memberId)));
    }

    let row: MemberCodeRow | undefined;
    // A clash with an existing code is ~1 in 10^14; DO NOTHING keeps the transaction usable to try again.
    for (let attempt = 0; !row && attempt < 5; attempt++) {
      [row] = await tx
        .insert(memberCodes)
        .values({
          userId: input.memberId,
          rewardId: reward.id,
          rewardName: reward.name,
          pointsSpent: reward.pointsCost,
          code: newMemberCode(reward.code),
          discountType: reward.discountType,
          discountValue: reward.discountValue,
          maxUses: 1,
          validUntil: reward.validUntil,
          createdAt: input.now,
        })
        .onConflictDoNothing({ target: memberCodes.code })
        .returning();
    }
    if (!row) throw new Error('could not issue a unique member code');
    return { code: toMemberCode(row), rewardPoints };
  });
}

/** The Rewards Store: active rewards in store order (GET /api/rewards, served by the catalogue's routes). */
export async function listRewards(db: Executor): Promise<Reward[]> {
  const rows = await db
    .select()
    .from(rewards)
    .where(eq(rewards.isActive, true))
    .orderBy(asc(rewards.sortOrder), asc(rewards.name));
  return rows.map(({ sortOrder: _s, ...r }) => ({ ...r, validUntil: r.validUntil?.toISOString() ?? null }));
}

/** The member's issued codes, newest first. */
export async function listMemberCodes(db: Executor, userId: string): Promise<MemberCode[]> {
  const rows = await db
    .select()
    .from(memberCodes)
    .where(eq(memberCodes.userId, userId))
    .orderBy(desc(memberCodes.createdAt), desc(memberCodes.id));
  return rows.map(toMemberCode);
}

/** Staff: what a customer redeemed, newest first; 404 for an unknown customer. */
export async function listCustomerCodes(db: Executor, customerId: string): Promise<MemberCode[]> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.id, customerId));
  if (!customer) throw notFound('Customer not found');
  return listMemberCodes(db, customerId);
}
