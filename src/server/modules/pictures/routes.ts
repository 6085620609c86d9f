// The picture store, decorated once as `app.pictures`, and GET /pictures/<name> (decision 0508): a variant streamed
// from the disk or the bucket, as image/webp, cached for a year (its name is a hash of what it holds). Only names
// of the form the shop makes are looked up — never a path — so nothing else on the disk or in the bucket can be
// read through it; any other name is a 404.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PICTURE_NAME } from '@shared/pictures';
import { createPictureStore, IMMUTABLE, type PictureStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    pictures: PictureStore;
  }
}

async function picturesPlugin(instance: FastifyInstance, opts: { store?: PictureStore }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const store = opts.store ?? createPictureStore(app.config.pictures);
  app.decorate('pictures', store);
  app.addHook('onClose', async () => store.close());

  const notFound = { message: 'Not found' };
  app.get(
    '/pictures/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!PICTURE_NAME.test(name)) return reply.status(404).header('cache-control', 'no-cache').send(notFound);
      const etag = `"${name.slice(0, name.indexOf('.'))}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).header('cache-control', IMMUTABLE).header('etag', etag).send();
      }
      const picture = await store.get(name);
      // Not (yet) here: another instance may be writing it, so nobody keeps this answer.
      if (!picture) return reply.status(404).header('cache-control', 'no-cache').send(notFound);
      reply.header('cache-control', IMMUTABLE).header('etag', etag).type('image/webp');
      if (picture.length !== undefined) reply.header('content-length', picture.length);
      return reply.send(picture.body);
    },
  );
}

export default fp(picturesPlugin, { name: 'pictures', dependencies: ['context'] });
