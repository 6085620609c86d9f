// The embedded database's prepared-statement path answers exactly as PGlite's own `query` does: same rows, same
// types, same errors, values never read as SQL (decision 0902).
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringLiteral, withPreparedStatements } from './pglite-prepared';

let raw: PGlite;
let fast: PGlite;

beforeAll(async () => {
  raw = new PGlite();
  await raw.waitReady;
  fast = withPreparedStatements(raw);
  await raw.exec(`
    create table notes (id serial primary key, body text not null unique, score numeric(10,2), at timestamptz,
      tags text[], meta jsonb, done boolean not null default false);
  `);
});
afterAll(() => raw.close());

const prepared = async () =>
  (await raw.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

// Each of these must come back as written: quotes, backslashes, what looks like SQL, dollar quotes, Unicode.
const awkward = [
  "it's",
  "'); drop table notes; --",
  "back\\slash \\' mixed",
  '\\',
  "E'x'",
  '$$ dollar $$',
  'line\nbreak\ttab',
  'émoji 🧴 ünïcode',
  '',
  '?',
  '$1',
];

describe('prepared statements on the embedded database', () => {
  it('stores and reads back awkward text byte for byte, and never runs it as SQL', async () => {
    for (const body of awkward) {
      await fast.query('insert into notes (body) values ($1)', [body]);
      const { rows } = await fast.query<{ body: string }>('select body from notes where body = $1', [body]);
      expect(rows).toEqual([{ body }]);
    }
    const { rows } = await raw.query<{ n: number }>('select count(*)::int as n from notes');
    expect(rows[0].n).toBe(awkward.length);
    expect(await prepared()).toEqual(expect.arrayContaining(['app_1', 'app_2']));
  });

  it('answers with the same rows, fields and types as the ordinary path, in both row modes', async () => {
    const at = new Date('2026-11-23T10:00:00Z');
    await fast.query('insert into notes (body, score, at, tags, meta, done) values ($1, $2, $3, $4, $5, $6)', [
      'typed',
      12.5,
      at,
      ['a', "b'c", 'd\\e'],
      JSON.stringify({ k: "v'" }),
      true,
    ]);
    const text = 'select body, score, at, tags, meta, done from notes where body = $1 and done = $2';
    const drizzleLike = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    for (const options of [undefined, drizzleLike]) {
      const ordinary = await raw.query(text, ['typed', true], options);
      const viaPrepared = await fast.query(text, ['typed', true], options);
      expect(viaPrepared.rows).toEqual(ordinary.rows);
      expect(viaPrepared.fields).toEqual(ordinary.fields);
    }
    const { rows } = await fast.query<{ tags: string[]; meta: unknown; at: Date }>(text, ['typed', true]);
    expect(rows[0].tags).toEqual(['a', "b'c", 'd\\e']);
    expect(rows[0].meta).toEqual({ k: "v'" });
    expect(rows[0].at.getTime()).toBe(at.getTime());
  });

  it('reports rows changed and errors as the ordinary path does', async () => {
    const update = 'update notes set done = true where body like $1';
    const changed = await fast.query(update, ['%it%']);
    await raw.query('update notes set done = false');
    expect(changed.affectedRows).toBe((await raw.query(update, ['%it%'])).affectedRows);
    const insert = 'insert into notes (body) values ($1)';
    await expect(fast.query(insert, ["it's"])).rejects.toMatchObject({ code: '23505' });
    await expect(fast.query(insert, ['nul\0byte'])).rejects.toThrow();
    await expect(fast.query('select * from nowhere where id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
  });

  it('keeps a transaction whole: a failure inside rolls every statement back', async () => {
    const insert = 'insert into notes (body) values ($1) returning id';
    await fast.query(insert, ['before']); // prepared outside
    await expect(
      fast.transaction(async (tx) => {
        await tx.query(insert, ['inside']);
        await tx.query(insert, ['before']); // unique violation
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await raw.query('select 1 from notes where body = $1', ['inside']);
    expect(rows).toHaveLength(0);
  });

  it('prepares a text first met inside a transaction once the transaction has ended', async () => {
    const text = 'select count(*)::int as n from notes where length(body) > $1';
    const before = (await prepared()).length;
    const { rows } = await fast.transaction((tx) => tx.query<{ n: number }>(text, [3]));
    expect((await prepared()).length).toBe(before + 1);
    expect((await fast.query<{ n: number }>(text, [3])).rows).toEqual(rows);
    expect((await prepared()).length).toBe(before + 1);
  });

  it('leaves what cannot be prepared on the ordinary path: DDL, SET, two statements', async () => {
    const before = (await prepared()).length;
    await fast.query('create table if not exists scratch (x int)');
    await fast.query("set application_name = 'prepared-test'");
    await fast.exec('select 1; select 2');
    await fast.query('select $1::int + 1 as y', [41]).then((r) => expect(r.rows).toEqual([{ y: 42 }]));
    expect((await prepared()).length).toBe(before + 1); // only the select
  });

  it('quotes a literal the way PostgreSQL reads it back', async () => {
    for (const value of awkward) {
      const { rows } = await raw.query<{ v: string }>(`select ${stringLiteral(value)}::text as v`);
      expect(rows[0].v).toBe(value);
    }
  });
});
