// The active perks count another module may read inside its own statement (issue 30: the perks table is spelled
// only in the catalogue). The members dashboard composes it into its one prepared statement (decision 0901).
import { sql, type SQL } from 'drizzle-orm';
import { perks } from './schema';

/** How many perks the wallet shows (GET /api/perks: active perks in the wallet), as a scalar subquery. */
export function activePerksCountSql(): SQL<number> {
  // A nested fragment: drizzle writes the columns at the top of a one-table select's field unqualified.
  return sql<number>`(${sql`select count(*)::int from ${perks} where ${perks.isActive} and ${perks.inWallet}`})`;
}
