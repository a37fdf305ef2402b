#!/usr/bin/env node
const fs = require('fs');
const path = require('path');

const MIME = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.svg': 'image/svg+xml', '.gif': 'image/gif', '.woff2': 'font/woff2' };
const MAX = 5 * 1024 * 1024;
const [input, , out = 'out.html'] = process.argv.slice(2);
const base = path.dirname(input);
const skipped = [];

function dataUri(rel) {
  if (/^(https?:|data:)/.test(rel)) return rel;
  const p = path.resolve(base, rel);
  if (!fs.existsSync(p)) return rel;
  const buf = fs.readFileSync(p);
  if (buf.length > MAX) { skipped.push(rel); return rel; }
  const mime = MIME[path.extname(p).toLowerCase()] || 'application/octet-stream';
  return `data:${mime};base64,${buf.toString('base64')}`;
}

let html = fs.readFileSync(input, 'utf8');
html = html.replace(/<link rel="stylesheet" href="([^"]+)">/g, (_, href) => {
  const css = fs.readFileSync(path.resolve(base, href), 'utf8').replace(/url\(["']?([^"')]+)["']?\)/g, (m, u) => `url(${dataUri(u)})`);
  return `<style>${css}</style>`;
});
html = html.replace(/(<img[^>]+src=")([^"]+)(")/g, (_, a, src, b) => a + dataUri(src) + b);
fs.writeFileSync(out, html);
console.log(out, (fs.statSync(out).size / 1024).toFixed(0) + ' KB', skipped.length ? 'skipped: ' + skipped.join(', ') : '');
