// A member's rights over HTTP (OPERATIONS §3, decisions 0110–0112): the copy of their data, deleting the account,
// their consents, and the one-click unsubscribe that works signed out. Rules live in export.ts, erase.ts and
// consents.ts.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@shared/schemas/common';
import { Consents, ConsentsUpdate, DELETED_MESSAGE, DeleteAccountRequest } from '@shared/schemas/privacy';
import { toUkWallTime } from '@shared/uk-time';
import { forbidden, HttpError, notFound } from '../../plugins/errors';
import { eq } from 'drizzle-orm';
import { checkCode, consumeCode, MEMBER_COOKIE, users, verifyPassword } from '../auth';
import { consentsOf, recordConsent, unsubscribeTokenUser } from '../consents';
import { updateConsents } from './consents';
import { eraseMember } from './erase';
import { exportMemberData } from './export';
import { unsubscribePage } from './unsubscribe-page';

export const WRONG_PASSWORD = 'That password is not right. Your account has not been deleted.';
export const WRONG_CODE = 'That code is not right or has expired. Your account has not been deleted.';
export const NO_PASSWORD = 'Your account has no password: ask for a code by email and enter it instead.';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['account'];

  app.get(
    '/api/account/export',
    {
      schema: { tags, summary: 'Download everything held about you (JSON)' },
      preHandler: app.guard.member,
    },
    async (request, reply) => {
      const now = config.now();
      const data = await exportMemberData(db, request.member.id, now);
      if (!data) throw notFound('Member not found');
      reply.header('Cache-Control', 'private, no-store');
      reply.header(
        'Content-Disposition',
        `attachment; filename="skin-circle-my-data-${toUkWallTime(now).slice(0, 10)}.json"`,
      );
      reply.type('application/json; charset=utf-8');
      return reply.send(JSON.stringify(data, null, 2));
    },
  );

  // Confirmed by the password, or by a fresh code from POST /api/auth/send-code (members without a password).
  // A wrong one is a 403 and changes nothing; wrong passwords count like sign-in's (per account).
  const failedConfirmations = app.createRateLimit({
    ...config.rateLimits.signInPerAccount,
    keyGenerator: (request) => `erase-failures:${request.member?.id}`,
  });
  app.delete(
    '/api/account',
    {
      schema: {
        tags,
        summary: 'Delete your account: personal data erased at once, orders kept without it',
        body: DeleteAccountRequest,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
      },
      preHandler: app.guard.member,
      config: { rateLimit: config.rateLimits.verifyCode },
    },
    async (request, reply) => {
      const now = config.now();
      const member = await app.guard.memberRow(request);
      const body = request.body;
      let codeId: string | null = null;
      const failures = await failedConfirmations(request, { increment: false });
      if (!failures.isAllowed && failures.remaining === 0 && failures.ttl > 0) {
        const seconds = Math.max(1, Math.ceil(failures.ttl / 1000));
        throw new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`, {
          'Retry-After': String(seconds),
        });
      }
      if (body.password !== undefined) {
        if (!member.passwordHash) throw forbidden(NO_PASSWORD);
        if (!(await verifyPassword(body.password, member.passwordHash))) {
          await failedConfirmations(request);
          throw forbidden(WRONG_PASSWORD);
        }
      } else {
        // Checked outside the erasure's transaction: a wrong try keeps costing one of the code's 5 attempts.
        codeId = await checkCode(db, config.sessionSecret, member.email, body.code!, now);
        if (!codeId) {
          await failedConfirmations(request);
          throw forbidden(WRONG_CODE);
        }
      }
      const erased = await eraseMember(db, member.id, {
        now,
        check: async (locked, tx) => {
          // Whatever changed since the check: a new password meanwhile, or the code used by another request.
          if (body.password !== undefined && locked.passwordHash !== member.passwordHash)
            throw forbidden(WRONG_PASSWORD);
          if (codeId && !(await consumeCode(tx, codeId, now))) throw forbidden(WRONG_CODE);
        },
      });
      if (!erased) throw notFound('Member not found');
      await app.sessionsEnded({ userId: member.id });
      app.clearSessionCookie(reply, MEMBER_COOKIE);
      request.log.info({ ...erased }, 'member erased their account');
      return { success: true as const, message: DELETED_MESSAGE };
    },
  );

  app.get(
    '/api/account/consents',
    {
      schema: {
        tags,
        summary: 'Your consents: health data and marketing',
        response: { 200: Consents, 401: ErrorResponse },
      },
      preHandler: app.guard.member,
    },
    async (request) => consentsOf(db, request.member.id),
  );

  app.put(
    '/api/account/consents',
    {
      schema: {
        tags,
        summary: 'Give or withdraw a consent (withdrawing health consent deletes what was kept on it)',
        body: ConsentsUpdate,
        response: { 200: Consents, ...errors },
      },
      preHandler: app.guard.member,
    },
    async (request) => updateConsents(db, await app.guard.memberRow(request), request.body, config.now()),
  );

  // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form, with no cookie.
  await app.register(async (scope) => {
    const unsubscribe = scope.withTypeProvider<ZodTypeProvider>();
    unsubscribe.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    const Params = z.object({ token: z.string().max(200) });
    const page = (title: string, text: string, token?: string) => unsubscribePage({ title, text, token });

    unsubscribe.get(
      '/api/unsubscribe/:token',
      { schema: { tags, summary: 'The unsubscribe page a mail links to (works signed out)', params: Params } },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8');
        if (!unsubscribeTokenUser(config.sessionSecret, request.params.token)) {
          return reply.status(404).send(page('Link not recognised', 'This unsubscribe link is not valid.'));
        }
        return page(
          'Unsubscribe',
          'Stop receiving marketing emails from Skin Circle? Order, account and back-in-stock emails you asked for still come.',
          request.params.token,
        );
      },
    );

    unsubscribe.post(
      '/api/unsubscribe/:token',
      { schema: { tags, summary: 'Unsubscribe in one click (RFC 8058; works signed out)', params: Params } },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8');
        const userId = unsubscribeTokenUser(config.sessionSecret, request.params.token);
        if (!userId) return reply.status(404).send(page('Link not recognised', 'This unsubscribe link is not valid.'));
        // A member erased since the mail went has no row and nothing to stop: the answer is the same.
        await db.transaction(async (tx) => {
          const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
          if (exists) await recordConsent(tx, userId, 'marketing', false, 'unsubscribe', config.now());
        });
        return page('Unsubscribed', "You're unsubscribed: we won't send you marketing emails any more.");
      },
    );
  });
};

export default privacyRoutes;
