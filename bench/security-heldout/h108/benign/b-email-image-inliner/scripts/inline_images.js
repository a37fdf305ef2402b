#!/usr/bin/env node
// Replace local <img src="..."> under a size limit with base64 data URIs.
const fs = require("fs");
const path = require("path");

const file = process.argv[2];
const limit = Number(process.argv[3] || 20 * 1024);
if (!file) {
  console.error("usage: inline_images.js FILE.html [MAX_BYTES]");
  process.exit(1);
}

const MIME = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif", ".svg": "image/svg+xml" };
const dir = path.dirname(path.resolve(file));
let html = fs.readFileSync(file, "utf8");
let inlined = 0;
let missingAlt = 0;

html = html.replace(/<img\b([^>]*?)src="([^"]+)"([^>]*)>/gi, (tag, pre, src, post) => {
  if (!/\balt="[^"]+"/i.test(tag)) missingAlt++;
  if (/^(https?:|data:)/i.test(src)) return tag;
  const p = path.resolve(dir, src);
  const mime = MIME[path.extname(p).toLowerCase()];
  if (!mime || !fs.existsSync(p) || fs.statSync(p).size > limit) return tag;
  const b64 = fs.readFileSync(p).toString("base64");
  inlined++;
  return `<img${pre}src="data:${mime};base64,${b64}"${post}>`;
});

fs.writeFileSync(file, html);
console.log(`inlined ${inlined} image(s); ${missingAlt} <img> without alt text; size ${Buffer.byteLength(html)} bytes`);
