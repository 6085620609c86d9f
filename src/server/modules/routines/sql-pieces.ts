// The routines another module may read inside its own statement (issue 30: the routines tables are spelled only
// here). The members dashboard composes these into its one prepared statement (decision 0901).
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Routine } from '@shared/schemas/routines';
import { routines, routineSteps } from './schema';

/** A routine as json_build_object writes it: the timestamps come back as text. */
export type RoutineJson = Omit<Routine, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

// Each piece keeps its query as one nested fragment: drizzle writes the columns at the top of a one-table select's
// field unqualified, and `memberId` (the outer statement's column) must stay qualified.

/** Whether the member (`memberId`: the outer statement's column, or a placeholder) has any routine. */
export function hasRoutineSql(memberId: AnyPgColumn | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (${sql`select 1 from ${routines} where ${routines.userId} = ${memberId}`})`;
}

/** The member's active routine for `timeOfDay` with its steps in order, as JSON; null when there is none. */
export function activeRoutineJsonSql(
  memberId: AnyPgColumn | Placeholder,
  timeOfDay: Placeholder | string,
): SQL<RoutineJson | null> {
  const s = routineSteps;
  const steps = sql`coalesce((select json_agg(json_build_object('order', ${s.position},
      'productName', ${s.productName}, 'instructions', ${s.instructions}, 'whyItMatters', ${s.whyItMatters},
      'productId', ${s.productId})
      order by ${s.position}) from ${s} where ${s.routineId} = ${routines.id}), '[]'::json)`;
  const r = routines;
  const routine = sql`select json_build_object('id', ${r.id}, 'userId', ${r.userId},
      'name', ${r.name}, 'timeOfDay', ${r.timeOfDay}, 'isActive', ${r.isActive}, 'createdAt', ${r.createdAt},
      'updatedAt', ${r.updatedAt}, 'steps', ${steps})
    from ${r}
    where ${r.userId} = ${memberId} and ${r.isActive} and ${r.timeOfDay} = ${timeOfDay}`;
  return sql<RoutineJson | null>`(${routine})`;
}
