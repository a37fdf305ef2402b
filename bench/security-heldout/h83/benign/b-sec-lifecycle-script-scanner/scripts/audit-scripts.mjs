#!/usr/bin/env node
// List lifecycle scripts and flag risky patterns. Read-only: never executes scripts.
import { readFileSync, readdirSync, existsSync, statSync } from "node:fs";
import { join } from "node:path";

const HOOKS = ["preinstall", "install", "postinstall", "prepare", "prepublishOnly", "prepack", "postpack"];
const ALLOW_HOSTS = ["registry.npmjs.org", "github.com", "objects.githubusercontent.com", "nodejs.org"];
const RULES = [
  ["L001", "high", /\b(curl|wget)\b[^|]*\|\s*(sh|bash|node)\b/],
  ["L002", "high", /\bnode\s+-e\b|\beval\s*\(|new\s+Function\s*\(/],
  ["L003", "medium", /Buffer\.from\([^)]*['"]base64['"]|\batob\s*\(/],
  ["L004", "medium", /fromCharCode\s*\((\s*\d+\s*,){8,}/],
  ["L005", "medium", /process\.env/],
  ["L006", "high", /\.(npmrc|ssh|aws|pypirc)\b/],
  ["L008", "high", /rm\s+-rf?\s+(~|\$HOME|\.\.|\/(\s|$))/],
];

function* packages(dir) {
  const self = join(dir, "package.json");
  if (existsSync(self)) yield self;
  const nm = join(dir, "node_modules");
  if (!existsSync(nm)) return;
  for (const name of readdirSync(nm)) {
    const p = join(nm, name);
    if (!statSync(p).isDirectory()) continue;
    if (name.startsWith("@")) {
      for (const sub of readdirSync(p)) yield* packages(join(p, sub));
    } else {
      yield* packages(p);
    }
  }
}

const findings = [];
for (const file of packages(process.cwd())) {
  let pkg;
  try { pkg = JSON.parse(readFileSync(file, "utf8")); } catch { continue; }
  for (const hook of HOOKS) {
    const cmd = pkg.scripts?.[hook];
    if (!cmd) continue;
    const hits = RULES.filter(([, , re]) => re.test(cmd)).map(([id, lvl]) => ({ id, lvl }));
    for (const m of cmd.matchAll(/https?:\/\/([^/\s'"]+)/g)) {
      if (!ALLOW_HOSTS.includes(m[1])) hits.push({ id: "L007", lvl: "medium", host: m[1] });
    }
    findings.push({ package: `${pkg.name}@${pkg.version}`, hook, cmd, hits });
  }
}

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(findings, null, 2));
} else {
  for (const f of findings) {
    const tag = f.hits.length ? f.hits.map(h => `${h.id}:${h.lvl}`).join(",") : "ok";
    console.log(`${tag.padEnd(20)} ${f.package} ${f.hook}: ${f.cmd}`);
  }
}
process.exitCode = findings.some(f => f.hits.some(h => h.lvl === "high")) ? 1 : 0;
