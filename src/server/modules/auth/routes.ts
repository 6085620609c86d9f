// Member accounts over HTTP (SPEC §7 Authentication and user; DESIGN §3 me/logout): password sign-in and
// registration, email codes, the session, and creating a first password. Rules live in service.ts and
// sign-in-codes.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePasswordRequest,
  DemoLogin,
  LoginRequest,
  RegisterRequest,
  ResendProofResponse,
  SendCodeRequest,
  SendCodeResponse,
  VerifyCodeRequest,
  VerifyCodeResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '@shared/schemas/auth';
import { ErrorResponse, IdParams, Ok } from '@shared/schemas/common';
import { User, UserResponse } from '@shared/schemas/user';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../db/seed/demo-data';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../plugins/errors';
import { MEMBER_COOKIE } from './session-plugin';
import { checkCode, consumeCode, issueCode, withdrawCode } from './sign-in-codes';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { codeMail } from './account-mails';
import { authMails, registerAuthMails } from './outbox-mails';
import { hashPassword } from './password';
import { mailProof } from './proof-mail';
import { useProof } from './proofs';
import {
  authenticate,
  createPassword,
  findMemberByEmail,
  memberForCode,
  needsProfile,
  registerMember,
} from './service';
import type { SessionsEnded } from './session-cache';
import {
  endMemberSession,
  endMemberSessions,
  renewMemberSession,
  sessionKey,
  signInMember,
  type MemberRow,
} from './member-sessions';
import { toUser } from './user';

export const INVALID_LOGIN = 'Invalid email or password';
export const INVALID_CODE = 'Invalid or expired code';
export const NAME_REQUIRED = 'Please enter your name';
export const REVOKED_NOTICE =
  'Because this email address had not been confirmed, the password set up at sign-up has been removed and any other browsers signed in to this account have been signed out. You can create a new password now.';
export const INVALID_PROOF = 'This link is invalid or has expired. You can ask for a new one from your account.';
export const ALREADY_PROVED = 'Your email address is already confirmed.';

