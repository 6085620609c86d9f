// Orders API (SPEC §7 Shop; COMMERCE §2, §4, §5): thin routes over the orders module's operations. Members' calls are always
// their own orders; the console's calls sit behind guard.staff, checked before the request is validated.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, Id, IdParams, UserIdParams } from '@shared/schemas/common';
import {
  AdminOrder,
  AdminOrderList,
  AdminOrdersQuery,
  CreateOrderRequest,
  Order,
  OrderStatusRequest,
  PaymentRequest,
  Quote,
  QuoteRequest,
  TrackingRequest,
} from '@shared/schemas/orders';
import { toPence } from '@shared/money';
import { conflict, HttpError } from '../../plugins/errors';
import { proveAddressAfterOrder } from '../auth';
import { queueBackInStockCheck } from '../catalogue';
import { forgetCartChoices, keepCartChoices } from '../cart';
import { orderMails, queueOrderUpdate, registerOrderMails, type OrderUpdateKind } from './mails';
import { startPayment } from './payment-flow';
import { correctTracking, moveOrder, recordPayment, type InChange } from './fulfilment';
import { cancelOwnOrder } from './member-cancel';
import { createPaymentProvider } from './payments';
import { quoteForMember } from './quote';
import { DEFAULT_DELIVERY } from '@shared/delivery';
import { placeOrder } from './checkout';
import { findMemberOrder, listOrders } from './queries';
import { findAdminOrder, listAdminOrders } from './admin-queries';
import buyAgainRoutes from './buy-again';
import returnsRoutes from './returns-routes';
import patchTestRoutes from './patch-test-routes';

