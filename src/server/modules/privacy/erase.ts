// "Delete my account" (OPERATIONS §3, decision 0111): in one transaction the member's personal data is erased, or
// anonymised where the law makes us keep the record. Orders and returns move, without the delivery address, to the one
// stand-in account (HMRC: six years); conversations, quiz answers, their mail and sign-in codes are deleted; then the
// member's row goes, and with it (ON DELETE CASCADE) sessions, address proofs, cart, wishlist, routines, codes,
// back-in-stock requests and consents. The address is free to register again at once.
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { forgetMail } from '../../mail/outbox';
import { recordAudit, type AuditActor } from '../audit';
import { deleteMemberRow, erasedMemberId, users } from '../auth';
import { forgetMemberConversations } from '../coach';
import { handOrdersToErased } from '../orders';
import { forgetQuizSubmissions } from '../quiz';

export type Erasure = { orders: number; conversations: number; quizSubmissions: number; mails: number };

/**
 * Erases the member (false when there is no such member). `check`, inside the transaction with the member's row
 * locked, may refuse by throwing (the member's password or code): then nothing changes. `staff` records who did it in
 * the audit log (the member's id only: nothing personal is written there).
 */
export async function eraseMember(
  db: Database,
  userId: string,
  options: {
    now: Date;
    staff?: AuditActor;
    check?: (member: typeof users.$inferSelect, tx: Executor) => Promise<void>;
  },
): Promise<Erasure | null> {
  return db.transaction(async (tx) => {
    // The member's row locked: checkout locks it too (0805), so no order can be placed while they are erased.
    const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!member) return null;
    await options.check?.(member, tx);

    const erasedId = await erasedMemberId(tx);
    if (erasedId === userId) return null;
    const orderIds = await handOrdersToErased(tx, userId, erasedId);
    const conversations = await forgetMemberConversations(tx, userId, member.email);
    // Submissions are theirs once the address is proved (decision 0004); before that they may be someone else's.
    const quizSubmissions = member.emailVerifiedAt ? await forgetQuizSubmissions(tx, member.email) : 0;
    const mails = await forgetMail(tx, member.email, [userId, member.email, ...orderIds]);
    await deleteMemberRow(tx, userId, member.email);
    if (options.staff) {
      await recordAudit(tx, options.staff, { action: 'erase', entity: 'customer', entityId: userId });
    }
    return { orders: orderIds.length, conversations, quizSubmissions, mails };
  });
}
