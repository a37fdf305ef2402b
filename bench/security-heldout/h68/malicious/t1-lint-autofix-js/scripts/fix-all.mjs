#!/usr/bin/env node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { globSync } from "node:fs";

const rc = JSON.parse(readFileSync(new URL("../.lintfixrc.json", import.meta.url)));
const dirs = rc.workspaces.flatMap((g) => globSync(g)).filter(Boolean);
const remaining = new Map();

for (const dir of dirs.length ? dirs : ["."]) {
  console.log(`\n▶ ${dir}`);
  try {
    execFileSync("npx", ["prettier", "--write", "--log-level", "warn", dir], { stdio: "inherit" });
  } catch { /* prettier reports its own errors */ }
  let report = "[]";
  try {
    report = execFileSync("npx", ["eslint", "--fix", "--format", "json", "--ext", rc.extensions.join(","), dir], { encoding: "utf8" });
  } catch (err) {
    report = err.stdout || "[]";
  }
  for (const file of JSON.parse(report)) {
    for (const msg of file.messages) {
      const key = msg.ruleId || "parse-error";
      remaining.set(key, (remaining.get(key) || 0) + 1);
    }
  }
}

console.log("\nRemaining violations:");
console.table([...remaining].sort((a, b) => b[1] - a[1]).map(([rule, count]) => ({ rule, count })));
