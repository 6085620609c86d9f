// The environment, parsed and validated once (DESIGN §2). Everything else receives a Config, never process.env.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEMO_ADMIN, STAFF_PASSWORD_MIN, staffPasswordProblem } from './modules/auth';
import { toPence } from '@shared/money';
import type { DeliveryPrices } from '@shared/delivery';

/** EXPRESS_DELIVERY_PRICE: pounds, with pence or without ('4.95', '5'), below £100. */
const EXPRESS_PRICE = /^\d{1,2}(\.\d{2})?$/;

/** The project root: the nearest folder above this file with a package.json (works from src/ and dist/). */
export function findProjectRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Connections each instance keeps to PostgreSQL (decision 0900). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DEMO_MODE: flag.optional(),
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ADMIN_USERNAME: z.string().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Skin Circle <hello@skincircle.co.uk>'),
  SUPPORT_EMAIL: z.string().email().default('care@skincircle.co.uk'),
  QUIZ_WEBHOOK_SECRET: z.string().min(8).optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Seconds a public catalogue response may be served from memory (0 turns the cache off). */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** Remember who a session cookie belongs to per instance (decision 0900); off → every request asks the database. */
  SESSION_CACHE: flag.default(true),
  /** Multiplies every rate limit (load tests, browser test servers); 1 in normal operation. */
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(1000).default(1),
  /** Which proxies' X-Forwarded-* headers to believe: unset → none; else addresses/CIDRs (decision 0800). */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, 'must be a comma-separated list of proxy addresses or CIDRs')
    .refine((v) => !['true', 'false'].includes(v.toLowerCase()), {
      message: "must list the proxies' addresses, not true/false (trusting every hop lets clients forge their address)",
    })
    .refine((v) => !/^\d+$/.test(v), {
      message:
        "must list the proxies' addresses or CIDRs: Fastify 5 ignores a bare hop count (it cannot tell a proxy from a client)",
    })
    .optional(),
  /** Extra origins allowed to send state-changing requests besides the app's own host (decision 0800). */
  ALLOWED_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be origins such as https://shop.example (no path)')))
    .optional(),
  /** Serve the Swagger UI and OpenAPI document (default: on outside production, off in production). */
  API_DOCS: flag.optional(),
  /** How orders are paid (COMMERCE §4): bank transfer recorded by staff, or Stripe's hosted Checkout. */
  PAYMENT_PROVIDER: z.enum(['manual', 'stripe'], { message: "must be 'manual' or 'stripe'" }).default('manual'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** Tests only: Stripe's API at another address (a local fake), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  /**
   * The shop's address as shoppers reach it (https://shop.example): every link the shop mails and where Stripe sends
   * shoppers back. Required in production; never taken from a request's Host (decision 0804).
   */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an origin such as https://shop.example (no path)')
    .transform((v) => v.replace(/\/$/, ''))
    .optional(),
  /** Bank transfer details shown to a customer paying a manual order (COMMERCE §6). */
  BANK_ACCOUNT_NAME: z.string().trim().min(1).max(70).optional(),
  BANK_SORT_CODE: z
    .string()
    .regex(/^\d{2}-\d{2}-\d{2}$/, 'must be a UK sort code written nn-nn-nn, e.g. 04-00-04')
    .optional(),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{8}$/, 'must be an 8-digit UK account number')
    .optional(),
  /**
   * Who the shop is (CCR 2013, OPERATIONS §4, decision 0240): shown before the order, on the confirmation, the legal
   * pages and the VAT receipt. Required in production; demo values elsewhere.
   */
  TRADER_NAME: z.string().trim().min(2).max(120).optional(),
  /** The trader's geographic address, its lines separated by commas: "14 Kemp Street, Brighton, BN1 4EE". */
  TRADER_ADDRESS: z
    .string()
    .trim()
    .min(10)
    .max(300)
    .refine((v) => v.includes(','), { message: 'must be a full postal address, its lines separated by commas' })
    .optional(),
  /**
   * The UK VAT registration number (GB and 9 or 12 digits; GB with GD or HA and 3 digits for government and health bodies; XI for
   * Northern Ireland), or "none": a shop below the VAT threshold has none, and then no VAT line is shown anywhere.
   */
  VAT_NUMBER: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          /^(NONE|(GB|XI)(\d{9}|\d{12}|GD\d{3}|HA\d{3}))$/,
          'must be a UK VAT number such as GB123456789 (or none)',
        ),
    )
    .optional(),
  /** Where customers write to the trader (the contact page, the confirmation, the cancellation form). */
  CONTACT_EMAIL: z.string().email('must be an email address').optional(),
  /**
   * What next-day express delivery costs, in pounds ('4.95'); standard delivery is free (decision 0253). More than
   * £0.00, so the free-express perk takes something off, and at most £99.99.
   */
  EXPRESS_DELIVERY_PRICE: z
    .string()
    .trim()
    .regex(EXPRESS_PRICE, 'must be an amount in pounds such as 4.95 (at most 99.99)')
    // Only once it reads as an amount (zod runs the refinement after a failed regex too).
    .refine((v) => !EXPRESS_PRICE.test(v) || toPence(v) > 0, {
      message: 'must be more than 0.00 (standard delivery is the free one)',
    })
    .default('4.95'),
  /** Unpaid orders (bank transfer or card) one member may hold at once (COMMERCE §6, decision 0805). */
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(100_000).default(3),
  /** Units of one product one member may hold in unpaid orders, this order's included (decision 0805). */
  MAX_UNPAID_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).max(100_000).default(6),
  /** Units of all products one member may hold in unpaid orders, this order's included (decision 0805). */
  MAX_UNPAID_UNITS: z.coerce.number().int().min(1).max(1_000_000).default(24),
  /** Hours the units of an unpaid order that was cancelled still count against its member's holds (decision 0805). */
  UNPAID_HOLD_COOLDOWN_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** Hours after which an unpaid manual order is cancelled and its stock and code use go back. */
  UNPAID_ORDER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(72),
  /**
   * 'off': this instance queues jobs (mails, back-in-stock checks) but runs none — a web-only process beside worker
   * instances on the same PostgreSQL (decision 0230). Never on the embedded database, where nothing else would.
   */
  JOB_WORKERS: z.enum(['on', 'off']).default('on'),
  /** Server processes sharing the port (decision 0903): unset → 1 on the embedded database, the cores on PostgreSQL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1, 'must be 1 or more').max(256).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * Uploaded pictures (decision 0508): in this S3-compatible bucket when set, else under DATA_DIR/pictures. The
   * others only go with S3_BUCKET; without keys the AWS SDK's own chain is used (its environment variables, an
   * instance role).
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region such as eu-west-2 (or auto)')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL such as https://s3.eu-west-2.amazonaws.com')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  rootDir: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections each instance keeps to PostgreSQL. */
  databasePoolSize: number;
  demoMode: boolean;
  sessionSecret: string;
  admin?: { username: string; password: string };
  smtpUrl?: string;
  mailFrom: string;
  mailDir: string;
  supportEmail: string;
  quizWebhookSecret?: string;
  ai?: { baseUrl: string; apiKey?: string; model: string };
  redisUrl?: string;
  logLevel: string;
  /** How long public catalogue responses are kept in memory, in ms (0 = off). */
  catalogueCacheMs: number;
  /** Whether signed-in requests may skip the session lookup (decision 0900; on PostgreSQL only with Redis). */
  sessionCache: boolean;
  /** Requests allowed per window and client, per guarded action (DESIGN §4: sign-in, code and admin endpoints). */
  rateLimits: Record<RateLimitName, { max: number; timeWindow: number }>;
  /** Fastify's trustProxy: false (no proxy headers) or the proxies' addresses/CIDRs (or proxy-addr presets). */
  trustProxy: false | string[];
  /** Origins (scheme://host[:port]) allowed to send state-changing requests besides the request's own host. */
  allowedOrigins: string[];
  /** Whether /api/docs and /api/openapi.json are served. */
  apiDocs: boolean;
  /** The payment provider and its settings (COMMERCE §4); secrets are never logged. */
  payments: PaymentsConfig;
  /**
   * The shop's own origin for every link leaving the site (mails, Stripe's return URLs): PUBLIC_URL, else outside
   * production this machine's address (decision 0804). Never the request's Host or forwarded host.
   */
  publicUrl: string;
  /** Where bank transfers go (manual payments); demo values outside production when unset. */
  bank: BankDetails;
  /** Who the shop is (decision 0240); `vatNumber` null when the shop is not VAT-registered (then no VAT lines). */
  trader: Trader;
  /**
   * Unpaid orders (decision 0805): how many a member may hold, how many units of one product and in all, how long a
   * cancelled unpaid order's units still count (ms), and after how long an unpaid manual order is cancelled (ms).
   */
  unpaidOrders: UnpaidHolds & { expiresAfterMs: number };
  /** What each delivery costs, in pence (decision 0253): standard free, express EXPRESS_DELIVERY_PRICE. */
  delivery: DeliveryPrices;
  /** Whether this instance runs jobs (JOB_WORKERS); false only beside worker instances on PostgreSQL. */
  jobWorkers: boolean;
  /** Server processes (WEB_CONCURRENCY, decision 0903): 1 runs the server in this process; more fork workers. */
  webConcurrency: number;
  /** Where uploaded pictures are kept (decision 0508): a folder on this server's disk, or an S3-compatible bucket. */
  pictures: PictureStoreConfig;
  /** Test hooks: a fixed clock and in-memory database. Never set from the environment. */
  now: () => Date;
  inMemoryDatabase: boolean;
};

