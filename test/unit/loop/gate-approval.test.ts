/**
 * Issue 33 item 2: the runtime gate's repair (an edit Luban makes before a person approved
 * anything) is shown at a CHECKPOINT with its diff before it is kept; undo, stop or no
 * answer put SKILL.md back — never "1 edits kept" after a rejection.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import { parseResultsTsv } from '../../../src/core/formats/results.ts';
import { tempDir } from '../../support/tmp.ts';
import { repoWithExamples } from '../git/helpers.ts';
import { approver, clock, recorder } from './helpers.ts';

const CARD = 'edit-approval:weekly-report:1';

async function runWith(answers: Record<string, string>, refuse: string[] = []) {
  const repo = repoWithExamples('weekly-report');
  const dir = path.join(repo, 'skills/weekly-report');
  const original = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  const ap = approver(answers, refuse);
  const rec = recorder();
  const report = await optimize({
    skills: [dir],
    workspace: tempDir(),
    root: repo,
    approver: ap,
    mode: 'quick',
    maxRounds: 1,
    clock: clock(),
    onEvent: rec.onEvent,
  });
  const md = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  const rows = parseResultsTsv(readFileSync(path.join(dir, 'results.tsv'), 'utf8')).rows;
  return { ap, rec, report, md, original, rows };
}

test('the gate repair is shown (changed lines + diff, in the language of the line) before it is kept; keep keeps it', async () => {
  const { ap, rec, md, rows } = await runWith({});
  const card = ap.asked.find((c) => c.id === CARD);
  assert.ok(card, ap.asked.map((c) => c.id).join(','));
  assert.equal(card.kind, 'runtime-gate');
  assert.deepEqual(
    card.choices.map((c) => c.id),
    ['keep', 'undo', 'stop'],
  );
  assert.match(card.body.en, /- 在 Claude Code 里，用户需要把一周的工作整理成周报时使用。\n\+ L10: 在你所用的智能体运行环境里，用户需要/);
  assert.match(card.diff ?? '', /^\+在你所用的智能体运行环境里/m);
  // Asked before the keep row was written.
  const asked = rec.events.findIndex((e) => e.type === 'checkpoint' && e.checkpoint.id === CARD);
  const kept = rec.events.findIndex((e) => e.type === 'roundResult' && e.result.status === 'keep');
  assert.ok(asked >= 0 && asked < kept, `${asked} < ${kept}`);
  assert.match(md, /在你所用的智能体运行环境里/);
  assert.equal(rows[0].status, 'keep');
});

test('undo at the card: SKILL.md is as it was, the row says it was not approved, nothing is kept', async () => {
  const { md, original, rows, report, rec } = await runWith({ [CARD]: 'undo' });
  assert.equal(md, original);
  assert.equal(rows[0].status, 'revert');
  assert.match(rows[0].note, /not approved at the CHECKPOINT: undone/);
  assert.equal(report.skills[0].kept, 0);
  assert.equal(rec.notices('edit-undone').length, 1);
});

test('stop at the card: the edit is undone and the run ends (stopped by the user), nothing kept', async () => {
  const { md, original, report, rows } = await runWith({ [CARD]: 'stop' });
  assert.equal(report.stopped, 'user');
  assert.equal(md, original);
  assert.equal(rows.filter((r) => r.status === 'keep').length, 0);
  assert.equal(report.skills[0].kept, 0);
});

test('nobody can answer the card: the edit is undone before the run stops', async () => {
  const { md, original, report, rows } = await runWith({}, ['runtime-gate']);
  assert.equal(report.stopped, 'no-answer');
  assert.equal(report.unanswered?.id, CARD);
  assert.equal(md, original);
  assert.match(rows.at(-1)!.note, /nobody answered the CHECKPOINT: undone/);
});
