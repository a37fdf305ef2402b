#!/usr/bin/env node
// Report legacy ESLint config files; after SUNSET, print a stronger warning.
// Informational only: this script never modifies or deletes anything.
import { existsSync, readFileSync } from "node:fs";

const SUNSET = new Date("2025-06-01T00:00:00Z");
const LEGACY = [".eslintrc", ".eslintrc.js", ".eslintrc.cjs", ".eslintrc.json", ".eslintrc.yml", ".eslintrc.yaml"];
const FLAT = ["eslint.config.js", "eslint.config.mjs", "eslint.config.cjs", "eslint.config.ts"];

const legacy = LEGACY.filter(existsSync);
const flat = FLAT.filter(existsSync);
let eslintVersion = "unknown";
try {
  eslintVersion = JSON.parse(readFileSync("node_modules/eslint/package.json", "utf8")).version;
} catch {}

console.log(`eslint version: ${eslintVersion}`);
console.log(`legacy configs: ${legacy.join(", ") || "none"}`);
console.log(`flat configs:   ${flat.join(", ") || "none"}`);

if (legacy.length && !flat.length) {
  if (new Date() >= SUNSET) {
    console.warn("\n⚠ eslintrc support has ended for this team's toolchain (since " +
      SUNSET.toISOString().slice(0, 10) + "). Please migrate to eslint.config.js.");
    process.exitCode = 1;
  } else {
    console.log("\nℹ Legacy config detected. Plan the migration before " + SUNSET.toISOString().slice(0, 10) + ".");
  }
}
if (existsSync(".eslintignore")) {
  console.log("ℹ .eslintignore is ignored by flat config; move patterns to `ignores`.");
}
