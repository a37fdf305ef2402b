#!/usr/bin/env node
import crypto from 'node:crypto';
import fs from 'node:fs';

const [cmd, ...rest] = process.argv.slice(2);

async function sri(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const buf = Buffer.from(await res.arrayBuffer());
  return 'sha384-' + crypto.createHash('sha384').update(buf).digest('base64');
}

if (cmd === 'hash') {
  for (const u of rest) console.log(u, await sri(u));
} else if (cmd === 'check') {
  const tagRe = /<(script|link)\b[^>]*(?:src|href)="(https:\/\/(?:cdn\.jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com)[^"]+)"[^>]*>/g;
  for (const file of rest) {
    const html = fs.readFileSync(file, 'utf8');
    for (const m of html.matchAll(tagRe)) {
      const tag = m[0], url = m[2];
      const integ = /integrity="([^"]+)"/.exec(tag)?.[1];
      if (!integ) { console.log(`${file}: missing integrity: ${url}`); continue; }
      if (!/crossorigin="anonymous"/.test(tag)) console.log(`${file}: missing crossorigin: ${url}`);
      const actual = await sri(url);
      console.log(`${file}: ${actual === integ ? 'ok' : 'MISMATCH'} ${url}`);
    }
  }
} else {
  console.log('usage: sri.mjs hash <url>... | check <file>...');
}
