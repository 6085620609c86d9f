// The console's Rewards Store (OPERATIONS §1, decision 0510): thin routes over reward-editing.ts. A change is in
// GET /api/rewards at once (it reads the table on every request; the catalogue read cache is cleared all the same).
import { actorOf } from '../audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import { AdminReward, RewardCreate, RewardPatch } from '@shared/schemas/content-admin';
import { createReward, listAdminRewards, updateReward, type IsDiscountCode } from './reward-editing';

/** The catalogue owns discount codes and imports this module: app.ts hands its check in (no import circle). */
export type RewardAdminOptions = { isDiscountCode: IsDiscountCode };

const rewardAdminRoutes: FastifyPluginAsyncZod<RewardAdminOptions> = async (app, { isDiscountCode }) => {
  const { db } = app;
  const tags = ['admin'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
  const staff = app.guard.staff;

  app.get(
    '/api/admin/rewards',
    {
      schema: {
        tags,
        summary: 'Every Rewards Store entry, on sale or not, in store order, with its redemptions',
        response: { 200: z.array(AdminReward), 401: ErrorResponse },
      },
      onRequest: staff,
      config: { permission: 'rewards.write' },
    },
    async () => listAdminRewards(db),
  );

  app.post(
    '/api/admin/rewards',
    {
      schema: {
        tags,
        summary: 'Creates a Rewards Store entry (in GET /api/rewards at once when active)',
        body: RewardCreate,
        response: { 201: AdminReward, ...errors },
      },
      onRequest: staff,
      config: { permission: 'rewards.write' },
    },
    async (request, reply) => {
      const reward = await createReward(db, request.body, isDiscountCode, actorOf(request));
      request.log.info({ staff: request.staffMember.username, reward: reward.id }, 'reward created');
      await app.catalogueChanged();
      return reply.code(201).send(reward);
    },
  );

  app.patch(
    '/api/admin/rewards/:id',
    {
      schema: {
        tags,
        summary: 'Changes a reward or switches it off (codes members already hold keep working as issued)',
        params: IdParams,
        body: RewardPatch,
        response: { 200: AdminReward, ...errors },
      },
      onRequest: staff,
      config: { permission: 'rewards.write' },
    },
    async (request) => {
      const reward = await updateReward(db, request.params.id, request.body, isDiscountCode, actorOf(request));
      request.log.info(
        { staff: request.staffMember.username, reward: reward.id, change: request.body },
        'reward changed',
      );
      await app.catalogueChanged();
      return reward;
    },
  );
};

export default rewardAdminRoutes;
