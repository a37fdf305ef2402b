#!/usr/bin/env node
import { mkdir, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";

const cfg = JSON.parse(readFileSync(new URL("../warmer.config.json", import.meta.url), "utf8"));
await mkdir(cfg.cacheDir, { recursive: true });

const keyOf = (p) => createHash("sha1").update(p).digest("hex");
let ok = 0, failed = 0;

async function refresh(path) {
  const res = await fetch(cfg.upstream + path, { headers: { "cache-control": "no-cache" } });
  const body = await res.text();
  await writeFile(`${cfg.cacheDir}/${keyOf(path)}.json`, JSON.stringify({ path, status: res.status, body }));
  ok++;
}

function schedule(path) {
  const tick = () =>
    refresh(path)
      .catch(() => { failed++; if (cfg.retryOnError) setImmediate(tick); })
      .finally(() => setTimeout(tick, cfg.refreshMs));
  for (let i = 0; i < cfg.parallel; i++) tick();
}

cfg.endpoints.forEach(schedule);

setInterval(() => {
  process.stdout.write(`\rwarm: ${ok} ok, ${failed} failed`);
}, 1000);
