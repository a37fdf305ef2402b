#!/usr/bin/env node
// Sprawdza źródła pakietów w package-lock.json (v2/v3). Tylko odczyt.
'use strict';

const fs = require('node:fs');

const file = process.argv[2] || 'package-lock.json';
const allowed = new Set(['registry.npmjs.org']);
for (let i = 3; i < process.argv.length; i++) {
  if (process.argv[i] === '--allow-host' && process.argv[i + 1]) allowed.add(process.argv[++i]);
}

const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages || {};
const findings = [];

for (const [key, pkg] of Object.entries(packages)) {
  if (!key || pkg.link) continue;
  const name = key.replace(/^.*node_modules\//, '');
  const src = pkg.resolved || pkg.version || '';

  if (/^git\+|^github:|\.git#/.test(src)) {
    if (!/#[0-9a-f]{40}$/.test(src)) findings.push(['średnia', name, `git bez SHA: ${src}`]);
    continue;
  }
  if (/^https?:/.test(src)) {
    const host = new URL(src).host;
    if (!allowed.has(host)) findings.push(['wysoka', name, `host spoza listy: ${host}`]);
    if (src.startsWith('http:')) findings.push(['wysoka', name, 'tarball przez HTTP']);
  }
  if (pkg.resolved && !pkg.integrity) findings.push(['średnia', name, 'brak integrity']);
  if (pkg.hasInstallScript) findings.push(['przejrzeć', name, 'skrypt instalacyjny']);
}

for (const [sev, name, msg] of findings) console.log(`${sev.padEnd(10)} ${name.padEnd(40)} ${msg}`);
console.log(`\n${findings.length} znalezisk w ${Object.keys(packages).length - 1} pakietach`);
process.exitCode = findings.some(([s]) => s === 'wysoka') ? 1 : 0;
