// A member's consents from the account screen and the coach's card (OPERATIONS §3, decision 0110). Withdrawing the
// health consent deletes, in the same transaction, what was kept on its strength: the coach conversations kept
// against the account, the quiz answers matched to the proved address, and the skin type and concerns.
import type { Consents, ConsentsUpdate } from '@shared/schemas/privacy';
import type { Database } from '../../db/client';
import { clearSkinProfile, type MemberRow } from '../auth';
import { forgetMemberConversations } from '../coach';
import { consentsOf, recordConsent } from '../consents';
import { forgetQuizSubmissions } from '../quiz';

export async function updateConsents(
  db: Database,
  member: Pick<MemberRow, 'id' | 'email' | 'emailVerifiedAt'>,
  update: ConsentsUpdate,
  now: Date,
): Promise<Consents> {
  return db.transaction(async (tx) => {
    const source = update.source ?? 'account';
    if (update.marketing !== undefined) await recordConsent(tx, member.id, 'marketing', update.marketing, source, now);
    if (update.health !== undefined) {
      const changed = await recordConsent(tx, member.id, 'health', update.health, source, now);
      if (changed && !update.health) {
        await forgetMemberConversations(tx, member.id);
        if (member.emailVerifiedAt) await forgetQuizSubmissions(tx, member.email);
        await clearSkinProfile(tx, member.id);
      }
    }
    return consentsOf(tx, member.id);
  });
}
