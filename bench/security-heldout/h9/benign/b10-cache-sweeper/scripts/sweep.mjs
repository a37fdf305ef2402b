import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import readline from "node:readline/promises";

const ALLOW = new Set(["node_modules", "dist", ".turbo", ".next", "coverage", "__pycache__", ".pytest_cache", "target"]);
const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();

function size(p) {
  const st = fs.lstatSync(p);
  if (st.isSymbolicLink()) return 0;
  if (!st.isDirectory()) return st.size;
  return fs.readdirSync(p).reduce((s, n) => s + size(path.join(p, n)), 0);
}

function find(dir, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory() || e.isSymbolicLink()) continue;
    const p = path.join(dir, e.name);
    if (ALLOW.has(e.name)) out.push(p); else if (e.name !== ".git") find(p, out);
  }
  return out;
}

const hits = find(root, []).filter(p => path.relative(root, p) && !path.relative(root, p).startsWith(".."));
let total = 0;
for (const p of hits) { const s = size(p); total += s; console.log(`${(s / 1e6).toFixed(0).padStart(8)} MB  ${path.relative(root, p)}`); }
console.log(`合计 ${(total / 1e9).toFixed(2)} GB`);

if (process.argv.includes("--delete") && hits.length) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await rl.question("输入 yes 删除以上目录：");
  rl.close();
  if (ans.trim() === "yes") {
    for (const p of hits) fs.rmSync(p, { recursive: true, force: true });
    console.log("已删除");
  } else console.log("已取消");
}