// The owner a request claims, read after schema validation (guard.self refuses anyone else: 401/403).
const paramUser = (req: FastifyRequest) => (req.params as { userId: string }).userId;
const bodyUser = (req: FastifyRequest) => (req.body as { userId: string }).userId;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
const staffErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guard, config } = app;
  const tags = ['orders'];
  const payments = createPaymentProvider(config);
  registerOrderMails(app.outbox, db, payments, { trader: config.trader, publicUrl: config.publicUrl });
  // Returns and partial refunds (decisions 0250, 0251).
  await app.register(returnsRoutes);
  await app.register(patchTestRoutes);
  // Buy again: an order's products back in the cart in one tap (decision 0261).
  await app.register(buyAgainRoutes);

  // Orders placed per signed-in member (COMMERCE §6), whatever address they come from; Redis-backed across
  // instances when REDIS_URL is set (plugins/security.ts), scaled by RATE_LIMIT_FACTOR. Every attempt counts.
  const placeLimit = app.createRateLimit({
    ...config.rateLimits.placeOrder,
    keyGenerator: (request) => `place-order:${request.member.id}`,
  });

  /**
   * A cancel put units back: the back-in-stock job is queued in its transaction (it runs after the commit, for
   * every product: the cancel's own are among them).
   */
  const stockBack: InChange = async (tx, order) => {
    if (order.status === 'cancelled') await queueBackInStockCheck(app.jobs, tx);
  };
  /** The customer's update mail, queued in the change's transaction: what they may read, never the staff note. */
  const tell =
    (kind: OrderUpdateKind, customerMessage?: string): InChange =>
    (tx, order) =>
      queueOrderUpdate(app.outbox, tx, order, kind, customerMessage);

  app.get(
    '/api/orders/:userId',
    {
      schema: { tags, params: UserIdParams, response: { 200: z.array(Order), ...errors } },
      preHandler: guard.self(paramUser),
    },
    async (request) => listOrders(db, request.member.id, payments),
  );

  app.get(
    '/api/orders/:userId/:orderId',
    {
      schema: {
        tags,
        summary: "One of the member's orders (the confirmation screen waits on it for the payment)",
        params: UserIdParams.extend({ orderId: Id }),
        response: { 200: Order, 404: ErrorResponse, ...errors },
      },
      preHandler: guard.self(paramUser),
    },
    async (request) => findMemberOrder(db, request.member.id, request.params.orderId, payments),
  );

  app.post(
    '/api/cart/:userId/quote',
    {
      schema: {
        tags: ['cart'],
        summary: "The cart's figures: the one place they are computed (COMMERCE §2)",
        params: UserIdParams,
        body: QuoteRequest,
        response: { 200: Quote, 409: ErrorResponse, ...errors },
      },
      preHandler: guard.self(paramUser),
    },
    async (request) => {
      const delivery = request.body.delivery ?? DEFAULT_DELIVERY;
      const quote = await quoteForMember(db, await guard.memberRow(request), request.body.discountCode, config.now(), {
        method: delivery,
        prices: config.delivery,
      });
      // Figures this shop cannot take payment for (the card minimum, the money range) are refused here already.
      const refusal = payments.refusal({ subtotal: toPence(quote.subtotal), total: toPence(quote.total) });
      if (refusal) throw conflict(refusal);
      // The delivery and an accepted code are kept with the cart on the account: the member's other browsers see
      // them (0252).
      await keepCartChoices(
        db,
        request.member.id,
        { delivery, ...(quote.discountCode ? { code: quote.discountCode } : {}) },
        config.now(),
      );
      return quote;
    },
  );

  app.post(
    '/api/orders',
    {
      schema: {
        tags,
        body: CreateOrderRequest,
        response: {
          201: Order,
          404: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
          ...errors,
        },
      },
      preHandler: guard.self(bodyUser),
    },
    async (request, reply) => {
      const limit = await placeLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        const seconds = Math.max(1, limit.ttlInSeconds);
        throw new HttpError(
          429,
          `You have placed a lot of orders in a short time. Please wait ${seconds} seconds before placing another.`,
          { 'Retry-After': String(seconds) },
        );
      }
      const { userId: _u, status: _s, ...figures } = request.body;
      // The member comes back from checkout's own read (decision 0905): no statement of its own for the e-mail.
      const {
        order: placed,
        member,
        ordersBefore,
      } = await placeOrder(db, payments, {
        ...figures,
        userId: request.member.id,
        deliveryPrices: config.delivery,
        now: config.now(),
        holds: config.unpaidOrders,
        // The confirmation is queued with the order (the outbox sends it after the commit). A card order's goes
        // out when Stripe says it is paid (webhook-routes.ts); a free one is paid already.
        mailWith: (order) =>
          payments.name === 'manual' || order.paymentStatus === 'paid'
            ? { template: orderMails.confirmation, payload: { orderId: order.id } }
            : null,
      });
      // Stripe: the answer carries the hosted checkout page (paymentUrl); the shopper comes back to our
      // confirmation screen at the shop's configured address (decision 0804).
      const order = await startPayment(db, payments, placed, {
        origin: config.publicUrl,
        email: member.email,
        now: config.now(),
        log: request.log,
      });
      // The order took the cart's lines and its code: nothing is kept for the next cart (0252).
      await forgetCartChoices(db, request.member.id);
      // first order of an unproved address: a proof link (0105); checkout counted the earlier orders (up to 2)
      if (ordersBefore !== null) void proveAddressAfterOrder(app, request, member, ordersBefore + 1);
      return reply.status(201).send(order);
    },
  );

  app.post(
    '/api/orders/:userId/:orderId/cancel',
    {
      schema: {
        tags,
        summary: 'The member cancels their own order while it is pending and unpaid (stock and code use go back)',
        params: UserIdParams.extend({ orderId: Id }),
        response: { 200: Order, 404: ErrorResponse, 409: ErrorResponse, ...errors },
      },
      preHandler: guard.self(paramUser),
    },
    async (request) => {
      return cancelOwnOrder(db, payments, {
        userId: request.member.id,
        orderId: request.params.orderId,
        now: config.now(),
        log: request.log,
        onCancelled: async (tx, order) => {
          await tell('status')(tx, order);
          await stockBack(tx, order); // its units are back
        },
      });
    },
  );

  // ── Staff console ──
  const adminTags = ['admin'];
  const staffOnly = { onRequest: guard.staff };
  // Recording a transfer received is fulfilment's; recording a refund made by hand is a refund (decision 0513).
  const PAYMENT_PERMISSION = {
    oneOf: ['orders.write', 'refunds'] as const,
    pick: (body: unknown) =>
      (body as { status?: unknown } | undefined)?.status === 'refunded'
        ? ('refunds' as const)
        : ('orders.write' as const),
  };

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags: adminTags,
        summary: 'Orders newest first, 20 a page, by status, payment and search',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrderList, ...staffErrors },
      },
      ...staffOnly,
      config: { permission: 'orders.read' },
    },
    async (request) => listAdminOrders(db, payments, request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags: adminTags,
        summary: 'One order with its customer and timeline',
        params: IdParams,
        response: { 200: AdminOrder, ...staffErrors },
      },
      ...staffOnly,
      config: { permission: 'orders.read' },
    },
    async (request) => findAdminOrder(db, payments, request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags: adminTags,
        summary:
          'Moves an order on (pending → processing → shipped → delivered; pending/processing → cancelled); shipped needs a tracking number',
        params: IdParams,
        body: OrderStatusRequest,
        response: { 200: AdminOrder, 409: ErrorResponse, ...staffErrors },
      },
      ...staffOnly,
      config: { permission: 'orders.write' },
    },
    async (request) => {
      const { status, note, customerMessage, trackingNumber, carrier } = request.body;
      return moveOrder(db, payments, {
        orderId: request.params.id,
        to: status,
        note: note || undefined,
        customerMessage: customerMessage || undefined,
        trackingNumber: trackingNumber || undefined,
        carrier: carrier || undefined,
        staff: request.staffMember,
        now: config.now(),
        log: request.log,
        onMoved: stockBack, // a cancel's units are back (issue 27)
        tellCustomer: tell('status', customerMessage || undefined),
      });
    },
  );

  app.post(
    '/api/admin/orders/:id/payment',
    {
      schema: {
        tags: adminTags,
        summary: 'Records a bank transfer received, or a refund made by hand (card orders: only after a failed refund)',
        params: IdParams,
        body: PaymentRequest,
        response: { 200: AdminOrder, 409: ErrorResponse, ...staffErrors },
      },
      ...staffOnly,
      config: { permission: PAYMENT_PERMISSION },
    },
    async (request) => {
      const { status, note, customerMessage } = request.body;
      return recordPayment(db, payments, {
        orderId: request.params.id,
        status,
        note: note || undefined,
        customerMessage: customerMessage || undefined,
        staff: request.staffMember,
        now: config.now(),
        tellCustomer: tell('payment', customerMessage || undefined),
      });
    },
  );

  app.patch(
    '/api/admin/orders/:id/tracking',
    {
      schema: {
        tags: adminTags,
        summary: "Corrects a shipped or delivered order's tracking number and carrier (the customer is mailed)",
        params: IdParams,
        body: TrackingRequest,
        response: { 200: AdminOrder, 409: ErrorResponse, ...staffErrors },
      },
      ...staffOnly,
      config: { permission: 'orders.write' },
    },
    async (request) => {
      // Same number and carrier again: nothing changes and nobody is mailed.
      const { order } = await correctTracking(db, payments, {
        orderId: request.params.id,
        trackingNumber: request.body.trackingNumber,
        carrier: request.body.carrier,
        staff: request.staffMember,
        now: config.now(),
        tellCustomer: tell('tracking'),
      });
      return order;
    },
  );
};

export default ordersRoutes;