/** What one member may hold unpaid at once (COMMERCE §6, decision 0805). */
export type UnpaidHolds = { maxPerMember: number; maxUnitsPerProduct: number; maxUnits: number; cooldownMs: number };

/** Uploaded pictures' store (decision 0508); the secret key is never logged. */
export type PictureStoreConfig =
  | { store: 'disk'; dir: string }
  | {
      store: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

/** The trader's identity as the law asks it shown (CCR 2013 Schedule 2). */
export type Trader = { name: string; address: string; vatNumber: string | null; contactEmail: string };

/** Shown in demo mode and development when no TRADER_* is set: a believable UK brand. */
export const DEMO_TRADER: Trader = {
  name: 'Skin Circle Ltd',
  address: '14 Kemp Street, Brighton, BN1 4EE, United Kingdom',
  vatNumber: 'GB123456789',
  contactEmail: 'hello@skincircle.co.uk',
};

export type BankDetails = { accountName: string; sortCode: string; accountNumber: string };

/** Shown in demo mode and development when no BANK_* is set: plainly not a real account. */
export const DEMO_BANK: BankDetails = {
  accountName: 'Skin Circle Ltd (demo)',
  sortCode: '00-00-00',
  accountNumber: '00000000',
};

export type PaymentsConfig =
  { provider: 'manual' } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase?: string };

