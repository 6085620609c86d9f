// Bench: the console's sales figures (OPERATIONS §6, decision 0521) on 100,000 orders. Seeds a fresh database with
// members, products and orders over two years by bulk INSERT … SELECT, then times the one aggregate statement for a
// week, 30 days and 366 days and prints the median of each, on the embedded database and, when BENCH_DATABASE_URL
// (or DATABASE_URL) names a server, on PostgreSQL. `npx tsx bench/sales-figures.ts [orders]`
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { periodRange } from '../src/server/modules/orders';
import { salesFigures, salesStatement } from '../src/server/modules/customers';
import { scratchDatabase, table } from './support';

const ORDERS = Number(process.argv[2] ?? 100_000);
const MEMBERS = 20_000;
const PRODUCTS = 200;
const RUNS = 15;
const TODAY = '2026-11-28';
const migrationsFolder = path.join(import.meta.dirname, '..', 'drizzle');

/** Members, products, orders over the 730 days before TODAY (85 % paid, 5 % refunded), 1–3 lines each. */
async function seed({ db }: DatabaseHandle) {
  await db.execute(sql`
    INSERT INTO users (email, first_name, last_name)
    SELECT 'bench' || n || '@example.com', 'Bench', 'Member ' || n FROM generate_series(1, ${MEMBERS}) n`);
  await db.execute(sql`
    INSERT INTO categories (slug, name, description, image_url)
    VALUES ('bench-sales', 'Bench', 'For the sales bench.', '/images/products/placeholder.svg')`);
  await db.execute(sql`
    INSERT INTO products (slug, name, description, short_description, price, image_url, category_id)
    SELECT 'bench-sales-' || n, 'Bench product ' || n, 'For the sales bench.', 'Bench', (10 + n % 40)::numeric(10, 2),
           '/images/products/placeholder.svg', (SELECT id FROM categories WHERE slug = 'bench-sales')
    FROM generate_series(1, ${PRODUCTS}) n`);
  await db.execute(sql`
    WITH m AS (SELECT id, row_number() OVER (ORDER BY email) AS k FROM users WHERE email LIKE 'bench%')
    INSERT INTO orders (user_id, status, subtotal, member_discount, shipping, total, payment_status, refunded_amount,
                        created_at, updated_at)
    SELECT m.id, 'delivered', 0, 0, 0, 40.00,
           CASE WHEN n % 20 = 0 THEN 'refunded' WHEN n % 20 < 3 THEN 'unpaid' ELSE 'paid' END,
           CASE WHEN n % 20 = 0 THEN 40.00 WHEN n % 50 = 7 THEN 5.00 ELSE 0 END,
           ${TODAY}::timestamptz - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute',
           now()
    FROM generate_series(1, ${ORDERS}) n JOIN m ON m.k = 1 + (n * 7919) % ${MEMBERS}`);
  await db.execute(sql`
    WITH p AS (SELECT id, name, price, row_number() OVER (ORDER BY slug) AS k FROM products
               WHERE slug LIKE 'bench-sales-%'),
         o AS (SELECT id, row_number() OVER (ORDER BY id) AS k FROM orders)
    INSERT INTO order_items (order_id, product_id, product_name, quantity, price, list_price)
    SELECT o.id, p.id, p.name, 1 + (o.k + line) % 2, p.price, p.price
    FROM o CROSS JOIN generate_series(0, 2) line
    JOIN p ON p.k = 1 + (o.k * 31 + line * 17) % ${PRODUCTS}
    WHERE line < 1 + o.k % 3`);
  await db.execute(sql`ANALYZE`);
}

async function time(handle: DatabaseHandle, from: string, to: string): Promise<number> {
  const period = { from, to, ...periodRange(from, to, 366) };
  await salesFigures(handle.db, period); // warm
  const took: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await salesFigures(handle.db, period);
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return took[Math.floor(RUNS / 2)];
}

async function bench(name: string, handle: DatabaseHandle) {
  await handle.migrate();
  const start = performance.now();
  await seed(handle);
  const seeded = performance.now() - start;
  const rows = [];
  for (const [label, from] of [
    ['7 days', '2026-11-22'],
    ['30 days', '2026-10-30'],
    ['366 days', '2025-11-28'],
  ] as const) {
    rows.push({
      database: name,
      orders: ORDERS,
      period: label,
      'median ms': (await time(handle, from, TODAY)).toFixed(1),
    });
  }
  console.log(`${name}: seeded ${ORDERS} orders in ${(seeded / 1000).toFixed(1)} s`);
  if (process.env.BENCH_EXPLAIN) {
    // Where the longest period's time goes (BENCH_EXPLAIN=1): the plan with its timings.
    const { start, end } = periodRange('2025-11-28', TODAY, 366);
    const plan = await handle.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${salesStatement(start, end)}`);
    console.log(
      (plan as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n'),
    );
  }
  return rows;
}

const rows = [];
if (!process.env.BENCH_SKIP_PGLITE) {
  const embedded = await openDatabase({ migrationsFolder });
  try {
    rows.push(...(await bench('PGlite', embedded)));
  } finally {
    await embedded.close();
  }
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (serverUrl) {
  const scratch = await scratchDatabase(serverUrl);
  const handle = await openDatabase({ url: scratch.url, migrationsFolder });
  try {
    rows.push(...(await bench('PostgreSQL', handle)));
  } finally {
    await handle.close();
    await scratch.drop();
  }
}
console.log(table(rows));
