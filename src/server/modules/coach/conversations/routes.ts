// Coach API (SPEC §7 POST /api/ai-skin-assessment, DESIGN §3): thin routes over the session service.
// Open to visitors for the public /chat (rate-limited); a member's coach conversation is theirs alone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AiSessionParams,
  AiSessionTranscript,
  AssessmentRequest,
  AssessmentResponse,
  CloseAiSessionResponse,
  CurrentAiSession,
  CurrentAiSessionQuery,
  EmailTranscriptRequest,
  EmailTranscriptResponse,
} from '@shared/schemas/coach';
import { ErrorResponse } from '@shared/schemas/common';
import { createCoachEngine } from '../engines/select';
import { mailTemplate } from '../../../mail/outbox';
import {
  assess,
  closeConversation,
  currentConversation,
  emailTranscript,
  readTranscript,
  renderTranscriptMail,
  type TranscriptMailJob,
} from './service';

/** 'Email me this conversation', through the outbox (issue 28): rendered from the stored conversation when sent. */
const transcriptMailTemplate = mailTemplate<TranscriptMailJob>('coach.transcript');

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };

const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const engine = createCoachEngine(config, app.log);
  const tags = ['coach'];
  app.outbox.render(transcriptMailTemplate, (job) => renderTranscriptMail(db, job));

  app.post(
    '/api/ai-skin-assessment',
    {
      config: { rateLimit: config.rateLimits.coach },
      schema: { tags, body: AssessmentRequest, response: { 200: AssessmentResponse, ...errors } },
    },
    async (request) => {
      const member = await app.guard.optionalMember(request);
      return assess({ db, engine, now: config.now, log: request.log, trader: config.trader }, request.body, member);
    },
  );

  // The member's conversation to pick up again (decision 0411): 200 with `conversation: null` when there is none.
  app.get(
    '/api/ai-sessions/current',
    {
      preHandler: app.guard.member,
      schema: { tags, querystring: CurrentAiSessionQuery, response: { 200: CurrentAiSession, ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return currentConversation(db, await app.guard.memberRow(request), config.now());
    },
  );

  app.post(
    '/api/ai-sessions/:sessionId/close',
    { schema: { tags, params: AiSessionParams, response: { 200: CloseAiSessionResponse, ...errors } } },
    async (request) => {
      const member = await app.guard.optionalMember(request);
      return closeConversation(db, request.params.sessionId, member, config.now());
    },
  );

  app.get(
    '/api/ai-sessions/:sessionId',
    { schema: { tags, params: AiSessionParams, response: { 200: AiSessionTranscript, ...errors } } },
    async (request, reply) => {
      const member = await app.guard.optionalMember(request);
      reply.header('Cache-Control', 'no-store');
      return readTranscript(db, request.params.sessionId, member, config.now());
    },
  );

  app.post(
    '/api/ai-sessions/:sessionId/email',
    {
      config: { rateLimit: config.rateLimits.mail },
      schema: {
        tags,
        params: AiSessionParams,
        body: EmailTranscriptRequest,
        response: { 200: EmailTranscriptResponse, ...errors, 409: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const member = await app.guard.optionalMember(request);
      return emailTranscript(
        {
          db,
          now: config.now,
          perAddress: config.rateLimits.mailPerAddress,
          queueMail: (tx, job) => app.outbox.queue(tx, transcriptMailTemplate, job),
        },
        request.params.sessionId,
        request.body.email,
        member,
      );
    },
  );
};

export default coachRoutes;
