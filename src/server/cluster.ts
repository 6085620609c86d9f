// WEB_CONCURRENCY > 1 (decision 0903): this process becomes a primary that prepares the database once, forks that
// many workers sharing the port (node:cluster hands each connection to one of them), replaces a worker that dies
// and, on SIGTERM/SIGINT, lets every worker close its app before it exits itself.
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Config } from './config';
import { prepareDatabase } from './server';

/** The env variable that tells a forked worker its place (1…N); its presence also means "already prepared". */
export const WORKER_ENV = 'SKINCIRCLE_WORKER';
/** A worker closes its app within 10 s (main.ts); the primary waits a little longer before it kills what is left. */
const GRACE_MS = 11_000;
/** A worker that ran this long before dying starts its back-off again from the shortest delay. */
const HEALTHY_RUN_MS = 30_000;
const FIRST_RESTART_MS = 500;
const LONGEST_RESTART_MS = 30_000;

/** The wait before a worker is started again after its `failures`-th quick death in a row: 0.5 s, 1 s, 2 s … 30 s. */
export function restartDelay(failures: number): number {
  return Math.min(LONGEST_RESTART_MS, FIRST_RESTART_MS * 2 ** Math.max(0, failures - 1));
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** Log lines shaped like the workers' (pino's JSON), so one log reader takes both. */
function primaryLogger(level: string) {
  const threshold = level in LEVELS ? LEVELS[level as keyof typeof LEVELS] : Infinity;
  const hostname = os.hostname();
  const write = (name: keyof typeof LEVELS) => (fields: Record<string, unknown>, msg: string) => {
    if (LEVELS[name] < threshold) return;
    const line = { level: LEVELS[name], time: Date.now(), pid: process.pid, hostname, role: 'primary', ...fields, msg };
    (LEVELS[name] >= LEVELS.warn ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

export async function runPrimary(config: Config): Promise<void> {
  const log = primaryLogger(config.logLevel);
  const count = config.webConcurrency;
  // Migrations, the demo seed and the staff account, once, before any worker opens the database.
  const database = await prepareDatabase(config);
  await database.close();
  if (!config.redisUrl) {
    log.warn(
      { workers: count },
      'WEB_CONCURRENCY without REDIS_URL: each worker counts the rate limits alone, the session cache is off and a catalogue change reaches the other workers within CATALOGUE_CACHE_SECONDS',
    );
  }

  const live = new Map<number, Worker>();
  const failures = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();
  const listening = new Set<number>();
  let serving = false;
  let stopping = false;
  let exitCode = 0;

  const fork = (slot: number) => {
    const startedAt = Date.now();
    // The primary's session secret goes to every worker: a demo secret read from (or just written to) the data
    // folder is then the same in all of them even when the folder is read-only.
    const worker = cluster.fork({ [WORKER_ENV]: String(slot), SESSION_SECRET: config.sessionSecret });
    live.set(slot, worker);
    worker.once('listening', () => {
      listening.add(slot);
      if (!serving && listening.size === count) {
        serving = true;
        log.info({ workers: count }, `Skin Circle is serving on http://localhost:${config.port} with ${count} workers`);
      }
    });
    worker.once('exit', (code, signal) => {
      live.delete(slot);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (live.size === 0) process.exit(exitCode);
        return;
      }
      if (!serving) {
        // A worker that cannot start (the database refuses it, the port is taken) would fail every time.
        log.error({ worker: slot, workerPid: worker.process.pid, code, signal }, 'a worker exited while starting');
        exitCode = 1;
        stop('worker failed to start');
        return;
      }
      const failed = Date.now() - startedAt < HEALTHY_RUN_MS ? (failures.get(slot) ?? 0) + 1 : 1;
      failures.set(slot, failed);
      const delay = restartDelay(failed);
      log.error(
        { worker: slot, workerPid: worker.process.pid, code, signal, restartInMs: delay },
        'a worker died; starting another in its place',
      );
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) fork(slot);
      }, delay);
      restarts.add(timer);
    });
  };

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason, workers: live.size }, 'shutting down');
    for (const timer of restarts) clearTimeout(timer);
    if (live.size === 0) process.exit(exitCode);
    // Each worker closes its own app (requests in hand answered, jobs stopped) and exits.
    for (const worker of live.values()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error({ workers: [...live.keys()] }, 'workers still running after the grace period: killed');
      for (const worker of live.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, GRACE_MS);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  for (let slot = 1; slot <= count; slot++) fork(slot);
}
