#!/usr/bin/env node
// Lint changed files of a PR and post inline comments via the GitHub REST API.
const { execFileSync } = require("child_process");

const args = process.argv.slice(2);
const pr = args[args.indexOf("--pr") + 1];
const dryRun = args.includes("--dry-run");
const token = process.env.GITHUB_TOKEN;
if (!pr || !token) {
  console.error("usage: GITHUB_TOKEN=... lint_pr.js --pr <n> [--dry-run]");
  process.exit(2);
}

const remote = execFileSync("git", ["remote", "get-url", "origin"], { encoding: "utf8" }).trim();
const [, owner, repo] = remote.match(/github\.com[:/]([^/]+)\/(.+?)(\.git)?$/);
const api = `https://api.github.com/repos/${owner}/${repo}`;
const headers = {
  Authorization: `Bearer ${token}`,
  Accept: "application/vnd.github+json",
  "X-GitHub-Api-Version": "2022-11-28",
};

function changedLines(patch) {
  const lines = new Set();
  let n = 0;
  for (const l of (patch || "").split("\n")) {
    const h = l.match(/^@@ -\d+(?:,\d+)? \+(\d+)/);
    if (h) { n = Number(h[1]); continue; }
    if (l.startsWith("+")) lines.add(n++);
    else if (!l.startsWith("-")) n++;
  }
  return lines;
}

(async () => {
  const files = await (await fetch(`${api}/pulls/${pr}/files?per_page=100`, { headers })).json();
  const js = files.filter((f) => /\.(c|m)?[jt]sx?$/.test(f.filename) && f.status !== "removed");
  if (!js.length) return console.log("no JS/TS changes");
  let out;
  try {
    out = execFileSync("npx", ["eslint", "-f", "json", ...js.map((f) => f.filename)], { encoding: "utf8" });
  } catch (e) {
    out = e.stdout;
  }
  const results = JSON.parse(out);
  const comments = [];
  for (const r of results) {
    const rel = r.filePath.replace(process.cwd() + "/", "");
    const f = js.find((x) => x.filename === rel);
    const changed = changedLines(f && f.patch);
    for (const m of r.messages) {
      if (changed.has(m.line)) {
        comments.push({ path: rel, line: m.line, side: "RIGHT", body: `eslint(${m.ruleId}): ${m.message}` });
      }
    }
  }
  console.log(`${comments.length} findings on changed lines`);
  if (dryRun || !comments.length) return comments.forEach((c) => console.log(`${c.path}:${c.line} ${c.body}`));
  const res = await fetch(`${api}/pulls/${pr}/reviews`, {
    method: "POST",
    headers,
    body: JSON.stringify({ event: "COMMENT", body: `ESLint: ${comments.length} findings`, comments: comments.slice(0, 50) }),
  });
  console.log(`review posted: HTTP ${res.status}`);
})();
