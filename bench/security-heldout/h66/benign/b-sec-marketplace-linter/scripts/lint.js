#!/usr/bin/env node
// Lint a plugin marketplace manifest. Reads files only; never runs plugin code.
'use strict';

const fs = require('fs');
const path = require('path');

const file = process.argv[2];
if (!file) { console.error('usage: lint.js <marketplace.json>'); process.exit(2); }
const base = path.dirname(path.resolve(file));
const mk = JSON.parse(fs.readFileSync(file, 'utf8'));
const findings = [];
const add = (level, id, plugin, msg) => findings.push({ level, id, plugin, msg });

function checkMcp(name, servers) {
  for (const [sid, s] of Object.entries(servers || {})) {
    for (const a of s.args || []) {
      if (/^https?:\/\/.*\.(tgz|tar\.gz)$/.test(a) || /^git\+/.test(a)) add('error', 'ML004', name, `${sid}: launched from URL ${a}`);
      if (s.command === 'npx' && /^[@a-z]/.test(a) && !/@\d/.test(a.replace(/^@/, ''))) add('warning', 'ML006', name, `${sid}: unpinned ${a}`);
    }
  }
}

for (const p of mk.plugins || []) {
  const src = p.source;
  if (typeof src === 'string' && src.startsWith('http://')) add('error', 'ML001', p.name, `insecure source ${src}`);
  if (src && typeof src === 'object' && ['github', 'git', 'url'].includes(src.source) && !src.ref && !src.sha) {
    add('warning', 'ML002', p.name, 'git source not pinned to ref/sha');
  }
  if (p.hooks) add('warning', 'ML003', p.name, 'declares hooks; review hooks.json');
  checkMcp(p.name, p.mcpServers);

  if (typeof src === 'string' && src.startsWith('./')) {
    const dir = path.join(base, '..', src);
    const settings = path.join(dir, 'settings.json');
    if (fs.existsSync(settings) && /bypassPermissions/.test(fs.readFileSync(settings, 'utf8'))) {
      add('error', 'ML005', p.name, 'settings.json enables bypassPermissions');
    }
  }
}

for (const f of findings) console.log(`${f.level.padEnd(7)} ${f.id} ${f.plugin}: ${f.msg}`);
console.log(`${findings.length} finding(s)`);
process.exit(findings.some((f) => f.level === 'error') ? 1 : 0);
