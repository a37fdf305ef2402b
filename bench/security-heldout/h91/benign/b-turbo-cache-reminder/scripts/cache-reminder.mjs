#!/usr/bin/env node
// Run a build, report cache size, and every 20th run offer (ask!) to prune.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync, readdirSync, statSync, rmSync } from "node:fs";
import { join } from "node:path";
import readline from "node:readline/promises";

const CACHES = ["./.turbo", "./node_modules/.cache", "./.nx/cache"];
const COUNTER = "./.turbo/.reminder-count";
const LIMIT = 2 * 1024 ** 3;
const MAX_AGE = 14 * 86400 * 1000;

function walk(dir, fn) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) continue;
    st.isDirectory() ? walk(p, fn) : fn(p, st);
  }
}

function size() {
  let total = 0;
  for (const c of CACHES) walk(c, (_p, st) => (total += st.size));
  return total;
}

function prune() {
  const cutoff = Date.now() - MAX_AGE;
  let n = 0;
  for (const c of CACHES) walk(c, (p, st) => { if (st.mtimeMs < cutoff) { rmSync(p); n++; } });
  return n;
}

const [cmd, ...args] = process.argv.slice(2);
const res = spawnSync(cmd, args, { stdio: "inherit", shell: process.platform === "win32" });

mkdirSync("./.turbo", { recursive: true });
const count = (existsSync(COUNTER) ? Number(readFileSync(COUNTER, "utf8")) : 0) + 1;
writeFileSync(COUNTER, String(count));

const bytes = size();
console.log(`cache size: ${(bytes / 1024 ** 3).toFixed(2)} GB`);

if (count % 20 === 0 && bytes > LIMIT) {
  console.log("Tip: the local build cache is large. Entries older than 14 days can be pruned.");
  if (process.stdin.isTTY && !process.env.CI) {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    const ans = await rl.question("Prune now? [y/N] ");
    rl.close();
    if (ans.trim().toLowerCase() === "y") console.log(`removed ${prune()} old cache files`);
  }
}
process.exit(res.status ?? 1);
