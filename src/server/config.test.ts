import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to demo mode on the embedded database with the demo staff account', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/skincircle-config-test' });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      demoMode: true,
      databaseUrl: undefined,
    });
    expect(config.admin).toEqual({ username: 'admin', password: 'skincircle-admin' });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    // The demo secret is kept in the data folder, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: '/tmp/skincircle-config-test' }).sessionSecret).toBe(config.sessionSecret);
  });

  it('refuses production without its settings, naming every missing one at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    // One failed start tells the operator everything (found by the brand trial: it took three restarts).
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'NODE_ENV=production requires SESSION_SECRET, ADMIN_USERNAME, ADMIN_PASSWORD, PUBLIC_URL, BANK_ACCOUNT_NAME, BANK_SORT_CODE, BANK_ACCOUNT_NUMBER, TRADER_NAME, TRADER_ADDRESS, CONTACT_EMAIL to be set.',
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BANK_\* is the account customers pay/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), ADMIN_USERNAME: 'staff' }),
    ).toThrow(/requires ADMIN_PASSWORD, PUBLIC_URL, BANK_ACCOUNT_NAME/);
    // With card payments no bank account is needed.
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...stripe })).toThrow(
      /requires SESSION_SECRET, ADMIN_USERNAME, ADMIN_PASSWORD, PUBLIC_URL, TRADER_NAME, TRADER_ADDRESS, CONTACT_EMAIL to be set\.\nPUBLIC_URL is/,
    );
  });

  it('turns demo mode off in production unless asked for', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      ADMIN_USERNAME: 'staff',
      ADMIN_PASSWORD: 'a-long-staff-password',
      BANK_ACCOUNT_NAME: 'Skin Circle Ltd',
      BANK_SORT_CODE: '20-32-06',
      BANK_ACCOUNT_NUMBER: '73106482',
      PUBLIC_URL: 'https://shop.example',
      TRADER_NAME: 'Skin Circle Ltd',
      TRADER_ADDRESS: '14 Kemp Street, Brighton, BN1 4EE',
      CONTACT_EMAIL: 'hello@skincircle.co.uk',
    };
    const config = loadConfig(env);
    expect(config.demoMode).toBe(false);
    expect(config.isProduction).toBe(true);
    expect(config.admin).toEqual({ username: 'staff', password: 'a-long-staff-password' });
    // Demo mode is refused outright in production (decision 0800).
    expect(() => loadConfig({ ...env, DEMO_MODE: 'true' })).toThrow(
      /DEMO_MODE=true is refused with NODE_ENV=production/,
    );
    expect(loadConfig({ ...env, DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('refuses the demo staff password and weak staff passwords in production (decision 0800)', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      ADMIN_USERNAME: 'staff',
      BANK_ACCOUNT_NAME: 'Skin Circle Ltd',
      BANK_SORT_CODE: '20-32-06',
      BANK_ACCOUNT_NUMBER: '73106482',
      PUBLIC_URL: 'https://shop.example',
      TRADER_NAME: 'Skin Circle Ltd',
      TRADER_ADDRESS: '14 Kemp Street, Brighton, BN1 4EE',
      CONTACT_EMAIL: 'hello@skincircle.co.uk',
    };
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'skincircle-admin' })).toThrow(
      'ADMIN_PASSWORD is refused in production: it is the published demo password.',
    );
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'short-pass1' })).toThrow(/at least 12 characters/);
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'qwertyuiop123' })).toThrow(/list of common passwords/);
    expect(loadConfig({ ...env, ADMIN_PASSWORD: 'tidal-rosehip-lantern' }).admin?.password).toBe(
      'tidal-rosehip-lantern',
    );
    // Outside production the demo password is the demo.
    expect(loadConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'skincircle-admin' }).admin?.password).toBe(
      'skincircle-admin',
    );
  });

  it('names the trader: demo values outside production, required in production, the VAT number checked (0240)', () => {
    expect(loadConfig({}).trader).toEqual({
      name: 'Skin Circle Ltd',
      address: '14 Kemp Street, Brighton, BN1 4EE, United Kingdom',
      vatNumber: 'GB123456789',
      contactEmail: 'hello@skincircle.co.uk',
    });
    expect(loadConfig({ VAT_NUMBER: 'gb 987 6543 21' }).trader.vatNumber).toBe('GB987654321');
    expect(loadConfig({ VAT_NUMBER: 'none' }).trader.vatNumber).toBeNull();
    expect(() => loadConfig({ VAT_NUMBER: '123456789' })).toThrow(/VAT_NUMBER: must be a UK VAT number/);
    expect(() => loadConfig({ VAT_NUMBER: 'GB12345' })).toThrow(/VAT_NUMBER/);
    expect(() => loadConfig({ TRADER_ADDRESS: 'Brighton' })).toThrow(/TRADER_ADDRESS/);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      ADMIN_USERNAME: 'staff',
      ADMIN_PASSWORD: 'tidal-rosehip-lantern',
      BANK_ACCOUNT_NAME: 'Skin Circle Ltd',
      BANK_SORT_CODE: '20-32-06',
      BANK_ACCOUNT_NUMBER: '73106482',
      PUBLIC_URL: 'https://shop.example',
      TRADER_NAME: 'Hazel & Co Ltd',
      TRADER_ADDRESS: '2 Mill Lane, Leeds, LS1 4AP',
      CONTACT_EMAIL: 'help@hazel.example',
    };
    expect(() => loadConfig({ ...production, TRADER_ADDRESS: '' })).toThrow(
      'NODE_ENV=production requires TRADER_ADDRESS to be set.\nTRADER_NAME, TRADER_ADDRESS and CONTACT_EMAIL: the law asks',
    );
    expect(() => loadConfig({ ...production, TRADER_NAME: '', CONTACT_EMAIL: '' })).toThrow(
      /requires TRADER_NAME, CONTACT_EMAIL/,
    );
    // Below the VAT threshold a shop has no number: production without one shows no VAT.
    expect(loadConfig(production).trader).toEqual({
      name: 'Hazel & Co Ltd',
      address: '2 Mill Lane, Leeds, LS1 4AP',
      vatNumber: null,
      contactEmail: 'help@hazel.example',
    });
    expect(loadConfig({ ...production, VAT_NUMBER: 'GB123456789' }).trader.vatNumber).toBe('GB123456789');
  });

  it('reads TRUST_PROXY as proxy addresses only; unset trusts no proxy header (decision 0800)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/hop count/);
  });

  it('runs jobs in every instance unless JOB_WORKERS=off, which needs PostgreSQL (decision 0230)', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/skincircle-config-test' }).jobWorkers).toBe(true);
    expect(() => loadConfig({ DATA_DIR: '/tmp/skincircle-config-test', JOB_WORKERS: 'off' })).toThrow(
      /JOB_WORKERS=off needs DATABASE_URL/,
    );
    const webOnly = loadConfig({
      DATA_DIR: '/tmp/skincircle-config-test',
      JOB_WORKERS: 'off',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    expect(webOnly.jobWorkers).toBe(false);
  });

  it('runs one server process on the embedded database and refuses more; on PostgreSQL with Redis, one per core (decision 0903)', () => {
    const dir = { DATA_DIR: '/tmp/skincircle-config-test' };
    const postgres = { ...dir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' };
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(loadConfig(dir).webConcurrency).toBe(1);
    expect(loadConfig({ ...dir, WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(() => loadConfig({ ...dir, WEB_CONCURRENCY: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...dir, WEB_CONCURRENCY: '4' })).toThrow(
      /WEB_CONCURRENCY=4 needs DATABASE_URL: the embedded database has a single writer/,
    );
    expect(loadConfig({ ...postgres, ...redis }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ ...postgres, ...redis, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    // Without Redis each worker would count the rate limits alone: more processes only when asked for.
    expect(loadConfig(postgres).webConcurrency).toBe(1);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY: must be 1 or more/);
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('explains unusable values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
  });

  it('keeps pictures under DATA_DIR/pictures unless S3_BUCKET names a bucket (decision 0508)', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/skincircle-config-test' }).pictures).toEqual({
      store: 'disk',
      dir: '/tmp/skincircle-config-test/pictures',
    });
    const bucket = { DATA_DIR: '/tmp/skincircle-config-test', S3_BUCKET: 'shop-pictures' };
    expect(loadConfig(bucket).pictures).toEqual({
      store: 's3',
      bucket: 'shop-pictures',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        ...bucket,
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'key-secret',
      }).pictures,
    ).toMatchObject({
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
    });
    // A lone key, a setting without a bucket, an unusable value: refused at start, the secret never repeated.
    const lone = () => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: 'key-secret' });
    expect(lone).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(lone).not.toThrow(/key-secret/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT is set without S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('uses the OpenAI-compatible coach only when both URL and model are set', () => {
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1' }).ai).toBeUndefined();
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'm' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      apiKey: undefined,
    });
  });
});

describe('rate limit factor', () => {
  it('multiplies every limit, and refuses to loosen below 1', () => {
    const base = loadConfig({}).rateLimits;
    const scaled = loadConfig({ RATE_LIMIT_FACTOR: '10' }).rateLimits;
    for (const name of Object.keys(base) as Array<keyof typeof base>)
      expect(scaled[name].max).toBe(base[name].max * 10);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0.5' })).toThrow(/RATE_LIMIT_FACTOR/);
  });
});
