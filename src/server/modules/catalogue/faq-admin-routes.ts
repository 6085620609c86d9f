// The console's FAQ (OPERATIONS §1, decision 0510): thin routes over faq-editing.ts. A change is on the members'
// help screen at once (GET /api/faq reads the table; the catalogue read cache is cleared all the same).
import { actorOf } from '../audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import { AdminFaq, FaqCreate, FaqPatch } from '@shared/schemas/content-admin';
import { createFaq, deleteFaq, listAdminFaqs, updateFaq } from './faq-editing';

const faqAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
  const staff = app.guard.staff;

  app.get(
    '/api/admin/faqs',
    {
      schema: {
        tags,
        summary: 'Every FAQ question in the help screen’s order, with its place',
        response: { 200: z.array(AdminFaq), 401: ErrorResponse },
      },
      onRequest: staff,
      config: { permission: 'content.write' },
    },
    async () => listAdminFaqs(db),
  );

  app.post(
    '/api/admin/faqs',
    {
      schema: {
        tags,
        summary: 'Adds a question and its answer to a group (last in it unless given a place)',
        body: FaqCreate,
        response: { 201: AdminFaq, ...errors },
      },
      onRequest: staff,
      config: { permission: 'content.write' },
    },
    async (request, reply) => {
      const faq = await createFaq(db, request.body, actorOf(request));
      request.log.info({ staff: request.staffMember.username, faq: faq.id }, 'faq created');
      await app.catalogueChanged();
      return reply.code(201).send(faq);
    },
  );

  app.patch(
    '/api/admin/faqs/:id',
    {
      schema: {
        tags,
        summary: 'Changes a question, its answer, its group or its place',
        params: IdParams,
        body: FaqPatch,
        response: { 200: AdminFaq, ...errors },
      },
      onRequest: staff,
      config: { permission: 'content.write' },
    },
    async (request) => {
      const faq = await updateFaq(db, request.params.id, request.body, actorOf(request));
      request.log.info({ staff: request.staffMember.username, faq: faq.id, change: request.body }, 'faq changed');
      await app.catalogueChanged();
      return faq;
    },
  );

  app.delete(
    '/api/admin/faqs/:id',
    {
      schema: {
        tags,
        summary: 'Removes a question from the FAQ',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
      onRequest: staff,
      config: { permission: 'content.write' },
    },
    async (request, reply) => {
      await deleteFaq(db, request.params.id, actorOf(request));
      request.log.info({ staff: request.staffMember.username, faq: request.params.id }, 'faq deleted');
      await app.catalogueChanged();
      return reply.code(204).send(null);
    },
  );
};

export default faqAdminRoutes;
