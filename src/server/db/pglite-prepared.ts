// The embedded database's queries as server-side prepared statements (decision 0902). PGlite answers a
// parameterised query through six separate calls into its WASM instance (parse, describe, bind, describe, execute,
// sync) and plans it anew each time; a simple-protocol `EXECUTE name(…)` is one call and no planning: a cart read
// costs 190 µs instead of 470 µs. The ORM keeps calling `query(text, params)`; this wrapper:
//   - the first time a text is seen outside a transaction, asks PGlite for its parameter types and PREPAREs it
//     (a text PGlite cannot describe or prepare — DDL, SET, two statements — keeps the ordinary path for good);
//   - then runs `EXECUTE name(literal, …)`, each value turned to text by PGlite's own serialiser for that
//     parameter's type (exactly what a bind would have sent) and quoted as a string literal;
//   - inside a transaction, uses statements already prepared; a new text there takes the ordinary path and is
//     prepared once the transaction has ended (a failed PREPARE would abort the transaction).
// The SQL text is still only ever the application's; values enter as quoted literals, never as SQL.
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

type Serialiser = (value: unknown) => unknown;
type Statement = { name: string; parameterTypes: number[] };
type Queries = Pick<Transaction, 'query' | 'exec'>;

/** More distinct texts than the application has: past it, new texts take the ordinary path. */
const MAX_STATEMENTS = 2_000;

/**
 * `value` as a PostgreSQL string literal: quotes doubled, and with backslashes the escape form (E'…') with
 * them doubled too, so it reads the same whatever `standard_conforming_strings` says.
 */
export function stringLiteral(value: string): string {
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

export class PreparedStatements {
  /** text → its statement, or null: the ordinary path for good. */
  private readonly statements = new Map<string, Statement | null>();
  /** Texts first seen inside a transaction, prepared when it has ended. */
  private readonly later = new Set<string>();
  private count = 0;

  constructor(private readonly client: PGlite) {}

  get size() {
    return this.count;
  }

  /** The ORM's `query`, on the client itself or on an open transaction. */
  async query<T>(
    on: Queries,
    inTransaction: boolean,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const ordinary = () => on.query<T>(text, params, options);
    if (options?.paramTypes || options?.blob) return ordinary();
    let statement = this.statements.get(text);
    if (statement === undefined) {
      if (inTransaction) {
        if (this.count < MAX_STATEMENTS) this.later.add(text);
        return ordinary();
      }
      statement = await this.prepare(text);
    }
    if (!statement || statement.parameterTypes.length !== params.length) return ordinary();
    const values: string[] = [];
    for (let i = 0; i < params.length; i++) {
      const type = statement.parameterTypes[i];
      const serialiser = (options?.serializers?.[type] ?? this.client.serializers[type]) as Serialiser | undefined;
      const literal = this.literal(params[i], serialiser);
      if (literal === undefined) return ordinary();
      values.push(literal);
    }
    const call = values.length ? `EXECUTE ${statement.name}(${values.join(', ')})` : `EXECUTE ${statement.name}`;
    const [result] = await on.exec(call, options);
    return result as Results<T>;
  }

  /** Prepares the texts a transaction met for the first time (called once it has ended). */
  async prepareLater() {
    if (!this.later.size) return;
    const texts = [...this.later];
    this.later.clear();
    for (const text of texts) if (!this.statements.has(text)) await this.prepare(text);
  }

  private async prepare(text: string): Promise<Statement | null> {
    if (this.count >= MAX_STATEMENTS || text.includes(';')) {
      this.statements.set(text, null);
      return null;
    }
    let statement: Statement | null;
    try {
      const { queryParams } = await this.client.describeQuery(text);
      const name = `app_${++this.count}`;
      await this.client.exec(`PREPARE ${name} AS ${text}`);
      statement = { name, parameterTypes: queryParams.map((p) => p.dataTypeID) };
    } catch {
      statement = null; // not a preparable statement: the ordinary path, which reports any error as before
    }
    this.statements.set(text, statement);
    return statement;
  }

  /** As PGlite's own bind would send it (its serialiser for the type, else `toString`), quoted; undefined: can't. */
  private literal(value: unknown, serialiser: Serialiser | undefined): string | undefined {
    if (value === null || value === undefined) return 'NULL';
    const text = serialiser ? serialiser(value) : (value as { toString(): unknown }).toString();
    // A NUL cannot be in a query's text; the ordinary path reports such a value as PostgreSQL does.
    if (typeof text !== 'string' || text.includes('\0')) return undefined;
    return stringLiteral(text);
  }
}

/**
 * The PGlite client as the ORM sees it: `query` through prepared statements, `transaction` handing out an
 * open transaction that does the same; everything else is the client's own.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const statements = new PreparedStatements(client);
  const query: PGlite['query'] = (text, params, options) =>
    statements.query(client, false, text, params as unknown[], options);
  const transaction: PGlite['transaction'] = async (run) => {
    try {
      return await client.transaction((tx) => {
        // The transaction with its own query replaced; the rest (exec, rollback, closed…) is inherited as it is.
        const open: Transaction = Object.create(tx);
        open.query = (text, params, options) => statements.query(tx, true, text, params as unknown[], options);
        return run(open);
      });
    } finally {
      await statements.prepareLater().catch(() => {});
    }
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
