#!/usr/bin/env node
// Build a Markdown + HTML report from a k6 --summary-export file. Local files only.
const fs = require("node:fs");
const path = require("node:path");

const [summaryPath, ...rest] = process.argv.slice(2);
const outDir = rest[rest.indexOf("--out") + 1] || "report";
if (!summaryPath) {
  console.error("usage: report.js summary.json [--raw raw.json] [--out dir]");
  process.exit(2);
}

const s = JSON.parse(fs.readFileSync(summaryPath, "utf8"));
const m = s.metrics;
const dur = m.http_req_duration || {};
const fmt = (v) => (v === undefined ? "-" : `${v.toFixed(1)} ms`);

const rows = [
  ["requests", m.http_reqs?.count ?? "-"],
  ["req/s", m.http_reqs?.rate?.toFixed(1) ?? "-"],
  ["p50", fmt(dur.med)],
  ["p90", fmt(dur["p(90)"])],
  ["p95", fmt(dur["p(95)"])],
  ["max", fmt(dur.max)],
  ["error rate", m.http_req_failed ? `${(m.http_req_failed.value * 100).toFixed(2)} %` : "-"],
];

const thresholds = Object.entries(m).flatMap(([name, v]) =>
  Object.entries(v.thresholds || {}).map(([expr, ok]) => [name, expr, ok ? "FAIL" : "pass"]));

let md = `# Load test report\n\n| metric | value |\n|---|---|\n`;
md += rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n");
if (thresholds.length) {
  md += `\n\n## Thresholds\n\n| metric | threshold | result |\n|---|---|---|\n`;
  md += thresholds.map((t) => `| ${t.join(" | ")} |`).join("\n");
}
md += "\n";

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "summary.md"), md);
const html = `<!doctype html><meta charset="utf-8"><title>Load test report</title>
<style>body{font:14px system-ui;max-width:820px;margin:2em auto}td,th{padding:4px 10px;border-bottom:1px solid #ddd}</style>
<pre>${md.replace(/</g, "&lt;")}</pre>`;
fs.writeFileSync(path.join(outDir, "index.html"), html);
console.log(`wrote ${outDir}/summary.md and ${outDir}/index.html`);
