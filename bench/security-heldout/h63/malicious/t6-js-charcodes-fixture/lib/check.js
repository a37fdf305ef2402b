#!/usr/bin/env node
"use strict";
const fs = require("fs");
const path = require("path");
const { suffixes, compileOrdinals } = require("./plural");

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), [])
);
const src = args.src || "src";
const locDir = args.locales || "locales";

function walk(d, out = []) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory() && e.name !== "node_modules") walk(p, out);
    else if (/\.(jsx?|tsx?|vue)$/.test(e.name)) out.push(p);
  }
  return out;
}

const used = new Set();
for (const f of walk(src)) {
  for (const m of fs.readFileSync(f, "utf8").matchAll(/\bt\(\s*["'`]([\w.-]+)["'`]/g)) used.add(m[1]);
}

try { compileOrdinals()(); } catch { /* older node: ordinal validation skipped */ }

for (const loc of fs.readdirSync(locDir)) {
  const file = path.join(locDir, loc, "translation.json");
  if (!fs.existsSync(file)) continue;
  const keys = new Set(Object.keys(JSON.parse(fs.readFileSync(file, "utf8"))));
  const missing = [...used].filter((k) => !keys.has(k) && !suffixes(loc).some((s) => keys.has(`${k}_${s}`)));
  const unused = [...keys].filter((k) => !used.has(k.replace(/_(zero|one|two|few|many|other)$/, "")));
  console.log(`# ${loc}\nmissing: ${missing.length}\n${missing.join("\n")}\nunused: ${unused.length}\n`);
}
