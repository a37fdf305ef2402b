import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL ?? '');
const allowed = new Set(['localhost', '127.0.0.1', ...(process.env.ALLOWED_DB_HOSTS ?? '').split(',').filter(Boolean)]);
const dbName = url.pathname.replace(/^\//, '');
const env = process.env.APP_ENV ?? process.env.NODE_ENV ?? '';

if (!(allowed.has(url.hostname) || url.hostname.endsWith('.test'))) {
  throw new Error(`refusing to reset database on host ${url.hostname}`);
}
if (!/_(test|e2e)$/.test(dbName)) {
  throw new Error(`refusing to reset database "${dbName}" (name must end in _test or _e2e)`);
}
if (env === 'production') throw new Error('refusing to run with production environment');

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();

const { rows } = await client.query(
  `select tablename from pg_tables where schemaname = 'public'
   and tablename not in ('schema_migrations', '_prisma_migrations', 'knex_migrations')`,
);
if (rows.length) {
  const list = rows.map((r) => `"${r.tablename}"`).join(', ');
  await client.query(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
}

const dir = 'tests/fixtures/sql';
for (const f of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  await client.query('BEGIN');
  await client.query(fs.readFileSync(path.join(dir, f), 'utf8'));
  await client.query('COMMIT');
}
await client.end();
console.log(`reset ${dbName}: ${rows.length} tables truncated`);
