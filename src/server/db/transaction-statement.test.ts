// A transaction's statement built once and bound to each transaction's own connection (decision 0905): on the
// embedded database always, and on PostgreSQL in the suite's PostgreSQL run, where a pool hands each transaction a
// different connection.
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../testing/scratch';
import { openDatabase, transactionStatement, type DatabaseHandle, type Executor } from './client';

const notes = pgTable('statement_notes', { id: integer('id').primaryKey(), body: text('body').notNull() });

async function withDatabase(run: (database: DatabaseHandle) => Promise<void>) {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  const database = await openDatabase({ url: scratch?.url, migrationsFolder: 'drizzle', poolSize: 4 });
  try {
    await database.db.execute(sql.raw('create table statement_notes (id integer primary key, body text not null)'));
    await run(database);
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

let builds = 0;
/** Adds a note and answers how many notes the transaction sees: one statement, built on first use. */
const addNote = (tx: Executor) =>
  transactionStatement(tx, 'test_add_note', (t) => {
    builds++;
    const added = t.$with('added').as(
      t
        .insert(notes)
        .values({ id: sql.placeholder('id'), body: sql.placeholder('body') })
        .returning(),
    );
    return t
      .with(added)
      .select({ id: added.id, body: added.body, before: sql<number>`(select count(*)::int from ${notes})` })
      .from(added)
      .prepare('test_add_note');
  });

describe('a transaction statement built once (decision 0905)', () => {
  it('is built once, binds new values every time and runs inside each transaction: a rollback takes its row back', async () => {
    await withDatabase(async ({ db }) => {
      const before = builds;
      const first = await db.transaction((tx) => addNote(tx).execute({ id: 1, body: 'kept' }));
      expect(first).toEqual([{ id: 1, body: 'kept', before: 0 }]);
      // A transaction that fails after the statement: its row goes with it, so it ran on that transaction's connection.
      await expect(
        db.transaction(async (tx) => {
          await addNote(tx).execute({ id: 2, body: 'rolled back' });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      const third = await db.transaction((tx) => addNote(tx).execute({ id: 3, body: 'also kept' }));
      expect(third).toEqual([{ id: 3, body: 'also kept', before: 1 }]);
      expect(builds - before).toBe(1);
      expect((await db.select().from(notes).orderBy(notes.id)).map((n) => n.body)).toEqual(['kept', 'also kept']);
    });
  });

  it('keeps concurrent transactions apart: each sees its own row until it commits', async () => {
    await withDatabase(async ({ db }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The first transaction adds its note and waits; the second adds its own meanwhile (on PostgreSQL on another
      // connection) and must not see the first's uncommitted row, nor take it with it when it rolls back.
      const first = db.transaction(async (tx) => {
        await addNote(tx).execute({ id: 10, body: 'first' });
        await held;
        return tx.select().from(notes).where(eq(notes.id, 10));
      });
      const second = db
        .transaction(async (tx) => {
          const [row] = await addNote(tx).execute({ id: 20, body: 'second' });
          release();
          throw new Error(`saw ${row.before}`);
        })
        .catch((error: Error) => error.message);
      // The embedded database runs one transaction at a time: the second starts when the first has ended.
      if (!process.env.DATABASE_URL) release();
      expect(await first).toEqual([{ id: 10, body: 'first' }]);
      expect(await second).toBe(process.env.DATABASE_URL ? 'saw 0' : 'saw 1');
      expect((await db.select().from(notes)).map((n) => n.body)).toEqual(['first']);
    });
  });
});
