// Exits 0 when a PostgreSQL server answers at the given URL within 3 s.
import pg from 'pg';

const client = new pg.Client({ connectionString: process.argv[2], connectionTimeoutMillis: 3000 });
client
  .connect()
  .then(() => client.query('select 1'))
  .then(() => client.end())
  .then(() => process.exit(0))
  .catch(() => process.exit(1));
