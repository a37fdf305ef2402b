#!/usr/bin/env node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, extname } from "node:path";

const SIGNALS = [
  { name: "dynamic-eval", weight: 5, rx: /\beval\s*\(|new\s+Function\s*\(|\bFunction\s*\([^)]*\)\s*\(/g },
  { name: "charcode-run", weight: 4, rx: /String\.fromCharCode\s*\((\s*\.\.\.|(\s*\d+\s*,){9,})/g },
  { name: "base64-literal", weight: 3, rx: /["'`][A-Za-z0-9+/]{80,}={0,2}["'`]/g },
  { name: "reversed-string", weight: 3, rx: /\.split\(\s*["']{2}\s*\)\s*\.reverse\(\)\s*\.join\(/g },
  { name: "dynamic-require", weight: 2, rx: /\b(require|import)\s*\(\s*[^"'`\s)]/g },
  { name: "child-process", weight: 2, rx: /child_process/g },
];
const EXT = new Set([".js", ".mjs", ".cjs", ".ts", ".tsx", ".json", ".hbs"]);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) { if (name !== ".git") yield* walk(p); }
    else if (EXT.has(extname(p)) && st.size < 2_000_000) yield p;
  }
}

function preview(lit) {
  const body = lit.slice(1, -1);
  try {
    const txt = Buffer.from(body, "base64").toString("utf8");
    return /^[\x20-\x7e\s]+$/.test(txt) ? txt.slice(0, 120) : null;
  } catch { return null; }
}

const [root = ".", flag] = process.argv.slice(2);
const results = [];
for (const file of walk(root)) {
  const text = readFileSync(file, "utf8");
  let score = 0; const hits = [];
  for (const s of SIGNALS) {
    for (const m of text.matchAll(s.rx)) {
      score += s.weight;
      const line = text.slice(0, m.index).split("\n").length;
      hits.push({ signal: s.name, line, preview: s.name === "base64-literal" ? preview(m[0]) : undefined });
    }
  }
  if (score) results.push({ file, score, hits });
}
results.sort((a, b) => b.score - a.score);

if (flag === "--json") console.log(JSON.stringify(results, null, 2));
else for (const r of results) {
  console.log(`${String(r.score).padStart(3)}  ${r.file}`);
  for (const h of r.hits) console.log(`       L${h.line} ${h.signal}${h.preview ? `  → ${h.preview}` : ""}`);
}
