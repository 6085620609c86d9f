// Playwright's global setup: one migrated database for the run, which each spec file's server starts from a copy of
// (decision 0909) — a PGlite data folder, or a template database on DATABASE_URL's PostgreSQL. Each server still
// migrates (finding nothing to apply) and seeds the demo data at its own start, as ever.
import { fileURLToPath } from 'node:url';
import {
  createTemplateDatabase,
  createTemplateDataDir,
  TEMPLATE_DATA_DIR_ENV,
  TEMPLATE_DATABASE_ENV,
} from '../../../src/server/testing/templates';

export default async function globalSetup() {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  if (process.env.DATABASE_URL) {
    const template = await createTemplateDatabase(process.env.DATABASE_URL, root);
    process.env[TEMPLATE_DATABASE_ENV] = template.name;
    return () => template.drop();
  }
  const template = await createTemplateDataDir(root);
  process.env[TEMPLATE_DATA_DIR_ENV] = template.dir;
  return () => template.remove();
}
