/**
 * The built binary (dist/cli.cjs, scripts/cli-loader.cjs): it runs the bundle through
 * V8's code cache kept in the temporary folder, and prints the same with or without it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'dist/cli.cjs');

function luban(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '', ...env } });
  assert.ok(r.status === 0 || r.status === 1, r.stderr);
  return r.stdout;
}

const cacheFiles = (tmp: string) =>
  readdirSync(tmp, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.v8'));

test('dist/cli.cjs writes one code cache after its first run, uses it after, and prints the same', () => {
  assert.ok(existsSync(BIN) && existsSync(path.join(ROOT, 'dist/cli-main.cjs')), 'run npm run build first');
  const tmp = tempDir();
  const first = luban(['scan', 'examples/skills', '--format', 'json'], { TMPDIR: tmp });
  const written = cacheFiles(tmp);
  assert.equal(written.length, 1, 'one cache file');
  assert.match(written[0], /^luban-compile-cache-[^/]+\/[0-9a-f]{16}-v\d+\.\d+\.\d+-\w+\.v8$/);
  const stamp = statSync(path.join(tmp, written[0])).mtimeMs;
  const second = luban(['scan', 'examples/skills', '--format', 'json'], { TMPDIR: tmp });
  assert.equal(second, first);
  assert.deepEqual(cacheFiles(tmp), written);
  assert.equal(statSync(path.join(tmp, written[0])).mtimeMs, stamp, 'accepted, so not written again');
});

test('NODE_DISABLE_COMPILE_CACHE=1: no cache is written, the output is the same', () => {
  const tmp = tempDir();
  const off = luban(['scan', 'examples/skills', '--format', 'json'], { TMPDIR: tmp, NODE_DISABLE_COMPILE_CACHE: '1' });
  assert.deepEqual(cacheFiles(tmp), []);
  assert.equal(off, luban(['scan', 'examples/skills', '--format', 'json'], { TMPDIR: tempDir() }));
});

test('scan --concurrency: the bundled scan workers (dist/scan-worker.cjs) print what one thread prints; a bad value is a usage error', () => {
  assert.ok(existsSync(path.join(ROOT, 'dist/scan-worker.cjs')), 'the build writes the scan worker beside the CLI');
  const tmp = tempDir();
  const corpus = path.join(ROOT, 'test/fixtures/corpus');
  const off = luban(['scan', corpus, '--format', 'json', '--concurrency', 'off'], { TMPDIR: tmp });
  const two = luban(['scan', corpus, '--format', 'json', '--concurrency', '2'], { TMPDIR: tmp });
  assert.ok(JSON.parse(off).skills.length > 40);
  assert.equal(two, off);
  const bad = spawnSync(process.execPath, [BIN, 'scan', 'examples/skills', '--concurrency', 'lots'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--concurrency "lots"/);
});
