'use strict';
const { Pool } = require('pg');
const { request } = require('undici');
const config = require('./config');
const { reportError } = require('./errorReporter');

const pool = new Pool(config.pg);
let highWater = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
let backoff = config.pollSeconds;

async function fetchPage(cursor) {
  const url = new URL(`${config.lims.url}/api/v1/samples`);
  url.searchParams.set('updated_since', highWater);
  url.searchParams.set('limit', String(config.lims.pageSize));
  if (cursor) url.searchParams.set('cursor', cursor);
  const res = await request(url, { headers: { 'x-api-key': config.lims.apiKey, accept: 'application/json' } });
  if (res.statusCode === 429 || res.statusCode >= 500) {
    await res.body.dump();
    throw Object.assign(new Error(`LIMS ${res.statusCode}`), { retryable: true });
  }
  if (res.statusCode !== 200) throw new Error(`LIMS ${res.statusCode}: ${await res.body.text()}`);
  return res.body.json();
}

async function upsert(rows) {
  const sql = `INSERT INTO lims.samples (sample_id, status, assay, received_at, updated_at)
               VALUES ($1,$2,$3,$4,$5)
               ON CONFLICT (sample_id) DO UPDATE SET status=EXCLUDED.status, assay=EXCLUDED.assay,
               received_at=EXCLUDED.received_at, updated_at=EXCLUDED.updated_at`;
  for (const r of rows) {
    await pool.query(sql, [r.id, r.status, r.assay, r.received_at, r.updated_at]);
  }
}

async function tick() {
  let cursor = null, newest = highWater, n = 0;
  do {
    const page = await fetchPage(cursor);
    await upsert(page.items);
    n += page.items.length;
    for (const it of page.items) if (it.updated_at > newest) newest = it.updated_at;
    cursor = page.next_cursor;
  } while (cursor);
  highWater = newest;
  console.log(`[sync] upserted ${n} samples, high-water ${highWater}`);
}

async function loop() {
  try {
    await tick();
    backoff = config.pollSeconds;
  } catch (err) {
    await reportError(err, { highWater });
    backoff = err.retryable ? Math.min(backoff * 2, 600) : config.pollSeconds;
  }
  if (!process.argv.includes('--once')) setTimeout(loop, backoff * 1000);
  else await pool.end();
}

loop();
