import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';
import { GitRepo } from '../../../src/core/git/repo.ts';
import { createOptimizeBranch, optimizeBranchName } from '../../../src/core/git/branch.ts';
import { revertFile } from '../../../src/core/git/revert.ts';
import { findInterruptedRound, keepMessage, preEditMessage } from '../../../src/core/git/history.ts';
import type { ResultsRow } from '../../../src/core/rules/types.ts';
import { git, makeRepo, subjects } from './helpers.ts';

const NOW = new Date(2026, 5, 11, 10, 5);

test('not a git repository: open() answers undefined (git rev-parse fails)', async () => {
  assert.equal(await GitRepo.open(tempDir({ 'a.txt': 'x' })), undefined);
});

test('branch auto-optimize/YYYYMMDD-HHMM, then -2, -3, then the person is asked', async () => {
  const dir = makeRepo({ 'a.txt': 'x' });
  const repo = (await GitRepo.open(dir))!;
  assert.equal(optimizeBranchName(NOW), 'auto-optimize/20260611-1005');
  const asked: string[][] = [];
  const ask = async (taken: string[]) => (asked.push(taken), 'new' as const);
  const first = await createOptimizeBranch(repo, NOW, ask);
  assert.equal(first.branch, 'auto-optimize/20260611-1005');
  git(dir, 'checkout', '-q', 'main');
  assert.equal((await createOptimizeBranch(repo, NOW, ask)).branch, 'auto-optimize/20260611-1005-2');
  git(dir, 'checkout', '-q', 'main');
  assert.equal((await createOptimizeBranch(repo, NOW, ask)).branch, 'auto-optimize/20260611-1005-3');
  assert.equal(asked.length, 0);
  git(dir, 'checkout', '-q', 'main');
  const fourth = await createOptimizeBranch(repo, NOW, ask);
  assert.deepEqual(asked, [['auto-optimize/20260611-1005', 'auto-optimize/20260611-1005-2', 'auto-optimize/20260611-1005-3']]);
  assert.equal(fourth.branch, 'auto-optimize/20260611-1005-4');
  git(dir, 'checkout', '-q', 'main');
  const cont = await createOptimizeBranch(repo, NOW, async () => 'continue');
  assert.equal(cont.branch, 'auto-optimize/20260611-1005-3');
  assert.equal(await repo.currentBranch(), 'auto-optimize/20260611-1005-3');
  const stop = await createOptimizeBranch(repo, NOW, async () => 'stop');
  assert.equal(stop.branch, undefined);
});

test('pre-edit / keep commits take only the skill folder; staged work elsewhere stays staged', async () => {
  const dir = makeRepo({ 'skills/s/SKILL.md': 'v1\n', 'other.txt': 'o\n' });
  writeFileSync(path.join(dir, 'other.txt'), 'changed\n');
  git(dir, 'add', 'other.txt');
  const repo = (await GitRepo.open(dir))!;
  const pre = await repo.commitPaths(['skills/s'], preEditMessage('s'), true);
  writeFileSync(path.join(dir, 'skills/s/SKILL.md'), 'v2\n');
  await repo.commitPaths(['skills/s'], keepMessage('s', '+6', 'dim4'));
  assert.deepEqual(subjects(dir).slice(0, 2), ['optimize: s +6分 [dim4]', 'pre-edit: s']);
  assert.equal(git(dir, 'show', '--name-only', '--format=', 'HEAD').trim(), 'skills/s/SKILL.md');
  assert.match(git(dir, 'status', '--porcelain'), /^M  other\.txt/m);
  assert.equal(pre.length, 40);
});

