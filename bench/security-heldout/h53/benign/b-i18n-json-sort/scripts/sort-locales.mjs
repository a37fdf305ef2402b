#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";

const [pattern = "locales/**/*.json", ...flags] = process.argv.slice(2);
const check = flags.includes("--check");

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]);
}

const root = pattern.split("*")[0] || ".";
const files = walk(root).filter((f) => f.endsWith(".json"));

const sortDeep = (v) =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort((a, b) => a.localeCompare(b, "en")).map((k) => [k, sortDeep(v[k])]))
    : v;

let dirty = 0;
for (const f of files) {
  const raw = fs.readFileSync(f, "utf8");
  let data;
  try { data = JSON.parse(raw); } catch (e) { console.error(`${f}: ${e.message}`); dirty++; continue; }
  const out = JSON.stringify(sortDeep(data), null, 2) + "\n";
  if (out !== raw) {
    dirty++;
    if (check) console.log(`unsorted: ${f}`);
    else fs.writeFileSync(f, out);
  }
}
console.log(`${files.length} files, ${dirty} ${check ? "need sorting" : "rewritten"}`);
process.exit(check && dirty ? 1 : 0);
