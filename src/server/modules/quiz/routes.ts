// Quiz submissions: the provider's signed webhook (DESIGN §3) and the console's list and update (SPEC §7 Admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import { QuizSubmission, QuizWebhookDelivery, QuizWebhookResult, UpdateQuizSubmission } from '@shared/schemas/quiz';
import { badRequest, HttpError, notFound, unauthorized } from '../../plugins/errors';
import { listSubmissions, storeDelivery, updateSubmission, verifySignature } from './service';

export const WEBHOOK_BODY_LIMIT = 256 * 1024;

const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['quiz'];

  app.get(
    '/api/admin/quiz-submissions',
    {
      schema: {
        tags,
        summary: 'Quiz submissions, newest first, with their change history',
        response: { 200: z.array(QuizSubmission), 401: ErrorResponse },
      },
      preHandler: app.guard.staff,
      config: { permission: 'quiz.read' },
    },
    async () => listSubmissions(db),
  );

  app.patch(
    '/api/admin/quiz-submissions/:id',
    {
      schema: {
        tags,
        summary: 'Sets a submission’s status and notes; the change is recorded with the member of staff',
        params: IdParams,
        body: UpdateQuizSubmission,
        response: { 200: QuizSubmission, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      preHandler: app.guard.staff,
      config: { permission: 'quiz.write' },
    },
    async (request) => {
      const updated = await updateSubmission(db, request.params.id, request.body, request.staffMember, config.now());
      if (!updated) throw notFound('Quiz submission not found');
      return updated;
    },
  );

  // The webhook needs the exact bytes the provider signed, so this scope parses JSON bodies as a raw Buffer.
  // Encapsulated: every other route keeps Fastify's JSON parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );
    // The body schema documents the delivery in OpenAPI; it is checked by hand after the signature.
    scope.setValidatorCompiler((route) =>
      route.httpPart === 'body'
        ? (data: unknown) => ({ value: data })
        : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]),
    );

    scope.post(
      '/api/webhooks/quiz-submissions',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Quiz provider delivery, signed with X-Quiz-Signature: sha256=<hex HMAC-SHA256 of the raw body>',
          body: QuizWebhookDelivery,
          response: {
            200: QuizWebhookResult,
            201: QuizWebhookResult,
            400: ErrorResponse,
            401: ErrorResponse,
            413: ErrorResponse,
            415: ErrorResponse,
            503: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const secret = config.quizWebhookSecret;
        if (!secret) throw new HttpError(503, 'Quiz webhook is not configured');
        const raw = request.body as unknown;
        if (raw === undefined || raw === null) throw badRequest('Invalid request: body is required');
        // Other content types reach here already parsed by Fastify's defaults: the signed bytes are gone.
        if (!Buffer.isBuffer(raw)) throw new HttpError(415, 'Unsupported Media Type: send application/json');
        const signature = request.headers['x-quiz-signature'];
        if (!verifySignature(secret, raw, typeof signature === 'string' ? signature : undefined)) {
          request.log.warn('quiz webhook refused: bad or missing signature');
          throw unauthorized('Invalid signature');
        }

        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('Invalid request: body is not valid JSON');
        }
        const delivery = QuizWebhookDelivery.safeParse(parsed);
        if (!delivery.success) {
          const errors = delivery.error.issues.map((i) => ({
            path: ['body', ...i.path].join('.'),
            message: i.message,
          }));
          return reply.status(400).send({ message: `Invalid request: ${errors[0].path} ${errors[0].message}`, errors });
        }

        const stored = await storeDelivery(db, delivery.data, config.now());
        request.log.info({ externalId: delivery.data.id, created: stored.created }, 'quiz submission delivered');
        return reply
          .status(stored.created ? 201 : 200)
          .send({ id: stored.id, result: stored.created ? 'created' : 'duplicate' });
      },
    );
  });
};

export default quizRoutes;
