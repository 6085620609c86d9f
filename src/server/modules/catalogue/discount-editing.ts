// The console's discount codes (OPERATIONS §1, decision 0506): rows of the perks table, the one the quote and the
// order read, so what staff save counts at the next quote. Codes made here stay out of the members' perks wallet
// unless staff put them in it (inWallet). A code's text never changes once made: orders and the once-per-member
// term name it.
import { recordAudit, type AuditActor } from '../audit';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { perks } from './schema';
import { findIssuedCode, isRewardStoreCode } from '../rewards';
import { causeMatching, conflict, fieldErrors, notFound } from '../../plugins/errors';
import { codeTermLabels, ukDayKey } from '@shared/code-rules';
import {
  codeRuleProblems,
  type AdminDiscountCode,
  type DiscountCodeChange,
  type NewDiscountCode,
} from '@shared/schemas/catalogue-admin';

type Row = typeof perks.$inferSelect;

export const codeMessages = {
  taken: (code: string) => `A discount code ${code} already exists: choose another code.`,
  takenByReward: (code: string) => `${code} is already a Rewards Store or member’s code: choose another code.`,
  notFound: 'Discount code not found',
};

/** A day typed in the console ('2026-03-31') as a moment inside that UK day (noon UTC always is). */
const fromDay = (day: string | null | undefined) => (day ? new Date(`${day}T12:00:00Z`) : null);
const toDay = (at: Date | null) => (at ? ukDayKey(at) : null);

export function toAdminCode(row: Row): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    isActive: row.isActive,
    validFrom: toDay(row.validFrom),
    validUntil: toDay(row.validUntil),
    firstOrderOnly: row.firstOrderOnly,
    oncePerMember: row.oncePerMember,
    fullPriceOnly: row.fullPriceOnly,
    birthdayMonthOnly: row.birthdayMonthOnly,
    minSpend: row.minSpend,
    inWallet: row.inWallet,
    createdAt: row.createdAt.toISOString(),
    terms: codeTermLabels(row),
  };
}

/** Every code, newest first. */
export async function listDiscountCodes(db: Executor): Promise<AdminDiscountCode[]> {
  const rows = await db.select().from(perks).orderBy(desc(perks.createdAt), desc(perks.code));
  return rows.map(toAdminCode);
}

/** Whether `code` is a discount code (a perk): a Rewards Store entry may not take one's text (decision 0510). */
export async function isDiscountCode(db: Executor, code: string): Promise<boolean> {
  const [perk] = await db.select({ id: perks.id }).from(perks).where(eq(perks.code, code));
  return perk !== undefined;
}

const isUniqueViolation = (error: unknown) => causeMatching(error, (e) => e.code === '23505') !== undefined;

/**
 * A new code. Its text may not be another perk's (the unique index decides, so two staff saving one code at once
 * get one code and one 409), nor a Rewards Store entry's or an issued member code's: the quote looks a code up in
 * that order, and a perk would hide them.
 */
export async function createDiscountCode(
  db: Executor,
  v: NewDiscountCode,
  actor: AuditActor,
): Promise<AdminDiscountCode> {
  if ((await findIssuedCode(db, v.code)) || (await isRewardStoreCode(db, v.code)))
    throw conflict(codeMessages.takenByReward(v.code));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(perks)
        .values({
          code: v.code,
          name: v.name || v.code,
          description: v.description,
          discountType: v.discountType,
          discountValue: v.discountValue ?? '0.00',
          maxUses: v.maxUses,
          isActive: v.isActive,
          validFrom: fromDay(v.validFrom),
          validUntil: fromDay(v.validUntil),
          firstOrderOnly: v.firstOrderOnly,
          oncePerMember: v.oncePerMember,
          fullPriceOnly: v.fullPriceOnly,
          birthdayMonthOnly: v.birthdayMonthOnly,
          minSpend: v.minSpend,
          inWallet: v.inWallet,
          // Last in the wallet, should staff put it there.
          sortOrder: sql`(select coalesce(max(${perks.sortOrder}), 0) + 10 from ${perks})`,
        })
        .returning();
      const created = toAdminCode(row);
      await recordAudit(tx, actor, { action: 'create', entity: 'code', entityId: row.code, after: created });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(codeMessages.taken(v.code));
    throw error;
  }
}

/**
 * Changes a code, checked against it as the change leaves it (a percentage set on a £15 code must be at most 100;
 * a limit may not be below the uses already made), under its row lock so an order taking a use waits for it.
 * A rule is only asked of a stored value when the change touches it: an old access perk worth 0 % can still be
 * switched off.
 */
export async function updateDiscountCode(
  db: Executor,
  code: string,
  p: DiscountCodeChange,
  actor: AuditActor,
): Promise<AdminDiscountCode> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(perks).where(eq(perks.code, code)).for('update');
    if (!row) throw notFound(codeMessages.notFound);
    const touched = (...keys: Array<keyof DiscountCodeChange>) => keys.some((k) => p[k] !== undefined);
    const problems = codeRuleProblems({
      discountType: p.discountType ?? row.discountType,
      discountValue: p.discountValue ?? row.discountValue,
      validFrom: p.validFrom !== undefined ? p.validFrom : toDay(row.validFrom),
      validUntil: p.validUntil !== undefined ? p.validUntil : toDay(row.validUntil),
    }).filter((problem) =>
      problem.path === 'discountValue' ? touched('discountType', 'discountValue') : touched('validFrom', 'validUntil'),
    );
    if (p.maxUses !== undefined && p.maxUses !== null && p.maxUses < row.currentUses) {
      problems.push({
        path: 'maxUses',
        message: `must be at least ${row.currentUses}, the uses already made`,
      });
    }
    if (problems.length > 0) throw fieldErrors(problems.map((p) => ({ field: p.path, message: p.message })));
    const { validFrom, validUntil, ...rest } = p;
    const [saved] = await tx
      .update(perks)
      .set({
        ...rest,
        ...(validFrom !== undefined ? { validFrom: fromDay(validFrom) } : {}),
        ...(validUntil !== undefined ? { validUntil: fromDay(validUntil) } : {}),
      })
      .where(eq(perks.id, row.id))
      .returning();
    const after = toAdminCode(saved);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'code',
      entityId: row.code,
      before: toAdminCode(row),
      after,
    });
    return after;
  });
}
