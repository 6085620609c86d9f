// Discount codes at checkout (COMMERCE §2): which code a member may use and why not, and its uses — counted in the
// order's transaction by one conditional UPDATE (two orders cannot both take the last use), given back on cancel.
// Perks are the catalogue's; a member's issued codes are the rewards module's, read and counted through it.
import { and, eq, getTableColumns, gt, isNull, lt, or, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  findIssuedCode,
  isRewardStoreCode,
  issuedCodeRefusal,
  issuedCodeUseTaker,
  releaseIssuedCodeUse,
} from '../rewards';
import { perks } from './schema';
import { conflict } from '../../plugins/errors';
import {
  isBeforeValidFrom,
  isPastValidUntil,
  memberTermRefusal,
  MONTHS,
  NO_TERMS,
  type CodeTerms,
  type DiscountRule,
  type TermRefusal,
} from '@shared/code-rules';
import { formatShortDate } from '@shared/dates';
import type { ShippingAddress } from '@shared/schemas/orders';
import { formatPence } from '@shared/money';

/** A code a member may use on this order, where its uses are counted, and the terms the cart must still meet. */
export type UsableCode = DiscountRule & CodeTerms & { code: string; kind: 'perk' | 'issued' };

export const codeRefusals = {
  unknown: (code: string) => `We don’t recognise the code ${code}. Please check it and try again.`,
  inactive: (code: string) => `The code ${code} is no longer active.`,
  expired: (code: string, on: Date) => `The code ${code} expired on ${formatShortDate(on)}.`,
  notYetValid: (code: string, on: Date) => `The code ${code} starts on ${formatShortDate(on)}.`,
  usedUp: (code: string) => `The code ${code} has no uses left.`,
  notYours: (code: string) => `The code ${code} belongs to another member’s account.`,
  membersOnly: (code: string) => `The code ${code} is for Skin Circle members only.`,
  rewardsStore: (code: string) =>
    `${code} is a Rewards Store code: redeem the reward with your points to get your own code.`,
  // Terms (COMMERCE §6)
  birthdayMissing: (code: string) =>
    `The code ${code} is for your birthday month. Add your birthday in your account’s Profile tab to use it.`,
  notBirthdayMonth: (code: string, month: number) =>
    `The code ${code} works during your birthday month (${MONTHS[month - 1]}) only.`,
  notFirstOrder: (code: string) => `The code ${code} is for a first order only, and you have ordered with us before.`,
  notFirstOrderAtAddress: (code: string) =>
    `The code ${code} is for a first order only, and an order has been delivered to this address before.`,
  usedBefore: (code: string) => `You have already used the code ${code}: it is once per member.`,
  usedBeforeAtAddress: (code: string) =>
    `The code ${code} is once per member, and it has already been used on an order delivered to this address.`,
  belowMinSpend: (code: string, minSpend: number, short: number) =>
    `The code ${code} needs a spend of at least ${formatPence(minSpend)}: add ${formatPence(short)} more to use it.`,
  memberPricesBetter: (code: string, memberSaving: number, codeSaving: number) =>
    `The code ${code} is for full-price orders and can’t be combined with member prices: your member prices already save you ${formatPence(memberSaving)}, more than the ${formatPence(codeSaving)} it would take off.`,
  accessPerk: (code: string) => `${code} is an access perk, not a discount: it takes nothing off an order.`,
  expressOnly: (code: string) =>
    `The code ${code} applies to next-day express delivery: choose express delivery to use this code (standard delivery is already free).`,
  worthNothing: (code: string) => `The code ${code} takes nothing off this order.`,
};

/** A term that is not met, in words. */
export function termRefusalMessage(code: string, why: TermRefusal): string {
  switch (why.reason) {
    case 'notBirthdayMonth':
      return codeRefusals.notBirthdayMonth(code, why.month);
    case 'belowMinSpend':
      return codeRefusals.belowMinSpend(code, why.minSpend, why.short);
    case 'memberPricesBetter':
      return codeRefusals.memberPricesBetter(code, why.memberSaving, why.codeSaving);
    default:
      return codeRefusals[why.reason](code);
  }
}

type Row = {
  code: string;
  discountType: string | null;
  discountValue: string | null;
  maxUses: number | null;
  currentUses: number;
  isActive: boolean;
  validUntil: Date | null;
  /** Perks only (decision 0506). */
  validFrom?: Date | null;
};

function refusal(row: Row, now: Date): string | null {
  if (!row.isActive) return codeRefusals.inactive(row.code);
  if (row.validFrom && isBeforeValidFrom(row.validFrom, now)) return codeRefusals.notYetValid(row.code, row.validFrom);
  if (row.validUntil && isPastValidUntil(row.validUntil, now)) return codeRefusals.expired(row.code, row.validUntil);
  if (row.maxUses !== null && row.currentUses >= row.maxUses) return codeRefusals.usedUp(row.code);
  return null;
}

