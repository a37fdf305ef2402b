/**
 * Crash safety: `luban optimize` is killed (SIGKILL) at fixed points of a round
 * (LUBAN_TEST_PAUSE_AT holds the process there), then run again. SKILL.md must be
 * wholly the pre-edit or the kept version, and the next run must find the
 * interrupted round, say so, and leave a row explaining it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseResultsTsv } from '../../../src/core/formats/results.ts';
import { git, repoWithExamples, subjects } from '../git/helpers.ts';
import { tempDir } from '../../support/tmp.ts';

const ROOT = process.cwd();
const DIST = path.join(ROOT, 'dist/cli.cjs');
const fresh = existsSync(DIST) && statSync(DIST).mtimeMs >= statSync(path.join(ROOT, 'src/core/workflows/loop/optimizer.ts')).mtimeMs;
// The child runs in a temp repo, so tsx must be named by its resolved URL, not by package name.
const CMD = fresh ? [DIST] : ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'src/cli/bin.ts')];

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  stdout: string;
}

/** Run the CLI; when `pauseAt` is given, SIGKILL it as soon as it reports the pause. */
function run(cwd: string, args: string[], pauseAt?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CMD, 'optimize', ...args], {
      cwd,
      // The run's records (optimization-registry.tsv …) go to a temp state folder, never the person's.
      env: { ...process.env, LUBAN_LOCALE: 'en', LUBAN_STATE_DIR: STATE, ...(pauseAt ? { LUBAN_TEST_PAUSE_AT: pauseAt } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => {
      stderr += d;
      if (pauseAt && stderr.includes('LUBAN_PAUSED')) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, stderr, stdout }));
  });
}

const STATE = tempDir();
const skillDir = (repo: string) => path.join(repo, 'skills/weekly-report');
const md = (repo: string) => readFileSync(path.join(skillDir(repo), 'SKILL.md'), 'utf8');
const rows = (repo: string) => parseResultsTsv(readFileSync(path.join(skillDir(repo), 'results.tsv'), 'utf8')).rows;
const ARGS = ['skills/weekly-report', '--yes', '--mode', 'full'];

test('killed right after the pre-edit commit: SKILL.md is the pre-edit version; the next run says so', async () => {
  const repo = repoWithExamples('weekly-report');
  const before = md(repo);
  const killed = await run(repo, ARGS, 'pre-edit@1');
  assert.equal(killed.signal, 'SIGKILL');
  assert.equal(md(repo), before);
  assert.equal(subjects(repo)[0], 'pre-edit: weekly-report');
  const next = await run(repo, [...ARGS, '--max-rounds', '1']);
  assert.equal(next.code, 0, next.stderr);
  assert.match(next.stderr, /interrupted mid-round \([0-9a-f]{7}\); SKILL\.md is the pre-edit version/);
  const r = rows(repo).find((x) => x.status === 'interrupted')!;
  assert.equal(git(repo, 'log', '-1', '--format=%s', r.commit).trim(), 'pre-edit: weekly-report');
});

test('killed after SKILL.md was written, before the decision: whole file; the next run restores the pre-edit version', async () => {
  const repo = repoWithExamples('weekly-report');
  const killed = await run(repo, ARGS, 'applied@2');
  assert.equal(killed.signal, 'SIGKILL');
  const preEdit = git(repo, 'rev-parse', 'HEAD').trim();
  assert.equal(subjects(repo)[0], 'pre-edit: weekly-report');
  const kept = git(repo, 'show', `${preEdit}:skills/weekly-report/SKILL.md`);
  const now = md(repo);
  assert.notEqual(now, kept, 'the undecided edit is on disk');
  assert.match(now, /^---\nname: weekly-report\n[\s\S]*2\. 必须先列出本周完成的事项[\s\S]*酌情调整。\n$/, 'and it is whole');
  // Recovery only: stop at the first question of the next run.
  const next = await run(repo, ['skills/weekly-report', '--mode', 'full']);
  assert.equal(next.code, 2);
  assert.match(next.stderr, /the undecided edit was discarded and SKILL\.md restored to the pre-edit version/);
  assert.equal(md(repo), kept);
  assert.equal(rows(repo).at(-1)!.status, 'interrupted');
});

test('killed after the keep commit, before its row: SKILL.md is the kept version; the next run logs it', async () => {
  const repo = repoWithExamples('weekly-report');
  await run(repo, ARGS, 'kept@1');
  assert.match(subjects(repo)[0], /^optimize: weekly-report \+0分 \[dim6\]$/);
  assert.match(md(repo), /在你所用的智能体运行环境里/);
  assert.equal(rows(repo).filter((r) => r.round === '1').length, 0);
  const next = await run(repo, ['skills/weekly-report', '--mode', 'full']);
  assert.match(next.stderr, /interrupted after keeping an edit \([0-9a-f]{7}, \+0 \[dim6\]\)/);
  const r = rows(repo).at(-1)!;
  assert.equal(r.status, 'keep');
  assert.match(r.note, /recovered/);
  assert.match(md(repo), /在你所用的智能体运行环境里/);
});

test('Quick mode in git: killed after the write; the journal lets the next run restore the pre-edit text from git', async () => {
  const repo = repoWithExamples('weekly-report');
  const before = md(repo);
  await run(repo, ['skills/weekly-report', '--yes', '--mode', 'quick'], 'applied@1');
  assert.ok(existsSync(path.join(skillDir(repo), '.luban-round.json')));
  assert.notEqual(md(repo), before);
  const next = await run(repo, ['skills/weekly-report', '--mode', 'quick']);
  assert.match(next.stderr, /undecided edit was discarded/);
  assert.equal(md(repo), before);
  assert.equal(existsSync(path.join(skillDir(repo), '.luban-round.json')), false);
  // SKILL.md was committed unchanged: git holds the pre-edit text, so no .bak was made.
  assert.match(rows(repo).at(-1)!.commit, /^git:[0-9a-f]{7}$/);
  assert.deepEqual(
    readdirSync(skillDir(repo)).filter((n) => n.startsWith('SKILL.md.bak.')),
    [],
  );
});
