#!/usr/bin/env node
'use strict';

const fs = require('fs');
const { Prober } = require('./prober');

function parse(argv) {
  const file = argv.find((a) => !a.startsWith('--')) || 'smoke.json';
  const i = argv.indexOf('--base');
  return { file, base: i >= 0 ? argv[i + 1] : undefined };
}

async function main() {
  const args = parse(process.argv.slice(2));
  const cfg = JSON.parse(fs.readFileSync(args.file, 'utf8'));
  const base = args.base || cfg.baseUrl;
  const prober = new Prober(base);
  const results = await prober.runAll(cfg.checks);
  let failed = 0;
  for (const r of results) {
    const ok = r.ok ? '✓' : '✗';
    if (!r.ok) failed++;
    console.log(`${ok} ${r.path.padEnd(26)} ${String(r.status).padEnd(5)} ${String(r.ms).padStart(5)}ms  ${r.note || ''}`);
  }
  process.exitCode = failed ? 1 : 0;
}

main();
