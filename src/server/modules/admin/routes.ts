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
  findStaffBySession,
  findStaffByUsername,
  passSecondStep,
  permissionsOf,
  type StaffRow,
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
import { recordAudit } from '../audit';
import { assistantOverview, assistantSessions } from './assistant-overview';
import { shopSetup } from './shop-setup';

export const TOTP_NEEDED = 'Enter the 6-digit code from your authenticator app, or a recovery code';
export const TOTP_WRONG =
  'That code is not right: enter the newest code from your authenticator app, or a recovery code';
export const ACCOUNT_DISABLED = 'This console account is disabled. Ask an owner to enable it.';

/** The signed-in member of staff as the console reads them: who, their role and what it may do (decision 0513). */
const staffMemberView = (row: StaffRow) => ({
  id: row.id,
  username: row.username,
  role: row.role,
  permissions: permissionsOf(row.role),
  twoStep: row.twoStep,
  twoStepSetupRequired: row.twoStepSetupRequired,
});

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
      config: { rateLimit: config.rateLimits.adminLogin, permission: 'public' },
    },
    async (request, reply) => {
      const { username, password, totp } = request.body;
      const failures = await failedLogins(request, { increment: false });
      if (!failures.isAllowed && failures.remaining === 0 && failures.ttl > 0) {
        const seconds = Math.max(1, Math.ceil(failures.ttl / 1000));
        throw new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`, {
          'Retry-After': String(seconds),
        });
      }
      // Invited staff sign in with their email, stored in lower case; the configured username is matched as it is.
      const row =
        (await findStaffByUsername(db, username)) ??
        (username.includes('@') ? await findStaffByUsername(db, username.toLowerCase()) : undefined);
      // verifyPassword spends the same time on a missing account, so usernames cannot be probed by timing.
      if (!(await verifyPassword(password, row?.passwordHash)) || !row) {
        await failedLogins(request);
        throw unauthorized('Invalid credentials');
      }
      if (row.disabledAt) throw unauthorized(ACCOUNT_DISABLED);
      // Two-step sign-in (OPERATIONS §2): the password was right; without a code the console asks for one, and a
      // wrong code counts as a failed attempt like a wrong password.
      if (row.totpEnabledAt) {
        if (!totp) throw new HttpError(401, TOTP_NEEDED, {}, undefined, { totpRequired: true });
        const passed = await db.transaction(async (tx) => {
          const how = await passSecondStep(tx, config.sessionSecret, row, totp, config.now());
          if (how === 'recovery') {
            await recordAudit(
              tx,
              { id: row.id, username: row.username, at: config.now() },
              { action: 'use-recovery-code', entity: 'staff', entityId: row.id },
            );
          }
          return how;
        });
        if (!passed) {
          await failedLogins(request);
          throw new HttpError(401, TOTP_WRONG, {}, undefined, { totpRequired: true });
        }
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
      const signedIn = await findStaffBySession(db, config.sessionSecret, session.token, config.now());
      if (!signedIn) throw unauthorized('Invalid credentials'); // a role no longer in the table: nothing it may do
      return staffMemberView(signedIn);
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { tags, summary: 'Ends the console session', response: { 200: Ok } }, config: { permission: 'public' } },
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
      config: { permission: 'self' },
    },
    async (request) => staffMemberView(request.staffMember),
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
      config: { permission: 'staff' },
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
      config: { permission: 'assistant.read' },
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
      config: { permission: 'assistant.read' },
    },
    async () => {
      await completeIdleConversations(db, config.now());
      return assistantSessions(db);
    },
  );
};

export default adminRoutes;
