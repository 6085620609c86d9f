import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Fault tests (`npm run test:faults`): they need a PostgreSQL server (and Redis for the two-instance test), start
// the built server as child processes (built first by the global setup) and run one file at a time.
export default defineConfig({
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'src/shared') } },
  test: {
    include: ['tests/faults/**/*.test.ts'],
    globalSetup: ['tests/faults/global-setup.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    env: { NODE_ENV: 'test' },
    reporters: ['default', ['json', { outputFile: 'reports/faults-results.json' }]],
  },
});
