// Catalogue API (SPEC §7 Shop): thin routes over the catalogue service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Category, Event, Faq, Perk, Product, ProductsQuery, Reward, SlugParams } from '../../../shared/schemas/catalogue';
import { ErrorResponse, IdParams } from '../../../shared/schemas/common';
import { notFound } from '../../plugins/errors';
import * as catalogue from './service';

// Public catalogue data: browsers may reuse it briefly; ETags make revalidation cheap.
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['catalogue'];

  app.get(
    '/api/products',
    { schema: { tags, querystring: ProductsQuery, response: { 200: z.array(Product), 400: ErrorResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return catalogue.listProducts(db, request.query);
    },
  );

  app.get(
    '/api/products/:id',
    { schema: { tags, params: IdParams, response: { 200: Product, 400: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const product = await catalogue.findProduct(db, request.params.id);
      if (!product) throw notFound('Product not found');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return product;
    },
  );

  app.get('/api/categories', { schema: { tags, response: { 200: z.array(Category) } } }, async (_request, reply) => {
    reply.header('Cache-Control', PUBLIC_CACHE);
    return catalogue.listCategories(db);
  });

  app.get(
    '/api/categories/:slug',
    { schema: { tags, params: SlugParams, response: { 200: Category, 400: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const category = await catalogue.findCategory(db, request.params.slug);
      if (!category) throw notFound('Category not found');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return category;
    },
  );

  app.get('/api/rewards', { schema: { tags, response: { 200: z.array(Reward) } } }, async () => catalogue.listRewards(db));
  app.get('/api/perks', { schema: { tags, response: { 200: z.array(Perk) } } }, async () => catalogue.listPerks(db));
  app.get('/api/events', { schema: { tags, response: { 200: z.array(Event) } } }, async () =>
    catalogue.listUpcomingEvents(db, app.config.now()),
  );
  app.get('/api/faq', { schema: { tags, response: { 200: z.array(Faq) } } }, async () => catalogue.listFaq(db));
};

export default catalogueRoutes;