/** The signed-in member, or null when signed out: not being signed in is an answer, not an error (decision 0800). */
const MeResponse = z.object({ user: User.nullable() });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['auth'];
  registerAuthMails(app.outbox, db, config.now);
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse } as const;

  // Wrong passwords per email (whoever sends them); only failures count. Same store as the per-IP limits.
  const failedLogins = app.createRateLimit({
    ...config.rateLimits.signInPerAccount,
    keyGenerator: (request) => `sign-in-failures:${(request.body as { email: string }).email}`,
  });
  const tooManyAttempts = (ttlMs: number) => {
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    return new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`, {
      'Retry-After': String(seconds),
    });
  };

  /**
   * Starts the session (rotating any the browser had) and answers with the member record. Once the caller's
   * transaction has committed it must pass `ended` to `app.sessionsEnded` (the browser's previous session).
   */
  async function completeSignIn(executor: Executor, request: FastifyRequest, row: MemberRow, method: string) {
    const now = config.now();
    const previous = request.cookies[MEMBER_COOKIE];
    const session = await signInMember(executor, config.sessionSecret, row.id, previous, now);
    request.log.info({ userId: row.id, method }, 'member signed in');
    const ended: SessionsEnded = { keys: previous ? [sessionKey(config.sessionSecret, previous)] : [] };
    return { session, user: toUser({ ...row, lastActiveAt: now }), ended };
  }
  const setCookie = (reply: FastifyReply, session: { token: string; expiresAt: Date }) =>
    app.setSessionCookie(reply, MEMBER_COOKIE, session.token, session.expiresAt);

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginRequest,
        response: { 200: UserResponse, ...errors },
      },
      config: { rateLimit: config.rateLimits.signIn },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const failures = await failedLogins(request, { increment: false });
      if (!failures.isAllowed && failures.remaining === 0 && failures.ttl > 0) throw tooManyAttempts(failures.ttl);
      const row = await authenticate(db, email, password);
      if (!row) {
        await failedLogins(request);
        // One answer for an unknown email, a code-only account and a wrong password.
        throw unauthorized(INVALID_LOGIN);
      }
      const { session, user, ended } = await completeSignIn(db, request, row, 'password');
      await app.sessionsEnded(ended);
      setCookie(reply, session);
      return { user };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Create a password account (always tier skin_circle)',
        body: RegisterRequest,
        response: { 201: UserResponse, 409: ErrorResponse, ...errors },
      },
      config: { rateLimit: config.rateLimits.register },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName, shopifyCustomerId } = request.body;
      if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
      const passwordHash = await hashPassword(password);
      const result = await db.transaction(async (tx) => {
        const row = await registerMember(
          tx,
          { email, passwordHash, firstName, lastName, shopifyCustomerId },
          config.now(),
        );
        if (!row) throw conflict('An account with this email already exists. Please sign in instead.');
        // The address is not proved by registering: a link to prove it is queued with the account (the member can
        // ask for another from the banner in the members area).
        await mailProof(app, request, row, 'register', tx);
        return completeSignIn(tx, request, row, 'register');
      });
      await app.sessionsEnded(result.ended);
      setCookie(reply, result.session);
      return reply.status(201).send({ user: result.user });
    },
  );

  app.post(
    '/api/auth/send-code',
    {
      schema: {
        tags,
        summary: 'Email a 6-digit sign-in code (10 minutes, single use)',
        body: SendCodeRequest,
        response: { 200: SendCodeResponse, 400: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
      config: { rateLimit: config.rateLimits.sendCode },
    },
    async (request) => {
      const { email } = request.body;
      const now = config.now();
      const member = await findMemberByEmail(db, email);
      const issued = await issueCode(db, config.sessionSecret, email, now, config.rateLimits.sendCodePerAddress);
      if (!issued.ok) {
        const minutes = Math.ceil(issued.retryAfterSeconds / 60);
        throw new HttpError(
          429,
          `Too many codes requested for this email. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { 'Retry-After': String(issued.retryAfterSeconds) },
        );
      }
      // Sent at once (the person is waiting); when the mail server fails, the outbox queues it and keeps trying.
      try {
        await app.outbox.sendNow(codeMail(email, issued.code, member?.firstName));
      } catch (error) {
        // Neither sent nor queued (the database refused it too): the code reaches nobody, so it does not count.
        await withdrawCode(db, issued.id).catch(() => undefined);
        request.log.warn({ err: { message: (error as Error).message } }, 'sign-in code mail failed');
        throw new HttpError(503, "We couldn't send your code just now. Please try again in a moment.");
      }
      return { success: true, requiresProfile: needsProfile(member) };
    },
  );

  app.post(
    '/api/auth/verify-code',
    {
      schema: {
        tags,
        summary: 'Sign in (or sign up) with an emailed code',
        body: VerifyCodeRequest,
        response: { 200: VerifyCodeResponse, ...errors },
      },
      config: { rateLimit: config.rateLimits.verifyCode },
    },
    async (request, reply) => {
      const { email, code, firstName, lastName } = request.body;
      const now = config.now();
      // A new address needs its name first; asking costs the code no attempt.
      if (needsProfile(await findMemberByEmail(db, email)) && !(firstName && lastName)) throw badRequest(NAME_REQUIRED);

      const codeId = await checkCode(db, config.sessionSecret, email, code, now);
      if (!codeId) {
        request.log.info({ method: 'code' }, 'sign-in refused');
        throw unauthorized(INVALID_CODE);
      }
      const result = await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, codeId, now))) throw unauthorized(INVALID_CODE);
        const found = await memberForCode(tx, email, { firstName, lastName }, now);
        if (!found) throw badRequest(NAME_REQUIRED);
        const { revoked } = found;
        // What the first proof removed is told by mail, queued with the removal.
        if (revoked.password || revoked.sessions > 0) {
          await app.outbox.queue(tx, authMails.revoked, { userId: found.row.id, ...revoked });
        }
        return { ...(await completeSignIn(tx, request, found.row, 'code')), revoked };
      });
      const { revoked } = result;
      // Committed: the browser's previous session, and any set up before the address was proved, end everywhere.
      await app.sessionsEnded(result.ended);
      if (revoked.sessions > 0) await app.sessionsEnded({ userId: result.user.id });
      setCookie(reply, result.session);
      if (!revoked.password && revoked.sessions === 0) return { user: result.user, revokedBeforeProof: false };
      request.log.warn(
        { userId: result.user.id, ...revoked },
        'first proof of address: earlier password and sessions revoked',
      );
      return { user: result.user, revokedBeforeProof: true, notice: REVOKED_NOTICE };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Prove the email address with the token from a mailed link (single use, 7 days)',
        body: VerifyEmailRequest,
        response: { 200: VerifyEmailResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      config: { rateLimit: config.rateLimits.verifyCode },
    },
    async (request) => {
      const { token, disown = false } = request.body;
      const outcome = await useProof(db, config.sessionSecret, token, config.now(), disown);
      if (!outcome.ok) throw badRequest(INVALID_PROOF);
      const { row, revoked, alreadyProved } = outcome;
      if (revoked.sessions > 0) await app.sessionsEnded({ userId: row.id });
      request.log.info({ userId: row.id, disown, alreadyProved, ...revoked }, 'email address proved by link');
      return {
        success: true as const,
        email: row.email,
        userId: row.id,
        alreadyProved,
        passwordRemoved: revoked.password,
      };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      schema: {
        tags,
        summary: "Mail the signed-in member a new link proving their address (the code mails' per-address limit)",
        response: { 200: ResendProofResponse, 401: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
      config: { rateLimit: config.rateLimits.sendCode },
      preHandler: app.guard.member,
    },
    async (request) => {
      const member = await app.guard.memberRow(request);
      if (member.emailVerifiedAt) throw conflict(ALREADY_PROVED);
      const sent = await mailProof(app, request, member, 'resend');
      if (!sent.ok) {
        const minutes = Math.ceil(sent.retryAfterSeconds / 60);
        throw new HttpError(
          429,
          `Too many emails sent to this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { 'Retry-After': String(sent.retryAfterSeconds) },
        );
      }
      return { success: true as const, email: member.email };
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: { tags, summary: 'The signed-in member, or null when signed out', response: { 200: MeResponse } },
    },
    async (request, reply) => {
      const member = await app.guard.optionalMember(request);
      if (!member) {
        // A stale cookie goes; the browser learns it is signed out without a console error (decision 0800).
        if (request.cookies[MEMBER_COOKIE]) app.clearSessionCookie(reply, MEMBER_COOKIE);
        return { user: null };
      }
      const token = request.cookies[MEMBER_COOKIE]!;
      const renewedUntil = await renewMemberSession(db, config.sessionSecret, token, config.now());
      if (renewedUntil) setCookie(reply, { token, expiresAt: renewedUntil });
      return { user: toUser(member) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Sign out this browser', response: { 200: Ok } } },
    async (request, reply) => {
      const token = request.cookies[MEMBER_COOKIE];
      if (token && token.length <= 200) {
        await endMemberSession(db, config.sessionSecret, token);
        await app.sessionsEnded({ keys: [sessionKey(config.sessionSecret, token)] });
      }
      app.clearSessionCookie(reply, MEMBER_COOKIE);
      return { success: true };
    },
  );

  app.post(
    '/api/auth/logout-everywhere',
    {
      schema: {
        tags,
        summary: 'Sign out on every device, this browser included',
        response: { 200: Ok.extend({ ended: z.number().int() }), 401: ErrorResponse },
      },
      preHandler: app.guard.member,
    },
    async (request, reply) => {
      const ended = await endMemberSessions(db, config.sessionSecret, request.member.id);
      await app.sessionsEnded({ userId: request.member.id });
      request.log.info({ userId: request.member.id, ended }, 'member signed out everywhere');
      app.clearSessionCookie(reply, MEMBER_COOKIE);
      return { success: true as const, ended };
    },
  );

  // Demo mode only (docs/decisions/0101): the sign-in screen pre-fills these. Off → 404, nothing revealed.
  app.get(
    '/api/auth/demo',
    { schema: { tags, summary: 'Demo sign-in (demo mode only)', response: { 200: DemoLogin, 404: ErrorResponse } } },
    async () => {
      if (!config.demoMode) throw notFound();
      return { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD };
    },
  );

  app.post(
    '/api/user/:id/password',
    {
      schema: {
        tags,
        summary: 'Create a first password (members who signed up by code)',
        params: IdParams,
        body: CreatePasswordRequest,
        response: { 200: Ok, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse },
      },
      preHandler: app.guard.self((request) => request.params.id),
    },
    async (request) => {
      if (isCommonPassword(request.body.password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
      const outcome = await createPassword(db, request.member.id, request.body.password);
      if (outcome === 'exists') throw conflict('You already have a password.');
      // A new password ends every other signed-in browser; this one stays (decision 0800).
      const ended = await endMemberSessions(
        db,
        config.sessionSecret,
        request.member.id,
        request.cookies[MEMBER_COOKIE],
      );
      const kept = request.cookies[MEMBER_COOKIE];
      await app.sessionsEnded({
        userId: request.member.id,
        exceptKey: kept ? sessionKey(config.sessionSecret, kept) : undefined,
      });
      request.log.info({ userId: request.member.id, endedSessions: ended }, 'password created');
      return { success: true };
    },
  );
};

export default authRoutes;
