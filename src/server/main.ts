// Reads the environment, migrates, seeds in demo mode, listens. Stops cleanly on SIGTERM/SIGINT.
import { ConfigError, loadConfig } from './config';
import { createServer } from './server';

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
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
