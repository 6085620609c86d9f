// "The latest N rows of each group" in one statement (issue 30: the coach's messages per conversation and the quiz's
// changes per submission were two hand-written copies): row_number() over each group, newest first, kept up to N.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Fields = Record<string, PgColumn>;

/** A row of `fields`; a timestamp read back through a subquery may be a Date or driver text (driver-dependent). */
export type LatestRow<F extends Fields> = { [K in keyof F]: F[K]['_']['data'] };

export type LatestPerGroup<F extends Fields> = {
  /** The columns to read; must include the group column. */
  fields: F;
  /** The field (a key of `fields`) whose value makes the groups. */
  group: keyof F & string;
  /** Only these groups are read. */
  groupIn: string[];
  /** The order that makes a row "newer", most significant first (e.g. created at, then id): each is descending. */
  newestBy: PgColumn[];
  /** How many rows of each group are kept. */
  keep: number;
  /** The rows come grouped (by the group value); within a group in this order. */
  order: 'newest first' | 'oldest first';
};

/** The latest `keep` rows of each group named in `groupIn`, grouped and ordered as asked. */
export async function latestPerGroup<F extends Fields>(
  db: Executor,
  table: PgTable,
  options: LatestPerGroup<F>,
): Promise<LatestRow<F>[]> {
  const { fields, group, groupIn, newestBy, keep, order } = options;
  if (groupIn.length === 0) return [];
  const newest = sql.join(
    newestBy.map((column) => sql`${column} desc`),
    sql`, `,
  );
  // Plain records from here: drizzle's selection types do not follow a generic `F`.
  const inner: Record<string, PgColumn | SQL.Aliased> = {
    ...fields,
    rank: sql<number>`row_number() over (partition by ${fields[group]} order by ${newest})`.as('rank'),
  };
  const ranked = db.select(inner).from(table).where(inArray(fields[group], groupIn)).as('ranked');
  const columns = ranked as unknown as Record<string, PgColumn>;
  const selection = Object.fromEntries(Object.keys(fields).map((key) => [key, columns[key]]));
  // Rank 1 is the newest row of its group, so ordering by rank is ordering by `newestBy` (descending).
  const rank = columns.rank;
  const rows = await db
    .select(selection)
    .from(ranked)
    .where(sql`${rank} <= ${keep}`)
    .orderBy(columns[group], order === 'newest first' ? sql`${rank} asc` : sql`${rank} desc`);
  return rows as LatestRow<F>[];
}
