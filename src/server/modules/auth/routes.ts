// Member sign-in and sessions (SPEC §7 Authentication, DESIGN §3 me/logout).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginRequest } from '../../../shared/schemas/auth';
import { ErrorResponse, Ok } from '../../../shared/schemas/common';
import { UserResponse } from '../../../shared/schemas/user';
import { users } from '../../db/schema';
import { unauthorized } from '../../plugins/errors';
import { MEMBER_COOKIE } from '../../plugins/session';
import { verifyPassword } from './password';
import { endMemberSession, startMemberSession } from './sessions';
import { toUser } from './user';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['auth'];

  app.post(
    '/api/auth/login',
    {
      schema: { tags, body: LoginRequest, response: { 200: UserResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse } },
      config: { rateLimit: config.rateLimits.signIn },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!(await verifyPassword(password, row?.passwordHash)) || !row) throw unauthorized('Invalid email or password');
      const now = config.now();
      const session = await startMemberSession(db, config.sessionSecret, row.id, now);
      await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, row.id));
      app.setSessionCookie(reply, MEMBER_COOKIE, session.token, session.expiresAt);
      return { user: toUser({ ...row, lastActiveAt: now }) };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags, response: { 200: UserResponse, 401: ErrorResponse } }, preHandler: app.guard.member },
    async (request) => ({ user: toUser(request.member) }),
  );

  app.post('/api/auth/logout', { schema: { tags, response: { 200: Ok } } }, async (request, reply) => {
    const token = request.cookies[MEMBER_COOKIE];
    if (token) await endMemberSession(db, config.sessionSecret, token);
    app.clearSessionCookie(reply, MEMBER_COOKIE);
    return { success: true };
  });
};

export default authRoutes;
