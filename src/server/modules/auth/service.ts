// The members' account rules: who may sign in, registration, code sign-up and creating a password.
// Plain functions over the database; routes.ts only maps them to HTTP.
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from './schema';
import { hashPassword, verifyPassword } from './password';
import type { MemberRow } from './member-sessions';

/** Every new member joins the loyalty group, whatever a client asks for (DESIGN §4). */
export const NEW_MEMBER_TIER = 'skin_circle';

export async function findMemberByEmail(db: Executor, email: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/**
 * The member with this email and password, or null. A missing account, an account without a password and a
 * wrong password take the same time and give the same answer.
 */
export async function authenticate(db: Executor, email: string, password: string): Promise<MemberRow | null> {
  const row = await findMemberByEmail(db, email);
  const ok = await verifyPassword(password, row?.passwordHash);
  return ok && row ? row : null;
}

/** A member needs a profile step when the address is new (or, defensively, has no name on record). */
export function needsProfile(row: MemberRow | null): boolean {
  return !row || !row.firstName.trim() || !row.lastName.trim();
}

export type Registration = {
  email: string;
  /** Hashed before the transaction starts: scrypt is slow on purpose and must not hold a connection. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  shopifyCustomerId?: string;
};

/** Creates a password account; null when the email is taken (checked by the unique index, so races are safe). */
export async function registerMember(db: Executor, input: Registration, now: Date): Promise<MemberRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
      membershipTier: NEW_MEMBER_TIER,
      shopifyCustomerId: input.shopifyCustomerId ?? null,
      createdAt: now,
      lastActiveAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

/** What the first proof of an address took away from an account registered without it (decision 0800). */
export type Revoked = { password: boolean; sessions: number };

/**
 * The member a verified code signs in: the existing one (its missing names filled in when given) or a new
 * member without a password. Returns null when a new address comes without both names.
 *
 * Account pre-hijacking: registration does not prove the address, so anyone can register someone else's email
 * with a password of their own. The first code sign-in proves it: the password and every session made before
 * that proof stop working (`revoked` says what went, so the member can be told); the owner can set a new
 * password from the account screen.
 */
export async function memberForCode(
  db: Executor,
  email: string,
  names: { firstName?: string; lastName?: string },
  now: Date,
): Promise<{ row: MemberRow; revoked: Revoked } | null> {
  const firstName = names.firstName?.trim() ?? '';
  const lastName = names.lastName?.trim() ?? '';
  const existing = await findMemberByEmail(db, email);
  const nothing: Revoked = { password: false, sessions: 0 };
  if (existing) {
    // A correct code proves the address is theirs.
    const names = needsProfile(existing) && firstName && lastName ? { firstName, lastName } : {};
    const firstProof = existing.emailVerifiedAt == null;
    const revoked: Revoked = { ...nothing };
    if (firstProof) {
      revoked.password = existing.passwordHash != null;
      const ended = await db.delete(sessions).where(eq(sessions.userId, existing.id)).returning({ id: sessions.id });
      revoked.sessions = ended.length;
    }
    const [updated] = await db
      .update(users)
      .set({
        ...names,
        ...(firstProof ? { passwordHash: null } : {}),
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
      })
      // Only the row as read: a parallel first proof does the revoking once.
      .where(eq(users.id, existing.id))
      .returning();
    return { row: updated, revoked };
  }
  if (!firstName || !lastName) return null;
  const [created] = await db
    .insert(users)
    .values({
      email,
      firstName,
      lastName,
      membershipTier: NEW_MEMBER_TIER,
      emailVerifiedAt: now,
      createdAt: now,
      lastActiveAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  // Lost a race with a parallel sign-up of the same address: that member is the one.
  const row = created ?? (await findMemberByEmail(db, email));
  return row ? { row, revoked: nothing } : null;
}

/**
 * Sets the first password of a member who signed up by code. A member who already has one is refused:
 * changing a password must prove the old one, which this call does not ask for.
 */
export async function createPassword(db: Executor, userId: string, password: string): Promise<'created' | 'exists'> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    // "No password yet" is part of the same statement, so two parallel calls cannot both win.
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return row ? 'created' : 'exists';
}
