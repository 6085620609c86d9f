// The job runner settles each job on its own, also when a worker claims several together (decision 0905: mail
// delivery claims up to ten): one mail that fails is retried alone, the others of its batch complete.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createScratchDatabase } from '../testing/scratch';
import { until } from '../testing/until';
import { createJobRunner } from './runner';
import { QUEUES } from './queues';

const quiet = { info() {}, warn() {} };

describe('jobs claimed together (decision 0905)', () => {
  it('completes the jobs that worked and retries only the one that failed', async () => {
    expect(QUEUES['mail.deliver'].batchSize).toBeGreaterThan(1);
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
    const database = await openDatabase({ url: scratch?.url, migrationsFolder: 'drizzle' });
    const runner = createJobRunner(database, { log: quiet });
    const handled: string[] = [];
    runner.work<{ id: string }>('mail.deliver', async (job) => {
      handled.push(job.data.id);
      if (job.data.id === 'refused') throw new Error('mail server said no');
    });
    try {
      await runner.start();
      const ids = ['one', 'two', 'refused', 'four', 'five'];
      // Sent together in one transaction, so a single fetch finds them all.
      await database.db.transaction(async (tx) => {
        for (const id of ids) await runner.send('mail.deliver', { id }, { tx });
      });
      const states = await until(
        'every job handled and settled',
        async () => {
          const { rows } = (await database.db.execute(
            sql`select data->>'id' as id, state, retry_count from pgboss.job where name = 'mail.deliver'`,
          )) as unknown as { rows: Array<{ id: string; state: string; retry_count: number }> };
          const settled = rows.filter((r) => r.state === 'completed' || r.state === 'retry');
          return settled.length === ids.length ? rows : undefined;
        },
        15_000,
      );
      const byId = Object.fromEntries(states.map((r) => [r.id, r.state]));
      expect(byId).toEqual({
        one: 'completed',
        two: 'completed',
        refused: 'retry',
        four: 'completed',
        five: 'completed',
      });
      expect([...handled].sort()).toEqual([...ids].sort());
      // The failure is kept on the job, as a thrown error's would be.
      const { rows } = (await database.db.execute(
        sql`select output->>'message' as message from pgboss.job where data->>'id' = 'refused'`,
      )) as unknown as { rows: Array<{ message: string }> };
      expect(rows[0].message).toBe('mail server said no');
    } finally {
      await runner.stop();
      await database.close();
      await scratch?.drop();
    }
  });
});
