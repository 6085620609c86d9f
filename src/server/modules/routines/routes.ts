// Routine builder API (SPEC §7 Members area; DESIGN §3 'Send to email'). Thin: who is asking is checked here,
// the rules live in service.ts.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams, UserIdParams } from '@shared/schemas/common';
import {
  CreateRoutineRequest,
  Routine,
  RoutineEmailResponse,
  RoutineWarningsRequest,
  RoutineWarningsResponse,
  UpdateRoutineRequest,
} from '@shared/schemas/routines';
import { eq } from 'drizzle-orm';
import { MEMBER_COOKIE, users } from '../auth';
import { mailTemplate } from '../../mail/outbox';
import { badRequest, forbidden } from '../../plugins/errors';
import { draftWarnings, listRoutines, ownedRoutine, routineMail, saveRoutineForTime, updateRoutine } from './service';

/** 'Send to email', through the outbox (issue 28): the routine is rendered as it is when the mail is sent. */
const routineMailTemplate = mailTemplate<{ routineId: string; userId: string }>('routine.email');

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Mail limits count per signed-in browser (else per address): members behind one office IP don't share one. */
function mailLimitKey(request: FastifyRequest): string {
  const token = request.cookies[MEMBER_COOKIE];
  return token ? `session:${createHash('sha256').update(token).digest('hex').slice(0, 32)}` : `ip:${request.ip}`;
}

const routinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['routines'];
  app.outbox.render(routineMailTemplate, async ({ routineId, userId }) => {
    const [member] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    const routine = member && (await ownedRoutine(db, routineId, userId).catch(() => null));
    return routine ? routineMail(routine, member) : null; // deleted since: nothing to send
  });

  // Personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/api/routines/:userId',
    {
      schema: { tags, params: UserIdParams, response: { 200: z.array(Routine), ...errors } },
      preHandler: app.guard.self((req) => req.params.userId),
    },
    async (request) => listRoutines(db, request.member.id),
  );

  app.post(
    '/api/routines',
    {
      schema: { tags, body: CreateRoutineRequest, response: { 200: Routine, 201: Routine, ...errors } },
      preHandler: app.guard.self((req) => req.body.userId),
    },
    async (request, reply) => {
      const { userId: _owner, ...data } = request.body;
      const { routine, created } = await saveRoutineForTime(db, request.member.id, data, config.now());
      return reply.status(created ? 201 : 200).send(routine);
    },
  );

  app.put(
    '/api/routines/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: UpdateRoutineRequest,
        response: { 200: Routine, ...errors, 409: ErrorResponse },
      },
      preHandler: app.guard.member,
    },
    async (request) => {
      const { userId, ...data } = request.body;
      if (userId !== undefined && userId !== request.member.id) throw forbidden();
      return updateRoutine(db, request.params.id, request.member.id, data, config.now());
    },
  );

  // The builder asks while the member edits, saved or not (decision 0310): the same reading as a saved routine's.
  app.post(
    '/api/routines/warnings',
    {
      schema: { tags, body: RoutineWarningsRequest, response: { 200: RoutineWarningsResponse, ...errors } },
      preHandler: app.guard.member,
    },
    async (request) => ({
      warnings: await draftWarnings(db, request.body.timeOfDay, request.body.steps),
    }),
  );

  app.post(
    '/api/routines/:id/email',
    {
      schema: { tags, params: IdParams, response: { 200: RoutineEmailResponse, ...errors, 429: ErrorResponse } },
      preHandler: app.guard.member,
      config: { rateLimit: { ...config.rateLimits.mail, keyGenerator: mailLimitKey } },
    },
    async (request) => {
      const member = await app.guard.memberRow(request);
      // Queued (durable: the outbox sends it after the commit and retries it) once the routine is found worth sending.
      await db.transaction(async (tx) => {
        const routine = await ownedRoutine(tx, request.params.id, request.member.id);
        if (routine.steps.length === 0) throw badRequest('Add at least one step before sending your routine');
        await app.outbox.queue(tx, routineMailTemplate, { routineId: routine.id, userId: request.member.id });
      });
      return { success: true as const, sentTo: member.email };
    },
  );
};

export default routinesRoutes;
