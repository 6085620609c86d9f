// The VAT receipt of a member's paid order and the orders CSV for the books (OPERATIONS §4, decision 0242): kept
// apart from routes.ts, thin over receipt.ts and export.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, Id, UserIdParams } from '@shared/schemas/common';
import { OrdersExportQuery } from '@shared/schemas/orders';
import { recordAudit, actorOf } from '../audit';
import { exportRange, ordersCsv } from './export';
import { createPaymentProvider } from './payments';
import { findMemberOrder } from './queries';
import { receiptHtml, receiptOf, receiptPdf } from './receipt';

// The receipt page styles itself and runs no script (API answers otherwise allow nothing, decision 0800).
const RECEIPT_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guard, config } = app;
  const payments = createPaymentProvider(config);

  app.get(
    '/api/orders/:userId/:orderId/receipt',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The VAT receipt of one of the member’s paid orders: HTML, or PDF with Accept: application/pdf or ?format=pdf',
        params: UserIdParams.extend({ orderId: Id }),
        querystring: z.object({
          format: z.enum(['html', 'pdf'], { message: "must be 'html' or 'pdf'" }).optional(),
        }),
        response: {
          200: z.any(),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
      preHandler: guard.self((req) => (req.params as { userId: string }).userId),
    },
    async (request, reply) => {
      const order = await findMemberOrder(db, request.member.id, request.params.orderId, payments);
      const receipt = receiptOf(order, config.trader);
      const accept = request.headers.accept ?? '';
      const pdf =
        request.query.format === 'pdf' || (request.query.format !== 'html' && /application\/pdf/i.test(accept));
      reply.header('Cache-Control', 'private, no-store');
      if (pdf) {
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="receipt-${receipt.number}.pdf"`)
          .send(await receiptPdf(receipt));
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', RECEIPT_CSP)
        .send(receiptHtml(receipt));
    },
  );

  app.get(
    '/api/admin/orders/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every order placed from `from` to `to` (UK days, inclusive; at most 366) with net, VAT and gross',
        querystring: OrdersExportQuery,
        response: { 200: z.any(), 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      onRequest: guard.staff,
      config: { permission: 'orders.export' },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const range = exportRange(from, to);
      const { csv, count } = await ordersCsv(db, range, config.trader.vatNumber !== null);
      await recordAudit(db, actorOf(request), {
        action: 'export',
        entity: 'orders',
        entityId: null,
        after: { from, to, orders: count },
      });
      request.log.info({ staff: request.staffMember.username, from, to, orders: count }, 'orders exported');
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
};

export default booksRoutes;
