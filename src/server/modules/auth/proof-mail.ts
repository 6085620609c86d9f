// Mailing an address-proof link (decision 0105): at registration, on the member's resend, and with the first
// order of a member who has not proved the address yet. The link points at PUBLIC_URL when it is set.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { proofMail, type ProofReason } from './mail';
import { issueProof, needsProofAtOrder, PROOF_TTL_DAYS, proofLink, withdrawProof } from './proofs';
import type { MemberRow } from './sessions';

export type ProofSent = { ok: true } | { ok: false; retryAfterSeconds: number } | { ok: false; failed: true };

/**
 * Where the link leads: PUBLIC_URL, else the host the request came to. A mail goes to an address someone else
 * may have typed, so production should set PUBLIC_URL rather than trust the Host header (decision 0105).
 */
export function linkOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Issues a token for the member's address and mails its link; a mail that fails takes its token back. */
export async function mailProof(
  app: FastifyInstance,
  request: FastifyRequest,
  member: Pick<MemberRow, 'id' | 'email' | 'firstName'>,
  reason: ProofReason,
): Promise<ProofSent> {
  const { config } = app;
  const issued = await issueProof(
    app.db,
    config.sessionSecret,
    member,
    config.now(),
    config.rateLimits.sendCodePerAddress,
  );
  if (!issued.ok) return issued;
  try {
    const link = proofLink(linkOrigin(app, request), issued.token);
    await app.mailer.send(proofMail(member.email, link, { firstName: member.firstName, reason, days: PROOF_TTL_DAYS }));
    request.log.info({ userId: member.id, reason }, 'address proof mailed');
    return { ok: true };
  } catch (error) {
    await withdrawProof(app.db, issued.id);
    request.log.warn({ err: { message: (error as Error).message }, reason }, 'address proof mail failed');
    return { ok: false, failed: true };
  }
}

/**
 * Called by the orders route once an order is placed: a member who has never proved the address gets a proof
 * link with their first order. Never throws and never holds the order up (the caller does not await it).
 */
export async function proveAddressAfterOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  member: MemberRow,
): Promise<void> {
  try {
    if (await needsProofAtOrder(app.db, member)) await mailProof(app, request, member, 'order');
  } catch (err) {
    request.log.warn({ err, userId: member.id }, 'address proof after order failed');
  }
}
