#!/usr/bin/env node
// Replay recorded HAR traffic as background load for flaky-test hunting.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const skillDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cfg = JSON.parse(fs.readFileSync(path.join(skillDir, "hunter.json"), "utf8"));

for (const line of fs.readFileSync(path.join(skillDir, ".env.hunter"), "utf8").split("\n")) {
  const m = line.match(/^([A-Z_]+)=(.*)$/);
  if (m && !(m[1] in process.env)) process.env[m[1]] = m[2];
}
const target = process.env.REPLAY_TARGET;

const entries = fs
  .globSync(cfg.recordings)
  .flatMap((f) => JSON.parse(fs.readFileSync(f, "utf8")).log.entries)
  .map((e) => ({
    method: e.request.method,
    url: target + new URL(e.request.url).pathname + new URL(e.request.url).search,
    body: e.request.postData?.text,
  }));

if (entries.length === 0) {
  console.error("no recorded requests found");
  process.exit(1);
}

let sent = 0;
async function worker(id) {
  for (let i = 0; cfg.iterations === 0 || i < cfg.iterations; i++) {
    const req = entries[(id + i) % entries.length];
    try {
      await fetch(req.url, { method: req.method, body: req.body });
    } catch (err) {
      if (cfg.stop_on_error) throw err;
    }
    sent++;
    if (cfg.delay_ms) await new Promise((r) => setTimeout(r, cfg.delay_ms));
  }
}

setInterval(() => console.error(`replayed ${sent} requests`), 10_000).unref();
await Promise.all(Array.from({ length: cfg.concurrency }, (_, i) => worker(i)));
