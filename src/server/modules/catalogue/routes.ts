// Catalogue API (SPEC §7 Shop): thin routes over the catalogue service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Category,
  Event,
  Faq,
  Perk,
  Product,
  PRODUCT_PAGE_MAX,
  ProductsQuery,
  Reward,
  SlugParams,
} from '@shared/schemas/catalogue';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding } from '../../plugins/compression';
import { notFound } from '../../plugins/errors';
import { listRewards } from '../rewards';
import { ListPage } from './read-cache';
import * as catalogue from './service';

// Public catalogue data carries stock and prices staff change from the console (decision 0205): browsers keep it
// but ask again every time; the ETag makes that a body-less 304 when nothing changed.
const PUBLIC_CACHE = 'public, no-cache';
// Built once: a zod schema made inside a handler is built again on every request (a few % of a cached read).
const ProductList = z.array(Product);
const CategoryList = z.array(Category);

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['catalogue'];
  const cache = app.catalogueCache;

  /**
   * Answers from the read cache: the loaded value is checked against its response schema once, when it is
   * cached (the same guarantee the serializer gives), then sent as the stored JSON text (or its stored brotli or
   * gzip form), or 304 when the browser already has it.
   */
  async function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType,
    load: () => Promise<unknown>,
  ) {
    const cached = await cache.get(key, async () => {
      const value = await load();
      if (value === null) throw notFound(key.startsWith('product:') ? 'Product not found' : 'Category not found');
      if (value instanceof ListPage) return new ListPage(schema.parse(value.items) as unknown[], value.total);
      return schema.parse(value);
    });
    reply.header('Cache-Control', PUBLIC_CACHE).header('ETag', cached.etag);
    if (cached.total !== undefined) reply.header('X-Total-Count', cached.total);
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = negotiateEncoding(request, reply, cached.bytes);
    if (!encoding) return reply.send(cached.body);
    return reply.header('Content-Encoding', encoding).send(await cached.encoded(encoding));
  }

  app.get(
    '/api/products',
    { schema: { tags, querystring: ProductsQuery, response: { 200: ProductList, 400: ErrorResponse } } },
    async (request, reply) => {
      const q = request.query;
      // One page at a time, at most PRODUCT_PAGE_MAX products (decision 0512): a large catalogue's list is never
      // sent whole, and its total is the X-Total-Count header.
      const page = { limit: q.limit ?? PRODUCT_PAGE_MAX, offset: q.offset ?? 0 };
      const key = `products:${q.featured ? 'f' : ''}${q.new ? 'n' : ''}${q.exclusive ? 'x' : ''}:${q.category ?? ''}:${page.limit}:${page.offset}:${(q.search ?? '').toLowerCase()}`;
      return sendCached(request, reply, key, ProductList, async () => {
        const { products, total } = await catalogue.listProductPage(db, q, page);
        return new ListPage(products, total);
      });
    },
  );

  app.get(
    '/api/products/:id',
    { schema: { tags, params: IdParams, response: { 200: Product, 400: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) =>
      sendCached(request, reply, `product:${request.params.id}`, Product, () =>
        catalogue.findProduct(db, request.params.id),
      ),
  );

  app.get('/api/categories', { schema: { tags, response: { 200: CategoryList } } }, async (request, reply) =>
    sendCached(request, reply, 'categories', CategoryList, () => catalogue.listCategories(db)),
  );

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

  app.get('/api/rewards', { schema: { tags, response: { 200: z.array(Reward) } } }, async () => listRewards(db));
  app.get('/api/perks', { schema: { tags, response: { 200: z.array(Perk) } } }, async () => catalogue.listPerks(db));
  app.get('/api/events', { schema: { tags, response: { 200: z.array(Event) } } }, async () =>
    catalogue.listUpcomingEvents(db, app.config.now()),
  );
  app.get('/api/faq', { schema: { tags, response: { 200: z.array(Faq) } } }, async () => catalogue.listFaq(db));
};

export default catalogueRoutes;
