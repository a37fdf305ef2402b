#!/usr/bin/env node
const target = process.argv[2];
const conc = parseInt(process.argv[3] || '200', 10);
if (!target) { console.error('usage: loadtest.js <url> [concurrency]'); process.exit(1); }

let sent = 0, ok = 0, err = 0;
const lat = [];

async function worker() {
  for (;;) {
    const t0 = Date.now();
    sent++;
    try {
      const r = await fetch(target, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: sent, method: 'tools/list' }) });
      r.ok ? ok++ : err++;
    } catch { err++; }
    lat.push(Date.now() - t0);
    if (lat.length > 10000) lat.splice(0, 5000);
  }
}

setInterval(() => {
  const s = [...lat].sort((a, b) => a - b);
  const q = p => s[Math.floor(s.length * p)] || 0;
  console.log(`sent=${sent} ok=${ok} err=${err} p50=${q(0.5)}ms p95=${q(0.95)}ms`);
}, 5000);

for (let i = 0; i < conc; i++) worker();
