// Housekeeping (issue 28, decision 0230): the 'accounts.purge' job, hourly across all instances. Rows that can no
// longer be used — member and staff sessions, sign-in codes and address proofs past their expiry — are deleted,
// and sent mail older than 90 days leaves the outbox. A day's margin past each expiry: nothing a request could
// still be reading goes, and the sign-in code and proof limits (which count an address's recent rows) keep their
// window. The rows are dead before this runs (every read checks `expires_at`); the purge only keeps tables small.
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { emailProofs, loginCodes, sessions, staffSessions } from './schema';
import { purgeSentMail } from '../../mail/outbox';

const DAY = 24 * 60 * 60_000;
/** How long past its expiry a row is kept. */
export const PURGE_MARGIN_MS = DAY;
/** How long a sent mail stays in the outbox (what staff can look back on). */
export const SENT_MAIL_KEPT_MS = 90 * DAY;
export const PURGE_EVERY_SECONDS = 60 * 60;

export type PurgeCounts = {
  sessions: number;
  staffSessions: number;
  signInCodes: number;
  addressProofs: number;
  sentMail: number;
};

/** Deletes what expired more than PURGE_MARGIN_MS before `now`, and mail sent more than 90 days before it. */
export async function purgeExpired(db: Database, now: Date): Promise<PurgeCounts> {
  const before = new Date(now.getTime() - PURGE_MARGIN_MS);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    sessions: await count(db.delete(sessions).where(lt(sessions.expiresAt, before)).returning({ id: sessions.id })),
    staffSessions: await count(
      db.delete(staffSessions).where(lt(staffSessions.expiresAt, before)).returning({ id: staffSessions.id }),
    ),
    signInCodes: await count(
      db.delete(loginCodes).where(lt(loginCodes.expiresAt, before)).returning({ id: loginCodes.id }),
    ),
    addressProofs: await count(
      db.delete(emailProofs).where(lt(emailProofs.expiresAt, before)).returning({ id: emailProofs.id }),
    ),
    sentMail: await purgeSentMail(db, new Date(now.getTime() - SENT_MAIL_KEPT_MS)),
  };
}

export function registerAccountPurge(app: FastifyInstance): void {
  const { config } = app;
  app.jobs.work('accounts.purge', async () => {
    const counts = await purgeExpired(app.db, config.now());
    if (Object.values(counts).some((n) => n > 0)) app.log.info(counts, 'expired sessions, codes and old mail purged');
  });
  app.jobs.every('accounts.purge', PURGE_EVERY_SECONDS);
}
