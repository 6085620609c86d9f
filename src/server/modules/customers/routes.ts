// The console's Customers and Sales at a glance (OPERATIONS §3 and §6, decisions 0520, 0521): thin routes over
// customers.ts and sales.ts. Reading a customer needs customers.read, adjusting their points customers.write (audited),
// the shop's figures sales.read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import {
  CustomerDetail,
  CustomersPage,
  CustomersQuery,
  PointsAdjusted,
  PointsAdjustment,
} from '@shared/schemas/customers';
import { SALES_DEFAULT_DAYS, SALES_MAX_DAYS, SalesFigures, SalesQuery } from '@shared/schemas/sales';
import { ukDayKey } from '@shared/code-rules';
import { actorOf } from '../audit';
import { periodRange } from '../orders';
import { adjustCustomerPoints, customerDetail, listCustomers } from './customers';
import { salesFigures } from './sales';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guard, config } = app;
  const staffOnly = { onRequest: guard.staff };
  const tags = ['admin'];

  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        summary: 'Customers newest first, by email or name, in pages',
        querystring: CustomersQuery,
        response: { 200: CustomersPage, ...errors },
      },
      ...staffOnly,
      config: { permission: 'customers.read' },
    },
    async (request) => listCustomers(db, request.query),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'A customer: profile, orders, points and their ledger, codes, quiz submissions, coach conversations',
        params: IdParams,
        response: { 200: CustomerDetail, ...errors },
      },
      ...staffOnly,
      config: { permission: 'customers.read' },
    },
    async (request) => customerDetail(db, request.params.id),
  );

  app.post(
    '/api/admin/customers/:id/points',
    {
      schema: {
        tags,
        summary: 'Adds or takes away points with a reason (never below 0: a 409)',
        params: IdParams,
        body: PointsAdjustment,
        response: { 200: PointsAdjusted, 409: ErrorResponse, ...errors },
      },
      ...staffOnly,
      config: { permission: 'customers.write' },
    },
    async (request) =>
      adjustCustomerPoints(db, actorOf(request), {
        userId: request.params.id,
        delta: request.body.delta,
        reason: request.body.reason,
      }),
  );

  app.get(
    '/api/admin/sales',
    {
      schema: {
        tags,
        summary: "The shop's figures for the UK days from..to, both included (at most 366 days)",
        querystring: SalesQuery,
        response: { 200: SalesFigures, ...errors },
      },
      ...staffOnly,
      config: { permission: 'sales.read' },
    },
    async (request) => {
      const { from, to } = defaultPeriod(request.query, config.now());
      return salesFigures(db, { from, to, ...periodRange(from, to, SALES_MAX_DAYS) });
    },
  );
};

/** The period asked for, its missing ends filled in: up to today (UK), from 30 days before the end. */
function defaultPeriod(query: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const shift = (day: string, days: number) =>
    new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const to = query.to ?? (query.from && query.from > ukDayKey(now) ? query.from : ukDayKey(now));
  const from = query.from ?? shift(to, -(SALES_DEFAULT_DAYS - 1));
  return { from, to };
}

export default customersRoutes;