export type RateLimitName =
  | 'signIn'
  | 'signInPerAccount'
  | 'register'
  | 'sendCode'
  | 'sendCodePerAddress'
  | 'verifyCode'
  | 'adminLogin'
  | 'adminLoginPerAccount'
  | 'coach'
  | 'mail'
  | 'mailPerAddress'
  | 'paymentWebhook'
  | 'placeOrder';

const MINUTE = 60_000;
// Per-IP limits are sized for shared addresses (a household, an office, a mobile carrier's NAT): at least 30
// people behind one address must get through in 10 minutes. The real protection is per account and per email
// address (decision 0800).
export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  signIn: { max: 100, timeWindow: 10 * MINUTE },
  // Wrong passwords for one email, from anywhere: stops a brute force spread over many addresses. The owner
  // can still sign in by email code meanwhile.
  signInPerAccount: { max: 10, timeWindow: 15 * MINUTE },
  register: { max: 60, timeWindow: 10 * MINUTE },
  sendCode: { max: 60, timeWindow: 10 * MINUTE },
  // Codes mailed to one address, whoever asks (counted in the database, so it holds across instances).
  sendCodePerAddress: { max: 3, timeWindow: 10 * MINUTE },
  verifyCode: { max: 100, timeWindow: 10 * MINUTE },
  adminLogin: { max: 10, timeWindow: MINUTE },
  // Wrong passwords for one staff username, from anywhere.
  adminLoginPerAccount: { max: 10, timeWindow: 15 * MINUTE },
  coach: { max: 30, timeWindow: MINUTE },
  // Transcript mails per client address, and to one email address whoever asks (counted in the database).
  mail: { max: 5, timeWindow: 10 * MINUTE },
  mailPerAddress: { max: 2, timeWindow: 24 * 60 * MINUTE },
  // Stripe's deliveries per sending address: far above a shop's order rate, a cap on anything flooding it.
  paymentWebhook: { max: 600, timeWindow: MINUTE },
  // Orders placed per member (COMMERCE §6): a shopper places a few a day; a script placing dozens is stopped.
  placeOrder: { max: 20, timeWindow: 10 * MINUTE },
};

