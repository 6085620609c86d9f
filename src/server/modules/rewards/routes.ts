// Points redemption API (COMMERCE §3): thin routes over the rewards service.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams, UserIdParams } from '@shared/schemas/common';
import { CustomerCodes, MemberCode, Redemption } from '@shared/schemas/rewards';
import * as rewardsService from './service';

const paramUser = (req: FastifyRequest) => (req.params as { userId: string }).userId;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guard, config } = app;

  app.post(
    '/api/rewards/:id/redeem',
    {
      schema: {
        tags: ['rewards'],
        summary: "Spends the reward's points on a personal single-use code (COMMERCE §3)",
        params: IdParams,
        response: { 201: Redemption, 404: ErrorResponse, 409: ErrorResponse, ...errors },
      },
      preHandler: guard.member,
    },
    async (request, reply) => {
      const redemption = await rewardsService.redeemReward(db, {
        memberId: request.member.id,
        rewardId: request.params.id,
        now: config.now(),
      });
      return reply.status(201).send(redemption);
    },
  );

  app.get(
    '/api/my-codes/:userId',
    {
      schema: {
        tags: ['rewards'],
        summary: "The member's issued codes, newest first (owner only)",
        params: UserIdParams,
        response: { 200: z.array(MemberCode), ...errors },
      },
      preHandler: guard.self(paramUser),
    },
    async (request) => rewardsService.listMemberCodes(db, request.member.id),
  );

  app.get(
    '/api/admin/customers/:id/codes',
    {
      schema: {
        tags: ['admin'],
        summary: 'The codes and vouchers a customer redeemed, newest first',
        params: IdParams,
        response: { 200: CustomerCodes, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      onRequest: guard.staff,
      config: { permission: 'customers.read' },
    },
    async (request) => rewardsService.listCustomerCodes(db, request.params.id),
  );
};

export default rewardsRoutes;
