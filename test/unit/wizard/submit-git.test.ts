import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runWizard } from '../../../src/core/workflows/wizard/machine.ts';
import { PRE_SUBMIT_PREFIX } from '../../../src/core/workflows/wizard/phase-7-submit.ts';
import { confirmingPerson } from '../../support/wizard.ts';
import { WEEKLY_REPORT, workspace } from './fixtures.ts';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' },
  });

test("an upgrade inside a git repository keeps a pre-submit commit of the installed skill (with the person's uncommitted edits), then replaces it atomically", async () => {
  const ws = workspace();
  git(ws, 'init', '-q');
  git(ws, 'add', 'skills');
  git(ws, 'commit', '-q', '-m', 'skills');
  const target = path.join(ws, 'skills/weekly-report');
  // An edit the person has not committed yet: the pre-submit commit keeps it.
  const edited = WEEKLY_REPORT.replace('按项目分组', '按项目和负责人分组');
  writeFileSync(path.join(target, 'SKILL.md'), edited);
  const p = confirmingPerson({ answers: { triggers: '写周报' }, direction: 'C' });
  const out = await runWizard({ kind: 'upgrade', name: 'weekly-report', target, workspace: ws, locale: 'en', approver: p.approver, onEvent: p.onEvent });
  assert.equal(out.status, 'done', out.error);
  const commit = out.state.submitted?.commit;
  assert.ok(commit, 'a pre-submit commit');
  assert.equal(git(ws, 'log', '-1', '--format=%s', commit).trim(), `${PRE_SUBMIT_PREFIX}weekly-report`);
  assert.equal(git(ws, 'show', `${commit}:skills/weekly-report/SKILL.md`), edited);
  assert.equal(out.state.submitted?.backup, undefined);
  // The upgrade itself is left for the person to commit; it differs from the pre-submit commit.
  assert.match(git(ws, 'status', '--porcelain', '--', 'skills/weekly-report'), /^ M skills\/weekly-report\/SKILL\.md$/m);
  assert.match(readFileSync(path.join(target, 'SKILL.md'), 'utf8'), /metadata:\n {2}version: 1\.0\.0/);
  const shown = p.events.flatMap((e) => (e.type === 'product' && e.phase === '7' ? [e.text.en] : []));
  assert.match(
    shown[0],
    new RegExp(`Pre-submit commit: ${commit.slice(0, 7)} \\(git: restore with \`git checkout ${commit.slice(0, 7)} -- skills/weekly-report\`\\)`),
  );
});
