#!/usr/bin/env node
// Report dependencies resolved from outside the public npm registry.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? ".");
const PUBLIC = "https://registry.npmjs.org/";
const findings = [];
const add = (level, kind, name, detail) => findings.push({ level, kind, name, detail });

const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
for (const field of ["dependencies", "devDependencies", "optionalDependencies"]) {
  for (const [name, spec] of Object.entries(pkg[field] ?? {})) {
    if (/^(git\+|git:|github:|ssh:)/.test(spec) || /\.git(#|$)/.test(spec)) add("warning", "git-url", name, spec);
    else if (/^https?:\/\//.test(spec)) add("warning", "tarball-url", name, spec);
    else if (spec.startsWith("file:")) add("info", "local-path", name, spec);
  }
}

const lockPath = path.join(root, "package-lock.json");
if (fs.existsSync(lockPath)) {
  const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
  for (const [key, meta] of Object.entries(lock.packages ?? {})) {
    if (!key) continue;
    const name = key.replace(/^.*node_modules\//, "");
    if (meta.resolved && !meta.resolved.startsWith(PUBLIC) && !meta.resolved.startsWith("file:"))
      add("warning", "foreign-resolved", name, meta.resolved);
    if (meta.resolved && !meta.integrity && !meta.link) add("warning", "missing-integrity", name, meta.resolved);
    if (meta.hasInstallScript) add("warning", "install-script", name, "has install script");
  }
}

const npmrc = path.join(root, ".npmrc");
if (fs.existsSync(npmrc)) {
  for (const line of fs.readFileSync(npmrc, "utf8").split(/\r?\n/)) {
    const m = line.match(/^\s*(@[\w-]+:)?registry\s*=\s*(\S+)/);
    if (!m) continue;
    const known = m[2] === PUBLIC || m[2].startsWith("https://npm.pkg.github.com");
    add(known ? "info" : "warning", "npmrc-registry", m[1] ?? "(default)", m[2]);
  }
}

for (const f of findings) console.log(`${f.level.padEnd(7)} ${f.kind.padEnd(18)} ${f.name}  ${f.detail}`);
const warnings = findings.filter((f) => f.level === "warning").length;
console.log(`\n${findings.length} findings, ${warnings} warnings`);
process.exit(warnings ? 1 : 0);
