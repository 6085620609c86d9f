// Two-step sign-in for staff (OPERATIONS §2, decision 0513): TOTP (RFC 6238: SHA-1, 6 digits, 30 s) by otplib, a
// ±1 step window, each code accepted once; ten single-use recovery codes stored as SHA-256 (they are random, not
// chosen: a fast hash is enough). The secret is kept sealed under a key of its own derived from SESSION_SECRET, and
// shown only by the set-up answer.
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@shared/schemas/staff';
import type { Executor } from '../../db/client';
import { seal, unseal } from '../../mail/sealed';
import { staff, staffRecoveryCodes } from './schema';

export const TOTP_ISSUER = 'Skin Circle';
const PERIOD = 30;

const totpKey = (sessionSecret: string) =>
  Buffer.from(hkdfSync('sha256', sessionSecret, 'skin-circle', 'staff-totp-secret', 32));
/** The account's id is bound in: a sealed secret copied to another row does not open. */
const sealSecret = (sessionSecret: string, staffId: string, secret: string) =>
  seal(totpKey(sessionSecret), `totp:${staffId}`, secret);
const openSecret = (sessionSecret: string, staffId: string, sealed: string) =>
  String(unseal(totpKey(sessionSecret), `totp:${staffId}`, sealed));

/** A new secret for the set-up screen: kept pending until a code from it is confirmed. */
export async function startTotpSetup(
  db: Executor,
  sessionSecret: string,
  account: { id: string; username: string },
): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const secret = generateSecret();
  await db
    .update(staff)
    .set({ totpPendingSecret: sealSecret(sessionSecret, account.id, secret) })
    .where(eq(staff.id, account.id));
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: account.username, secret });
  // Drawn here, not in the browser: the console's bundle does not carry a QR encoder for one screen.
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The 30-second step `code` belongs to within ±1 step of `now`, after `afterStep`; null when it is not one. */
async function codeStep(secret: string, code: string, now: Date, afterStep?: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(`staff-recovery\0${normaliseRecoveryCode(code)}`)
    .digest('base64url');

/** Ten codes like 'K7QW2-M9XPT' (Crockford-ish alphabet: no 0/O, 1/I/L). */
function newRecoveryCodes(): string[] {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Turns two-step sign-in on when `code` is current for the pending secret: the secret becomes the account's, and
 * a fresh set of recovery codes replaces any earlier one. Answers the codes (shown once), or null for a wrong code.
 */
export async function confirmTotp(
  tx: Executor,
  sessionSecret: string,
  staffId: string,
  code: string,
  now: Date,
): Promise<{ recoveryCodes: string[]; wasOn: boolean } | 'no-setup' | null> {
  const [row] = await tx
    .select({ pending: staff.totpPendingSecret, enabledAt: staff.totpEnabledAt })
    .from(staff)
    .where(eq(staff.id, staffId))
    .for('update');
  if (!row?.pending) return 'no-setup';
  const secret = openSecret(sessionSecret, staffId, row.pending);
  if ((await codeStep(secret, code, now)) === null) return null;
  await tx
    .update(staff)
    .set({ totpSecret: row.pending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: null })
    .where(eq(staff.id, staffId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  const recoveryCodes = newRecoveryCodes();
  await tx
    .insert(staffRecoveryCodes)
    .values(recoveryCodes.map((c) => ({ staffId, codeHash: hashRecoveryCode(c), createdAt: now })));
  return { recoveryCodes, wasOn: row.enabledAt !== null };
}

/**
 * The sign-in's second step: a current code (never one already used to sign in) or an unused recovery code, which
 * is then spent. Answers how it passed, or null.
 */
export async function passSecondStep(
  tx: Executor,
  sessionSecret: string,
  account: { id: string; totpSecret: string | null; totpLastStep: number | null },
  given: string,
  now: Date,
): Promise<'code' | 'recovery' | null> {
  if (!account.totpSecret) return null;
  const code = given.replace(/\s/g, '');
  if (/^\d{6}$/.test(code)) {
    const secret = openSecret(sessionSecret, account.id, account.totpSecret);
    const step = await codeStep(secret, code, now, account.totpLastStep);
    if (step === null) return null;
    // Only forwards: two sign-ins racing with one code cannot both pass.
    const [moved] = await tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, account.id), eqOrBefore(account.totpLastStep)))
      .returning({ id: staff.id });
    return moved ? 'code' : null;
  }
  if (normaliseRecoveryCode(code).length !== 10) return null;
  const [spent] = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, account.id),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent ? 'recovery' : null;
}

/** The row still has the last step this sign-in read (no other sign-in moved it meanwhile). */
function eqOrBefore(lastStep: number | null) {
  return lastStep === null ? isNull(staff.totpLastStep) : eq(staff.totpLastStep, lastStep);
}
