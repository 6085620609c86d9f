// Work that happens later, durably (issue 28, decision 0230): pg-boss on the database the shop already has — the
// PostgreSQL pool's server, or the embedded PGlite through pg-boss's own adapter — behind one small interface.
// Jobs live in pg-boss's schema (`pgboss`) next to the shop's tables, so a job sent inside a transaction commits or
// rolls back with the change that caused it, and every instance on one PostgreSQL shares one queue: a job is
// claimed by one worker (SKIP LOCKED), retried with backoff when it throws, and failed for good after its retries.
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type JobWithMetadata } from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/client';
import { QUEUES, type QueueName, type QueuePolicy } from './queues';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** What a handler is given: the job's data and which attempt this is. */
export type JobContext<T> = { id: string; data: T; attempt: number; lastAttempt: boolean };
export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export type SendOptions = {
  /** Send inside this open transaction: the job exists only if the transaction commits. */
  tx?: Executor;
  /** Not before this moment. */
  startAfter?: Date;
};

/** A job that used every retry and stays failed: what the console lists for staff. */
export type FailedJob = { id: string; queue: string; data: unknown; error: string | null; failedAt: string };

export type RunnerHealth = { runner: 'pg-boss'; state: 'starting' | 'running' | 'stopped'; failed: number };

export type JobRunner = {
  send<T extends object>(queue: QueueName, data: T, options?: SendOptions): Promise<void>;
  /** Handles one queue's jobs in this instance (registered before start; workers begin when the app is ready). */
  work<T>(queue: QueueName, handler: JobHandler<T>): void;
  /**
   * Runs `queue` every `seconds` across all instances: each instance offers a job once a period and pg-boss keeps at
   * most one per period (a throttled send), so the work runs once per period whichever instances are up.
   */
  every(queue: QueueName, seconds: number): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  health(): Promise<RunnerHealth>;
  failedJobs(limit?: number): Promise<FailedJob[]>;
  /**
   * Failures of `queue` are counted by its owner, and its failed pg-boss jobs are not: the outbox counts its failed
   * mails under `mail.deliver` (the queue its mails had before decision 0906), so a mail retried and sent no longer
   * counts though a job of that queue stays failed.
   */
  countFailuresWith(queue: string, count: () => Promise<number>): void;
};

