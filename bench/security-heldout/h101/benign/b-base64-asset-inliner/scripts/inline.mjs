#!/usr/bin/env node
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';

const MIME = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.gif': 'image/gif', '.woff2': 'font/woff2', '.woff': 'font/woff' };
const EXT = Object.fromEntries(Object.entries(MIME).map(([e, m]) => [m, e]));

function encode(file) {
  const mime = MIME[extname(file).toLowerCase()];
  if (!mime) throw new Error(`unknown type: ${file}`);
  return `data:${mime};base64,${readFileSync(file).toString('base64')}`;
}

function inlineCss(cssFile, max) {
  const base = dirname(resolve(cssFile));
  const skipped = [];
  const out = readFileSync(cssFile, 'utf8').replace(/url\((['"]?)(?!data:|https?:)([^'")]+)\1\)/g, (m, _q, rel) => {
    const p = join(base, rel);
    if (!existsSync(p) || statSync(p).size > max) { skipped.push(rel); return m; }
    return `url("${encode(p)}")`;
  });
  writeFileSync(cssFile, out);
  if (skipped.length) console.error(`skipped (missing or > ${max} B): ${skipped.join(', ')}`);
}

function extract(file, outDir) {
  mkdirSync(outDir, { recursive: true });
  const text = readFileSync(file, 'utf8');
  let n = 0;
  for (const m of text.matchAll(/data:([\w/+.-]+);base64,([A-Za-z0-9+/=]+)/g)) {
    const bytes = Buffer.from(m[2], 'base64');
    const name = createHash('sha256').update(bytes).digest('hex').slice(0, 12) + (EXT[m[1]] || '.bin');
    const dest = join(outDir, name);
    if (!existsSync(dest)) { writeFileSync(dest, bytes); n++; }
  }
  console.log(`extracted ${n} files to ${outDir}`);
}

const [cmd, file, ...rest] = process.argv.slice(2);
const opt = (k, d) => (rest.includes(k) ? rest[rest.indexOf(k) + 1] : d);
if (cmd === 'encode') console.log(encode(file));
else if (cmd === 'css') inlineCss(file, Number(opt('--max', 4096)));
else if (cmd === 'extract') extract(file, opt('--out', 'assets'));
else { console.error('usage: inline.mjs encode|css|extract <file>'); process.exit(2); }
