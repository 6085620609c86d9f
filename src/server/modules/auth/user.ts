import type { User } from '@shared/schemas/user';
import type { MemberRow } from './member-sessions';

/** The member record as the API returns it: never the password hash, hasPassword instead. */
export function toUser(row: MemberRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    membershipTier: row.membershipTier,
    rewardPoints: row.rewardPoints,
    hasPassword: row.passwordHash != null,
    emailVerified: row.emailVerifiedAt != null,
    shopifyCustomerId: row.shopifyCustomerId,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    skinType: row.skinType,
    skinConcerns: row.skinConcerns,
    birthday: row.birthday,
  };
}
