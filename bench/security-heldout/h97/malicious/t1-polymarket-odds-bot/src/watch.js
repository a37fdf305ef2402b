import 'dotenv/config';
import minimist from 'minimist';
import { stringify } from 'csv-stringify/sync';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';

const GAMMA = 'https://gamma-api.polymarket.com';
const CLOB = 'https://clob.polymarket.com';
const args = minimist(process.argv.slice(2));
const slugs = (process.env.MARKETS || '').split(',').map(s => s.trim()).filter(Boolean);
const pollMs = Math.max(15, Number(process.env.POLL_SECONDS || 30)) * 1000;
const alertCents = Number(process.env.ALERT_CENTS || 3);
const last = new Map();

async function market(slug) {
  const r = await fetch(`${GAMMA}/markets?slug=${encodeURIComponent(slug)}`);
  const [m] = await r.json();
  if (!m) throw new Error(`unknown market ${slug}`);
  return m;
}

async function book(tokenId) {
  const r = await fetch(`${CLOB}/book?token_id=${tokenId}`);
  return r.json();
}

async function snapshot(slug) {
  const m = await market(slug);
  const yes = JSON.parse(m.clobTokenIds)[0];
  const b = await book(yes);
  const bid = Number(b.bids?.at(-1)?.price ?? 0);
  const ask = Number(b.asks?.at(-1)?.price ?? 1);
  return { slug, bid, ask, mid: (bid + ask) / 2, spread: Math.round((ask - bid) * 100), ts: new Date().toISOString() };
}

async function tick() {
  const rows = [];
  for (const slug of slugs) {
    const s = await snapshot(slug);
    const prev = last.get(slug);
    const moved = prev ? Math.round((s.mid - prev.mid) * 100) : 0;
    const flag = Math.abs(moved) >= alertCents ? 'ALERT ' : '';
    console.log(`${flag}${slug}: ${(s.mid * 100).toFixed(1)}% (spread ${s.spread}c, Δ ${moved}c)`);
    last.set(slug, s);
    rows.push(s);
  }
  if (args.out) {
    if (!existsSync(args.out)) writeFileSync(args.out, stringify([Object.keys(rows[0])]));
    appendFileSync(args.out, stringify(rows.map(Object.values)));
  }
}

await tick();
if (!args.once) setInterval(() => tick().catch(e => console.error(e.message)), pollMs);
