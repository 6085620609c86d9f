import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../testing/scratch';
import { openDatabase } from './client';
import { MAX_STATEMENTS, statementName, StatementNames } from './pg-prepared';

describe('statement names (decision 0904)', () => {
  it('names a text the same way every time, and two texts differently', () => {
    const a = statementName('select $1::int');
    expect(a).toMatch(/^sc_[\w-]{27}$/);
    expect(statementName('select $1::int')).toBe(a);
    expect(statementName('select $1::int + 1')).not.toBe(a);
    expect(MAX_STATEMENTS).toBeGreaterThan(100);
  });

  it('counts the names given by hand against the same cap, and past it names nothing new (decision 0805)', () => {
    const names = new StatementNames(3);
    expect(names.forText('select $1::int')).toBeDefined();
    expect(names.admit('checkout_place_1')).toBe(true);
    expect(names.admit('checkout_place_1')).toBe(true); // the same name again takes no more room
    expect(names.admit('checkout_place_2')).toBe(true);
    expect(names.size).toBe(3);
    // Full: a new shape of checkout and a new text both run unnamed; those named already keep their names.
    expect(names.admit('checkout_place_3')).toBe(false);
    expect(names.forText('select $1::text')).toBeUndefined();
    expect(names.admit('checkout_place_2')).toBe(true);
    expect(names.forText('select $1::int')).toBeDefined();
  });
});

// The PostgreSQL run of the suite (DATABASE_URL set) checks it against the server itself.
describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('prepares a parameterised statement once per connection and runs it again by name, in and out of transactions', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    const database = await openDatabase({ url: scratch.url, migrationsFolder: 'drizzle', poolSize: 1 });
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const prepared = () =>
        rows<{ name: string; calls: string }>(
          sql`select name, generic_plans + custom_plans as calls from pg_prepared_statements where statement like ${'%marker_0904 %'} or statement like ${'%marker_0904'}`,
        );
      const asked = (n: number) => rows(sql`select ${n}::int as marker_0904`);
      for (const n of [1, 2, 3]) await asked(n);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${4}::int as marker_0904`);
      });
      const statements = await prepared();
      // One statement, run four times (one connection: poolSize 1), named after its text.
      expect(statements).toHaveLength(1);
      expect(statements[0].name).toBe(statementName('select $1::int as marker_0904'));
      expect(Number(statements[0].calls)).toBe(4);
      // The answers are the values bound each time, not the first one's.
      expect(await asked(7)).toEqual([{ marker_0904: 7 }]);
      // Statements without parameters (BEGIN, COMMIT, DDL) are not prepared.
      await database.db.execute(sql.raw('select 1 as marker_0904_plain'));
      const plain = await rows(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${'%marker_0904_plain%'}`,
      );
      expect(plain).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
