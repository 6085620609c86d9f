// Security headers (helmet, with a CSP the built SPA passes) and rate limits (Redis-backed across instances
// when REDIS_URL is set). Routes opt in to a limit with `config: { rateLimit: app.config.rateLimits.X }`.
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import { forbidden } from './errors';

// @fastify/rate-limit's own stores (CommonJS, not in its typed exports): the fallback store composes them.
const require = createRequire(import.meta.url);
type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Counted) => void;
type Store = {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
};
type StoreClass = new (...args: any[]) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/**
 * Redis counters shared by every instance; while Redis does not answer, this instance's own in-process counters
 * take over (decision 0800): every limit keeps holding, per instance, instead of switching off (skipOnError) or
 * refusing everyone's sign-in (fail closed).
 */
export function fallbackStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  let warnedAt = 0;
  const warn = (err: Error) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    log.warn({ err: { message: err.message } }, 'rate limits: Redis unavailable, counting in this process meanwhile');
  };
  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}
    private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
      this.shared[method](
        key,
        (err, res) => {
          if (!err) return cb(null, res);
          warn(err);
          this.local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('incr', key, cb, timeWindow, max);
    }
    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('read', key, cb, timeWindow, max);
    }
    child(routeOptions: unknown) {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return class extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Where a state-changing request comes from: its Origin, else its Referer's origin, else null (no browser
 * context: curl, a server, the quiz provider). 'null' (a sandboxed or privacy-stripped origin) stays 'null'.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || referer === '') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * The headers helmet sets for these options, worked out once. They do not depend on the request, and
 * @fastify/helmet rebuilt them (parsing the CSP) on every request: a tenth of a catalogue read's CPU (decision 0613).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as never, recorder as never, () => void (done = true));
  // helmet's middleware is synchronous; should a future version not be, fail at start-up rather than send nothing.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

async function securityPlugin(app: FastifyInstance) {
  const { config } = app;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: is the console's preview of a picture chosen for upload, shown before it is sent (decision 0508).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The console's quiz recommendations show product images from the brand's shop.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction,
  });
  // JSON answers are never rendered as pages: they get the OWASP REST set, with a CSP that allows nothing at all.
  // Document-only headers (opener and agent-cluster isolation, DNS prefetch, IE download and XSS-auditor switches,
  // Flash policies) go to pages, not to every API answer (decision 0613).
  const apiHeaders = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // /api/docs is the Swagger UI: a page (it sets its own CSP as well).
    const isApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.headers(isApi ? apiHeaders : headers);
    done();
  });

  // Cross-site writes (decision 0800): a state-changing request a browser sends from another site carries that
  // site's Origin (or Referer); it is refused before anything else runs. Our own pages send our host. Requests
  // with neither header come from no web page (servers, curl, the quiz provider's webhook) and pass on to the
  // route's own checks. ALLOWED_ORIGINS adds origins (e.g. a separate storefront host).
  const allowed = new Set(config.allowedOrigins.map((o) => o.toLowerCase()));
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const origin = requestOrigin(request);
    if (origin === null) return done();
    let own: boolean;
    try {
      // Both through URL, so a default port (:443, :80) written on one side and not the other still matches.
      const from = new URL(origin);
      own = from.host === new URL(`${from.protocol}//${request.host}`).host;
    } catch {
      own = false; // 'null', a malformed origin or host
    }
    if (own || allowed.has(origin.toLowerCase())) return done();
    request.log.info({ origin: origin.slice(0, 200) }, 'cross-site request refused');
    done(forbidden('Cross-site requests are not allowed'));
  });

  // Personal answers are never stored by a browser or a shared cache (decision 0800): every API answer that
  // does not choose its own caching (the public catalogue does) is `no-store`.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'redis error'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  const nameSpace = 'skincircle-rl-';
  await app.register(rateLimit, {
    global: false,
    // Shared counters in Redis when configured, with this process's own counters while Redis is down.
    ...(redis ? { store: fallbackStore(redis, nameSpace, app.log) } : {}),
    nameSpace,
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
    }),
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['context'] });
