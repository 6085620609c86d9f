// Compresses JSON (and other text) answers for browsers that accept it: the catalogue list is about 26 kB of JSON
// and 4 kB brotli — on a phone's connection that is the difference the storefront's first screen waits for
// (decision 0610). Static files are not touched here: the build wrote .br/.gz copies and spa.ts sends those.
// Fast settings (brotli 4, gzip 6) and the async zlib keep the event loop free; small answers go as they are.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;
const TEXTUAL = /^(application\/(json|problem\+json|javascript)|text\/)/;

/** br if the client takes it, else gzip, else nothing (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

async function compressionPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams: static files
    if (reply.getHeader('content-encoding') || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    if (!TEXTUAL.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (String(reply.getHeader('cache-control') ?? '').includes('no-transform')) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(payload, { level: 6 });
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

export default fp(compressionPlugin, { name: 'compression' });
