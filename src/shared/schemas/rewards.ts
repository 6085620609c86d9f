// Points redemption (COMMERCE §3): the personal codes a member gets for their points.
import { z } from 'zod';
import { Decimal, Id } from './common';

/** A code issued to one member for a reward: single use, theirs only. discountType null: a voucher (no discount). */
export const MemberCode = z.object({
  id: Id,
  rewardId: Id.nullable(),
  rewardName: z.string(),
  pointsSpent: z.number().int(),
  code: z.string(),
  discountType: z.string().nullable(),
  discountValue: Decimal.nullable(),
  maxUses: z.number().int(),
  currentUses: z.number().int(),
  isActive: z.boolean(),
  /** ISO 8601; usable to the end of that day, UK time. */
  validUntil: z.string().nullable(),
  /** ISO 8601: when it was redeemed. */
  createdAt: z.string(),
});
export type MemberCode = z.infer<typeof MemberCode>;

/** POST /api/rewards/{id}/redeem → 201: the new code and the balance left. */
export const Redemption = z.object({ code: MemberCode, rewardPoints: z.number().int() });
export type Redemption = z.infer<typeof Redemption>;

/** GET /api/admin/customers/{id}/codes: what a customer redeemed, for staff fulfilling vouchers. */
export const CustomerCodes = z.array(MemberCode);
