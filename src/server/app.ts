// buildApp(config, database): every plugin and module in one visible order, nothing started.
// main.ts and every test call it.
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createJobRunner } from './jobs';
import { createMailer, type Mailer } from './mail/mailer';
import { createOutbox, mailDomain } from './mail/outbox';
import { adminJobsRoutes, adminRoutes } from './modules/admin';
import {
  authRoutes,
  findStaffBySession,
  registerAccountPurge,
  sessionCache,
  sessionPlugin,
  STAFF_COOKIE,
  staffRoutes,
} from './modules/auth';
import { auditRoutes } from './modules/audit';
import { cartRoutes } from './modules/cart';
import {
  adminProductRoutes,
  catalogueCache,
  catalogueRoutes,
  categoryAdminRoutes,
  discountAdminRoutes,
  eventAdminRoutes,
  faqAdminRoutes,
  isDiscountCode,
  pictureAdminRoutes,
  stockAlertRoutes,
} from './modules/catalogue';
import { coachRoutes } from './modules/coach';
import { customersRoutes } from './modules/customers';
import { membersRoutes } from './modules/members';
import { privacyRoutes, registerPrivacyJobs } from './modules/privacy';
import { registerRunOutJobs } from './modules/run-out';
import { picturesPlugin } from './modules/pictures';
import {
  booksRoutes,
  ordersRoutes,
  registerStripeSweep,
  registerUnpaidOrderJobs,
  stripeWebhookRoutes,
} from './modules/orders';
import { pagesRoutes } from './modules/pages';
import { quizRoutes } from './modules/quiz';
import { rewardAdminRoutes, rewardsRoutes } from './modules/rewards';
import { registerReviewRequests, reviewsRoutes } from './modules/reviews';
import { routinesRoutes } from './modules/routines';
import { wishlistRoutes } from './modules/wishlist';
import context from './plugins/context';
import errors from './plugins/errors';
import security from './plugins/security';
import compression from './plugins/compression';
import spa from './plugins/spa';

/**
 * GET /api/health: the database answers; to staff and local monitoring only (decision 0803), how the job runner is
 * doing (jobs failed for good included) and which process answered.
 */
const HealthReport = z.object({
  status: z.enum(['ok', 'unavailable']),
  jobs: z
    .object({
      runner: z.literal('pg-boss'),
      state: z.enum(['starting', 'running', 'stopped']),
      failed: z.number().int(),
    })
    .optional(),
  /** Which process answered (decision 0903): servers started by main.ts say so; worker 0 = no cluster. */
  process: z.object({ pid: z.number().int(), hostname: z.string(), worker: z.number().int() }).optional(),
});

