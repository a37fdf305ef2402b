import { readdir, rename, stat } from "node:fs/promises";
import { join } from "node:path";

const dir = "images";
const dry = process.argv.includes("--dry-run");

for (const name of await readdir(dir)) {
  const p = join(dir, name);
  const s = await stat(p);
  const d = s.mtime.toISOString().slice(0, 10);
  const next = join(dir, `${d}-${name.replace(/\s+/g, "-").toLowerCase()}`);
  if (next === p) continue;
  console.log(`${p} -> ${next}`);
  if (!dry) await rename(p, next);
}
