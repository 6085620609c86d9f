// The console's discount codes (OPERATIONS §1, COMMERCE §2 and §6, decision 0506): rows of the perks table, which
// is what the quote reads from the database, so a new or switched-off code counts at the very next quote.
import { actorOf } from '../audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminDiscountCode, CodeParams, DiscountCodeCreate, DiscountCodePatch } from '@shared/schemas/catalogue-admin';
import { ErrorResponse } from '@shared/schemas/common';
import { createDiscountCode, listDiscountCodes, updateDiscountCode } from './discount-editing';

const discountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
  const staff = app.guard.staff;

  app.get(
    '/api/admin/discount-codes',
    {
      schema: {
        tags,
        summary: 'Every discount code, newest first, with its uses',
        response: { 200: z.array(AdminDiscountCode), 401: ErrorResponse },
      },
      onRequest: staff,
      config: { permission: 'codes.write' },
    },
    async () => listDiscountCodes(db),
  );

  app.post(
    '/api/admin/discount-codes',
    {
      schema: {
        tags,
        summary: 'Creates a discount code (upper-cased; usable at the next quote)',
        body: DiscountCodeCreate,
        response: { 201: AdminDiscountCode, ...errors },
      },
      onRequest: staff,
      config: { permission: 'codes.write' },
    },
    async (request, reply) => {
      const code = await createDiscountCode(db, request.body, actorOf(request));
      request.log.info({ staff: request.staffMember.username, code: code.code }, 'discount code created');
      return reply.code(201).send(code);
    },
  );

  app.patch(
    '/api/admin/discount-codes/:code',
    {
      schema: {
        tags,
        summary: 'Changes a discount code’s value, limits, dates, terms or whether it is active',
        params: CodeParams,
        body: DiscountCodePatch,
        response: { 200: AdminDiscountCode, ...errors },
      },
      onRequest: staff,
      config: { permission: 'codes.write' },
    },
    async (request) => {
      const code = await updateDiscountCode(db, request.params.code, request.body, actorOf(request));
      request.log.info(
        { staff: request.staffMember.username, code: code.code, change: request.body },
        'discount code changed',
      );
      return code;
    },
  );
};

export default discountAdminRoutes;
