// The user record as the server returns it (SPEC §3 User) — never with a password hash.
import { z } from 'zod';
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
});
export type User = z.infer<typeof User>;

export const UserResponse = z.object({ user: User });
