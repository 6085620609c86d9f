// Reads the environment, migrates, seeds in demo mode, listens. Stops cleanly on SIGTERM/SIGINT.
import { ConfigError, loadConfig } from './config';
import { createServer } from './server';
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
  const app = await createServer(config);
  const stop = async (signal: string) => {
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
    { database: app.database.kind, demoMode: config.demoMode, ai: config.ai ? 'openai-compatible' : 'built-in' },
    `Skin Circle is serving on http://localhost:${config.port}`,
  );
  // The coach's models load once, after the server is up, rather than on the first member's message. The
  // OpenAI-compatible engine falls back to the built-in one, so it is warmed either way.
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
