/** A Full run rotates the optimisation branches when it ends (issue 31 item 6): older ones archived under refs/luban-archive/, and it says so. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import { preEditMessage } from '../../../src/core/git/history.ts';
import { tempDir } from '../../support/tmp.ts';
import { git, repoWithExamples } from '../git/helpers.ts';
import { approver, clock, recorder } from './helpers.ts';

process.env.LUBAN_STATE_DIR ??= tempDir();

test('the end of a Full run archives the branches rotation does not keep, and names them', async () => {
  const repo = repoWithExamples('pdf-summary');
  const dir = path.join(repo, 'skills/pdf-summary');
  // Seven earlier runs on pdf-summary, each on its own branch.
  const old: string[] = [];
  for (let i = 0; i < 7; i++) {
    const name = `auto-optimize/20250101-100${i}`;
    git(repo, 'checkout', '-q', '-b', name, 'main');
    writeFileSync(path.join(dir, `run-${i}.md`), `${i}\n`);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', preEditMessage('pdf-summary'));
    git(repo, 'checkout', '-q', 'main');
    old.push(name);
  }
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
  });
  assert.ok(report.branch);
  // Kept: the first (baseline, round 1) and the latest 5 — the run's own branch among them.
  const archived = [old[1], old[2]];
  const told = rec.notices('branch-rotation');
  assert.equal(told.length, 1);
  assert.match(told[0].message.en, /Branch rotation: 2 older optimisation branch\(es\) archived/);
  for (const b of archived) {
    assert.ok(told[0].message.en.includes(b) && told[0].message.zh.includes(b));
    assert.equal(git(repo, 'branch', '--list', b).trim(), '');
    assert.notEqual(git(repo, 'for-each-ref', `refs/luban-archive/${b}`).trim(), '');
  }
  for (const b of [old[0], ...old.slice(3)]) assert.notEqual(git(repo, 'branch', '--list', b).trim(), '', b);
  assert.notEqual(git(repo, 'branch', '--list', report.branch).trim(), '');
});
