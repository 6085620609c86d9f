// The outbox's courier (decision 0906): a few lanes that each claim a batch of due work, deliver it and claim again,
// until nothing is due; then they sleep until woken (the database's NOTIFY when mail is queued) or until the poll
// comes round (a retry falling due, a claim that outlived an instance killed mid-send). The loop knows nothing of
// mail: what a claim and a delivery are is the outbox's.

type Log = { warn(obj: object, msg: string): void };

export type CourierOptions<T> = {
  /** Batches handled side by side: one stuck at a slow mail server holds one lane, not all. */
  lanes: number;
  batchSize: number;
  /** How often an idle lane looks for due work without being woken. */
  pollMs: number;
  /** How long `stop` waits for batches in hand before it gives up on them (their claims expire instead). */
  graceMs: number;
  claim(limit: number): Promise<T[]>;
  deliver(batch: T[]): Promise<void>;
  /** Subscribes `wake` to the signal that work was queued; answers how to unsubscribe. */
  listen(wake: () => void): Promise<() => Promise<void>>;
  log: Log;
};

export type Courier = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Idle lanes look for work now (work queued or put back by this instance). */
  wake(): void;
};

export function createCourier<T>(options: CourierOptions<T>): Courier {
  const { log } = options;
  let running = false;
  let lanes: Array<Promise<void>> = [];
  let unlisten: (() => Promise<void>) | undefined;
  // Bumped by every wake: a lane that found nothing sleeps only if no wake came while it was looking.
  let wakes = 0;
  const sleepers = new Set<() => void>();

  const wake = () => {
    wakes++;
    for (const sleeper of [...sleepers]) sleeper();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  async function lane() {
    while (running) {
      const seen = wakes;
      let batch: T[];
      try {
        batch = await options.claim(options.batchSize);
      } catch (error) {
        // The database is away: looked for again at the next poll.
        log.warn({ err: { message: (error as Error).message } }, 'could not claim mail; trying again shortly');
        await sleep(options.pollMs);
        continue;
      }
      if (batch.length > 0) {
        try {
          await options.deliver(batch);
        } catch (error) {
          // Settling failed (the database went away): the batch's claims expire and it is delivered again.
          log.warn({ err: { message: (error as Error).message } }, 'mail batch not settled; its claims will expire');
          await sleep(options.pollMs);
        }
        continue;
      }
      if (wakes === seen) await sleep(options.pollMs);
    }
  }

  return {
    async start() {
      if (running) return;
      running = true;
      try {
        unlisten = await options.listen(wake);
      } catch (error) {
        // Without the signal the lanes still poll: mail goes out, only a little later.
        log.warn({ err: { message: (error as Error).message } }, 'mail courier not woken by the database; polling');
      }
      lanes = Array.from({ length: options.lanes }, () => lane());
    },
    async stop() {
      if (!running) return;
      running = false;
      wake();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.graceMs)));
      await Promise.race([Promise.all(lanes), grace]);
      clearTimeout(timer);
      lanes = [];
      await unlisten?.().catch(() => {});
      unlisten = undefined;
    },
    wake,
  };
}
