// node scripts/pg-admin.mjs <admin-url> create|drop <database>
import pg from 'pg';

const [url, action, name] = process.argv.slice(2);
if (!/^[a-z0-9_]+$/.test(name ?? '')) throw new Error('database name must be [a-z0-9_]+');
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(action === 'create' ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.end();
