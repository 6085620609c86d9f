// Compresses JSON (and other text) answers for browsers that accept it: the catalogue list is about 26 kB of JSON
// and 4 kB brotli — on a phone's connection that is the difference the storefront's first screen waits for
// (decision 0610). Static files are not touched here: the build wrote .br/.gz copies and spa.ts sends those.
// Fast settings (brotli 4, 1 for answers compressed in line; gzip 6); small answers go as they are. Answers up to SYNC_COMPRESS_BYTES are compressed
// in line: for a 1.6 kB cart that is ~30 µs of CPU, where the thread pool's hand-off costs ~200–400 µs (a stream
// object per answer and two thread switches) — measured in decision 0900. Larger answers use the async zlib, so
// the event loop stays free.
// Answers that are sent again and again (the catalogue's read cache) are compressed once, harder, by their owner
// with `compress(…, 'stored')` and arrive here already encoded (decision 0613).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_COMPRESS_BYTES = 1024;
const SYNC_COMPRESS_BYTES = 16 * 1024;
const TEXTUAL = /^(application\/(json|problem\+json|javascript)|text\/)/;

export type Encoding = 'br' | 'gzip';

// Browsers send a handful of distinct Accept-Encoding strings: read each once.
const picked = new Map<string, Encoding | undefined>();

/** br if the client takes it, else gzip, else nothing (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (picked.has(acceptEncoding)) return picked.get(acceptEncoding);
  const encoding = readAcceptEncoding(acceptEncoding);
  if (picked.size >= 100) picked.clear();
  picked.set(acceptEncoding, encoding);
  return encoding;
}

function readAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

/**
 * Brotli's quality: 10 for stored answers; 4 for live ones, except small live answers compressed in line, which get
 * 1 (decision 0901): brotli 4 sets up larger match tables for every answer, and for a 1–16 kB member answer (the
 * cart, orders, wishlist) that set-up was 13 % of a cart read's profile; quality 1 halves it and the answer comes out a
 * few per cent larger (a 2.2 kB cart-like answer: 540 bytes against 522 at quality 4).
 */
export function brotliQuality(effort: 'live' | 'stored', inline: boolean): number {
  if (effort === 'stored') return 10;
  return inline ? 1 : 4;
}

/** 'live': per answer, fast. 'stored': compressed once and sent many times: the catalogue list is 7.5 kB at brotli 4, 6.5 kB at 10 (~9 ms, once per cache lifetime). */
export function compress(
  payload: string | Buffer,
  encoding: Encoding,
  effort: 'live' | 'stored' = 'live',
): Promise<Buffer> {
  const size = Buffer.byteLength(payload);
  const inline = effort === 'live' && size <= SYNC_COMPRESS_BYTES;
  const brotliOptions = {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality(effort, inline),
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
  const gzipOptions = { level: effort === 'live' ? 6 : 9 };
  if (inline) {
    try {
      return Promise.resolve(
        encoding === 'br' ? brotliCompressSync(payload, brotliOptions) : gzipSync(payload, gzipOptions),
      );
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  return encoding === 'br' ? brotli(payload, brotliOptions) : gzipAsync(payload, gzipOptions);
}

/**
 * Which encoding this answer goes out in: none for a body under MIN_COMPRESS_BYTES; otherwise the answer depends on
 * Accept-Encoding (Vary, so shared caches keep one copy per encoding) and is br or gzip when the client takes one.
 * The one rule for every JSON answer, compressed here per answer or by its owner once (the catalogue's read cache).
 */
export function negotiateEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  /** The body's size in bytes: a cached answer passes the size it kept (counting a long string's UTF-8 bytes is
   * a scan of it, which cost the catalogue list more than the rest of its request). */
  bytes: number,
): Encoding | undefined {
  if (bytes < MIN_COMPRESS_BYTES) return undefined;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return pickEncoding(request.headers['accept-encoding']);
}

async function compressionPlugin(app: FastifyInstance) {
  // A callback hook, not an async one: most answers pass straight through and should not pay for a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload); // streams: static files
    if (reply.getHeader('content-encoding')) return done(null, payload);
    if (!TEXTUAL.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    if (String(reply.getHeader('cache-control') ?? '').includes('no-transform')) return done(null, payload);
    const encoding = negotiateEncoding(request, reply, Buffer.byteLength(payload));
    if (!encoding) return done(null, payload);
    compress(payload, encoding).then(
      (body) => {
        reply.header('Content-Encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      (error: Error) => done(error),
    );
  });
}

export default fp(compressionPlugin, { name: 'compression' });
