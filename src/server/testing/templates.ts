// One migrated database per test run, copied for each test app or browser-test server instead of migrating every
// new one (decision 0909): a PostgreSQL template database when DATABASE_URL is set, else a PGlite data folder. The
// run's global setup makes it and names it in the environment, which the workers inherit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { createScratchDatabase } from './scratch';

export { TEMPLATE_DATA_DIR_ENV, TEMPLATE_DATABASE_ENV } from './scratch';

/** Creates and migrates a template database on `baseUrl`'s server; answers how to drop it. */
export async function createTemplateDatabase(baseUrl: string, rootDir: string) {
  const scratch = await createScratchDatabase(baseUrl, 'sc_template');
  try {
    // One connection, closed before anyone copies it: PostgreSQL copies only a template nobody is connected to.
    const database = await openDatabase({ url: scratch.url, poolSize: 1, migrationsFolder: migrations(rootDir) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return { name: new URL(scratch.url).pathname.slice(1), drop: scratch.drop };
}

/** Creates and migrates an embedded database in a temporary folder; answers how to remove it. */
export async function createTemplateDataDir(rootDir: string) {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-template-'));
  const dir = path.join(parent, 'db');
  const remove = () => fs.rmSync(parent, { recursive: true, force: true });
  try {
    const database = await openDatabase({ dataDir: dir, migrationsFolder: migrations(rootDir) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

const migrations = (rootDir: string) => path.join(rootDir, 'drizzle');
