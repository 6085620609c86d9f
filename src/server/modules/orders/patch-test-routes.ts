// GET /api/orders/{userId}/{orderId}/patch-test (decision 0310): the confirmation screen's patch-test nudge.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, Id, UserIdParams } from '@shared/schemas/common';
import { PatchTestResponse } from '@shared/schemas/patch-test';
import { orderPatchTest } from './patch-test';

const patchTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:userId/:orderId/patch-test',
    {
      schema: {
        tags: ['orders'],
        summary: 'Whether this order holds a kind of active the member has not bought before: patch test it first',
        params: UserIdParams.extend({ orderId: Id }),
        response: {
          200: PatchTestResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
      preHandler: app.guard.self((req) => req.params.userId),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { nudge: await orderPatchTest(app.db, request.member.id, request.params.orderId) };
    },
  );
};

export default patchTestRoutes;