test('revert: git checkout <pre-edit> -- SKILL.md (never reset --hard)', async () => {
  const dir = makeRepo({ 'skills/s/SKILL.md': 'v1\n' });
  const repo = (await GitRepo.open(dir))!;
  const pre = await repo.commitPaths(['skills/s'], preEditMessage('s'), true);
  writeFileSync(path.join(dir, 'skills/s/SKILL.md'), 'edited\n');
  writeFileSync(path.join(dir, 'skills/s/notes.md'), 'untouched\n');
  const r = await revertFile(repo, pre, 'skills/s/SKILL.md');
  assert.equal(r.method, 'checkout');
  assert.equal(readFileSync(path.join(dir, 'skills/s/SKILL.md'), 'utf8'), 'v1\n');
  assert.equal(readFileSync(path.join(dir, 'skills/s/notes.md'), 'utf8'), 'untouched\n');
  assert.deepEqual(subjects(dir), ['pre-edit: s', 'init']);
});

test('revert fails (index locked): stash is tried, then SKILL.md is read from the pre-edit commit', async () => {
  const dir = makeRepo({ 'skills/s/SKILL.md': '第一版\r\n' });
  const repo = (await GitRepo.open(dir))!;
  const pre = await repo.commitPaths(['skills/s'], preEditMessage('s'), true);
  writeFileSync(path.join(dir, 'skills/s/SKILL.md'), 'edited\n');
  writeFileSync(path.join(dir, '.git/index.lock'), '');
  const r = await revertFile(repo, pre, 'skills/s/SKILL.md');
  assert.equal(r.method, 'show');
  assert.equal(r.failures.length, 2);
  assert.match(r.failures[0], /index\.lock/);
  assert.equal(readFileSync(path.join(dir, 'skills/s/SKILL.md'), 'utf8'), '第一版\r\n');
});

test('interrupted round: a pre-edit commit without a results row is found; SKILL.md changed or not', async () => {
  const dir = makeRepo({ 'skills/s/SKILL.md': 'v1\n' });
  const repo = (await GitRepo.open(dir))!;
  assert.deepEqual(await findInterruptedRound(repo, 's', 'skills/s/SKILL.md', [], 'v1\n'), { state: 'none' });
  const pre = await repo.commitPaths(['skills/s'], preEditMessage('s'), true);
  const r = await findInterruptedRound(repo, 's', 'skills/s/SKILL.md', [], 'edited\n');
  assert.equal(r.state, 'undecided');
  assert.equal(r.state === 'undecided' && r.changed, true);
  const row = { skill: 's', commit: pre.slice(0, 7), status: 'revert' } as ResultsRow;
  assert.deepEqual(await findInterruptedRound(repo, 's', 'skills/s/SKILL.md', [row], 'v1\n'), { state: 'none' });
  writeFileSync(path.join(dir, 'skills/s/SKILL.md'), 'v2\n');
  const keep = await repo.commitPaths(['skills/s'], keepMessage('s', '+1.5', 'dim5'));
  const k = await findInterruptedRound(repo, 's', 'skills/s/SKILL.md', [], 'v2\n');
  assert.equal(k.state, 'kept-unlogged');
  assert.equal(k.state === 'kept-unlogged' && k.delta, '1.5');
  assert.equal(k.state === 'kept-unlogged' && k.dim, 'dim5');
  const keptRow = { skill: 's', commit: keep.slice(0, 7), status: 'keep' } as ResultsRow;
  assert.deepEqual(await findInterruptedRound(repo, 's', 'skills/s/SKILL.md', [keptRow], 'v2\n'), { state: 'none' });
});

test('changes(): tracked, staged and untracked paths; init() makes a repository', async () => {
  const dir = makeRepo({ 'a.txt': 'a' });
  writeFileSync(path.join(dir, 'a.txt'), 'b');
  writeFileSync(path.join(dir, 'new.txt'), 'n');
  const repo = (await GitRepo.open(dir))!;
  const ch = await repo.changes();
  assert.deepEqual(ch.map((c) => [c.path, c.untracked]).sort(), [
    ['a.txt', false],
    ['new.txt', true],
  ]);
  const fresh = tempDir({ 'x/SKILL.md': 'x' });
  const r2 = await GitRepo.init(fresh);
  assert.ok(existsSync(path.join(fresh, '.git')));
  assert.equal(await r2.head(), undefined);
});
