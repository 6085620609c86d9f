// Bench-only seed: grows the catalogue to `size` products with believable generated rows.
import { openPglite } from '../src/server/db/client';
import path from 'node:path';
import pg from 'pg';

const ACTIVES = [
  'niacinamide',
  'retinal',
  'azelaic acid',
  'tranexamic acid',
  'ceramides',
  'hyaluronic acid',
  'bakuchiol',
  'panthenol',
  'squalane',
  'peptide complex',
  'vitamin C',
  'mandelic acid',
];
const FORMS = ['Serum', 'Cream', 'Gel', 'Essence', 'Balm', 'Fluid', 'Mist', 'Oil'];

type Exec = (text: string, params?: unknown[]) => Promise<{ rows: any[] }>;

export async function growCatalogue({
  databaseUrl,
  dataDir,
  size,
}: {
  databaseUrl?: string;
  dataDir: string;
  size: number;
}) {
  let exec: Exec;
  let close: () => Promise<void>;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    exec = (text, params) => client.query(text, params as any[]);
    close = () => client.end();
  } else {
    const db = await openPglite(path.join(dataDir, 'db'));
    exec = (text, params) => db.query(text, params as any[]);
    close = () => db.close();
  }
  try {
    const [{ count }] = (await exec('select count(*)::int as count from products')).rows;
    const categories = (await exec('select id from categories order by sort_order')).rows.map((r) => r.id);
    const missing = size - count;
    for (let start = 0; start < missing; start += 500) {
      const batch = Math.min(500, missing - start);
      const values: unknown[] = [];
      const tuples: string[] = [];
      for (let i = 0; i < batch; i++) {
        const n = count + start + i;
        const active = ACTIVES[n % ACTIVES.length];
        const form = FORMS[(n >> 3) % FORMS.length];
        const name = `${active[0].toUpperCase()}${active.slice(1)} ${form} No. ${n}`;
        const p = values.length;
        tuples.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7}, $${p + 8})`);
        values.push(
          `bench-${n}`,
          name,
          `A bench-only ${form.toLowerCase()} with ${active}, made to measure how search grows with the catalogue.`,
          `${form} with ${active}`,
          (20 + (n % 40)).toFixed(2),
          '/images/products/placeholder.svg',
          categories[n % categories.length],
          1000 + n,
        );
      }
      await exec(
        `insert into products (slug, name, description, short_description, price, image_url, category_id, sort_order) values ${tuples.join(', ')} on conflict (slug) do nothing`,
        values,
      );
    }
    // What autovacuum does to a catalogue that has been live a while: the new rows move from the trigram
    // indexes' pending lists into the indexes proper, and the planner's statistics count them.
    await exec('vacuum analyze products');
  } finally {
    await close();
  }
}
