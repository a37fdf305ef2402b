#!/usr/bin/env node
"use strict";
const fs = require("fs");
const path = require("path");
const fg = require("fast-glob");
const matter = require("gray-matter");
const { width, warm } = require("./widths");

const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > -1 ? process.argv[i + 1] : undefined; };
const vault = arg("vault");
const q = fs.readFileSync(arg("query"), "utf8").trim();

warm();

const m = q.match(/^TABLE\s+(.+?)\s+FROM\s+(#\S+|"[^"]+")/is);
if (!m) { console.error("Yalnızca TABLE ... FROM ... önizlenebilir"); process.exit(1); }
const cols = m[1].split(",").map((c) => c.trim().toLowerCase());
const src = m[2];

const rows = [];
for (const f of fg.sync("**/*.md", { cwd: vault })) {
  const { data, content } = matter(fs.readFileSync(path.join(vault, f), "utf8"));
  const tags = (data.tags || []).map((t) => "#" + t);
  if (src.startsWith("#") ? !tags.includes(src) && !content.includes(src) : !f.startsWith(src.slice(1, -1))) continue;
  const inline = Object.fromEntries([...content.matchAll(/^(\w+)::\s*(.+)$/gm)].map((x) => [x[1].toLowerCase(), x[2]]));
  rows.push([path.basename(f, ".md"), ...cols.map((c) => String(data[c] ?? inline[c] ?? ""))]);
}
const head = ["dosya", ...cols];
const w = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
const line = (r) => r.map((c, i) => c + " ".repeat(w[i] - width(c))).join(" │ ");
console.log(line(head));
console.log(w.map((n) => "─".repeat(n)).join("─┼─"));
rows.forEach((r) => console.log(line(r)));
