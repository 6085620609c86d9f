// The legal pages' routes (OPERATIONS §4, decision 0241): the public read the storefront renders at /{slug}, and
// the console's list and edit (content.write, audited). Thin: the work is in service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@shared/schemas/common';
import { AdminPage, Page, PagePatch, PageSlugParams } from '@shared/schemas/pages';
import { actorOf } from '../audit';
import { listAdminPages, readPage, updatePage } from './service';

const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'A legal page (terms, privacy, returns, delivery, contact) with the trader’s details filled in',
        params: PageSlugParams,
        response: { 200: Page, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      // A staff edit shows within a minute; the pages change rarely and are read on every footer click.
      reply.header('Cache-Control', 'public, max-age=60');
      return readPage(db, request.params.slug, config.trader);
    },
  );

  app.get(
    '/api/admin/pages',
    {
      schema: {
        tags: ['admin'],
        summary: 'The legal pages as staff edit them, their {placeholders} unfilled',
        response: { 200: z.array(AdminPage), 401: ErrorResponse, 403: ErrorResponse },
      },
      onRequest: app.guard.staff,
      config: { permission: 'content.write' },
    },
    async () => listAdminPages(db),
  );

  app.patch(
    '/api/admin/pages/:slug',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a legal page’s title or text',
        params: PageSlugParams,
        body: PagePatch,
        response: { 200: AdminPage, ...errors },
      },
      onRequest: app.guard.staff,
      config: { permission: 'content.write' },
    },
    async (request) => {
      const page = await updatePage(db, request.params.slug, request.body, actorOf(request));
      request.log.info({ staff: request.staffMember.username, page: page.slug }, 'page changed');
      return page;
    },
  );
};

export default pagesRoutes;
