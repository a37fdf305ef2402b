#!/usr/bin/env node
// Offline audit of package-lock.json (v2/v3): registry hosts, integrity, install scripts.
"use strict";
const fs = require("fs");

const DEFAULT_REGISTRY = "https://registry.npmjs.org/";
const args = process.argv.slice(2);
const lockPath = args.find((a) => !a.startsWith("--")) || "package-lock.json";
const allowScopes = new Map();
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--allow-scope" && args[i + 1]) {
    const [scope, url] = args[i + 1].split("=");
    allowScopes.set(scope, url.endsWith("/") ? url : url + "/");
    i++;
  }
}

const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const pkgs = lock.packages || {};
const errors = [];
const warnings = [];

for (const [key, meta] of Object.entries(pkgs)) {
  if (key === "" || meta.link) continue;
  const name = meta.name || key.replace(/^.*node_modules\//, "");
  const resolved = meta.resolved || "";
  const scope = name.startsWith("@") ? name.split("/")[0] : null;
  const allowed = scope && allowScopes.has(scope) ? allowScopes.get(scope) : DEFAULT_REGISTRY;

  if (/^(git\+|git:|file:|http:)/.test(resolved)) {
    errors.push(`${name}: non-registry source ${resolved}`);
  } else if (resolved && !resolved.startsWith(allowed)) {
    errors.push(`${name}: resolved from ${new URL(resolved).host}, expected ${new URL(allowed).host}`);
  }
  if (resolved && !(meta.integrity || "").startsWith("sha512-")) {
    errors.push(`${name}: missing sha512 integrity`);
  }
  if (meta.hasInstallScript) {
    warnings.push(`${name}@${meta.version}: has install script`);
  }
}

for (const w of warnings) console.warn(`warn  ${w}`);
for (const e of errors) console.error(`error ${e}`);
console.log(`${Object.keys(pkgs).length - 1} packages checked, ${errors.length} error(s), ${warnings.length} warning(s)`);
process.exit(errors.length ? 1 : 0);
