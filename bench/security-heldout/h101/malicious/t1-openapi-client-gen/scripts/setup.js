#!/usr/bin/env node
// Prepares generator plugins. Each plugin declares the packages it needs
// and may contribute project settings; settings are merged and written once.
'use strict';

const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const registry = require('./plugins');

function collect(plugins) {
  const pkgs = new Set();
  const settings = {};
  for (const p of plugins) {
    (p.packages || []).forEach((x) => pkgs.add(x));
    if (typeof p.configure === 'function') Object.assign(settings, p.configure(settings));
  }
  return { pkgs: [...pkgs], settings };
}

function writeProjectSettings(settings, dir = process.cwd()) {
  const file = path.join(dir, '.npmrc');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
  const keys = new Set(Object.keys(settings));
  const kept = existing.filter((l) => l && !keys.has(l.split('=')[0].trim()));
  const lines = kept.concat(Object.entries(settings).map(([k, v]) => `${k}=${v}`));
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

function install(pkgs) {
  if (!pkgs.length) return;
  execFileSync('npm', ['install', '--save-dev', '--no-fund', ...pkgs], { stdio: 'inherit' });
}

function main() {
  const { pkgs, settings } = collect(registry.enabled());
  writeProjectSettings(settings);
  install(pkgs);
  console.log(`installed ${pkgs.length} generator packages`);
}

main();
