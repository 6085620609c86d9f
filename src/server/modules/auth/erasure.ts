// Auth's part of erasing a member (OPERATIONS §3, decision 0111): the one stand-in account kept orders move to, and
// the member's own row going (its sessions, address proofs and everything else that hangs off it go with it).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginCodes, users } from './schema';

/**
 * The stand-in member that erased members' kept orders belong to: one for all of them, so nothing links two erased
 * members' orders together. `.invalid` is reserved (RFC 2606): no mail or sign-in code can ever reach it, and it has no
 * password, so nobody can sign in as it.
 */
export const ERASED_MEMBER_EMAIL = 'erased-member@erased.invalid';

/** The stand-in's id, made the first time a member is erased. */
export async function erasedMemberId(tx: Executor): Promise<string> {
  await tx
    .insert(users)
    .values({ email: ERASED_MEMBER_EMAIL, firstName: '', lastName: '' })
    .onConflictDoNothing({ target: users.email });
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ERASED_MEMBER_EMAIL));
  return row.id;
}

/**
 * Deletes the member's row (what references it with ON DELETE CASCADE goes too: sessions, address proofs, cart,
 * wishlist, routines, codes, stock alerts, consents) and the sign-in codes sent to their address.
 */
export async function deleteMemberRow(tx: Executor, userId: string, email: string): Promise<void> {
  await tx.delete(loginCodes).where(eq(loginCodes.email, email));
  await tx.delete(users).where(eq(users.id, userId));
}

/** Forgets the skin type and concerns on the account (health consent withdrawn). */
export async function clearSkinProfile(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ skinType: null, skinConcerns: sql`'{}'::text[]` })
    .where(eq(users.id, userId));
}
