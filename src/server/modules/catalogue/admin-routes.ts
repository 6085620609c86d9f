// The console's Products screen (COMMERCE §5): every product with its stock and prices, and inline edits that
// the storefront shows at once (the catalogue read cache is cleared here and on every other instance).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminProduct, ProductPatch } from '@shared/schemas/catalogue';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import { listAdminProducts, updateProduct } from './stock';
import { alertBackInStock } from '../stock-alerts';

const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];
  const staffErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Every product with its stock and prices',
        response: { 200: z.array(AdminProduct), 401: ErrorResponse },
      },
      onRequest: app.guard.staff,
    },
    async () => listAdminProducts(db),
  );

  app.patch(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Changes stock, prices or whether a product is on sale',
        params: IdParams,
        body: ProductPatch,
        response: { 200: AdminProduct, ...staffErrors },
      },
      onRequest: app.guard.staff,
    },
    async (request) => {
      const product = await updateProduct(db, request.params.id, request.body);
      request.log.info(
        { staff: request.staffMember.username, productId: product.id, change: request.body },
        'product changed',
      );
      await app.catalogueChanged();
      if (product.stock > 0) await alertBackInStock(app, request, [product.id]);
      return product;
    },
  );
};

export default adminProductRoutes;
