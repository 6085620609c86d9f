// Wishlist API (SPEC §7 Shop, DESIGN §3): thin routes over the wishlist service; always the member's own list.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, Ok, UserIdParams } from '@shared/schemas/common';
import { AddToWishlistRequest, WishlistItem, WishlistItemParams } from '@shared/schemas/wishlist';
import * as wishlist from './service';

// The owner a request claims, read after schema validation (guard.self refuses anyone else: 401/403).
const paramUser = (req: FastifyRequest) => (req.params as { userId: string }).userId;
const bodyUser = (req: FastifyRequest) => (req.body as { userId: string }).userId;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guard } = app;
  const tags = ['wishlist'];

  app.get(
    '/api/wishlist/:userId',
    {
      schema: { tags, params: UserIdParams, response: { 200: z.array(WishlistItem), ...errors } },
      preHandler: guard.self(paramUser),
    },
    async (request) => wishlist.listWishlist(db, request.member.id),
  );

  app.post(
    '/api/wishlist',
    {
      schema: { tags, body: AddToWishlistRequest, response: { 200: WishlistItem, 201: WishlistItem, ...errors } },
      preHandler: guard.self(bodyUser),
    },
    async (request, reply) => {
      const { item, created } = await wishlist.addToWishlist(db, {
        userId: request.member.id,
        productId: request.body.productId,
        now: app.config.now(),
      });
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.delete(
    '/api/wishlist/:userId/:productId',
    {
      schema: { tags, params: WishlistItemParams, response: { 200: Ok, ...errors } },
      preHandler: guard.self(paramUser),
    },
    async (request) => {
      await wishlist.removeFromWishlist(db, request.member.id, request.params.productId);
      return { success: true };
    },
  );
};

export default wishlistRoutes;
