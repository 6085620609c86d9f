// Throw-away resources for tests, benches and fault runs: a free local port and an empty PostgreSQL database.
// Kept free of the server's own modules so browser-test and bench processes can import it cheaply.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/** Names the run's migrated template database (on DATABASE_URL's server) that scratch databases copy (0909). */
export const TEMPLATE_DATABASE_ENV = 'SKINCIRCLE_TEST_TEMPLATE_DATABASE';
/** Names the run's migrated PGlite data folder that browser-test servers start from a copy of (0909). */
export const TEMPLATE_DATA_DIR_ENV = 'SKINCIRCLE_TEST_TEMPLATE_DATA_DIR';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Creates a database next to `baseUrl`'s and returns its URL and a dropper: empty, or a copy of `template` (a
 * database on the same server that nobody is connected to, e.g. one already migrated: decision 0909).
 */
export async function createScratchDatabase(baseUrl: string, prefix = 'sc_test', template?: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
