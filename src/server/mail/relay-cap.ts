// No relay (decision 0801): the shop mails an address nobody has proved only a few times a day. Anyone can register
// someone else's address and make the shop write to it (orders, cancellations, routines, back-in-stock requests),
// each mail carrying text they typed. A template marked `always` is exempt — the address proof itself (decision
// 0105) and each order's confirmation (COMMERCE §6) — and so are sign-in codes, which have their own per-address
// limit. The count is in the outbox itself, so it holds across instances.
import { and, count, eq, gt, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { mailOutbox } from './schema';

/** Mails (of templates not marked `always`) an unproved address gets in any 24 hours. */
export const UNPROVED_DAILY_CAP = 3;
const WINDOW_HOURS = 24;

/** What staff read on a mail the cap held back (`mail_outbox.last_error`, status 'skipped'). */
export const CAPPED_REASON =
  `Not sent: the address is not confirmed and already had ${UNPROVED_DAILY_CAP} mails from the shop in ` +
  `${WINDOW_HOURS} hours (decision 0801)`;

/** Answers whether an address belongs to a member who proved it (the auth module says: it owns the members). */
export type ProvedAddress = (address: string) => Promise<boolean>;

/**
 * Whether the mail `id` may go to `to`: always to a proved address; to any other while it has had fewer than the
 * cap in the window. A mail let through is counted from then on (its row takes the recipient while it is pending,
 * and keeps it once sent); the count and that mark are one conditional update, taken under a lock on the address
 * so two couriers (two instances, two lanes) cannot both take the last place.
 */
export async function mayMail(
  db: Database,
  proved: ProvedAddress,
  mail: { id: string; to: string; subject: string },
  exempt: string[],
): Promise<boolean> {
  if (await proved(mail.to)) return true;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-relay:${mail.to}`}, 0))`);
    const earlier = alias(mailOutbox, 'earlier');
    const recent = tx
      .select({ n: count() })
      .from(earlier)
      .where(
        and(
          eq(earlier.recipient, mail.to),
          ne(earlier.id, mail.id),
          // Sent, or let through and not settled yet (a pending mail with a recipient is on its way or retried).
          inArray(earlier.status, ['sent', 'pending']),
          exempt.length > 0 ? notInArray(earlier.template, exempt) : undefined,
          gt(sql`coalesce(${earlier.sentAt}, now())`, sql`now() - make_interval(hours => ${WINDOW_HOURS})`),
        ),
      );
    const taken = await tx
      .update(mailOutbox)
      .set({ recipient: mail.to, subject: mail.subject })
      .where(and(eq(mailOutbox.id, mail.id), lt(sql`(${recent})`, UNPROVED_DAILY_CAP)))
      .returning({ id: mailOutbox.id });
    return taken.length > 0;
  });
}
