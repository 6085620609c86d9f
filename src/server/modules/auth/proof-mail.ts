// Mailing an address-proof link (decision 0105): at registration, on the member's resend, and with the first
// order of a member who has not proved the address yet. The link points at PUBLIC_URL (decision 0804).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import type { ProofReason } from './account-mails';
import { authMails } from './outbox-mails';
import { issueProof, needsProofAtOrder, proofLink } from './proofs';
import type { MemberRow } from './member-sessions';

export type ProofSent = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Where the link leads: the configured shop address, never the Host a request named. A mail goes to an address
 * someone else may have typed, and a forged Host would send its token to the forger's server (decision 0804).
 */
export function linkOrigin(app: FastifyInstance): string {
  return app.config.publicUrl;
}

/**
 * Issues a token for the member's address and queues its mail in the same transaction — `tx` when given (the
 * registration's), else one of its own — so a link exists exactly when its mail does; the outbox delivers it and
 * retries it while the mail server fails. The code mails' per-address limit counts proofs too.
 */
export async function mailProof(
  app: FastifyInstance,
  request: FastifyRequest,
  member: Pick<MemberRow, 'id' | 'email' | 'firstName'>,
  reason: ProofReason,
  tx?: Executor,
): Promise<ProofSent> {
  const { config } = app;
  const issueAndQueue = async (executor: Executor): Promise<ProofSent> => {
    const issued = await issueProof(
      executor,
      config.sessionSecret,
      member,
      config.now(),
      config.rateLimits.sendCodePerAddress,
    );
    if (!issued.ok) return issued;
    const link = proofLink(linkOrigin(app), issued.token);
    await app.outbox.queue(executor, authMails.proof, { proofId: issued.id, link, reason });
    return { ok: true };
  };
  const sent = tx ? await issueAndQueue(tx) : await app.db.transaction(issueAndQueue);
  if (sent.ok) request.log.info({ userId: member.id, reason }, 'address proof queued');
  return sent;
}

/**
 * Called by the orders route once an order is placed: a member who has never proved the address gets a proof
 * link with their first order. Never throws and never holds the order up (the caller does not await it).
 */
export async function proveAddressAfterOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  member: Pick<MemberRow, 'id' | 'email' | 'firstName' | 'emailVerifiedAt'>,
  ordersPlaced: number,
): Promise<void> {
  try {
    if (needsProofAtOrder(member, ordersPlaced)) await mailProof(app, request, member, 'order');
  } catch (err) {
    request.log.warn({ err, userId: member.id }, 'address proof after order failed');
  }
}
