// Pictures from the console (OPERATIONS §1, decision 0508): a product's and a category's picture uploaded by staff
// as multipart/form-data (field `file`, JPEG, PNG or WebP up to 10 MB). The pictures module checks it by decoding it
// and keeps its variants; here the product or category is pointed at them, and the shop shows the new picture at
// once (the catalogue read cache is cleared here and on every other instance). Its own plugin: the multipart
// parser is registered for these two routes only.
import { actorOf } from '../audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminProduct } from '@shared/schemas/catalogue';
import { AdminCategory, CategorySlug } from '@shared/schemas/catalogue-admin';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import { acceptPictureUploads, savePictureUpload } from '../pictures';
import { categoryMessages, findAdminCategory, setCategoryImage } from './category-editing';
import { findAdminProduct, setProductImage } from './product-editing';
import { notFound } from '../../plugins/errors';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 413: ErrorResponse };
const description =
  'multipart/form-data with the picture in the field `file`: a JPEG, PNG or WebP of at most 10 MB, 40 megapixels, ' +
  'at least 100 × 100 pixels, not animated. It is decoded to be checked (anything else is a 400 naming `file`; ' +
  'more than 10 MB is a 413), turned upright, stripped of its metadata and kept as WebP at 320, 640, 1024 and ' +
  '1600 pixels wide; `imageUrl` is the 640 one, the others are named alike.';

const pictureAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];
  await acceptPictureUploads(app);

  app.post(
    '/api/admin/products/:id/image',
    {
      schema: {
        tags,
        summary: "Uploads a product's picture (cropped square)",
        description,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: AdminProduct, ...errors },
      },
      onRequest: app.guard.staff,
      config: { permission: 'catalogue.write' },
    },
    async (request) => {
      const { id } = request.params;
      // A product that does not exist is told before its upload is read.
      await findAdminProduct(db, id);
      const picture = await savePictureUpload(request, 'square');
      const product = await setProductImage(db, id, picture.imageUrl, actorOf(request));
      request.log.info(
        { staff: request.staffMember.username, productId: id, picture: picture.hash, bytes: picture.bytes },
        'product picture uploaded',
      );
      await app.catalogueChanged();
      return product;
    },
  );

  app.post(
    '/api/admin/categories/:slug/image',
    {
      schema: {
        tags,
        summary: "Uploads a category's picture (its proportions kept: the hero is wide, the tile square)",
        description,
        consumes: ['multipart/form-data'],
        params: z.object({ slug: CategorySlug }),
        response: { 200: AdminCategory, ...errors },
      },
      onRequest: app.guard.staff,
      config: { permission: 'catalogue.write' },
    },
    async (request) => {
      const { slug } = request.params;
      if (!(await findAdminCategory(db, slug))) throw notFound(categoryMessages.notFound);
      const picture = await savePictureUpload(request, 'original');
      const category = await setCategoryImage(db, slug, picture.imageUrl, actorOf(request));
      request.log.info(
        { staff: request.staffMember.username, category: slug, picture: picture.hash, bytes: picture.bytes },
        'category picture uploaded',
      );
      await app.catalogueChanged();
      return category;
    },
  );
};

export default pictureAdminRoutes;
