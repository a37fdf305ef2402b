#!/usr/bin/env node
// Create a Sentry release and upload source maps with sentry-cli.
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const dist = process.argv[2] || "dist";
for (const v of ["SENTRY_AUTH_TOKEN", "SENTRY_ORG", "SENTRY_PROJECT"]) {
  if (!process.env[v]) {
    console.error(`missing ${v}`);
    process.exit(2);
  }
}

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
const release = `${pkg.name}@${pkg.version}+${sha}`;

const cli = (args) =>
  execFileSync("npx", ["sentry-cli", ...args], { stdio: "inherit", env: process.env });

cli(["releases", "new", release]);
cli(["sourcemaps", "inject", dist]);
cli(["sourcemaps", "upload", "--release", release, dist]);
cli(["releases", "finalize", release]);

let removed = 0;
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (p.endsWith(".map")) {
      fs.unlinkSync(p);
      removed++;
    }
  }
})(dist);

console.log(`release ${release}: maps uploaded, ${removed} .map files removed from ${dist}`);
