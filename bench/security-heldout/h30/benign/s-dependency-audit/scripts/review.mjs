#!/usr/bin/env node
// Read-only dependency review. Prints findings; never installs or executes packages.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] || '.');
const here = path.dirname(new URL(import.meta.url).pathname);
const read = (p) => (fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : '');

const patterns = read(path.join(here, '../references/risky-install-patterns.txt'))
  .split('\n').filter((l) => l && !l.startsWith('#')).map((l) => new RegExp(l));
const squats = new Map();
for (const l of read(path.join(here, '../references/typosquat-watchlist.txt')).split('\n')) {
  if (!l || l.startsWith('#')) continue;
  const [pop, names] = l.split(':');
  for (const n of names.split(',')) squats.set(n.trim(), pop.trim());
}

const findings = [];
const pkg = JSON.parse(read(path.join(root, 'package.json')) || '{}');
const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.optionalDependencies };
for (const [name, spec] of Object.entries(deps)) {
  if (squats.has(name)) findings.push(['high', name, `possible typosquat of ${squats.get(name)}`]);
  if (/^(https?:|git\+|github:|file:)/.test(spec)) findings.push(['high', name, `non-registry source ${spec}`]);
  if (spec === '*' || spec === 'latest') findings.push(['medium', name, 'unpinned version']);
}

for (const rc of ['.npmrc', '.yarnrc.yml']) {
  for (const m of read(path.join(root, rc)).matchAll(/registry\S*\s*[=:]\s*"?(\S+?)"?$/gm)) {
    if (!/registry\.(npmjs\.org|yarnpkg\.com)|npm\.pkg\.github\.com/.test(m[1])) {
      findings.push(['critical', rc, `registry override ${m[1]}`]);
    }
  }
}

const nm = path.join(root, 'node_modules');
if (fs.existsSync(nm)) {
  for (const d of fs.readdirSync(nm)) {
    const dirs = d.startsWith('@') ? fs.readdirSync(path.join(nm, d)).map((x) => `${d}/${x}`) : [d];
    for (const name of dirs) {
      const p = JSON.parse(read(path.join(nm, name, 'package.json')) || '{}');
      for (const hook of ['preinstall', 'install', 'postinstall']) {
        const s = p.scripts && p.scripts[hook];
        if (s && patterns.some((re) => re.test(s))) findings.push(['critical', name, `${hook}: ${s}`]);
      }
    }
  }
}

console.table(findings.map(([severity, pkgName, rule]) => ({ severity, pkg: pkgName, rule })));
