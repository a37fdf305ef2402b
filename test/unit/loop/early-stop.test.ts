/**
 * Every early stop says why (issue 33): each way a skill's rounds end, and each way the run
 * ends early, is told as a notice and carried by the report (`skills[].ended`, `stoppedWhy`);
 * the degraded-scoring count is one number in the notice, the report and the dashboard.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import type { OptimizeOptions, OptimizeReport } from '../../../src/core/workflows/loop/types.ts';
import { say } from '../../../src/core/workflows/loop/messages.ts';
import { RunTracker } from '../../../src/extension/dashboard/run.ts';
import { tempDir } from '../../support/tmp.ts';
import { approver, clock, recorder } from './helpers.ts';

process.env.LUBAN_STATE_DIR ??= tempDir();

/** A Quick run on a copy of an example skill (no git, no model). */
async function run(name: string, over: Partial<OptimizeOptions> = {}) {
  const d = tempDir();
  cpSync(path.resolve('examples/skills', name), path.join(d, name), { recursive: true });
  const rec = recorder();
  const report = await optimize({
    skills: [path.join(d, name)],
    workspace: tempDir(),
    approver: approver(),
    mode: 'quick',
    clock: clock(),
    onEvent: rec.onEvent,
    ...over,
  });
  return { report, rec, ended: report.skills[0].ended };
}

test('a round that is not kept ends the skill’s rounds, and says so', async () => {
  const { ended, rec } = await run('pdf-summary', { hooks: { afterEdit: async () => ({ broken: ['case-1'], reason: 'breaks case-1' }) } });
  assert.equal(ended?.reason, 'reverted');
  assert.equal(ended?.message.en, 'pdf-summary: stopped after round 1: its edit was not kept, and a round that is not kept ends this skill’s rounds.');
  assert.deepEqual(rec.notices('stop-reverted')[0].message, ended?.message);
});

test('a plateau, no proposal left, and the ROI ceiling each end with their reason', async () => {
  const plateau = await run('pdf-summary', { maxRounds: 9 });
  assert.equal(plateau.ended?.reason, 'plateau');
  assert.match(plateau.ended?.message.en ?? '', /plateau/);
  // dim4 asked for by name: a target is left (metis-digest has nothing irreversible to guard), but no proposal for it.
  const none = await run('metis-digest', { intent: 'improve dim4' });
  assert.equal(none.ended?.reason, 'no-proposal');
  assert.match(none.ended?.message.zh ?? '', /已没有能提升任何维度的方案/);
  assert.equal(none.rec.notices('stop-no-proposal').length, 1);
  const ceiling = await run('release-notes');
  assert.equal(ceiling.ended?.reason, 'ceiling');
  assert.match(ceiling.ended?.message.en ?? '', /ceiling near/);
});

test('metis-digest, not asked for dim4: nothing is left to work on, and the run says so', async () => {
  const left = await run('metis-digest');
  assert.equal(left.ended?.reason, 'nothing-left');
  assert.equal(left.rec.notices('dim4-nothing-to-guard').length, 1);
});

test('MAX_ROUNDS: "done" and "exploratory rewrite" each say why the rounds ended', async () => {
  const done = await run('pdf-summary', { maxRounds: 1, approver: approver({ 'max-rounds': 'done' }) });
  assert.equal(done.ended?.reason, 'max-rounds');
  assert.equal(done.ended?.message.en, 'pdf-summary: stopped at MAX_ROUNDS 1: you chose “done”.');
  const rewrite = await run('pdf-summary', { maxRounds: 1, approver: approver({ 'max-rounds': 'rewrite' }) });
  assert.match(rewrite.ended?.message.en ?? '', /you chose an exploratory rewrite/);
});

test('the run ended early: a "stop" answer and an unanswerable question are told and carried by the report', async () => {
  const stopped = await run('pdf-summary', { maxRounds: 1, approver: approver({ 'max-rounds': 'done', 'skill-done': 'stop' }) });
  assert.equal(stopped.report.stopped, 'user');
  assert.deepEqual(stopped.report.stoppedWhy, say('stop.user'));
  assert.equal(stopped.rec.notices('stopped').length, 1);
  const unanswered = await run('pdf-summary', { approver: approver({}, ['phase0.3']) });
  assert.equal(unanswered.report.stopped, 'no-answer');
  assert.ok(unanswered.report.stoppedWhy?.en.includes(unanswered.report.unanswered!.title.en), unanswered.report.stoppedWhy?.en);
  assert.equal(unanswered.report.skills[0].ended?.reason, 'stopped');
});

test('degraded scorings: the dashboard’s Health shows the report’s count, the number its notice names', () => {
  const t = new RunTracker({ id: 'r', skills: ['/ws/a'] });
  const notice = say('degradedScorings', { n: 3, total: 4 });
  assert.match(notice.en, /^3 scorings in a row were degraded .* Degraded scorings in this run: 4\.$/);
  // Live, before the report: the rows scored in fallback (a baseline among them).
  for (const [status, evalMode] of [
    ['baseline', 'fallback'],
    ['keep', 'fallback'],
    ['revert', 'full_test'],
  ] as const)
    t.apply({
      type: 'roundResult',
      result: {
        skill: 'a',
        round: 0,
        status,
        dim: '-',
        oldScore: null,
        newScore: null,
        delta: null,
        outOf: null,
        evalMode,
        judgeCount: 1,
        note: '',
        commit: '-',
        calls: 0,
      },
    });
  assert.equal(t.health().fallbackRounds, 2);
  const report = {
    mode: 'full',
    skills: [],
    health: {
      rounds: 2,
      reverts: 1,
      revertRate: 0.5,
      dryRunRatio: 0,
      sameContextViolations: 0,
      oscillationAlerts: [],
      degradedStreak: 3,
      degradedScorings: 4,
      modelCalls: 9,
      pairedKept: 0,
      pairedReverted: 0,
    },
    byDimension: {},
    files: [],
    notices: [{ kind: 'warning', code: 'degraded', message: notice }],
  } as OptimizeReport;
  t.finish(report);
  assert.equal(t.health().fallbackRounds, 4);
});
