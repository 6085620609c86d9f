// The console's Products screen (COMMERCE §5, OPERATIONS §1): every product with its stock, prices and status,
// new products and edits that the storefront shows at once (the catalogue read cache is cleared here and on every
// other instance).
import { actorOf } from '../audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminProduct, ProductCreate, ProductPatch } from '@shared/schemas/catalogue';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import { createProduct, listAdminProducts, updateProduct } from './product-editing';
import productCsvRoutes from './product-csv-routes';
import { queueBackInStockCheck } from './stock-alerts';

const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];
  const staffErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Every product with its stock and prices',
        response: { 200: z.array(AdminProduct), 401: ErrorResponse },
      },
      onRequest: app.guard.staff,
      config: { permission: 'catalogue.read' },
    },
    async () => listAdminProducts(db),
  );

  app.post(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Creates a product (a draft unless status says otherwise)',
        body: ProductCreate,
        response: { 201: AdminProduct, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
      onRequest: app.guard.staff,
      config: { permission: 'catalogue.write' },
    },
    async (request, reply) => {
      const product = await createProduct(db, request.body, actorOf(request));
      request.log.info(
        { staff: request.staffMember.username, productId: product.id, status: product.status },
        'product created',
      );
      if (product.status === 'active') await app.catalogueChanged();
      return reply.code(201).send(product);
    },
  );

  app.patch(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Changes any field of a product: stock, prices, status, texts, size',
        params: IdParams,
        body: ProductPatch,
        response: { 200: AdminProduct, ...staffErrors },
      },
      onRequest: app.guard.staff,
      config: { permission: 'catalogue.write' },
    },
    async (request) => {
      // Units on sale: the members waiting for them are mailed by the back-in-stock job, queued with the edit.
      const product = await updateProduct(db, request.params.id, request.body, actorOf(request), async (tx, edited) => {
        if (edited.stock > 0) await queueBackInStockCheck(app.jobs, tx, { productIds: [edited.id] });
      });
      request.log.info(
        { staff: request.staffMember.username, productId: product.id, change: request.body },
        'product changed',
      );
      await app.catalogueChanged();
      return product;
    },
  );

  // The products file, out and in (decision 0509): its own scope, the only one that reads text/csv bodies.
  await app.register(productCsvRoutes);
};

export default adminProductRoutes;
