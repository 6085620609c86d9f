// Staff console API: sign-in (SPEC §7 Admin), me/logout (DESIGN §3) and the AI assistant (Penny AI) dashboard.
// Every route but login sits behind app.guard.staff: a member's session never opens it.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminLoginRequest, AiOverview, AiSession, ShopSetup, StaffMember } from '@shared/schemas/admin';
import { ErrorResponse, Ok } from '@shared/schemas/common';
import { HttpError, unauthorized } from '../../plugins/errors';
import {
  endStaffSession,
  findStaffByUsername,
  knownDeviceCookie,
  knownDeviceId,
  STAFF_COOKIE,
  STAFF_DEVICE_COOKIE,
  STAFF_DEVICE_COOKIE_PATH,
  STAFF_DEVICE_DAYS,
  startStaffSession,
  verifyPassword,
} from '../auth';
import { completeIdleConversations } from '../coach';
import { assistantOverview, assistantSessions } from './assistant-overview';
import { shopSetup } from './shop-setup';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['admin'];
  const refused = { 401: ErrorResponse };

  // Wrong passwords per staff username, whoever sends them (decision 0800): a brute force spread over many
  // addresses stops here. Only failures count; the same store as the per-IP limits. A browser that signed in as that
  // username before (a valid known-device cookie) counts in its own bucket of the same size instead (decision 0803):
  // strangers exhausting the shared count cannot lock the member of staff out of the browsers they use.
  const failureKey = (request: FastifyRequest) => {
    const username = String((request.body as { username: string }).username);
    const device = knownDeviceId(config.sessionSecret, username, request.cookies[STAFF_DEVICE_COOKIE]);
    // Its own prefix: no username can name a device's bucket (a device id has no ':').
    return device ? `staff-device-sign-in-failures:${device}:${username}` : `staff-sign-in-failures:${username}`;
  };
  const failedLogins = app.createRateLimit({ ...config.rateLimits.adminLoginPerAccount, keyGenerator: failureKey });

  app.post(
    '/api/admin/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in: sets the console session cookie',
        body: AdminLoginRequest,
        response: { 200: StaffMember, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      config: { rateLimit: config.rateLimits.adminLogin },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const failures = await failedLogins(request, { increment: false });
      if (!failures.isAllowed && failures.remaining === 0 && failures.ttl > 0) {
        const seconds = Math.max(1, Math.ceil(failures.ttl / 1000));
        throw new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`, {
          'Retry-After': String(seconds),
        });
      }
      const row = await findStaffByUsername(db, username);
      // verifyPassword spends the same time on a missing account, so usernames cannot be probed by timing.
      if (!(await verifyPassword(password, row?.passwordHash)) || !row) {
        await failedLogins(request);
        throw unauthorized('Invalid credentials');
      }
      const previous = request.cookies[STAFF_COOKIE];
      if (previous && previous.length <= 200) await endStaffSession(db, config.sessionSecret, previous);
      const session = await startStaffSession(db, config.sessionSecret, row.id, config.now());
      app.setSessionCookie(reply, STAFF_COOKIE, session.token, session.expiresAt);
      // This browser is now known for this username (its device id kept when it was already): renewed at each sign-in.
      const device = knownDeviceId(config.sessionSecret, row.username, request.cookies[STAFF_DEVICE_COOKIE]);
      reply.setCookie(STAFF_DEVICE_COOKIE, knownDeviceCookie(config.sessionSecret, row.username, device ?? undefined), {
        path: STAFF_DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: config.isProduction,
        expires: new Date(config.now().getTime() + STAFF_DEVICE_DAYS * 24 * 60 * 60 * 1000),
      });
      request.log.info({ staff: row.username }, 'staff signed in');
      return { id: row.id, username: row.username };
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { tags, summary: 'Ends the console session', response: { 200: Ok } } },
    async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE];
      if (token && token.length <= 200) await endStaffSession(db, config.sessionSecret, token);
      app.clearSessionCookie(reply, STAFF_COOKIE);
      return { success: true };
    },
  );

  app.get(
    '/api/admin/me',
    {
      schema: { tags, summary: 'The signed-in member of staff', response: { 200: StaffMember, ...refused } },
      preHandler: app.guard.staff,
    },
    async (request) => ({ id: request.staffMember.id, username: request.staffMember.username }),
  );

  app.get(
    '/api/admin/setup',
    {
      schema: {
        tags,
        summary: 'What a new shop still lacks: the first-run checklist (decision 0511)',
        response: { 200: ShopSetup, ...refused },
      },
      preHandler: app.guard.staff,
    },
    async () => shopSetup(db, config),
  );

  app.get(
    '/api/admin/penny-ai/overview',
    {
      schema: {
        tags,
        summary: 'AI assistant figures, top categories and sessions per day',
        response: { 200: AiOverview, ...refused },
      },
      preHandler: app.guard.staff,
    },
    async () => {
      // Idle conversations count as completed (decision 0403): settle them before counting.
      await completeIdleConversations(db, config.now());
      return assistantOverview(db, config.now());
    },
  );

  app.get(
    '/api/admin/penny-ai/sessions',
    {
      schema: {
        tags,
        summary: 'The latest 50 AI sessions, newest first, with their conversations',
        response: { 200: z.array(AiSession), ...refused },
      },
      preHandler: app.guard.staff,
    },
    async () => {
      await completeIdleConversations(db, config.now());
      return assistantSessions(db);
    },
  );
};

export default adminRoutes;
