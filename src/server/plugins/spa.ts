// Serves the built SPA: hashed assets cached for a year, images for a long time, index.html for every client
// route (never cached, so a deploy is picked up at once). Unknown /api/* paths stay JSON 404s.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';

const YEAR = 'public, max-age=31536000, immutable';
const IMAGE = 'public, max-age=2592000, stale-while-revalidate=86400';

async function spaPlugin(app: FastifyInstance, opts: { clientDir: string }) {
  const { clientDir } = opts;
  const built = fs.existsSync(path.join(clientDir, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      etag: true,
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath).split(path.sep).join('/');
        if (rel.startsWith('assets/')) res.header('Cache-Control', YEAR);
        else if (rel.startsWith('images/')) res.header('Cache-Control', IMAGE);
        else if (rel === 'sw.js' || rel.endsWith('.html') || rel.endsWith('.webmanifest')) res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ message: 'Not found' });
    }
    // A missing file with an extension (a stale asset, a typo'd image) is a plain 404, not the app.
    if (/\.[a-z0-9]{2,5}$/i.test(url)) return reply.status(404).send({ message: 'Not found' });
    if (!built) {
      return reply.status(503).type('text/plain').send('The app has not been built yet: run `npm run build`.');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  });
}

export default fp(spaPlugin, { name: 'spa' });
