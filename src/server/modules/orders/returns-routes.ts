// Returns and partial refunds API (OPERATIONS §4, decisions 0250, 0251): thin routes over returns.ts and
// part-refunds.ts. The member's call is their own order; staff's need `refunds` (owner and support) to move money
// and `orders.read` to see the queue.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, Id, IdParams, UserIdParams } from '@shared/schemas/common';
import { AdminOrder } from '@shared/schemas/orders';
import {
  AdminReturn,
  AdminReturnsQuery,
  OrderReturn,
  PartRefundRequest,
  ReturnRefundRequest,
  ReturnRequest,
} from '@shared/schemas/returns';
import { queueBackInStockCheck } from '../catalogue';
import { HttpError } from '../../plugins/errors';
import { findAdminOrder } from './admin-queries';
import { refundPart } from './part-refunds';
import { createPaymentProvider } from './payments';
import type { Shop } from './legal-mail';
import { partRefundMail, renderPartRefundMail, renderReturnMail, returnMail } from './return-mails';
import { listReturns, refundReturn, startReturn } from './returns';

const paramUser = (req: FastifyRequest) => (req.params as { userId: string }).userId;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guard, config } = app;
  const payments = createPaymentProvider(config);
  // The legal lines every order mail carries (decision 0242).
  const shop: Shop = { trader: config.trader, publicUrl: config.publicUrl };
  /** The order as the mail is sent; gone (the member deleted their account): nothing to tell. */
  const load = async (orderId: string) => {
    try {
      return await findAdminOrder(db, payments, orderId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  };
  app.outbox.render(returnMail, async ({ orderId, returnId, kind }) => {
    const order = await load(orderId);
    return order && renderReturnMail(order, order.customer, returnId, kind, shop);
  });
  app.outbox.render(partRefundMail, async ({ orderId, amount, customerLine }) => {
    const order = await load(orderId);
    return order && renderPartRefundMail(order, order.customer, amount, customerLine, shop);
  });

  app.post(
    '/api/orders/:userId/:orderId/returns',
    {
      schema: {
        tags: ['orders'],
        summary: 'The member starts a return of a delivered order within 14 days (201 with its instructions)',
        params: UserIdParams.extend({ orderId: Id }),
        body: ReturnRequest,
        response: { 201: OrderReturn, 409: ErrorResponse, ...errors },
      },
      preHandler: guard.self(paramUser),
    },
    async (request, reply) => {
      const ret = await startReturn(db, {
        userId: request.member.id,
        orderId: request.params.orderId,
        lines: request.body.lines,
        reason: request.body.reason,
        openedSeal: request.body.openedSeal ?? false,
        now: config.now(),
        onStarted: (tx, row) =>
          app.outbox.queue(tx, returnMail, { orderId: row.orderId, returnId: row.id, kind: 'started' }),
      });
      return reply.status(201).send(ret);
    },
  );

  const staffOnly = { onRequest: guard.staff };
  const adminTags = ['admin'];

  app.get(
    '/api/admin/returns',
    {
      schema: {
        tags: adminTags,
        summary: 'Returns newest first, by status',
        querystring: AdminReturnsQuery,
        response: { 200: z.array(AdminReturn), ...errors },
      },
      ...staffOnly,
      config: { permission: 'orders.read' },
    },
    async (request) => listReturns(db, request.query.status),
  );

  app.post(
    '/api/admin/returns/:id/refund',
    {
      schema: {
        tags: adminTags,
        summary: 'Marks a return received and refunds its lines (units back in stock unless restock is false)',
        params: IdParams,
        body: ReturnRefundRequest.optional(),
        response: { 200: AdminReturn, 409: ErrorResponse, 502: ErrorResponse, ...errors },
      },
      ...staffOnly,
      config: { permission: 'refunds' },
    },
    async (request) =>
      refundReturn(db, payments, {
        returnId: request.params.id,
        restock: request.body?.restock ?? true,
        staff: request.staffMember,
        now: config.now(),
        log: request.log,
        onReceived: (tx, row) =>
          app.outbox.queue(tx, returnMail, { orderId: row.orderId, returnId: row.id, kind: 'received' }),
        onRefunded: async (tx, _order, row) => {
          await app.outbox.queue(tx, returnMail, { orderId: row.orderId, returnId: row.id, kind: 'refunded' });
          await queueBackInStockCheck(app.jobs, tx);
        },
      }),
  );

  app.post(
    '/api/admin/orders/:id/refund',
    {
      schema: {
        tags: adminTags,
        summary: 'Refunds some lines of a paid order, or an amount (goodwill): through Stripe for card orders',
        params: IdParams,
        body: PartRefundRequest,
        response: { 200: AdminOrder, 409: ErrorResponse, 502: ErrorResponse, ...errors },
      },
      ...staffOnly,
      config: { permission: 'refunds' },
    },
    async (request) => {
      const { lines, amount, restock, note } = request.body;
      await refundPart(db, payments, {
        orderId: request.params.id,
        lines,
        amount,
        restock,
        note: note || undefined,
        staff: request.staffMember,
        by: request.staffMember.username,
        now: config.now(),
        log: request.log,
        onRecorded: async (tx, order, refund) => {
          // Its own mail: the update mail's payment wording is for a whole payment or refund (decision 0250).
          await app.outbox.queue(tx, partRefundMail, {
            orderId: order.id,
            amount: refund.amount,
            customerLine: order.pointsLine ?? null,
          });
          if (lines && restock !== false) await queueBackInStockCheck(app.jobs, tx);
        },
      });
      return findAdminOrder(db, payments, request.params.id);
    },
  );
};

export default returnsRoutes;
