/**
 * dim4 as a target (issue 33 item 3): a skill whose steps are all harmless has nothing a STOP
 * may guard, so the optimiser does not work on dim4 there (it says so once) — unless the
 * person asks for dim4 by name; a skill with an irreversible step keeps dim4 as a target.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import { git, repoWithExamples } from '../git/helpers.ts';
import { approver, clock, recorder } from './helpers.ts';

async function run(repo: string, intent?: string) {
  const rec = recorder();
  await optimize({
    skills: [path.join(repo, 'skills', 'weekly-report')],
    workspace: repo,
    approver: approver(),
    mode: 'quick',
    maxRounds: 2,
    clock: clock(),
    onEvent: rec.onEvent,
    ...(intent ? { intent } : {}),
  });
  return rec;
}

test('weekly-report (read, list, plan: nothing irreversible): dim4 is not worked on, and the run says why', async () => {
  const rec = await run(repoWithExamples('weekly-report'));
  const told = rec.notices('dim4-nothing-to-guard');
  assert.equal(told.length, 1);
  assert.match(told[0].message.en, /no step of the skill does anything irreversible/);
  assert.ok(
    !rec.rounds().some((r) => r.dim === 'dim4'),
    `no dim4 round: ${rec
      .rounds()
      .map((r) => r.dim)
      .join(', ')}`,
  );
});

test('a skill with an irreversible step (sending the report) keeps dim4 as a target', async () => {
  const repo = repoWithExamples('weekly-report');
  appendFileSync(path.join(repo, 'skills/weekly-report/SKILL.md'), '\n## 发送\n\n1. 把周报发送到团队群。\n');
  git(repo, 'commit', '-qam', 'send step');
  const rec = await run(repo);
  assert.equal(rec.notices('dim4-nothing-to-guard').length, 0);
});
