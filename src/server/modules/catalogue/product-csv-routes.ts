// Bringing a catalogue (OPERATIONS §1, decision 0509): the products file out (every product, drafts and archived
// too) and in (created or updated by slug, all or nothing; `?dryRun=true` answers the plan and writes nothing).
import { actorOf, recordAudit } from '../audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@shared/schemas/common';
import {
  IMPORT_MAX_BYTES,
  ProductImportErrors,
  ProductImportQuery,
  ProductImportResult,
} from '@shared/schemas/catalogue-import';
import { productsCsv, productsFileName } from './product-csv';
import { ImportRefused, previewImport, runImport } from './product-import';
import { listAdminProducts } from './product-editing';
import { queueBackInStockCheck } from './stock-alerts';

const productCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['admin'];

  // The file comes as the body, as it is, and only as text/csv (any other type is a 415): a type no HTML form can
  // send, so another site cannot post a file with a member of staff's cookie. Encapsulated: only these routes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/admin/products/export.csv',
    {
      schema: {
        tags,
        summary: 'Every product (drafts and archived too) as a CSV file, one product a line',
        produces: ['text/csv'],
        response: { 200: z.string().describe('The products file (UTF-8, with a byte-order mark)'), 401: ErrorResponse },
      },
      onRequest: app.guard.staff,
      config: { permission: 'catalogue.read' },
    },
    async (request, reply) => {
      const list = await listAdminProducts(db);
      // An export takes the catalogue out of the shop: it is in the audit log like a change (OPERATIONS §2).
      await recordAudit(db, actorOf(request), {
        action: 'export',
        entity: 'product',
        after: { products: list.length },
      });
      request.log.info({ staff: request.staffMember.username, products: list.length }, 'products exported');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${productsFileName(config.now())}"`)
        .header('Cache-Control', 'no-store')
        .send(productsCsv(list));
    },
  );

  app.post(
    '/api/admin/products/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Creates or updates products by slug from a products CSV file (Content-Type: text/csv)',
        description:
          'All or nothing: any bad line is a 400 naming each line and column, and nothing is written. ' +
          'With dryRun=true the answer says what would change and nothing is written.',
        consumes: ['text/csv'],
        querystring: ProductImportQuery,
        body: z.string({ message: 'must be a CSV file sent as text/csv' }),
        response: {
          200: ProductImportResult,
          400: z.union([ProductImportErrors, ErrorResponse]),
          401: ErrorResponse,
          409: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
      onRequest: app.guard.staff,
      config: { permission: 'catalogue.write' },
    },
    async (request, reply) => {
      const staff = request.staffMember.username;
      try {
        if (request.query.dryRun) return await previewImport(db, request.body);
        const result = await runImport(db, request.body, actorOf(request), async (tx, plan) => {
          // Units on sale again: the members waiting for them are mailed by the back-in-stock job.
          if (plan.restocked.length > 0) await queueBackInStockCheck(app.jobs, tx, { productIds: plan.restocked });
        });
        request.log.info(
          { staff, created: result.created, updated: result.updated, unchanged: result.unchanged },
          'products imported',
        );
        if (result.created + result.updated > 0) await app.catalogueChanged();
        return result;
      } catch (error) {
        if (error instanceof ImportRefused) return reply.code(400).send(error.body);
        throw error;
      }
    },
  );
};

export default productCsvRoutes;
