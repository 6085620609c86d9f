// Reading and recording consents (OPERATIONS §3, decision 0110). The newest row of a kind is the answer; no row is no.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ConsentKind, Consents } from '@shared/schemas/privacy';
import type { Executor } from '../../db/client';
import { memberConsents } from './schema';

/** The member's answers now: each kind's newest row (never given when there is none). */
export async function consentsOf(db: Executor, userId: string): Promise<Consents> {
  const rows = await db
    .selectDistinctOn([memberConsents.kind], {
      kind: memberConsents.kind,
      given: memberConsents.given,
      at: memberConsents.at,
    })
    .from(memberConsents)
    .where(eq(memberConsents.userId, userId))
    .orderBy(memberConsents.kind, desc(memberConsents.at), desc(memberConsents.id));
  const state = (kind: ConsentKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? { given: row.given, at: row.at.toISOString() } : { given: false, at: null };
  };
  return { health: state('health'), marketing: state('marketing') };
}

async function given(db: Executor, userId: string, kind: ConsentKind): Promise<boolean> {
  const [row] = await db
    .select({ given: memberConsents.given })
    .from(memberConsents)
    .where(and(eq(memberConsents.userId, userId), eq(memberConsents.kind, kind)))
    .orderBy(desc(memberConsents.at), desc(memberConsents.id))
    .limit(1);
  return row?.given ?? false;
}

/** Whether a mail that is not a service mail (nor a back-in-stock mail they asked for) may go to this member. */
export function mayMarketTo(db: Executor, userId: string): Promise<boolean> {
  return given(db, userId, 'marketing');
}

/** Whether skin concerns and coach conversations may be kept against this member's account. */
export function hasHealthConsent(db: Executor, userId: string): Promise<boolean> {
  return given(db, userId, 'health');
}

/**
 * A condition on a `user_id` column: true for members whose newest health consent is a yes (for the coach's sweep of
 * conversations kept without it).
 */
export function healthConsentGiven(userIdColumn: unknown) {
  return sql`coalesce((SELECT c.given FROM ${memberConsents} c WHERE c.user_id = ${userIdColumn} AND c.kind = 'health'
    ORDER BY c.at DESC, c.id DESC LIMIT 1), false)`;
}

/** Records an answer; a repeat of the answer already standing is not recorded again. Answers whether it changed. */
export async function recordConsent(
  tx: Executor,
  userId: string,
  kind: ConsentKind,
  answer: boolean,
  source: string,
  now: Date,
): Promise<boolean> {
  if ((await given(tx, userId, kind)) === answer) return false;
  await tx.insert(memberConsents).values({ userId, kind, given: answer, source, at: now });
  return true;
}
