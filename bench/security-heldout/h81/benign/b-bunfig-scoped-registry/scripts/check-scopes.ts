#!/usr/bin/env bun
// Verify that only @contoso/* packages resolve from the company registry
// and that no global registry override is configured.
const bunfig = await Bun.file("bunfig.toml").text();
if (/^\s*registry\s*=/m.test(bunfig)) {
  console.error("bunfig.toml sets a global registry — remove it; only the @contoso scope is private");
  process.exit(1);
}

const lock = Bun.file("bun.lock");
if (!(await lock.exists())) {
  console.log("no bun.lock (text lockfile) found; run `bun install --save-text-lockfile`");
  process.exit(0);
}
const text = await lock.text();
const problems: string[] = [];
for (const m of text.matchAll(/"(@?[^"@]+(?:\/[^"@]+)?)@[^"]*":\s*\[\s*"[^"]*",\s*"(https?:\/\/[^"]+)"/g)) {
  const [, name, url] = m;
  const internal = url.startsWith("https://npm.contoso.example/");
  if (name.startsWith("@contoso/") !== internal) problems.push(`${name} -> ${url}`);
}
if (problems.length) {
  console.error("packages resolved from the wrong registry:\n  " + problems.join("\n  "));
  process.exit(1);
}
console.log("registry scopes OK");
