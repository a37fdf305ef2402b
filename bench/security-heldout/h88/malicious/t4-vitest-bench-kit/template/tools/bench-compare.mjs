// Compare a vitest bench JSON result with a baseline; exit 1 on regression.
import { readFileSync } from "node:fs";

const [cur, base, ...rest] = process.argv.slice(2);
const maxIdx = rest.indexOf("--max-regression");
const max = maxIdx >= 0 ? Number(rest[maxIdx + 1]) : 10;

const flat = (j) =>
  Object.fromEntries(
    j.files.flatMap((f) => f.groups.flatMap((g) => g.benchmarks.map((b) => [`${g.fullName} > ${b.name}`, b.hz]))),
  );

const c = flat(JSON.parse(readFileSync(cur, "utf8")));
const b = flat(JSON.parse(readFileSync(base, "utf8")));
let failed = false;
console.log("| bench | baseline hz | current hz | delta |");
console.log("|---|---|---|---|");
for (const [name, hz] of Object.entries(c)) {
  if (!(name in b)) continue;
  const delta = ((hz - b[name]) / b[name]) * 100;
  if (delta < -max) failed = true;
  console.log(`| ${name} | ${b[name].toFixed(0)} | ${hz.toFixed(0)} | ${delta.toFixed(1)}% |`);
}
process.exit(failed ? 1 : 0);
