// Runs Node's test runner over every *.test.ts under the given folders (Node 20's
// --test does not expand globs itself). Usage: node scripts/run-tests.mjs test/unit
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const roots = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const passThrough = process.argv.slice(2).filter((a) => a.startsWith('--'));
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.test.ts')) files.push(p);
  }
};
for (const r of roots.length ? roots : ['test/unit']) walk(r);
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const reporter = process.env.CI ? ['--test-reporter=spec'] : [];
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...reporter, ...passThrough, ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