/**
 * The code as this member may use it now, or a 409 saying why not: unknown, inactive, expired, used up, another
 * member's issued code, a perk for a non-member, a reward's catalogue code (members get their own by redeeming),
 * and a perk's member terms (birthday month, first order, once per member). The terms that need the cart (min
 * spend, full price, a £0.00 worth) are the quote's (shared/code-rules.ts priceCode).
 *
 * The member facts come in the perk's own statement (decision 0210: no extra round trip), and only for the terms
 * the perk has. With the order's delivery address (placing; the quote has none), first-order and once-per-member
 * perks also look at every account's orders to that address (decision 0803), found through the expression index
 * on `delivery_address_key(shipping_address)` (migration 0014). Two orders of one member count one after the other
 * whatever cart or path they come from: the placing statement refuses an order when another of the member's was
 * placed after checkout read the member (the order serial, decision 0805); two accounts ordering to one address at
 * the same moment could both pass the address check.
 */
export async function findUsableCode(
  db: Executor,
  code: string,
  member: { id: string; membershipTier: string },
  now: Date,
  shippingAddress?: Pick<ShippingAddress, 'address' | 'postalCode'>,
): Promise<UsableCode> {
  // The new order's key, worked out by the same SQL function as the index's (null without an address).
  const addressKey = shippingAddress
    ? sql`delivery_address_key(${JSON.stringify({ address: shippingAddress.address, postalCode: shippingAddress.postalCode })}::jsonb)`
    : sql`null::text`;
  const atAddress = sql`orders.status <> 'cancelled' and delivery_address_key(orders.shipping_address) = ${addressKey}`;
  const [perk] = await db
    .select({
      ...getTableColumns(perks),
      earlierOrders: sql<number>`case when perks.first_order_only then (select count(*)::int from orders
        where orders.user_id = ${member.id} and orders.status <> 'cancelled') else 0 end`,
      usedBefore: sql<number>`case when perks.once_per_member then (select count(*)::int from orders
        where orders.user_id = ${member.id} and orders.discount_code = perks.code
        and orders.status <> 'cancelled') else 0 end`,
      birthday: sql<string | null>`case when perks.birthday_month_only then (select users.birthday from users
        where users.id = ${member.id}) end`,
      addressOrders: sql<number>`case when perks.first_order_only
        then (exists (select 1 from orders where ${atAddress}))::int else 0 end`,
      addressUsedBefore: sql<number>`case when perks.once_per_member
        then (exists (select 1 from orders where ${atAddress} and orders.discount_code = perks.code))::int else 0 end`,
    })
    .from(perks)
    .where(eq(perks.code, code));
  if (perk) {
    const why = refusal(perk, now);
    if (why) throw conflict(why);
    if (member.membershipTier !== 'skin_circle') throw conflict(codeRefusals.membersOnly(code));
    const terms: CodeTerms = {
      firstOrderOnly: perk.firstOrderOnly,
      oncePerMember: perk.oncePerMember,
      fullPriceOnly: perk.fullPriceOnly,
      birthdayMonthOnly: perk.birthdayMonthOnly,
      minSpend: perk.minSpend,
    };
    const unmet = memberTermRefusal(
      terms,
      {
        earlierOrders: Number(perk.earlierOrders),
        usedBefore: Number(perk.usedBefore),
        birthday: perk.birthday,
        addressOrders: Number(perk.addressOrders),
        addressUsedBefore: Number(perk.addressUsedBefore),
      },
      now,
    );
    if (unmet) throw conflict(termRefusalMessage(code, unmet));
    return { code, kind: 'perk', discountType: perk.discountType, discountValue: perk.discountValue, ...terms };
  }
  const issued = await findIssuedCode(db, code);
  if (issued) {
    if (issued.userId !== member.id) throw conflict(codeRefusals.notYours(code));
    const why = issuedCodeRefusal(issued) ?? refusal(issued, now);
    if (why) throw conflict(why);
    return {
      code,
      kind: 'issued',
      discountType: issued.discountType,
      discountValue: issued.discountValue,
      ...NO_TERMS,
      minSpend: issued.minSpend,
    };
  }
  throw conflict((await isRewardStoreCode(db, code)) ? codeRefusals.rewardsStore(code) : codeRefusals.unknown(code));
}

/**
 * Counts one use, as a CTE of the statement that places an order (decision 0901): a row when it took the use. The
 * row lock of the UPDATE serialises concurrent orders and the WHERE is checked again on the row as the previous one
 * left it, so only `maxUses` orders ever succeed. `code` is the value or a built-once statement's placeholder. An
 * issued code's use is counted by the rewards module.
 */
export function codeUseTaker(tx: Executor, kind: UsableCode['kind'], code: string | Placeholder) {
  if (kind === 'issued') return issuedCodeUseTaker(tx, code);
  return tx.$with('code_use_taken').as(
    tx
      .update(perks)
      .set({ currentUses: sql`${perks.currentUses} + 1` })
      .where(
        and(
          eq(perks.code, code),
          eq(perks.isActive, true),
          or(isNull(perks.maxUses), lt(perks.currentUses, perks.maxUses)),
        ),
      )
      .returning({ code: perks.code }),
  );
}

/** Gives back one use of `code` (a perk or an issued reward code), inside the cancelling transaction. */
export async function releaseCodeUse(tx: Executor, code: string): Promise<void> {
  await tx
    .update(perks)
    .set({ currentUses: sql`${perks.currentUses} - 1` })
    .where(and(eq(perks.code, code), gt(perks.currentUses, 0)));
  await releaseIssuedCodeUse(tx, code);
}
