/**
 * The built binary (dist/cli.cjs, scripts/cli-loader.cjs): it runs the bundle through
 * V8's code cache kept in the temporary folder, and prints the same with or without it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'dist/cli.cjs');

function luban(args: string[], env: Record<string, string>, bin = BIN) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '', ...env } });
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

/** The code cache a bundle gets is named by the first 16 hex digits of its bytes' SHA-256 (scripts/build.mjs). */
const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

test('scan runs the scan-only bundle (dist/cli-scan.cjs), --semantic, --model-read and other commands the whole CLI; without the scan bundle a scan prints the same', () => {
  const scanHash = hashOf(path.join(ROOT, 'dist/cli-scan.cjs'));
  const mainHash = hashOf(path.join(ROOT, 'dist/cli-main.cjs'));
  /** Which bundle a command ran: the one whose code cache it wrote. */
  const ran = (args: string[]) => {
    const tmp = tempDir();
    spawnSync(process.execPath, [BIN, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '', TMPDIR: tmp },
    });
    return cacheFiles(tmp).map((f) => path.basename(f).slice(0, 16));
  };
  assert.deepEqual(ran(['scan', 'examples/skills', '--format', 'json']), [scanHash]);
  assert.deepEqual(ran(['scan', 'examples/skills', '--semantic']), [mainHash]);
  assert.deepEqual(ran(['scan', 'examples/skills', '--model-read']), [mainHash]);
  assert.deepEqual(ran(['help', 'scan']), [mainHash]);

  // The same binary and whole CLI with no scan bundle beside them.
  const dist = path.join(tempDir(), 'dist');
  mkdirSync(dist);
  for (const f of ['cli.cjs', 'cli-main.cjs', 'scan-worker.cjs', 'sql-wasm.wasm']) copyFileSync(path.join(ROOT, 'dist', f), path.join(dist, f));
  const whole = path.join(dist, 'cli.cjs');
  const tmp = tempDir();
  for (const args of [
    ['scan', 'examples/skills', '--format', 'json'],
    ['scan', 'examples/skills', '--format', 'sarif'],
    ['scan', '--help'],
  ])
    assert.equal(luban(args, { TMPDIR: tmp }, whole), luban(args, { TMPDIR: tmp }), args.join(' '));
  const corpus = path.join(ROOT, 'test/fixtures/corpus');
  assert.equal(
    luban(['scan', corpus, '--format', 'json', '--concurrency', '2'], { TMPDIR: tmp }, whole),
    luban(['scan', corpus, '--format', 'json'], { TMPDIR: tmp }),
  );
});
