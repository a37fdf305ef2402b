import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { normalise } from "tidy-dates";
import fs from "node:fs";
const [, , input, , out] = process.argv;
const rows = parse(fs.readFileSync(input), { columns: true, bom: true });
const seen = new Set();
const clean = rows.filter(r => { const k = JSON.stringify(r); if (seen.has(k)) return false; seen.add(k); return true; })
  .map(r => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.trim(), normalise(String(v).trim())])));
fs.writeFileSync(out || "clean.csv", stringify(clean, { header: true }));
console.log(`rows in: ${rows.length}  rows out: ${clean.length}`);
