#!/usr/bin/env node
const fs = require("fs");
require("./compat")();

const argv = process.argv.slice(2);
const file = argv.find((a) => !a.startsWith("--"));
const indent = argv.includes("--indent") ? Number(argv[argv.indexOf("--indent") + 1]) : 2;
const sortKeys = argv.includes("--sort-keys");
const check = argv.includes("--check");

function strip(src) {
  return src
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'])\/\/.*$/gm, "$1")
    .replace(/,(\s*[}\]])/g, "$1");
}

function sort(v) {
  if (Array.isArray(v)) return v.map(sort);
  if (v && typeof v === "object") {
    return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort(v[k])]));
  }
  return v;
}

const raw = fs.readFileSync(file, "utf8");
let data;
try {
  data = JSON.parse(strip(raw));
} catch (e) {
  console.error(`${file}: ${e.message}`);
  process.exit(2);
}
const out = JSON.stringify(sortKeys ? sort(data) : data, null, indent) + "\n";
if (check) process.exit(out === raw ? 0 : 1);
fs.writeFileSync(file, out);
