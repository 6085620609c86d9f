// Reads the environment, migrates, seeds in demo mode, listens. Stops cleanly on SIGTERM/SIGINT.
// WEB_CONCURRENCY > 1 (PostgreSQL only): this process is the cluster's primary and each worker runs serve()
// (decision 0903).
import cluster from 'node:cluster';
import { runPrimary, WORKER_ENV } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { createServer, openPreparedDatabase } from './server';
import { warmUpCoach } from './modules/coach';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (cluster.isWorker) return serve(config, Number(process.env[WORKER_ENV]));
  if (config.webConcurrency > 1) return runPrimary(config);
  return serve(config, 0);
}

/** One server process: the only one (worker 0), or worker n of a cluster whose primary prepared the database. */
async function serve(config: Config, worker: number) {
  const serverProcess = { worker };
  const app =
    worker > 0
      ? await createServer(config, { database: await openPreparedDatabase(config), serverProcess })
      : await createServer(config, { serverProcess });
  let stopping = false;
  const stop = async (signal: string) => {
    // SIGINT from a terminal reaches every worker as well as the primary, which then sends SIGTERM: close once.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: app.database.kind,
      demoMode: config.demoMode,
      ai: config.ai ? 'openai-compatible' : 'built-in',
      ...(worker > 0 ? { worker } : {}),
    },
    worker > 0 ? `worker ${worker} is serving` : `Skin Circle is serving on http://localhost:${config.port}`,
  );
  // The coach's models load once per process, after the server is up, rather than on the first member's message.
  // The OpenAI-compatible engine falls back to the built-in one, so it is warmed either way.
  const started = Date.now();
  warmUpCoach().then(
    () => app.log.info({ ms: Date.now() - started }, 'coach ready'),
    (error: unknown) =>
      app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'coach warm-up failed'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
