// The environment, parsed and validated once (DESIGN §2). Everything else receives a Config, never process.env.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  /** Multiplies every rate limit (load tests, browser test servers); 1 in normal operation. */
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  rootDir: string;
  dataDir: string;
  databaseUrl?: string;
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
  /** Requests allowed per window and client, per guarded action (DESIGN §4: sign-in, code and admin endpoints). */
  rateLimits: Record<RateLimitName, { max: number; timeWindow: number }>;
  /** Test hooks: a fixed clock and in-memory database. Never set from the environment. */
  now: () => Date;
  inMemoryDatabase: boolean;
};

export type RateLimitName =
  | 'signIn'
  | 'signInPerAccount'
  | 'register'
  | 'sendCode'
  | 'sendCodePerAddress'
  | 'verifyCode'
  | 'adminLogin'
  | 'coach'
  | 'mail';

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  signIn: { max: 10, timeWindow: MINUTE },
  // Wrong passwords for one email, from anywhere: stops a brute force spread over many addresses. The owner
  // can still sign in by email code meanwhile.
  signInPerAccount: { max: 10, timeWindow: 15 * MINUTE },
  register: { max: 10, timeWindow: MINUTE },
  sendCode: { max: 5, timeWindow: 10 * MINUTE },
  // Codes mailed to one address, whoever asks (counted in the database, so it holds across instances).
  sendCodePerAddress: { max: 3, timeWindow: 10 * MINUTE },
  verifyCode: { max: 20, timeWindow: 10 * MINUTE },
  adminLogin: { max: 10, timeWindow: MINUTE },
  coach: { max: 30, timeWindow: MINUTE },
  mail: { max: 5, timeWindow: 10 * MINUTE },
};

function scaleRateLimits(limits: Config['rateLimits'], factor: number): Config['rateLimits'] {
  return Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [name, { ...limit, max: Math.round(limit.max * factor) }]),
  ) as Config['rateLimits'];
}

export class ConfigError extends Error {}

const DEMO_ADMIN = { username: 'admin', password: 'skincircle-admin' };

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

  if (isProduction) {
    const missing = ['SESSION_SECRET', 'ADMIN_USERNAME', 'ADMIN_PASSWORD'].filter((k) => !e[k as keyof typeof e]);
    if (missing.length > 0) {
      throw new ConfigError(`NODE_ENV=production requires ${missing.join(', ')} to be set.`);
    }
  }

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
    rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, e.RATE_LIMIT_FACTOR),
    now: () => new Date(),
    inMemoryDatabase: false,
    ...overrides,
  };
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