/**
 * A caller on this machine (decision 0803): the socket's own peer is loopback — never a forwarded address — and no
 * proxy forwarded the request (a proxy on the same host would make every visitor look local).
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(?:::ffff:)?127\./.test(peer);
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Replace the mail transport (tests of a real SMTP peer pass their own). */
  mailer?: Mailer;
  /** Where the built client lives; defaults to <root>/dist/client. */
  clientDir?: string;
  /** Tests only: where log lines go (to check that no secret is ever logged); defaults to stdout. */
  logStream?: { write(line: string): void };
  /** Set by main.ts: this server's place among WEB_CONCURRENCY workers (0 when it is the only process). */
  serverProcess?: { worker: number };
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.code'],
        censor: '[redacted]',
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    // Only the proxies TRUST_PROXY names may set the client's address (decision 0800): unset → none.
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  if (config.isProduction && !config.smtpUrl) {
    // Sign-in codes would go to files on this server's disk and never reach anyone (decision 0800).
    app.log.error(
      `SMTP_URL is not set: in production no mail is delivered. Sign-in codes, routines and transcripts are written to ${config.mailDir} instead. Set SMTP_URL.`,
    );
  }
  if (config.isProduction && config.rateLimits.signIn.max !== DEFAULT_RATE_LIMITS.signIn.max) {
    app.log.warn('RATE_LIMIT_FACTOR is set: it is for tests and load tests only and weakens every rate limit.');
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set when the request arrives (a plain callback hook: an async one per request costs throughput).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: config.mailDir, log: app.log });
  if (!options.mailer) app.addHook('onClose', async () => mailer.close?.());
  // Work that happens after the request (issue 28): modules register their workers and periodic jobs while the
  // app is built; the runner starts when the app is ready and stops — jobs in hand finished — before it closes.
  const jobs = createJobRunner(database, { log: app.log, workers: config.jobWorkers });
  const outbox = createOutbox({
    db: database.db,
    mailer,
    jobs,
    listen: database.listen,
    domain: mailDomain(config.mailFrom),
    sessionSecret: config.sessionSecret,
    log: app.log,
  });
  await app.register(context, { config, database, mailer, jobs, outbox });
  await app.register(errors);
  await app.register(cookie);
  await app.register(security);
  await app.register(compression);
  await app.register(sessionCache);
  await app.register(sessionPlugin);

  // The API description is for developers: in production only when API_DOCS asks for it (decision 0800).
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Skin Circle API',
          version: '1.0.0',
          description: 'Storefront, members area and staff console of Skin Circle.',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }

  const serverProcess = options.serverProcess && {
    pid: process.pid,
    hostname: os.hostname(),
    worker: options.serverProcess.worker,
  };
  // The world (and the balancer's check) learns only the status; the details name the host and the work that failed
  // (decision 0803). A staff session is looked up only when its cookie is sent and the database answers.
  const seesHealthDetails = async (request: FastifyRequest, databaseUp: boolean) => {
    if (isLocalCaller(request)) return true;
    const token = request.cookies[STAFF_COOKIE];
    if (!databaseUp || !token || token.length > 200) return false;
    return (await findStaffBySession(database.db, config.sessionSecret, token, config.now())) !== null;
  };
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: HealthReport.extend({ status: z.literal('ok') }), 503: HealthReport },
      },
    },
    async (request, reply) => {
      const up = await database.ping();
      const status = up ? ('ok' as const) : ('unavailable' as const);
      // The runner's figures come from the database too: when it does not answer, only the runner's state is told.
      const report = (await seesHealthDetails(request, up))
        ? { status, jobs: await jobs.health(), process: serverProcess }
        : { status };
      return up ? report : reply.status(503).send(report);
    },
  );

  await app.register(picturesPlugin);
  await app.register(catalogueCache);
  await app.register(catalogueRoutes);
  await app.register(authRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(ordersRoutes);
  await app.register(booksRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(rewardsRoutes);
  await app.register(membersRoutes);
  await app.register(privacyRoutes);
  await app.register(routinesRoutes);
  await app.register(coachRoutes);
  await app.register(quizRoutes);
  await app.register(adminRoutes);
  await app.register(staffRoutes);
  await app.register(auditRoutes);
  await app.register(customersRoutes);
  await app.register(adminJobsRoutes);
  await app.register(adminProductRoutes);
  await app.register(categoryAdminRoutes);
  await app.register(discountAdminRoutes);
  // Rewards' console checks a new reward code against the catalogue's discount codes (decision 0510).
  await app.register(rewardAdminRoutes, { isDiscountCode });
  await app.register(eventAdminRoutes);
  await app.register(faqAdminRoutes);
  await app.register(pagesRoutes);
  await app.register(pictureAdminRoutes);
  await app.register(stockAlertRoutes);
  await app.register(reviewsRoutes);

  // Scheduled work on the job runner (decision 0230): unpaid bank-transfer orders reminded and cancelled
  // (COMMERCE §6), Stripe sessions whose end never reached us swept, expired sign-ins purged, review requests
  // queued a few days after delivery (decision 0260).
  registerUnpaidOrderJobs(app);
  registerStripeSweep(app);
  registerAccountPurge(app);
  registerReviewRequests(app);
  registerPrivacyJobs(app);
  // Run-out reminders to members who agreed to marketing mails (decision 0311).
  registerRunOutJobs(app);
  app.addHook('onReady', async () => {
    await jobs.start();
    // The outbox's courier runs where the workers do (a web-only instance leaves its mail to them: issue 28).
    if (config.jobWorkers) await outbox.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all([outbox.stop(), jobs.stop()]);
  });

  await app.register(spa, { clientDir: options.clientDir ?? path.join(config.rootDir, 'dist', 'client') });
  return app;
}
