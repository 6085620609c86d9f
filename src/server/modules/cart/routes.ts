// Cart API (SPEC §7 Shop): thin routes over the cart service. Every call is the signed-in member's own cart.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddToCartRequest, CartCode, CartItem, CartItemParams, UpdateCartItemRequest } from '@shared/schemas/cart';
import { ErrorResponse, Ok, UserIdParams } from '@shared/schemas/common';
import * as cart from './service';

// The owner a request claims, read after schema validation (guard.self refuses anyone else: 401/403).
const paramUser = (req: FastifyRequest) => (req.params as { userId: string }).userId;
const bodyUser = (req: FastifyRequest) => (req.body as { userId: string }).userId;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guard } = app;
  const tags = ['cart'];

  app.get(
    '/api/cart/:userId',
    {
      schema: { tags, params: UserIdParams, response: { 200: z.array(CartItem), ...errors } },
      preHandler: guard.self(paramUser),
    },
    async (request) => cart.listCart(db, request.member.id),
  );

  app.post(
    '/api/cart',
    {
      schema: {
        tags,
        body: AddToCartRequest,
        response: { 200: CartItem, 201: CartItem, 409: ErrorResponse, ...errors },
      },
      preHandler: guard.self(bodyUser),
    },
    async (request, reply) => {
      const { productId, quantity } = request.body;
      const { item, created } = await cart.addToCart(db, {
        userId: request.member.id,
        productId,
        quantity,
        now: app.config.now(),
      });
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.patch(
    '/api/cart/:itemId',
    {
      schema: { tags, params: CartItemParams, body: UpdateCartItemRequest, response: { 200: CartItem, ...errors } },
      preHandler: guard.member,
    },
    async (request) => cart.updateCartItem(db, request, request.params.itemId, request.body.quantity),
  );

  app.delete(
    '/api/cart/:itemId',
    { schema: { tags, params: CartItemParams, response: { 200: Ok, ...errors } }, preHandler: guard.member },
    async (request) => {
      await cart.removeCartItem(db, request, request.params.itemId);
      return { success: true };
    },
  );

  // The code kept with the cart (decision 0252): set by a quote that accepts it (orders/routes.ts), read here by
  // any of the member's browsers, removed here.
  app.get(
    '/api/cart/:userId/code',
    {
      schema: {
        tags,
        summary: 'The discount code applied to this cart and the delivery chosen, kept on the account',
        params: UserIdParams,
        response: { 200: CartCode, ...errors },
      },
      preHandler: guard.self(paramUser),
    },
    async (request) => cart.cartChoices(db, request.member.id),
  );

  app.delete(
    '/api/cart/:userId/code',
    {
      schema: {
        tags,
        summary: 'Removes the discount code from this cart (the delivery chosen stays)',
        params: UserIdParams,
        response: { 200: CartCode, ...errors },
      },
      preHandler: guard.self(paramUser),
    },
    async (request) => {
      await cart.forgetCartCode(db, request.member.id);
      return cart.cartChoices(db, request.member.id);
    },
  );

  app.delete(
    '/api/cart/user/:userId',
    {
      schema: { tags, params: UserIdParams, response: { 200: Ok, ...errors } },
      preHandler: guard.self(paramUser),
    },
    async (request) => {
      await cart.clearCart(db, request.member.id);
      return { success: true };
    },
  );
};

export default cartRoutes;
