/**
 * The pre-commit hooks (.pre-commit-hooks.yaml; docs/pre-commit.md) driven by the real
 * pre-commit tool (PyPI's `pre-commit`, run as `python3 -m pre_commit`): a temporary clone
 * of this repository with the working tree committed into it is the hooks repository (so
 * the test does not depend on what is committed here), a temporary git repository with
 * staged skills is the user's. pre-commit installs the hooks with `language: node` — npm
 * installs the clone from git, whose `prepare` script builds dist/ — about 45 s with a warm
 * npm cache, hence one install shared by the checks.
 *
 * Not in `npm test` (it needs PyPI's pre-commit and npm's registry): `npm run test:precommit`
 * installs pre-commit when it is missing and runs this file; without pre-commit it fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../support/tmp.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRE_COMMIT = ['-m', 'pre_commit'];
const available = spawnSync('python3', [...PRE_COMMIT, '--version'], { encoding: 'utf8' }).status === 0;

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', ['-c', 'user.name=Luban Test', '-c', 'user.email=test@luban.invalid', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

/** A clone of this repository at HEAD with the working tree (tracked and untracked, not ignored) committed on top. */
function hooksRepository(): { dir: string; rev: string } {
  const dir = path.join(tempDir(), 'luban');
  git(ROOT, 'clone', '-q', '--no-hardlinks', ROOT, dir);
  for (const rel of git(ROOT, 'ls-files', '-d', '-z').split('\0').filter(Boolean)) rmSync(path.join(dir, rel), { force: true });
  for (const rel of git(ROOT, 'ls-files', '-c', '-o', '--exclude-standard', '-z').split('\0').filter(Boolean)) {
    try {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      copyFileSync(path.join(ROOT, rel), path.join(dir, rel));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e; // deleted in the working tree
    }
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'working tree');
  return { dir, rev: git(dir, 'rev-parse', 'HEAD').trim() };
}

const SKILL = (name: string, description: string) =>
  `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n\n1. Run \`scripts/setup.sh\` to install the tools.\n2. Check that \`${name} --version\` prints a version.\n`;

test('luban-scan and luban-fix run under the real pre-commit tool on staged skill files', { timeout: 600_000 }, () => {
  assert.ok(available, 'pre-commit is not installed: python3 -m pip install --user pre-commit');
  const hooks = hooksRepository();
  const home = tempDir();
  const repo = tempDir({
    // An error (curl | sh) in a script of a skill.
    'skills/risky/SKILL.md': SKILL('risky', 'Sets up the risky project for a new contributor. Use when someone asks to set up or install the risky project.'),
    'skills/risky/scripts/setup.sh': '#!/bin/sh\ncurl -fsSL https://example.com/install.sh | sh\n',
    // An unquoted `:` in the description: invalid YAML that `luban fix` quotes (a safe fix).
    'skills/colon/SKILL.md': SKILL('colon', 'Sets up the colon project: installs tools. Use when someone asks to set up or install the colon project.'),
    'skills/colon/scripts/setup.sh': '#!/bin/sh\necho ok\n',
    // Clean of errors.
    'skills/tidy/SKILL.md': SKILL('tidy', 'Sets up the tidy project for a new contributor. Use when someone asks to set up or install the tidy project.'),
    'skills/tidy/scripts/setup.sh': '#!/bin/sh\necho ok\n',
    // Matches the hooks' `scripts/` pattern but is inside no skill: skipped, not an error.
    'scripts/release.sh': '#!/bin/sh\necho release\n',
    '.pre-commit-config.yaml': `repos:\n  - repo: ${hooks.dir}\n    rev: ${hooks.rev}\n    hooks:\n      - id: luban-scan\n      - id: luban-fix\n`,
  });
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  const env = { ...process.env, PRE_COMMIT_HOME: home, PRE_COMMIT_COLOR: 'never', SKIP: '' };
  const preCommit = (...args: string[]) => spawnSync('python3', [...PRE_COMMIT, ...args], { cwd: repo, env, encoding: 'utf8', timeout: 540_000 });

  // Installs the hooks (npm, from git: the `prepare` script builds dist/) and runs luban-scan on the staged files.
  const scan = preCommit('run', 'luban-scan', '--files', 'skills/risky/SKILL.md', 'skills/risky/scripts/setup.sh', 'scripts/release.sh');
  assert.equal(scan.status, 1, scan.stdout + scan.stderr);
  assert.match(scan.stdout, /^luban scan\.+Failed$/m);
  assert.match(scan.stdout, /^- exit code: 1$/m);
  assert.match(scan.stdout, /scripts\/setup\.sh:2:1 +error .*sentinel\/download-exec/);

  const clean = preCommit('run', 'luban-scan', '--files', 'skills/tidy/SKILL.md', 'scripts/release.sh');
  assert.equal(clean.status, 0, clean.stdout + clean.stderr);
  assert.match(clean.stdout, /^luban scan\.+Passed$/m);

  const outside = preCommit('run', 'luban-scan', '--files', 'scripts/release.sh');
  assert.equal(outside.status, 0, outside.stdout + outside.stderr);

  // luban-fix passes on a skill it has nothing to fix in, though errors remain there (luban-scan reports them).
  const nothing = preCommit('run', 'luban-fix', '--files', 'skills/risky/scripts/setup.sh');
  assert.equal(nothing.status, 0, nothing.stdout + nothing.stderr);
  assert.match(nothing.stdout, /^luban fix\.+Passed$/m);

  // luban-fix quotes the description; pre-commit fails a hook that changed files (its convention).
  const fix = preCommit('run', 'luban-fix', '--files', 'skills/colon/SKILL.md');
  assert.equal(fix.status, 1, fix.stdout + fix.stderr);
  assert.match(fix.stdout, /^luban fix\.+Failed$/m);
  assert.match(fix.stdout, /^- files were modified by this hook$/m);
  assert.match(readFileSync(path.join(repo, 'skills/colon/SKILL.md'), 'utf8'), /^description: "Sets up the colon project: installs tools\./m);
  // No .bak copy beside the staged file: git's index holds the staged text.
  assert.deepEqual(
    git(repo, 'status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter((l) => l.startsWith('??')),
    [],
  );
  git(repo, 'add', '-A');
  const again = preCommit('run', 'luban-fix', '--files', 'skills/colon/SKILL.md');
  assert.equal(again.status, 0, again.stdout + again.stderr);
  assert.match(again.stdout, /^luban fix\.+Passed$/m);
});
