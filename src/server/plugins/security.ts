// Security headers (helmet, with a CSP the built SPA passes) and rate limits (Redis-backed across instances
// when REDIS_URL is set). Routes opt in to a limit with `config: { rateLimit: app.config.rateLimits.X }`.
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

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
        imgSrc: ["'self'", 'data:', 'https:'],
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

  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'redis error'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'skincircle-rl-',
    // A Redis outage must not lock everyone out of signing in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
    }),
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['context'] });
