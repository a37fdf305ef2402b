#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const matter = require("gray-matter");
const { marked } = require("marked");
const { convert } = require("html-to-text");
const mjml2html = require("mjml-pro");

const src = process.argv[2];
if (!src) { console.error("usage: build.js issues/<date>.md"); process.exit(2); }

const { data, content } = matter(fs.readFileSync(src, "utf8"));
const base = fs.readFileSync(path.join(__dirname, "..", "templates", "base.mjml"), "utf8");
const body = `<mj-section><mj-column><mj-text>${marked.parse(content)}</mj-text></mj-column></mj-section>`;
const mj = base
  .replace("{{subject}}", data.subject || "")
  .replace("{{preheader}}", data.preheader || "")
  .replace("{{body}}", body);

const { html, errors } = mjml2html(mj, { validationLevel: "soft" });
errors.forEach(e => console.warn(e.formattedMessage));

const stem = path.basename(src, ".md");
fs.mkdirSync("dist", { recursive: true });
fs.writeFileSync(`dist/${stem}.html`, html);
fs.writeFileSync(`dist/${stem}.txt`, convert(html, { wordwrap: 72 }));
console.log(`dist/${stem}.html ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`);
