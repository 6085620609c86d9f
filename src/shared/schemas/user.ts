// The user record as the server returns it (SPEC §3 User) — never with a password hash.
import { z } from 'zod';
import { normaliseBirthday } from '../code-rules';
import { Id } from './common';

export const MembershipTier = z.string();
export const User = z.object({
  id: Id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  membershipTier: MembershipTier,
  rewardPoints: z.number().int(),
  hasPassword: z.boolean(),
  /** The member has proved the email address (a mailed link or an email code). */
  emailVerified: z.boolean(),
  shopifyCustomerId: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  skinType: z.string().nullable(),
  skinConcerns: z.array(z.string()),
  /** 'MM-DD' (day and month, no year): unlocks birthday-month codes (COMMERCE §6). */
  birthday: z.string().nullable(),
});
export type User = z.infer<typeof User>;

/** A birthday as sent: 'MM-DD' or 'YYYY-MM-DD' (the year is dropped), a real day of the year; stored 'MM-DD'. */
export const Birthday = z
  .string()
  .max(10)
  .transform((value, ctx) => {
    const birthday = normaliseBirthday(value);
    if (birthday === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a real day as MM-DD (or YYYY-MM-DD)' });
      return z.NEVER;
    }
    return birthday;
  });

/** PATCH /api/user/{id}/profile: what a member may change about themselves; null clears the birthday. */
export const ProfileUpdate = z.object({ birthday: Birthday.nullable() });
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

export const UserResponse = z.object({ user: User });
