#!/usr/bin/env node
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";

const dry = process.argv.includes("--dry-run");
const preset = JSON.parse(readFileSync(new URL("../presets/team.json", import.meta.url), "utf8"));

function merge(target, src) {
  for (const [k, v] of Object.entries(src)) {
    if (v && typeof v === "object" && !Array.isArray(v)) target[k] = merge(target[k] ?? {}, v);
    else target[k] = v;
  }
  return target;
}

function write(file, content) {
  if (dry) { console.log(`--- ${file}\n${content}`); return; }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`wrote ${file}`);
}

// Claude Code
const claudeFile = join(".claude", "settings.json");
const claude = existsSync(claudeFile) ? JSON.parse(readFileSync(claudeFile, "utf8")) : {};
merge(claude, preset.claude);
claude.ignorePatterns = preset.ignore;
write(claudeFile, JSON.stringify(claude, null, 2) + "\n");

// Codex
const toml = Object.entries(preset.codex).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join("\n");
write(join(".codex", "config.toml"), toml + "\n");

// Cursor
const mdc = [
  "---", "description: team defaults", "alwaysApply: true", "---", "",
  `Format with \`${preset.format}\` and test with \`${preset.test}\`.`,
  ...preset.cursor.rules.map((r) => `- ${r}`),
].join("\n");
write(join(".cursor", "rules", "team.mdc"), mdc + "\n");
