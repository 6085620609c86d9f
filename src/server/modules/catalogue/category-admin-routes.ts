// The console's categories (OPERATIONS §1, decision 0506): a change is in GET /api/categories at once (the catalogue
// read cache is cleared here and on every other instance).
import { actorOf } from '../audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCategory, CategoryCreate, CategoryPatch, CategorySlug } from '@shared/schemas/catalogue-admin';
import { ErrorResponse } from '@shared/schemas/common';
import { createCategory, deleteCategory, listAdminCategories, updateCategory } from './category-editing';

const SlugParams = z.object({ slug: CategorySlug });

const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
  const staff = app.guard.staff;

  app.get(
    '/api/admin/categories',
    {
      schema: {
        tags,
        summary: 'Every category, with all its products counted',
        response: { 200: z.array(AdminCategory), 401: ErrorResponse },
      },
      onRequest: staff,
      config: { permission: 'catalogue.read' },
    },
    async () => listAdminCategories(db),
  );

  app.post(
    '/api/admin/categories',
    {
      schema: {
        tags,
        summary: 'Creates a category',
        body: CategoryCreate,
        response: { 201: AdminCategory, ...errors },
      },
      onRequest: staff,
      config: { permission: 'catalogue.write' },
    },
    async (request, reply) => {
      const category = await createCategory(db, request.body, actorOf(request));
      request.log.info({ staff: request.staffMember.username, category: category.slug }, 'category created');
      await app.catalogueChanged();
      return reply.code(201).send(category);
    },
  );

  app.patch(
    '/api/admin/categories/:slug',
    {
      schema: {
        tags,
        summary: 'Renames or describes a category, or changes its picture or place',
        params: SlugParams,
        body: CategoryPatch,
        response: { 200: AdminCategory, ...errors },
      },
      onRequest: staff,
      config: { permission: 'catalogue.write' },
    },
    async (request) => {
      const category = await updateCategory(db, request.params.slug, request.body, actorOf(request));
      request.log.info(
        { staff: request.staffMember.username, category: category.slug, change: request.body },
        'category changed',
      );
      await app.catalogueChanged();
      return category;
    },
  );

  app.delete(
    '/api/admin/categories/:slug',
    {
      schema: {
        tags,
        summary: 'Deletes a category that holds no product (409 while it holds any, on sale or not)',
        params: SlugParams,
        response: { 204: z.null(), ...errors },
      },
      onRequest: staff,
      config: { permission: 'catalogue.write' },
    },
    async (request, reply) => {
      await deleteCategory(db, request.params.slug, actorOf(request));
      request.log.info({ staff: request.staffMember.username, category: request.params.slug }, 'category deleted');
      await app.catalogueChanged();
      return reply.code(204).send(null);
    },
  );
};

export default categoryAdminRoutes;
