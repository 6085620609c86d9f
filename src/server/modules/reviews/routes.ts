// Reviews API (OPERATIONS §5, decision 0260): thin routes over reviews.ts. Reading is open to everyone; writing needs
// a member who received the product; staff with reviews.write hide and show. Every change clears the catalogue read
// cache (decision 0005): the product's rating and count changed with it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import {
  AdminReview,
  AdminReviewPage,
  AdminReviewsQuery,
  MyReview,
  ProductReviews,
  Review,
  ReviewModeration,
  ReviewRequest,
  ReviewsQuery,
} from '@shared/schemas/reviews';
import { actorOf } from '../audit';
import { listAdminReviews, listProductReviews, moderateReview, myReview, postReview } from './reviews';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guard, config } = app;
  const tags = ['reviews'];

  app.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A product's reviews, newest first, with its rating and review count",
        params: IdParams,
        querystring: ReviewsQuery,
        response: { 200: ProductReviews, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => listProductReviews(db, request.params.id, request.query.page ?? 1),
  );

  app.get(
    '/api/products/:id/reviews/mine',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in member may review the product, and their review',
        params: IdParams,
        response: { 200: MyReview, ...errors },
      },
      preHandler: guard.member,
    },
    async (request) => myReview(db, request.member.id, request.params.id),
  );

  app.post(
    '/api/products/:id/reviews',
    {
      schema: {
        tags,
        summary: 'The member reviews a product they received (posting again replaces their review)',
        params: IdParams,
        body: ReviewRequest,
        response: { 201: Review, ...errors },
      },
      preHandler: guard.member,
    },
    async (request, reply) => {
      const review = await postReview(db, {
        userId: request.member.id,
        productId: request.params.id,
        ...request.body,
        now: config.now(),
      });
      await app.catalogueChanged();
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews newest first, all or only the hidden or visible ones',
        querystring: AdminReviewsQuery,
        response: { 200: AdminReviewPage, ...errors },
      },
      onRequest: guard.staff,
      config: { permission: 'reviews.write' },
    },
    async (request) => listAdminReviews(db, request.query),
  );

  app.patch(
    '/api/admin/reviews/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hides an abusive review (with a reason) or shows it again: it leaves or rejoins the rating',
        params: IdParams,
        body: ReviewModeration,
        response: { 200: AdminReview, ...errors },
      },
      onRequest: guard.staff,
      config: { permission: 'reviews.write' },
    },
    async (request) => {
      const review = await moderateReview(db, actorOf(request), request.params.id, request.body);
      await app.catalogueChanged();
      return review;
    },
  );
};

export default reviewsRoutes;
