// Opens the database the configuration names, migrates it, seeds demo data in demo mode, bootstraps the staff
// account and builds the app. Used by main.ts and by tests that need a whole server.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client';
import { seedDemoData } from './db/seed';
import { DEMO_ADMIN } from './config';
import { ensureStaffAccount, removeDemoStaff } from './modules/auth';
import { ensureLegalPages } from './modules/pages';

/** `startFrom`: a dumped data folder an in-memory database starts as (tests, decision 0909). */
export async function prepareDatabase(
  config: Config,
  { startFrom }: Pick<DatabaseOptions, 'startFrom'> = {},
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.databaseUrl || config.inMemoryDatabase ? undefined : path.join(config.dataDir, 'db'),
    migrationsFolder: path.join(config.rootDir, 'drizzle'),
    startFrom,
  });
  try {
    await database.migrate();
    // Production never seeds (config refuses DEMO_MODE there) and drops a demo console account left behind.
    if (config.demoMode) await seedDemoData(database.db, { now: config.now() });
    // The legal pages, in production too: a shop must not open without them; a staff edit is kept (0241).
    await ensureLegalPages(database.db);
    if (config.isProduction) {
      const removed = await removeDemoStaff(database.db, DEMO_ADMIN.password);
      if (removed.length > 0)
        console.warn(`Removed the demo staff account(s) ${removed.join(', ')}: production never keeps them.`);
    }
    if (config.admin) await ensureStaffAccount(database.db, config.admin);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

/** The configured database, opened as it is: a cluster worker's, which its primary prepared (decision 0903). */
export function openPreparedDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.databaseUrl || config.inMemoryDatabase ? undefined : path.join(config.dataDir, 'db'),
    migrationsFolder: path.join(config.rootDir, 'drizzle'),
  });
}

export async function createServer(config: Config, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await prepareDatabase(config));
  const app = await buildApp({ ...options, config, database });
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
