// Back-in-stock requests (issue 27): a signed-in member asks on an out-of-stock product page and can withdraw;
// their waiting requests are read by their own id (guard.self), never anyone else's.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, UserIdParams } from '@shared/schemas/common';
import { StockAlert, StockAlertParams, StockAlertState } from '@shared/schemas/stock-alerts';
import { registerStockAlertJobs } from './jobs';
import { cancelStockAlert, listStockAlerts, requestStockAlert } from './service';

const paramUser = (req: FastifyRequest) => (req.params as { userId: string }).userId;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guard } = app;
  const tags = ['stock alerts'];
  registerStockAlertJobs(app);

  app.get(
    '/api/stock-alerts/:userId',
    {
      schema: {
        tags,
        summary: "The member's waiting back-in-stock requests",
        params: UserIdParams,
        response: { 200: z.array(StockAlert), ...errors },
      },
      preHandler: guard.self(paramUser),
    },
    async (request) => listStockAlerts(db, request.member.id),
  );

  app.put(
    '/api/products/:id/stock-alert',
    {
      schema: {
        tags,
        summary: 'Email me when this out-of-stock product is back (409 when it is in stock)',
        params: StockAlertParams,
        response: { 200: StockAlertState, ...errors },
      },
      preHandler: guard.member,
    },
    async (request) => {
      await requestStockAlert(db, request.member.id, request.params.id, app.config.now());
      return { productId: request.params.id, requested: true };
    },
  );

  app.delete(
    '/api/products/:id/stock-alert',
    {
      schema: {
        tags,
        summary: 'Withdraws the back-in-stock request for this product',
        params: StockAlertParams,
        response: { 200: StockAlertState, ...errors },
      },
      preHandler: guard.member,
    },
    async (request) => {
      await cancelStockAlert(db, request.member.id, request.params.id);
      return { productId: request.params.id, requested: false };
    },
  );
};

export default stockAlertRoutes;