export function createJobRunner(
  database: DatabaseHandle,
  options: {
    log: Log;
    poolSize?: number;
    /** false: send only (a web-only instance, JOB_WORKERS=off). */ workers?: boolean;
  },
): JobRunner {
  const workers = options.workers ?? true;
  const { log } = options;
  const common: ConstructorOptions = {
    // Our periodic work is offered by `every` (sub-minute periods for short payment windows); pg-boss's cron is
    // minute-grained, so its clock monitor would only add queries.
    schedule: false,
    useListenNotify: true,
    // A job that stays active this long after its worker vanished (kill -9) is failed and retried: see queues.ts.
    superviseIntervalSeconds: 15,
    // A web-only instance leaves the supervision (expiring jobs whose worker died) to the worker instances.
    supervise: workers,
  };
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ ...common, connectionString: database.url, max: options.poolSize ?? 4 })
      : new PgBoss({ ...common, db: fromPglite(database.pglite!) });
  boss.on('error', (err: Error) => log.warn({ err: { message: err.message } }, 'job runner error'));

  const handlers = new Map<QueueName, JobHandler<unknown>>();
  const periodic = new Map<QueueName, number>();
  const timers: NodeJS.Timeout[] = [];
  let state: RunnerHealth['state'] = 'stopped';
  let starting: Promise<void> | undefined;
  let failedCache: { at: number; count: number } | undefined;
  const failureCounters = new Map<string, () => Promise<number>>();

  async function ensureQueues() {
    for (const [name, local] of Object.entries(QUEUES) as Array<[QueueName, QueuePolicy]>) {
      const { concurrency: _c, pollingIntervalSeconds: _p, ...policy } = local;
      // Another instance may create it at the same moment: then this one updates what is there.
      if (!(await boss.getQueue(name))) await boss.createQueue(name, policy).catch(() => {});
      await boss.updateQueue(name, policy);
    }
  }

  /**
   * After each job. pg-boss puts a worker back to sleep once its job is done, until the next NOTIFY or a 30 s
   * backstop; NOTIFYs that arrived while every worker was busy wake each of them once, so a burst of more jobs than
   * workers (the expiry cancelling ten orders: ten mails) left the rest waiting up to 30 s. One more fetch per job
   * drains such a backlog at once: an idle worker of the queue is woken, else (all busy, or a single worker) each
   * fetches again when its job is done. An empty fetch costs one indexed query.
   */
  function fetchAgain(queue: QueueName) {
    const workers = boss.getWipData().filter((w) => w.name === queue);
    const idle = workers.find((w) => w.count === 0);
    for (const worker of idle ? [idle] : workers) boss.notifyWorker(worker.id);
  }

  async function offer(queue: QueueName, seconds: number) {
    try {
      await boss.sendThrottled(queue, {}, null, seconds, queue);
    } catch (err) {
      log.warn({ err: { message: (err as Error).message }, queue }, 'scheduled job not offered; next period');
    }
  }

  return {
    async send(queue, data, { tx, startAfter } = {}) {
      if (state === 'stopped' && !starting) throw new Error('the job runner is not started');
      await starting;
      await boss.send(queue, data, {
        ...(tx ? { db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql) } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
    },
    work(queue, handler) {
      handlers.set(queue, handler as JobHandler<unknown>);
    },
    every(queue, seconds) {
      periodic.set(queue, seconds);
    },
    start() {
      starting ??= (async () => {
        state = 'starting';
        await boss.start();
        await ensureQueues();
        for (const [queue, handler] of workers ? handlers : new Map<QueueName, JobHandler<unknown>>()) {
          const policy: QueuePolicy = QUEUES[queue];
          await boss.work(
            queue,
            {
              includeMetadata: true,
              localConcurrency: policy.concurrency,
              pollingIntervalSeconds: policy.pollingIntervalSeconds,
              // With NOTIFY on, pg-boss would otherwise poll only every 30 s: a backlog left after a burst, a retry
              // and a delayed job (none of them notified) would wait that long (the mail fault tests showed it).
              notifyPollingIntervalSeconds: policy.pollingIntervalSeconds,
            },
            // One job per fetch; a throw is retried (or failed for good) by the queue's policy, its error kept.
            async ([job]: JobWithMetadata<unknown>[]) => {
              try {
                await handler({
                  id: job.id,
                  data: job.data,
                  attempt: job.retryCount + 1,
                  lastAttempt: job.retryCount >= job.retryLimit,
                });
              } finally {
                fetchAgain(queue);
              }
            },
          );
        }
        for (const [queue, seconds] of workers ? periodic : new Map<QueueName, number>()) {
          void offer(queue, seconds);
          const timer = setInterval(() => void offer(queue, seconds), seconds * 1000);
          timer.unref();
          timers.push(timer);
        }
        state = 'running';
        log.info({ runner: 'pg-boss', queues: workers ? [...handlers.keys()] : [] }, 'job runner started');
      })();
      return starting;
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      if (state === 'stopped') return;
      await starting?.catch(() => {});
      // Graceful: jobs in hand finish (a mail being sent is marked) before the database closes under them.
      await boss.stop({ graceful: true, close: true, timeout: 8_000 });
      state = 'stopped';
    },
    async health() {
      // Counted at most every 10 s (load balancers ask often); a database that does not answer keeps the last count.
      if (state === 'running' && (!failedCache || Date.now() - failedCache.at > 10_000)) {
        const count = await countFailed(boss, failureCounters).catch(() => failedCache?.count ?? 0);
        failedCache = { at: Date.now(), count };
      }
      return { runner: 'pg-boss', state, failed: failedCache?.count ?? 0 };
    },
    countFailuresWith(queue, count) {
      failureCounters.set(queue, count);
    },
    async failedJobs(limit = 20) {
      const { rows } = await boss
        .getDb()
        .executeSql(
          `SELECT id, name, data, output, completed_on FROM pgboss.job WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
          [limit],
        );
      return rows.map((row: Record<string, unknown>) => ({
        id: String(row.id),
        queue: String(row.name),
        data: row.data,
        error: errorText(row.output),
        failedAt: new Date(row.completed_on as string).toISOString(),
      }));
    },
  };
}

async function countFailed(boss: PgBoss, counters: Map<string, () => Promise<number>>): Promise<number> {
  const { rows } = await boss
    .getDb()
    .executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'failed' AND NOT (name = ANY($1::text[]))`, [
      [...counters.keys()],
    ]);
  const owned = await Promise.all([...counters.values()].map((count) => count()));
  return Number(rows[0]?.n ?? 0) + owned.reduce((sum, n) => sum + n, 0);
}

/** pg-boss keeps a failed job's error as `output` ({ message, stack, … }): staff see the message only. */
function errorText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message.slice(0, 300) : null;
}
