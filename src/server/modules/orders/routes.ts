// Orders API (SPEC §7 Shop): thin routes over the orders service; always the signed-in member's own orders.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, UserIdParams } from '../../../shared/schemas/common';
import { CreateOrderRequest, Order } from '../../../shared/schemas/orders';
import { orderConfirmationMail } from './confirmation';
import * as ordersService from './service';

// The owner a request claims, read after schema validation (guard.self refuses anyone else: 401/403).
const paramUser = (req: FastifyRequest) => (req.params as { userId: string }).userId;
const bodyUser = (req: FastifyRequest) => (req.body as { userId: string }).userId;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guard } = app;
  const tags = ['orders'];

  app.get(
    '/api/orders/:userId',
    {
      schema: { tags, params: UserIdParams, response: { 200: z.array(Order), ...errors } },
      preHandler: guard.self(paramUser),
    },
    async (request) => ordersService.listOrders(db, request.member.id),
  );

  app.post(
    '/api/orders',
    {
      schema: {
        tags,
        body: CreateOrderRequest,
        response: { 201: Order, 404: ErrorResponse, 409: ErrorResponse, ...errors },
      },
      preHandler: guard.self(bodyUser),
    },
    async (request, reply) => {
      const { subtotal, memberDiscount, shipping, total, items, shippingAddress } = request.body;
      const order = await ordersService.placeOrder(db, {
        userId: request.member.id,
        subtotal,
        memberDiscount,
        shipping,
        total,
        items,
        shippingAddress,
        now: app.config.now(),
      });
      // The order is committed: the mail is a courtesy sent in the background, never a reason to fail checkout.
      app.mailer
        .send(orderConfirmationMail(order, request.member))
        .catch((err) => request.log.warn({ err, orderId: order.id }, 'order confirmation mail failed'));
      return reply.status(201).send(order);
    },
  );
};

export default ordersRoutes;
