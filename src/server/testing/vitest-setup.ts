// Vitest's global setup: on PostgreSQL, one migrated template database for the run, which each test app's scratch
// database is a copy of (decision 0909). The embedded database needs none: each worker dumps its own snapshot.
import { fileURLToPath } from 'node:url';
import { createTemplateDatabase, TEMPLATE_DATABASE_ENV } from './templates';

export default async function setup() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return;
  const template = await createTemplateDatabase(baseUrl, fileURLToPath(new URL('../../..', import.meta.url)));
  process.env[TEMPLATE_DATABASE_ENV] = template.name;
  return async () => {
    delete process.env[TEMPLATE_DATABASE_ENV];
    await template.drop();
  };
}
