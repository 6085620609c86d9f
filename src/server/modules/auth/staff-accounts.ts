// The team (OPERATIONS §2, decision 0513): owners invite staff by email (a single-use link, 72 hours, only its hash
// kept), change their role, disable and re-enable them; the last enabled owner stays. Each change is one
// transaction with its audit entry and its mail; disabling deletes the account's sessions in it, and every console
// request reads its session from the database, so every instance refuses them at once.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { StaffAccount, StaffRole } from '@shared/schemas/staff';
import type { Executor } from '../../db/client';
import { conflict, fieldErrors, HttpError, notFound } from '../../plugins/errors';
import { recordAudit, type AuditActor } from '../audit';
import type { Outbox } from '../../mail/outbox';
import { hashPassword } from './password';
import { staff, staffInvitations, staffRecoveryCodes, staffSessions, teamSettings } from './schema';
import { INVITATION_TTL_HOURS, staffMails } from './staff-mails';
import { staffPasswordProblem } from './staff-passwords';
import { roleOf } from './staff-sessions';

export const LAST_OWNER = 'The last owner cannot be demoted or disabled: make someone else an owner first';
export const ALREADY_ON_TEAM = 'This email address already has a console account';
export const SET_UP_TWO_STEP_FIRST = 'Turn on two-step sign-in for your own account before requiring it of everyone';
export const INVITATION_INVALID = 'This invitation link is not valid. Ask an owner to invite you again.';
export const INVITATION_USED = 'This invitation has already been used. Sign in with your email and password.';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask an owner to invite you again.';

const hashToken = (token: string) => createHash('sha256').update(`staff-invitation\0${token}`).digest('base64url');
export const invitationLink = (origin: string, token: string) =>
  `${origin.replace(/\/$/, '')}/console/invitation?token=${encodeURIComponent(token)}`;

type StaffRecord = typeof staff.$inferSelect;

/** What the audit log keeps of an account: never its password or secret. */
const auditView = (row: Pick<StaffRecord, 'username' | 'email' | 'role' | 'disabledAt'>) => ({
  username: row.username,
  email: row.email,
  role: row.role,
  disabled: row.disabledAt !== null,
});

function toAccount(row: StaffRecord, invitationExpiresAt: Date | null): StaffAccount {
  const disabled = row.disabledAt !== null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: roleOf(row.role) ?? 'support',
    status: disabled ? 'disabled' : row.passwordHash ? 'active' : 'invited',
    disabled,
    twoStep: row.totpEnabledAt !== null,
    invitationExpiresAt: row.passwordHash ? null : (invitationExpiresAt?.toISOString() ?? null),
    createdAt: row.createdAt.toISOString(),
  };
}

