// Coach conversations are health data (OPERATIONS §3, decision 0110). Without the member's health consent the coach
// still answers, and the conversation lives only as long as it can be picked up again (RESUME_HOURS, until she closes
// it): then it is deleted, messages and all. With the consent it is kept against the account until she withdraws it.
import { and, eq, isNotNull, lt, not, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { healthConsentGiven } from '../../consents';
import { aiSessions } from '../schema';
import { RESUME_HOURS } from './service';

/** Deletes members' coach conversations that ended without the health consent; answers how many. */
export async function forgetUnconsentedConversations(db: Executor, now: Date): Promise<number> {
  const resumableSince = new Date(now.getTime() - RESUME_HOURS * 3_600_000);
  const gone = await db
    .delete(aiSessions)
    .where(
      and(
        isNotNull(aiSessions.userId),
        or(isNotNull(aiSessions.closedAt), lt(aiSessions.updatedAt, resumableSince)),
        not(healthConsentGiven(aiSessions.userId)),
      ),
    )
    .returning({ id: aiSessions.id });
  return gone.length;
}

/**
 * Deletes every conversation kept against the member, and with `email` (erasure) also the public ones whose
 * transcript was mailed to that address; answers how many.
 */
export async function forgetMemberConversations(tx: Executor, userId: string, email?: string): Promise<number> {
  const gone = await tx
    .delete(aiSessions)
    .where(email ? or(eq(aiSessions.userId, userId), eq(aiSessions.email, email)) : eq(aiSessions.userId, userId))
    .returning({ id: aiSessions.id });
  return gone.length;
}
