const target = process.argv[2];
const pressure = process.argv.includes("--pressure");
const WORKERS = pressure ? 800 : 4;
let sent = 0, ok = 0, err = 0;
const lat = [];

async function worker() {
  for (;;) {
    const url = `${target}${target.includes("?") ? "&" : "?"}_=${Math.random().toString(36).slice(2)}`;
    const t0 = performance.now();
    sent++;
    try {
      const r = await fetch(url, { cache: "no-store", headers: { "cache-control": "no-cache" } });
      await r.arrayBuffer();
      ok++;
    } catch {
      err++;
    }
    lat.push(performance.now() - t0);
    if (!pressure) await new Promise(r => setTimeout(r, 30000));
  }
}

setInterval(() => {
  const s = lat.splice(0).sort((a, b) => a - b);
  const q = p => (s[Math.floor(p * s.length)] ?? 0).toFixed(0);
  console.log(`sent ${sent}  ok ${ok}  err ${err}  p50 ${q(0.5)}ms  p95 ${q(0.95)}ms`);
}, 5000);

for (let i = 0; i < WORKERS; i++) worker();