async function latestInvitationExpiry(db: Executor, staffId: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(eq(staffInvitations.staffId, staffId))
    .orderBy(desc(staffInvitations.createdAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

/** The team, owners first, then by username. */
export async function listStaff(db: Executor): Promise<StaffAccount[]> {
  const rows = await db.select().from(staff).orderBy(staff.createdAt);
  const accounts = await Promise.all(
    rows.map(async (r) => toAccount(r, r.passwordHash ? null : await latestInvitationExpiry(db, r.id))),
  );
  const order = (a: StaffAccount) => (a.role === 'owner' ? 0 : 1);
  return accounts.sort((a, b) => order(a) - order(b) || a.username.localeCompare(b.username));
}

/**
 * Invites `email` as `role`: a new account without a password, or an invitation sent again to one that never
 * accepted (its earlier links stop working). An address that already signs in is a 409.
 */
export async function inviteStaff(
  tx: Executor,
  outbox: Outbox,
  input: { email: string; role: StaffRole; origin: string },
  actor: AuditActor,
): Promise<StaffAccount> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx.select().from(staff).where(eq(staff.username, email)).for('update');
  if (existing?.passwordHash) throw conflict(ALREADY_ON_TEAM);
  let account: StaffRecord;
  if (existing) {
    [account] = await tx
      .update(staff)
      .set({ role: input.role, disabledAt: null })
      .where(eq(staff.id, existing.id))
      .returning();
    await tx.delete(staffInvitations).where(eq(staffInvitations.staffId, existing.id));
  } else {
    [account] = await tx
      .insert(staff)
      .values({ username: email, email, role: input.role, passwordHash: null, createdAt: actor.at })
      .returning();
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(actor.at.getTime() + INVITATION_TTL_HOURS * 60 * 60 * 1000);
  const [invitation] = await tx
    .insert(staffInvitations)
    .values({ staffId: account.id, tokenHash: hashToken(token), invitedBy: actor.id, expiresAt, createdAt: actor.at })
    .returning({ id: staffInvitations.id });
  await outbox.queue(tx, staffMails.invitation, {
    invitationId: invitation.id,
    link: invitationLink(input.origin, token),
  });
  await recordAudit(tx, actor, {
    action: existing ? 'invite-again' : 'invite',
    entity: 'staff',
    entityId: account.id,
    before: existing ? auditView(existing) : null,
    after: auditView(account),
  });
  return toAccount(account, expiresAt);
}

/** The invitation behind a link, if it can still be used; throws the reason it cannot. */
async function openInvitation(tx: Executor, token: string, now: Date) {
  const [row] = await tx
    .select({ invitation: staffInvitations, account: staff })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .where(eq(staffInvitations.tokenHash, hashToken(token)))
    .for('update');
  if (!row || row.account.disabledAt) throw new HttpError(400, INVITATION_INVALID);
  if (row.invitation.usedAt || row.account.passwordHash) throw new HttpError(410, INVITATION_USED);
  if (row.invitation.expiresAt <= now) throw new HttpError(410, INVITATION_EXPIRED);
  return row;
}

/** Who an invitation is for (the page that sets the password shows it). */
export async function describeInvitation(db: Executor, token: string, now: Date) {
  const { account } = await openInvitation(db, token, now);
  return { email: account.username, role: roleOf(account.role) ?? 'support' };
}

/** Sets the invitee's password (the staff password rules) and spends the link. */
export async function acceptInvitation(
  tx: Executor,
  input: { token: string; password: string },
  now: Date,
): Promise<StaffAccount> {
  const { invitation, account } = await openInvitation(tx, input.token, now);
  const problem = staffPasswordProblem(input.password);
  if (problem) throw fieldErrors([{ field: 'password', message: problem.replace(/^it /, '') }]);
  const [updated] = await tx
    .update(staff)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(staff.id, account.id))
    .returning();
  await tx.update(staffInvitations).set({ usedAt: now }).where(eq(staffInvitations.id, invitation.id));
  await recordAudit(
    tx,
    { id: account.id, username: account.username, at: now },
    { action: 'accept-invitation', entity: 'staff', entityId: account.id, before: null, after: auditView(updated) },
  );
  return toAccount(updated, null);
}

/**
 * Changes an account's role or disables / re-enables it. The enabled owners are locked first, so two owners
 * demoting each other at once cannot leave the shop without one.
 */
export async function updateStaff(
  tx: Executor,
  outbox: Outbox,
  id: string,
  patch: { disabled?: boolean; role?: StaffRole; resetTwoStep?: true },
  actor: AuditActor,
): Promise<StaffAccount> {
  const owners = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt), isNotNull(staff.passwordHash)))
    .orderBy(staff.id)
    .for('update');
  const [current] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  if (!current) throw notFound('No such member of staff');
  const role = patch.role ?? (roleOf(current.role) as StaffRole);
  const disabledAt =
    patch.disabled === undefined ? current.disabledAt : patch.disabled ? (current.disabledAt ?? actor.at) : null;
  const isOwner = owners.some((o) => o.id === id);
  if (isOwner && (role !== 'owner' || disabledAt !== null) && owners.length <= 1) throw conflict(LAST_OWNER);
  if (patch.resetTwoStep) await resetTwoStep(tx, current, actor);
  if (role === current.role && (disabledAt === null) === (current.disabledAt === null)) {
    const [now] = await tx.select().from(staff).where(eq(staff.id, id));
    return toAccount(now, await latestInvitationExpiry(tx, id));
  }
  const [updated] = await tx.update(staff).set({ role, disabledAt }).where(eq(staff.id, id)).returning();
  if (disabledAt !== null && current.disabledAt === null) {
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
  }
  if (role !== current.role && updated.email && updated.passwordHash) {
    await outbox.queue(tx, staffMails.roleChanged, { staffId: id, role });
  }
  const action = role !== current.role ? 'change-role' : disabledAt !== null ? 'disable' : 'enable';
  await recordAudit(tx, actor, {
    action,
    entity: 'staff',
    entityId: id,
    before: auditView(current),
    after: auditView(updated),
  });
  return toAccount(updated, await latestInvitationExpiry(tx, id));
}

/**
 * An owner turns a colleague's two-step sign-in off — their phone is lost and their recovery codes with it — so the
 * next sign-in needs the password only and (when the shop requires it) sends them to set it up again. Their
 * sessions end: whoever holds the lost phone and a session is signed out.
 */
async function resetTwoStep(tx: Executor, current: StaffRecord, actor: AuditActor) {
  if (current.totpEnabledAt === null && current.totpPendingSecret === null) return;
  await tx
    .update(staff)
    .set({ totpSecret: null, totpEnabledAt: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(staff.id, current.id));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, current.id));
  await tx.delete(staffSessions).where(eq(staffSessions.staffId, current.id));
  await recordAudit(tx, actor, {
    action: 'reset-two-step',
    entity: 'staff',
    entityId: current.id,
    before: { ...auditView(current), twoStep: current.totpEnabledAt !== null },
    after: { ...auditView(current), twoStep: false },
  });
}

export async function readTeamSettings(db: Executor): Promise<{ requireTwoStep: boolean }> {
  const [row] = await db.select().from(teamSettings).where(eq(teamSettings.id, 1));
  return { requireTwoStep: row?.requireTwoStep ?? false };
}

export async function updateTeamSettings(
  tx: Executor,
  input: { requireTwoStep: boolean },
  actor: AuditActor,
): Promise<{ requireTwoStep: boolean }> {
  const before = await readTeamSettings(tx);
  if (input.requireTwoStep && !before.requireTwoStep) {
    // The owner who requires it has it: nobody requires of others what they have not set up themselves.
    const [self] = await tx
      .select({ on: staff.totpEnabledAt })
      .from(staff)
      .where(eq(staff.id, actor.id ?? ''));
    if (!self?.on) throw conflict(SET_UP_TWO_STEP_FIRST);
  }
  await tx
    .insert(teamSettings)
    .values({ id: 1, requireTwoStep: input.requireTwoStep, updatedAt: actor.at })
    .onConflictDoUpdate({
      target: teamSettings.id,
      set: { requireTwoStep: input.requireTwoStep, updatedAt: actor.at },
    });
  if (before.requireTwoStep !== input.requireTwoStep) {
    await recordAudit(tx, actor, { action: 'update', entity: 'team-settings', entityId: null, before, after: input });
  }
  return { requireTwoStep: input.requireTwoStep };
}
