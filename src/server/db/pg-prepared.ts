// PostgreSQL's side of decision 0902 (decision 0904): every parameterised statement the ORM sends is a named
// prepared statement, parsed and planned once per connection and then only bound and executed. Until now only the
// hot reads were named by hand (`preparedQuery`); an order's transaction — the locks, the outbox row, the job, the
// statement that writes the order — was parsed and planned anew every time, and the statements it is built of have
// a stable text (the ORM writes values as $1, $2, …), so the text itself names the statement.
//   - the name is a hash of the text, so the same text gets the same name on every connection and in every process;
//   - only statements with parameters are named (BEGIN, COMMIT and the migrations' DDL keep the simple path);
//   - past MAX_STATEMENTS distinct texts in a process, new texts take the unnamed path, so a text that varies without
//     end (it should not) cannot grow every connection's memory;
//   - statements named by hand (`preparedQuery`: checkout's shapes, one per number of lines, code kind, …) count
//     against the same cap, and past it run unnamed too (decision 0805).
import { createHash } from 'node:crypto';
import pg from 'pg';

/** More distinct parameterised texts than the application has; past it, new texts go unnamed. */
export const MAX_STATEMENTS = 2_000;

/**
 * The statement names one process hands out, up to `max`: a name per parameterised text (its hash), and the names
 * given by hand (drizzle's `.prepare(name)`, `preparedQuery`). Past `max` nothing new is named.
 */
export class StatementNames {
  private readonly byText = new Map<string, string>();
  /** Names given by hand that this process lets PostgreSQL keep. */
  private readonly given = new Set<string>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.byText.size + this.given.size;
  }

  /** The prepared statement's name for `text` (undefined: past the limit, run it unnamed). */
  forText(text: string): string | undefined {
    let name = this.byText.get(text);
    if (name === undefined && this.size < this.max) {
      name = `sc_${createHash('sha1').update(text).digest('base64url')}`;
      this.byText.set(text, name);
    }
    return name;
  }

  /** Whether a statement named by hand may keep its name: yes while the names in use are under the cap. */
  admit(name: string): boolean {
    if (this.given.has(name)) return true;
    if (this.size >= this.max) return false;
    this.given.add(name);
    return true;
  }
}

const names = new StatementNames(MAX_STATEMENTS);

/** The prepared statement's name for `text` in this process (undefined: past the limit, run it unnamed). */
export function statementName(text: string): string | undefined {
  return names.forText(text);
}

type QueryConfig = { text?: unknown; name?: string; values?: unknown[]; submit?: unknown };

/** A `pg` client that names every parameterised statement after its text (the pool's `Client`). */
export class PreparingClient extends pg.Client {
  // pg's overloads are many; what matters here is the config object the ORM passes, which is given its name.
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfig | string, unknown[] | undefined];
    if (typeof config === 'object' && config !== null && config.name && !names.admit(config.name)) {
      // Past the cap a statement named by hand runs unnamed, like any new text (decision 0805).
      delete config.name;
    } else if (typeof config === 'object' && config !== null && typeof config.text === 'string' && !config.name) {
      const params = values ?? config.values;
      // A Submittable (a cursor, a stream) runs its own protocol; leave it as it came.
      if (Array.isArray(params) && params.length > 0 && typeof config.submit !== 'function') {
        const name = statementName(config.text);
        if (name) config.name = name;
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
