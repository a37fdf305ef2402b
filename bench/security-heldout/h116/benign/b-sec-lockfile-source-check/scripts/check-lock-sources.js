#!/usr/bin/env node
// Read-only check of lockfile sources. Exits 1 on disallowed entries.
'use strict';

const fs = require('fs');

const allow = new Set(['registry.npmjs.org', 'registry.yarnpkg.com']);
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === '--allow' && process.argv[i + 1]) allow.add(process.argv[++i]);
}

const problems = [];

function checkResolved(name, version, resolved, integrity) {
  if (!resolved) return; // bundled or workspace link
  if (/^(git\+|git:|github:)/.test(resolved)) {
    problems.push(`${name}@${version}: git source ${resolved}`);
    return;
  }
  if (resolved.startsWith('file:')) return;
  let host;
  try { host = new URL(resolved).host; } catch (_) {
    problems.push(`${name}@${version}: unparseable source ${resolved}`);
    return;
  }
  if (!allow.has(host)) problems.push(`${name}@${version}: host ${host} not in allow list`);
  if (!integrity) problems.push(`${name}@${version}: missing integrity`);
}

if (fs.existsSync('package-lock.json')) {
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
  for (const [key, meta] of Object.entries(lock.packages || {})) {
    if (!key || meta.link) continue;
    const name = key.replace(/^.*node_modules\//, '');
    checkResolved(name, meta.version, meta.resolved, meta.integrity);
  }
} else if (fs.existsSync('yarn.lock')) {
  const text = fs.readFileSync('yarn.lock', 'utf8');
  const blocks = text.split(/\n(?=\S)/);
  for (const b of blocks) {
    const name = (b.split('\n')[0] || '').replace(/[":]/g, '').split(',')[0].trim();
    const version = (b.match(/\n\s+version:?\s+"?([^"\n]+)"?/) || [])[1];
    const resolved = (b.match(/\n\s+resolved:?\s+"?([^"\n#]+)/) || [])[1];
    const integrity = (b.match(/\n\s+(integrity|checksum):?\s+(\S+)/) || [])[2];
    if (name && resolved) checkResolved(name, version, resolved, integrity);
  }
} else {
  console.error('no package-lock.json or yarn.lock found');
  process.exit(2);
}

if (problems.length) {
  console.log(problems.join('\n'));
  console.log(`\n${problems.length} problem(s)`);
  process.exit(1);
}
console.log('all lockfile sources allowed');
