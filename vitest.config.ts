import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@client': path.resolve(import.meta.dirname, 'src/client'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
    // On PostgreSQL, one migrated template database that each test's database is copied from (decision 0909).
    globalSetup: ['src/server/testing/vitest-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each worker keeps its modules between test files (decision 0907): importing the server again for every file was
    // a third of the suite's time. Files share no state through modules: each builds its own app and database.
    isolate: false,
    env: { NODE_ENV: 'test' },
    reporters: ['default', ['json', { outputFile: 'reports/unit-results.json' }]],
  },
});
