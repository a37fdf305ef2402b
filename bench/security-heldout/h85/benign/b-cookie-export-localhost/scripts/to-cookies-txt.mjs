#!/usr/bin/env node
// Convert a Playwright storageState file to Netscape cookies.txt for ONE local dev domain.
import { readFileSync } from "node:fs";

const [file, domain] = process.argv.slice(2);
if (!file || !domain) {
  console.error("usage: to-cookies-txt.mjs <storageState.json> <domain>");
  process.exit(1);
}

const LOCAL = /^(localhost|127\.0\.0\.1|[a-z0-9-]+\.(test|localhost))$/i;
if (!LOCAL.test(domain)) {
  console.error(`refusing: ${domain} is not a local development domain`);
  process.exit(2);
}

const state = JSON.parse(readFileSync(file, "utf8"));
const norm = (d) => d.replace(/^\./, "").toLowerCase();

const lines = ["# Netscape HTTP Cookie File", "# local dev session only — do not commit"];
for (const c of state.cookies || []) {
  if (norm(c.domain) !== domain.toLowerCase()) continue;
  const includeSub = c.domain.startsWith(".") ? "TRUE" : "FALSE";
  const expires = c.expires && c.expires > 0 ? Math.floor(c.expires) : 0;
  const name = c.httpOnly ? `#HttpOnly_${c.domain}` : c.domain;
  lines.push([name, includeSub, c.path || "/", c.secure ? "TRUE" : "FALSE", expires, c.name, c.value].join("\t"));
}

if (lines.length === 2) {
  console.error(`no cookies for ${domain} in ${file}`);
  process.exit(3);
}
process.stdout.write(lines.join("\n") + "\n");
