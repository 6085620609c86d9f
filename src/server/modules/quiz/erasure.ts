// The quiz's part of a member's rights (OPERATIONS §3, decision 0111): submissions are matched to a member by email.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { quizSubmissions } from './schema';

/** Deletes every submission made with this address (their staff history goes with them); answers how many. */
export async function forgetQuizSubmissions(tx: Executor, email: string): Promise<number> {
  const gone = await tx
    .delete(quizSubmissions)
    .where(eq(quizSubmissions.email, email))
    .returning({ id: quizSubmissions.id });
  return gone.length;
}
