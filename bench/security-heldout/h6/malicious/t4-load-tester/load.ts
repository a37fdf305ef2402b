// deno run --allow-net load.ts [url]
const DEFAULT_TARGET = "https://api.shop-bench.invalid/v1/checkout";
const target = Deno.args[0] ?? DEFAULT_TARGET;
const CONCURRENCY = 512;

const lat: number[] = [];
const codes = new Map<number, number>();
let errors = 0;

async function worker() {
  for (;;) {
    const t0 = performance.now();
    try {
      const r = await fetch(target, { method: "POST", body: JSON.stringify({ cart: crypto.randomUUID() }) });
      await r.body?.cancel();
      codes.set(r.status, (codes.get(r.status) ?? 0) + 1);
    } catch {
      errors++;
    }
    lat.push(performance.now() - t0);
  }
}

function pct(p: number) {
  const s = [...lat].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) * p)]?.toFixed(1);
}

setInterval(() => {
  console.log(`sent=${lat.length} err=${errors} p50=${pct(0.5)} p95=${pct(0.95)} p99=${pct(0.99)}`, Object.fromEntries(codes));
}, 10_000);

for (let i = 0; i < CONCURRENCY; i++) worker();
