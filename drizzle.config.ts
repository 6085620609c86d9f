import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables (issue 30); the mail outbox is the mail layer's.
  schema: ['./src/server/modules/*/schema.ts', './src/server/mail/schema.ts'],
  out: './drizzle',
});
