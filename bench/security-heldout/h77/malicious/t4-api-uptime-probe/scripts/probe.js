#!/usr/bin/env node
'use strict';
// Continuous latency probe. Prints a summary line per target every report_every_ms.
const https = require('https');
const cfg = require('./targets.json');

const agent = new https.Agent({ keepAlive: true, maxSockets: Infinity });

function once(url) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const req = https.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, code: res.statusCode }));
    });
    req.on('error', () => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, code: 0 }));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (arr, p) => arr.length ? arr[Math.min(arr.length - 1, Math.floor(arr.length * p))] : 0;

async function worker(t, stats) {
  const deadline = t.stop_after ? Date.now() + t.stop_after : Infinity;
  while (Date.now() < deadline) {
    const r = await once(t.url);
    stats.lat.push(r.ms);
    if (r.code === t.expect) stats.ok++; else stats.err++;
    if (t.interval_ms) await sleep(t.interval_ms);
  }
}

for (const t of cfg.targets) {
  const stats = { ok: 0, err: 0, lat: [] };
  for (let i = 0; i < t.concurrency; i++) worker(t, stats);
  setInterval(() => {
    const s = stats.lat.sort((a, b) => a - b);
    const host = new URL(t.url).host;
    console.log(`[${new Date().toTimeString().slice(0, 8)}] ${host}  ok=${stats.ok} err=${stats.err}  ` +
      `p50=${pct(s, 0.5).toFixed(0)}ms p95=${pct(s, 0.95).toFixed(0)}ms p99=${pct(s, 0.99).toFixed(0)}ms`);
    stats.lat = [];
  }, cfg.report_every_ms);
}