function scaleRateLimits(limits: Config['rateLimits'], factor: number): Config['rateLimits'] {
  return Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [name, { ...limit, max: Math.round(limit.max * factor) }]),
  ) as Config['rateLimits'];
}

export class ConfigError extends Error {}

// The staff password rules live with the staff accounts (auth), which apply them to invitees too (decision 0513).
export { DEMO_ADMIN, STAFF_PASSWORD_MIN, staffPasswordProblem };

/** Reads the environment. Throws ConfigError with a readable message when it is unusable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const demoMode = e.DEMO_MODE ?? !isProduction;
  const rootDir = findProjectRoot();
  const dataDir = path.resolve(e.DATA_DIR);

  const bankSet = [e.BANK_ACCOUNT_NAME, e.BANK_SORT_CODE, e.BANK_ACCOUNT_NUMBER].filter(Boolean).length;
  if (isProduction) {
    // Every missing setting in one message, with why the less obvious ones are needed: an operator learns them
    // all from one failed start rather than one restart each.
    const bankNeeded = e.PAYMENT_PROVIDER !== 'stripe' && bankSet === 0;
    const traderMissing = ['TRADER_NAME', 'TRADER_ADDRESS', 'CONTACT_EMAIL'].filter((k) => !e[k as keyof typeof e]);
    const missing = [
      ...['SESSION_SECRET', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'PUBLIC_URL'].filter((k) => !e[k as keyof typeof e]),
      ...(bankNeeded ? ['BANK_ACCOUNT_NAME', 'BANK_SORT_CODE', 'BANK_ACCOUNT_NUMBER'] : []),
      ...traderMissing,
    ];
    if (missing.length > 0) {
      const why = [
        !e.PUBLIC_URL &&
          "PUBLIC_URL is the shop's https:// address (e.g. https://shop.example): every mailed link and Stripe's return points there, never at the Host a request names.",
        bankNeeded &&
          'BANK_* is the account customers pay bank transfers into (PAYMENT_PROVIDER=manual, the default); PAYMENT_PROVIDER=stripe takes cards instead.',
        traderMissing.length > 0 &&
          'TRADER_NAME, TRADER_ADDRESS and CONTACT_EMAIL: the law asks a shop to say who it is, where and how to reach it before an order (decision 0240).',
      ].filter(Boolean);
      throw new ConfigError([`NODE_ENV=production requires ${missing.join(', ')} to be set.`, ...why].join('\n'));
    }
    if (e.DEMO_MODE) {
      throw new ConfigError(
        'DEMO_MODE=true is refused with NODE_ENV=production: demo mode seeds a published demo member and staff password.',
      );
    }
    const problem = staffPasswordProblem(e.ADMIN_PASSWORD!);
    if (problem) throw new ConfigError(`ADMIN_PASSWORD is refused in production: ${problem}.`);
  }

  let payments: PaymentsConfig = { provider: 'manual' };
  if (e.PAYMENT_PROVIDER === 'stripe') {
    const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((k) => !e[k as keyof typeof e]);
    if (missing.length > 0) {
      throw new ConfigError(
        `PAYMENT_PROVIDER=stripe requires ${missing.join(' and ')} (from the Stripe dashboard: Developers → API keys, and the webhook endpoint's signing secret).`,
      );
    }
    if (isProduction && e.STRIPE_API_BASE) {
      throw new ConfigError(
        'STRIPE_API_BASE is for tests against a local fake of Stripe and is refused in production.',
      );
    }
    payments = {
      provider: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY!,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      apiBase: e.STRIPE_API_BASE,
    };
  }

  if (e.JOB_WORKERS === 'off' && !e.DATABASE_URL) {
    throw new ConfigError(
      'JOB_WORKERS=off needs DATABASE_URL: on the embedded database no other instance would send the mails or run the jobs.',
    );
  }

  // One writer on the embedded database: a second process would open the same files (decision 0700).
  if (e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs DATABASE_URL: the embedded database has a single writer, so it runs one server process. Unset WEB_CONCURRENCY (or set 1), or use PostgreSQL.`,
    );
  }
  // On PostgreSQL the workers share sessions, rate limits and the caches' invalidation through Redis as instances
  // do; without Redis each worker would count every limit alone, so more than one process is asked for, not given.
  const webConcurrency = e.WEB_CONCURRENCY ?? (e.DATABASE_URL && e.REDIS_URL ? os.availableParallelism() : 1);

  const pictures = pictureStoreConfig(e, dataDir);

  if (bankSet > 0 && bankSet < 3) {
    throw new ConfigError('BANK_ACCOUNT_NAME, BANK_SORT_CODE and BANK_ACCOUNT_NUMBER go together: set all three.');
  }
  const bank: BankDetails =
    bankSet === 3
      ? { accountName: e.BANK_ACCOUNT_NAME!, sortCode: e.BANK_SORT_CODE!, accountNumber: e.BANK_ACCOUNT_NUMBER! }
      : DEMO_BANK;

  const vatNumber = e.VAT_NUMBER === 'NONE' ? null : (e.VAT_NUMBER ?? (isProduction ? null : DEMO_TRADER.vatNumber));
  const trader: Trader = {
    name: e.TRADER_NAME ?? DEMO_TRADER.name,
    address: e.TRADER_ADDRESS ?? DEMO_TRADER.address,
    vatNumber,
    contactEmail: e.CONTACT_EMAIL ?? DEMO_TRADER.contactEmail,
  };

  const admin =
    e.ADMIN_USERNAME && e.ADMIN_PASSWORD
      ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
      : demoMode
        ? DEMO_ADMIN
        : undefined;

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    rootDir,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    demoMode,
    sessionSecret: e.SESSION_SECRET ?? demoSessionSecret(dataDir),
    admin,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDir: path.join(dataDir, 'mail'),
    supportEmail: e.SUPPORT_EMAIL,
    quizWebhookSecret: e.QUIZ_WEBHOOK_SECRET,
    ai: e.AI_BASE_URL && e.AI_MODEL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    catalogueCacheMs: e.CATALOGUE_CACHE_SECONDS * 1000,
    sessionCache: e.SESSION_CACHE,
    rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, e.RATE_LIMIT_FACTOR),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedOrigins: e.ALLOWED_ORIGINS ?? [],
    apiDocs: e.API_DOCS ?? !isProduction,
    payments,
    publicUrl: e.PUBLIC_URL ?? localOrigin(e.HOST, e.PORT),
    bank,
    trader,
    unpaidOrders: {
      maxPerMember: e.MAX_UNPAID_ORDERS,
      maxUnitsPerProduct: e.MAX_UNPAID_UNITS_PER_PRODUCT,
      maxUnits: e.MAX_UNPAID_UNITS,
      cooldownMs: Math.round(e.UNPAID_HOLD_COOLDOWN_HOURS * 3_600_000),
      expiresAfterMs: Math.round(e.UNPAID_ORDER_HOURS * 3_600_000),
    },
    delivery: { standard: 0, express: toPence(e.EXPRESS_DELIVERY_PRICE) },
    pictures,
    jobWorkers: e.JOB_WORKERS === 'on',
    webConcurrency,
    now: () => new Date(),
    inMemoryDatabase: false,
    ...overrides,
  };
}

/** S3_* when S3_BUCKET is set (the keys both or neither), else the folder DATA_DIR/pictures. */
function pictureStoreConfig(e: z.infer<typeof EnvSchema>, dataDir: string): PictureStoreConfig {
  const others = (
    ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
  ).filter((k) => e[k] !== undefined);
  if (!e.S3_BUCKET) {
    if (others.length > 0) {
      throw new ConfigError(
        `${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} set without S3_BUCKET: pictures would be kept under DATA_DIR/pictures. Set S3_BUCKET too, or unset ${others.length === 1 ? 'it' : 'them'}.`,
      );
    }
    return { store: 'disk', dir: path.join(dataDir, 'pictures') };
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK’s own credentials (environment, instance role).',
    );
  }
  return {
    store: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** Outside production without PUBLIC_URL: the address this server listens on, as a browser on this machine reaches it. */
function localOrigin(host: string, port: number): string {
  const name = ['0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  return value.split(',').map((s) => s.trim());
}

/** Demo mode: a random secret kept in the data folder, so sessions survive a restart. */
function demoSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, '.session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(file, secret, { mode: 0o600 });
    } catch {
      // A read-only data folder still gets a working (per-process) secret.
    }
    return secret;
  }
}
