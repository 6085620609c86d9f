// Members area API: the home dashboard, the member's own quiz results and the public site settings
// (SPEC §7 Members area; DESIGN §3 keyed reads).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams, UserIdParams } from '@shared/schemas/common';
import { Dashboard, QuizResult, SiteInfo } from '@shared/schemas/members';
import { ProfileUpdate, UserResponse } from '@shared/schemas/user';
import { forbidden, notFound } from '../../plugins/errors';
import { toUser } from '../auth';
import { dashboardFor, quizResultsFor, updateProfile } from './service';

export const UNVERIFIED_EMAIL =
  'Please confirm your email address by signing in with a code to see your skin assessment results.';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
const PRIVATE = 'private, no-store';

const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['members'];

  app.get(
    '/api/user/:id/dashboard',
    {
      schema: { tags, params: IdParams, response: { 200: Dashboard, ...errors } },
      preHandler: app.guard.self((req) => req.params.id),
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return dashboardFor(db, request.member.id, config.now());
    },
  );

  app.get(
    '/api/my-quiz-results/:userId',
    {
      schema: { tags, params: UserIdParams, response: { 200: z.array(QuizResult), ...errors } },
      preHandler: app.guard.self((req) => req.params.userId),
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      // Results are matched by email, so only a member who proved the address (an email code) may read them.
      const member = await app.guard.memberRow(request);
      if (!member.emailVerifiedAt) throw forbidden(UNVERIFIED_EMAIL);
      return quizResultsFor(db, member.email);
    },
  );

  // The member's own profile (decision 0210): their birthday ('MM-DD', or null to clear it) for birthday-month codes;
  // once saved, it can be changed again a year later (decision 0803: 409 before then).
  app.patch(
    '/api/user/:id/profile',
    {
      schema: {
        tags,
        summary: 'Update your profile: your birthday (day and month), changeable once a year',
        params: IdParams,
        body: ProfileUpdate,
        response: { 200: UserResponse, 404: ErrorResponse, 409: ErrorResponse, ...errors },
      },
      preHandler: app.guard.self((req) => req.params.id),
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      const row = await updateProfile(db, request.member.id, request.body, config.now(), config.supportEmail);
      if (!row) throw notFound('Member not found');
      return { user: toUser(row) };
    },
  );

  // What the client may know of the configuration: the help page's support address (SUPPORT_EMAIL) and how
  // orders are paid (the cart says "by bank transfer" or "by card"), and who the trader is (decision 0240).
  app.get('/api/site', { schema: { tags, response: { 200: SiteInfo } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { supportEmail: config.supportEmail, paymentProvider: config.payments.provider, trader: config.trader };
  });
};

export default membersRoutes;
