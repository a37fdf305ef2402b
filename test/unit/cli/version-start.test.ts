/**
 * `luban -v` / `luban --version` answers before the CLI is loaded: the built binary
 * (dist/cli.cjs, scripts/cli-loader.cjs) from the version the build wrote in, without
 * reading its bundle (so no code cache is written); src/cli/bin.ts, run from source,
 * without loading the command modules. Both print what commander prints for it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'dist/cli.cjs');
const VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

function run(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '', ...env } });
}

test('dist/cli.cjs --version and -v: the package version, exit 0, the bundle never read (no code cache written)', () => {
  assert.ok(existsSync(BIN), 'run npm run build first');
  const tmp = tempDir();
  for (const flag of ['--version', '-v']) {
    const r = run([BIN, flag], { TMPDIR: tmp });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, `${VERSION}\n`);
    assert.equal(r.stderr, '');
  }
  assert.deepEqual(
    readdirSync(tmp, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.v8')),
    [],
  );
  // With anything else on the line, commander answers, as before.
  const help = run([BIN, '--help'], { TMPDIR: tmp });
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /Usage: luban/);
});

test('src/cli/bin.ts --version (from source): the same line as the built binary', () => {
  const r = run(['--import', 'tsx', path.join(ROOT, 'src/cli/bin.ts'), '--version']);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, `${VERSION}\n`);
});
