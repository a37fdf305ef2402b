/**
 * The installable CLI (issue 29 item 7): `npm pack` of the working tree as a clean clone has it
 * (tracked and not-ignored files: no dist/) builds through `prepack`, the tarball holds what
 * `luban` needs, and `npm i -g` of it into a temporary prefix gives a `luban` that runs.
 * A system test (scripts/run-tests.mjs SYSTEM): it copies the tree, builds and installs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../../support/tmp.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
// npm's own variables from an outer `npm test` (npm_config_global …) must not steer these runs.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
const npm = (args: string[], cwd: string) => {
  const r = spawnSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, env, encoding: 'utf8', shell: process.platform === 'win32' });
  assert.equal(r.status, 0, `npm ${args.join(' ')}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
};

test('npm pack of a clean tree builds (prepack); npm i -g of the tarball gives a working luban', { timeout: 300_000 }, () => {
  const work = tempDir();
  const clone = path.join(work, 'clone');
  // The tree as a clean clone holds it, with the dependencies installed (npm ci): no dist/.
  // (the listing of a large tree — the held-out skill sets — passes the default 1 MB buffer)
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
  for (const f of files) {
    if (f.startsWith('dist/')) continue;
    try {
      mkdirSync(path.dirname(path.join(clone, f)), { recursive: true });
      cpSync(path.join(ROOT, f), path.join(clone, f));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e; // deleted in the working tree
    }
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(clone, 'node_modules'), 'junction');

  const out = path.join(work, 'out');
  mkdirSync(out);
  npm(['pack', '--pack-destination', out], clone);
  const tgz = readdirSync(out).find((f) => f.endsWith('.tgz'));
  assert.equal(tgz, `${pkg.name}-${pkg.version}.tgz`);
  const listed = execFileSync('tar', ['-tzf', path.join(out, tgz)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const need of [
    'package/dist/cli.cjs',
    'package/dist/cli-main.cjs',
    'package/dist/cli-scan.cjs',
    'package/dist/scan-worker.cjs',
    'package/dist/sql-wasm.wasm',
    'package/package.json',
  ])
    assert.ok(listed.includes(need), `${need} in the tarball`);
  assert.ok(!listed.some((f) => /\.map$|^package\/(src|test|node_modules)\//.test(f)), `no sources, tests or source maps: ${listed.join(' ')}`);
  const shipped = JSON.parse(execFileSync('tar', ['-xzOf', path.join(out, tgz), 'package/package.json'], { encoding: 'utf8' }));
  for (const dep of ['@modelcontextprotocol/sdk', 'zod', 'vscode-languageserver', 'vscode-languageserver-textdocument', 'sql.js'])
    assert.ok(shipped.dependencies[dep], `${dep} is a dependency of the package`);

  // Installed from the tarball into a prefix of its own (the npm cache serves it offline).
  const prefix = path.join(work, 'prefix');
  npm(['install', '-g', '--prefix', prefix, '--prefer-offline', path.join(out, tgz)], work);
  const bin = process.platform === 'win32' ? path.join(prefix, 'luban.cmd') : path.join(prefix, 'bin', 'luban');
  const run = (args: string[]) =>
    spawnSync(bin, args, { cwd: work, env: { ...env, NODE_DISABLE_COMPILE_CACHE: '1' }, encoding: 'utf8', shell: process.platform === 'win32' });
  const version = run(['--version']);
  assert.equal(version.status, 0, version.stderr);
  assert.equal(version.stdout.trim(), pkg.version);
  const help = run(['--help']);
  for (const cmd of ['scan', 'mcp', 'lsp', 'pack']) assert.match(help.stdout, new RegExp(`^  ${cmd}\\b`, 'm'), `${cmd} in --help`);
  const scan = run(['scan', path.join(ROOT, 'test/fixtures/effect-skill'), '--format', 'json']);
  assert.ok(scan.status === 0 || scan.status === 1, scan.stderr);
  assert.equal(JSON.parse(scan.stdout).skills.length, 1);
});
