// One code path above the driver: embedded PGlite by default, a `pg` pool when DATABASE_URL is set.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withPreparedStatements } from './pglite-prepared';
import { PreparingClient } from './pg-prepared';

// No relational schema is given to drizzle: every query names its tables, which each module owns (issue 30).
export type Database = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: service functions take either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (kind 'postgres'): the job runner opens its own small pool on it. */
  url?: string;
  /** The embedded database itself (kind 'pglite'): the job runner shares it. */
  pglite?: PGlite;
  /** Applies the committed migrations (idempotent; serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  /** true when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (after the notifying transaction commits). On PostgreSQL it holds a
   * connection of its own, opened again after it is lost (a notification sent meanwhile is missed: listeners also
   * poll). Answers how to stop.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… ; unset → PGlite */
  url?: string;
  /** PGlite folder; unset → in memory */
  dataDir?: string;
  /**
   * An in-memory PGlite starts as this dumped data folder (PGlite `dumpDataDir`) instead of an empty one made by
   * initdb: tests start from one migrated snapshot per worker (decision 0909). Ignored with `url` or `dataDir`.
   */
  startFrom?: Blob;
  migrationsFolder: string;
  poolSize?: number;
};

// Any 64-bit number shared by every instance: serialises concurrent migrations on one PostgreSQL.
const MIGRATION_LOCK = 7_150_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { migrationsFolder } = options;
  if (options.url) {
    const pool = new pg.Pool({
      // Every parameterised statement prepared by name, once per connection (decision 0904).
      Client: PreparingClient,
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    });
    // A client losing its connection (database restarted) must not crash the process: the pool's 'error' covers
    // idle clients, and every client gets its own listener for the time it is checked out (a transaction between
    // two statements) — without one, Node treats the emitted 'error' as uncaught. The query itself still fails
    // and the request answers 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          try {
            await migratePg(drizzlePg(client), { migrationsFolder });
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      ping: () => pingWith(db),
      listen: (channel, onNotify) => listenOn(options.url!, channel, onNotify),
      close: () => pool.end(),
    };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // Every commit is written through to the data folder before the query returns (never relaxed): a killed
  // process loses nothing it acknowledged. Surviving power loss needs PostgreSQL (decision 0700).
  const client = await openPglite(options.dataDir ? path.resolve(options.dataDir) : undefined, options.startFrom);
  const db = drizzlePglite(withPreparedStatements(client)) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () => pingWith(db),
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

/** LISTEN on a connection of its own, connected again (after RELISTEN_MS) whenever it is lost or cannot be made. */
async function listenOn(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_MS);
    };
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch {
      lost(); // the database is away: tried again shortly
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

/**
 * An embedded database with the extensions the migrations use (pg_trgm, for search). Every commit is written
 * through before the query returns (never relaxed durability). Anything that opens the data folder itself
 * (bench seeding, fault tests) opens it here, so the extensions match. An in-memory one (no `dataDir`) starts as
 * `startFrom`, a dumped data folder, when given.
 */
export async function openPglite(dataDir?: string, startFrom?: Blob): Promise<PGlite> {
  const options = { relaxedDurability: false, extensions: { pg_trgm }, loadDataDir: dataDir ? undefined : startFrom };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  return client;
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

const preparedQueries = new WeakMap<Database, Map<string, unknown>>();

/** More built queries than the application has shapes for; past it a new one is built for each use (0805). */
export const MAX_BUILT_QUERIES = 1_000;

/**
 * A hot query built once per database and prepared by name (decision 0900): the ORM does not rebuild its SQL on
 * every request, and PostgreSQL parses and plans it once per connection. Values go in as `sql.placeholder`s. The
 * names count against the prepared-statement cap (pg-prepared.ts), and past MAX_BUILT_QUERIES shapes a query is
 * not kept here either, so a name that varies without end cannot grow memory (decision 0805).
 */
export function preparedQuery<T>(db: Database, name: string, build: (db: Database) => T): T {
  let queries = preparedQueries.get(db);
  if (!queries) preparedQueries.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (!query) {
    query = build(db);
    if (queries.size < MAX_BUILT_QUERIES) queries.set(name, query);
  }
  return query;
}

/** Per driver (its session class), the statements `transactionStatement` built, by key. */
const transactionStatements = new WeakMap<object, Map<string, object>>();

/**
 * A statement of a transaction built once per `key` and run on `tx`'s connection (decision 0905). `preparedQuery`
 * builds on the pool; a transaction's statements must run on the transaction's own connection, and building
 * them again for every order was a fifth of the server's CPU per order. `build` makes the ORM's prepared query
 * once, with `sql.placeholder`s for every value (`key` names its shape: what changes the text); each call
 * then hands out a view of it whose connection is `tx`'s, so only binding and executing are left.
 */
export function transactionStatement<T extends object>(tx: Executor, key: string, build: (tx: Executor) => T): T {
  // The ORM keeps the open connection on the session (`client`), and its prepared query reads `this.client`.
  const session = tx._.session as unknown as { client: unknown };
  let built = transactionStatements.get(session.constructor);
  if (!built) transactionStatements.set(session.constructor, (built = new Map()));
  let template = built.get(key) as T | undefined;
  if (!template) built.set(key, (template = build(tx)));
  const bound = Object.create(template) as T & { client: unknown };
  bound.client = session.client;
  return bound;
}
