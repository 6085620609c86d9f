// The console's Rewards Store (OPERATIONS §1, decision 0510): entries made, changed and switched off by staff, never
// deleted (an issued code names its reward). A member's code is a copy of the reward as it was when they redeemed
// it (member_codes: its own value, validity and switch), so a change or a switch-off here never reaches the codes
// members already hold: they keep working as issued.
import { recordAudit, type AuditActor } from '../audit';
import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberCodes, rewards } from './schema';
import { findIssuedCode } from './code-uses';
import { causeMatching, conflict, fieldErrors, notFound } from '../../plugins/errors';
import { ukDayKey } from '@shared/code-rules';
import { rewardRuleProblems, type AdminReward, type NewReward, type RewardChange } from '@shared/schemas/content-admin';

/** Whether `code` is a discount code at checkout (the catalogue's perks): asked by the caller, which owns them. */
export type IsDiscountCode = (db: Executor, code: string) => Promise<boolean>;

export const rewardMessages = {
  notFound: 'Reward not found',
  codeTaken: (code: string) => `A reward with the code ${code} already exists: choose another code.`,
  codeTakenElsewhere: (code: string) => `${code} is already a discount code or a member’s code: choose another code.`,
};

const adminColumns = { ...getTableColumns(rewards), redemptions: count(memberCodes.id) };
const selectAdmin = (db: Executor) =>
  db.select(adminColumns).from(rewards).leftJoin(memberCodes, eq(memberCodes.rewardId, rewards.id)).$dynamic();
type Row = Awaited<ReturnType<typeof selectAdmin>>[number];

/** A day typed in the console ('2027-12-31') as a moment inside that UK day (noon UTC always is), and back. */
const fromDay = (day: string | null) => (day ? new Date(`${day}T12:00:00Z`) : null);
const toDay = (at: Date | null) => (at ? ukDayKey(at) : null);

function toAdminReward(row: Row): AdminReward {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    pointsCost: row.pointsCost,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    isActive: row.isActive,
    validUntil: toDay(row.validUntil),
    sortOrder: row.sortOrder,
    redemptions: Number(row.redemptions),
  };
}

/**
 * The value stored with a discount type: a percentage or an amount as given, £0.00 for shipping (worth nothing
 * while shipping is free), none for a voucher.
 */
function storedValue(discountType: string | null, discountValue: string | null | undefined): string | null {
  if (discountType === null) return null;
  if (discountType === 'shipping') return '0.00';
  return discountValue ?? null;
}

const isUniqueViolation = (error: unknown) => causeMatching(error, (e) => e.code === '23505') !== undefined;

/** Every reward, on sale or not, in store order, each with how often it was redeemed. */
export async function listAdminRewards(db: Executor): Promise<AdminReward[]> {
  const rows = await selectAdmin(db).groupBy(rewards.id).orderBy(asc(rewards.sortOrder), asc(rewards.name));
  return rows.map(toAdminReward);
}

async function findAdminReward(db: Executor, id: string): Promise<AdminReward> {
  const [row] = await selectAdmin(db).where(eq(rewards.id, id)).groupBy(rewards.id);
  return toAdminReward(row);
}

/**
 * A reward's code may be no discount code's nor an issued member code's: the quote looks a code up among those
 * first, and a Rewards Store code is refused there ("redeem the reward … to get your own code").
 */
async function refuseCodeElsewhere(db: Executor, code: string | null, isDiscountCode: IsDiscountCode) {
  if (code && ((await isDiscountCode(db, code)) || (await findIssuedCode(db, code))))
    throw conflict(rewardMessages.codeTakenElsewhere(code));
}

/** A new reward, last in the store unless given a place; a code already a reward's is a 409 (the unique index). */
export async function createReward(
  db: Executor,
  v: NewReward,
  isDiscountCode: IsDiscountCode,
  actor: AuditActor,
): Promise<AdminReward> {
  await refuseCodeElsewhere(db, v.code, isDiscountCode);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(rewards)
        .values({
          name: v.name,
          description: v.description,
          type: v.type,
          pointsCost: v.pointsCost,
          code: v.code,
          discountType: v.discountType,
          discountValue: storedValue(v.discountType, v.discountValue),
          isActive: v.isActive,
          validUntil: fromDay(v.validUntil),
          sortOrder: v.sortOrder ?? sql`(select coalesce(max(${rewards.sortOrder}), 0) + 10 from ${rewards})`,
        })
        .returning({ id: rewards.id });
      const created = await findAdminReward(tx, row.id);
      await recordAudit(tx, actor, { action: 'create', entity: 'reward', entityId: row.id, after: created });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error) && v.code) throw conflict(rewardMessages.codeTaken(v.code));
    throw error;
  }
}

/**
 * Changes a reward, checked against it as the change leaves it, under its row lock. A rule is asked of a stored
 * value only when the change touches it (a renamed reward is not refused for what it already was). Changing the
 * discount type to shipping or a voucher drops the value with it.
 */
export async function updateReward(
  db: Executor,
  id: string,
  p: RewardChange,
  isDiscountCode: IsDiscountCode,
  actor: AuditActor,
): Promise<AdminReward> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(rewards).where(eq(rewards.id, id)).for('update');
      if (!row) throw notFound(rewardMessages.notFound);
      const before = await findAdminReward(tx, id);
      const discountType = p.discountType !== undefined ? p.discountType : row.discountType;
      const discountValue =
        p.discountValue !== undefined
          ? p.discountValue
          : p.discountType !== undefined
            ? storedValue(discountType, row.discountValue)
            : row.discountValue;
      const touched = ['type', 'discountType', 'discountValue'].some((k) => p[k as keyof RewardChange] !== undefined);
      const problems = touched ? rewardRuleProblems({ type: p.type ?? row.type, discountType, discountValue }) : [];
      if (problems.length > 0) throw fieldErrors(problems.map((x) => ({ field: x.path, message: x.message })));
      if (p.code !== undefined && p.code !== row.code) await refuseCodeElsewhere(tx, p.code, isDiscountCode);

      const { validUntil, discountValue: _v, ...rest } = p;
      await tx
        .update(rewards)
        .set({
          ...rest,
          ...(touched ? { discountValue: storedValue(discountType, discountValue) } : {}),
          ...(validUntil !== undefined ? { validUntil: fromDay(validUntil) } : {}),
        })
        .where(eq(rewards.id, id));
      const after = await findAdminReward(tx, id);
      await recordAudit(tx, actor, { action: 'update', entity: 'reward', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error) && p.code) throw conflict(rewardMessages.codeTaken(p.code));
    throw error;
  }
}
