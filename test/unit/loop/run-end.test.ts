/**
 * The end of a Full run (issue 33 item 7) on real git repositories: the repository is left
 * clean (the run's records committed on its branch as "luban: run record"), the dirty-tree
 * question asks only about the person's own changes, and the end says which branch holds the
 * result and how to merge it or go back — commands that work as told.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import type { Approver } from '../../../src/core/workflows/loop/types.ts';
import { isLubanFile } from '../../../src/core/workflows/loop/run-record.ts';
import { tempDir } from '../../support/tmp.ts';
import { git, repoWithExamples, subjects } from '../git/helpers.ts';
import { approver, clock, recorder } from './helpers.ts';

process.env.LUBAN_STATE_DIR ??= tempDir();

const status = (repo: string) => git(repo, 'status', '--porcelain', '--untracked-files=all');
const head = (repo: string) => git(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim();
const sh = (cmd: string, cwd: string) => execSync(cmd, { cwd, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });

test('a finished Full run leaves the repository clean: its records are committed on its branch, and the end says how to merge (which works)', async () => {
  const repo = repoWithExamples('pdf-summary');
  const dir = path.join(repo, 'skills/pdf-summary');
  const rec = recorder();
  const ap = approver();
  const report = await optimize({
    skills: [dir],
    workspace: tempDir(),
    root: repo,
    approver: ap,
    mode: 'full',
    maxRounds: 2,
    clock: clock(),
    onEvent: rec.onEvent,
  });
  assert.equal(report.stopped, undefined);
  assert.ok(!ap.asked.some((c) => c.kind === 'dirty-tree'), 'the records the run wrote before its branch raise no question');
  const branch = report.branch!;
  assert.match(branch, /^auto-optimize\/\d{8}-\d{4}$/);
  assert.equal(head(repo), branch);
  assert.equal(status(repo), '', 'nothing is left uncommitted');
  assert.equal(subjects(repo)[0], 'luban: run record');
  assert.match(git(repo, 'show', '--name-only', '--format=', 'HEAD'), /skills\/pdf-summary\/results\.tsv/);
  const rb = report.runBranches?.[0];
  assert.ok(rb);
  assert.equal(rb.branch, branch);
  assert.equal(rb.base, 'main');
  assert.equal(rb.merge, `git checkout main && git merge --ff-only ${branch}`);
  assert.equal(rb.back, `git checkout main && git branch -D ${branch}`);
  assert.equal(rb.recordCommit, git(repo, 'rev-parse', '--short=7', 'HEAD').trim());
  const told = rec.notices('run-branch');
  assert.equal(told.length, 1);
  assert.match(told[0].message.en, new RegExp(`result of this Full run is on git branch ${branch} \\(2 kept edit`));
  for (const text of [told[0].message.en, told[0].message.zh]) {
    assert.ok(text.includes(rb.merge), text);
    assert.ok(text.includes(rb.back), text);
  }
  assert.match(told[0].message.zh, /保留结果：git checkout main && git merge --ff-only/);
  // The person keeps the result as told: main fast-forwards, the tree stays clean.
  sh(rb.merge, repo);
  assert.equal(head(repo), 'main');
  assert.equal(git(repo, 'rev-parse', 'main').trim(), git(repo, 'rev-parse', branch).trim());
  assert.ok(readFileSync(path.join(dir, 'results.tsv'), 'utf8').includes('baseline'));
  assert.equal(status(repo), '');
});

test('a Full run cancelled before its first round: its records are committed on its branch, main is untouched, and going back as told works', async () => {
  const repo = repoWithExamples('pdf-summary');
  const dir = path.join(repo, 'skills/pdf-summary');
  const ctrl = new AbortController();
  const inner = approver();
  const ap: Approver = {
    ask: (cp, signal) => {
      if (cp.kind === 'phase1') ctrl.abort();
      return inner.ask(cp, signal);
    },
  };
  const rec = recorder();
  const mainBefore = git(repo, 'rev-parse', 'main').trim();
  const report = await optimize({
    skills: [dir],
    workspace: tempDir(),
    root: repo,
    approver: ap,
    mode: 'full',
    clock: clock(),
    signal: ctrl.signal,
    onEvent: rec.onEvent,
  });
  assert.equal(report.stopped, 'cancelled');
  assert.match(report.stoppedWhy?.en ?? '', /^Cancelled/);
  assert.equal(report.skills[0].ended?.reason, 'cancelled');
  const branch = report.branch!;
  assert.match(branch, /^auto-optimize\//);
  assert.equal(head(repo), branch);
  assert.equal(status(repo), '');
  assert.equal(subjects(repo)[0], 'luban: run record');
  assert.equal(git(repo, 'rev-parse', 'main').trim(), mainBefore, 'nothing was committed on main');
  const told = rec.notices('run-branch')[0];
  assert.match(told.message.en, new RegExp(`No edit was kept: git branch ${branch} holds only this run’s records`));
  // Going back as told: main as it was, the branch gone, no record left in the tree.
  sh(report.runBranches![0].back!, repo);
  assert.equal(head(repo), 'main');
  assert.equal(git(repo, 'branch', '--list', branch).trim(), '');
  assert.equal(existsSync(path.join(dir, 'results.tsv')), false);
  assert.equal(status(repo), '');
});

test('when the base branch moved during the run, the end says to merge (not fast-forward), and that merge works', async () => {
  const repo = repoWithExamples('pdf-summary');
  const dir = path.join(repo, 'skills/pdf-summary');
  const rec = recorder();
  const report = await optimize({
    skills: [dir],
    workspace: tempDir(),
    root: repo,
    approver: approver(),
    mode: 'full',
    maxRounds: 1,
    clock: clock(),
    onEvent: rec.onEvent,
    pauseAt: async (point) => {
      // Someone commits on main meanwhile (without touching the working tree).
      if (point === 'kept') {
        const moved = git(repo, 'commit-tree', 'main^{tree}', '-p', 'main', '-m', 'moved').trim();
        git(repo, 'update-ref', 'refs/heads/main', moved);
      }
    },
  });
  const branch = report.branch!;
  const rb = report.runBranches![0];
  assert.equal(rb.merge, `git checkout main && git merge ${branch}`);
  assert.match(
    rec.notices('run-branch')[0].message.en,
    /main has moved since the run began, so merge rather than fast-forward: git checkout main && git merge auto-optimize/,
  );
  sh(`${rb.merge} -q -m merged`, repo);
  assert.equal(head(repo), 'main');
  assert.equal(status(repo), '');
  assert.ok(existsSync(path.join(dir, 'results.tsv')));
});

test('the dirty-tree question asks only about the person’s changes: Luban’s own files never raise it; "stop" there makes no branch and leaves only the person’s changes', async () => {
  const repo = repoWithExamples('pdf-summary');
  const dir = path.join(repo, 'skills/pdf-summary');
  // Luban's files from an earlier Quick run, uncommitted.
  writeFileSync(path.join(dir, 'diagnostics.tsv'), 'stale\n');
  writeFileSync(path.join(dir, 'results.tsv.bak.20260101-0900'), 'old\n');
  mkdirSync(path.join(dir, '.luban'), { recursive: true });
  writeFileSync(path.join(dir, '.luban', 'muse-snapshot.json'), '{}\n');
  const ap = approver({ 'dirty-tree': 'stop' });
  const first = await optimize({ skills: [dir], workspace: tempDir(), root: repo, approver: ap, mode: 'full', maxRounds: 1, clock: clock() });
  assert.ok(!ap.asked.some((c) => c.kind === 'dirty-tree'));
  assert.equal(first.stopped, undefined);
  assert.equal(status(repo), '');

  // The person's own changes: one inside the skill folder, one elsewhere.
  writeFileSync(path.join(dir, 'my-notes.md'), 'mine\n');
  writeFileSync(path.join(repo, 'notes.txt'), 'mine too\n');
  git(repo, 'add', 'notes.txt');
  git(repo, 'commit', '-q', '-m', 'notes');
  writeFileSync(path.join(repo, 'notes.txt'), 'changed\n');
  const rec = recorder();
  const before = head(repo);
  const second = await optimize({
    skills: [dir],
    workspace: tempDir(),
    root: repo,
    approver: ap,
    mode: 'full',
    maxRounds: 1,
    clock: clock(),
    onEvent: rec.onEvent,
  });
  const cp = ap.asked.find((c) => c.kind === 'dirty-tree');
  assert.ok(cp);
  assert.match(cp.body.en, /Inside the skill folders .*: skills\/pdf-summary\/my-notes\.md\./);
  assert.match(cp.body.en, /Elsewhere .*: notes\.txt\./);
  assert.doesNotMatch(cp.body.en, /results\.tsv|diagnostics\.tsv/);
  assert.equal(second.stopped, 'user');
  assert.match(second.stoppedWhy?.en ?? '', /“stop” was chosen at a question/);
  assert.equal(head(repo), before, 'no branch after "stop" at the question before it');
  assert.equal(second.runBranches, undefined);
  // Stopped in Phase 0, before it wrote a record: what is left is the person's own.
  assert.equal(status(repo).trim().split('\n').sort().join('|'), '?? skills/pdf-summary/my-notes.md|M notes.txt');
  assert.equal(rec.notices('run-record').length, 0);
});

test('Luban’s own files: the records in a skill folder, their backups, .luban/ anywhere, and whatever the run wrote', () => {
  const dirs = ['skills/a', '.'];
  for (const p of [
    'skills/a/results.tsv',
    'skills/a/diagnostics.tsv',
    'skills/a/test-prompts.json',
    'skills/a/rejected_edits.md',
    'skills/a/.luban-round.json',
    'skills/a/SKILL.md.bak.20260611-1000',
    'skills/a/results.tsv.bak.20260611-1000-2',
    'skills/a/.luban/x.json',
    '.luban/skills.sqlite',
    'results.tsv',
  ])
    assert.equal(isLubanFile(p, dirs), true, p);
  for (const p of ['skills/a/SKILL.md', 'skills/a/notes.md', 'skills/b/results.tsv', 'skills/a/sub/results.tsv', 'notes.txt', 'skills/a/tests.yaml'])
    assert.equal(isLubanFile(p, dirs), false, p);
  assert.equal(isLubanFile('optimization-registry.tsv', dirs, new Set(['optimization-registry.tsv'])), true);
});
