/**
 * The core's cost plan (docs/features.md C9) and what it rests on: how many calls go out at once for
 * an endpoint, whose history decides the mode (docs/features.md D1), and the whole run's plan that
 * the editor shows before any request (and the CLI's `optimize` is to show) — from the
 * real judge code in planning mode, on a copy of examples/skills/weekly-report.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maxRoundsFor, modeGateway, skillHistory } from '../../../src/core/workflows/loop/cost/mode.ts';
import { PROPOSAL_OUTPUT_TOKENS, PROPOSAL_OVERHEAD_TOKENS } from '../../../src/core/workflows/loop/cost/optimize-plan.ts';
import { HOSTED_PARALLEL_CALLS, LOCAL_SERVER_PARALLEL_CALLS, parallelCallsFor } from '../../../src/core/models/parallel.ts';
import { planOptimizeRun } from '../../../src/core/workflows/loop/cost/run-plan.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { estimateTokens } from '../../../src/core/models/llm/tokens.ts';
import type { ChatModel } from '../../../src/core/models/llm/types.ts';
import type { ResultsRow } from '../../../src/core/rules/types.ts';
import { planScore } from '../../../src/core/scoring/scorecard/score.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { RESULTS_COLUMNS, RESULTS_HEADER } from '../../../src/core/formats/results.ts';

const row = (r: Partial<ResultsRow>): ResultsRow => ({
  timestamp: '2026-01-01T00:00:00Z',
  commit: '-',
  skill: 'weekly-report',
  round: '1',
  old_score: '',
  new_score: '',
  status: 'keep',
  dim_changed: 'dim2',
  delta: '',
  note: '',
  eval_mode: 'static',
  judge_count: '0',
  ...r,
});

test('calls in flight: one for a server on this machine, four for a hosted endpoint or the provider default', () => {
  assert.equal(LOCAL_SERVER_PARALLEL_CALLS, 1);
  assert.equal(HOSTED_PARALLEL_CALLS, 4);
  assert.equal(parallelCallsFor('http://127.0.0.1:11434/v1'), 1);
  assert.equal(parallelCallsFor('http://localhost:1234/v1'), 1);
  assert.equal(parallelCallsFor('https://api.deepseek.com/v1'), 4);
  assert.equal(parallelCallsFor(undefined), 4);
  assert.equal(parallelCallsFor(''), 4);
  assert.equal(parallelCallsFor('not a url'), 4);
});

test("the mode is decided from the skill's own rows of results.tsv, not another skill's", () => {
  const rows = [
    row({ skill: 'other', status: 'baseline', eval_mode: 'full_test', judge_count: '2', new_score: '40' }),
    row({ skill: 'other', status: 'revert' }),
    row({ skill: 'weekly-report', status: 'baseline', eval_mode: 'full_test', judge_count: '2', new_score: '80' }),
    row({ skill: '-', status: 'keep', delta: '+1' }),
    row({ skill: '', status: 'keep', delta: '+2' }),
  ];
  const own = skillHistory(rows, 'weekly-report');
  assert.deepEqual(
    own.map((r) => r.skill),
    ['weekly-report', '-', ''],
  );
  // The other skill's revert would make it Full; its own history (baseline 80, small gains) is Quick.
  assert.equal(modeGateway({ history: rows }).mode, 'full');
  assert.equal(modeGateway({ history: own }).mode, 'quick');
  // Its own low baseline does count: 50/80 → Full.
  assert.equal(
    modeGateway({ history: skillHistory([...rows, row({ status: 'baseline', eval_mode: 'full_test', judge_count: '2', new_score: '50' })], 'weekly-report') })
      .mode,
    'full',
  );
  assert.deepEqual([maxRoundsFor('quick'), maxRoundsFor('full')], [3, 5]);
});

const planningModel = (): { model: ChatModel; calls: () => number } => {
  let n = 0;
  const refuse = (): never => {
    n++;
    throw new Error('planning must not call the model');
  };
  return {
    model: { provider: 'openai', model: 'plan-only', id: 'openai:test:plan-only', complete: async () => refuse(), stream: () => refuse() },
    calls: () => n,
  };
};

function skillCopy(results?: ResultsRow[]): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'luban-plan-'));
  const dir = path.join(root, 'weekly-report');
  cpSync(path.resolve('examples/skills/weekly-report'), dir, { recursive: true });
  if (results)
    writeFileSync(path.join(dir, 'results.tsv'), [RESULTS_HEADER, ...results.map((r) => RESULTS_COLUMNS.map((c) => r[c]).join('\t'))].join('\n') + '\n');
  return dir;
}

test('the run plan: mode and rounds from the skill history, baseline + rounds × (proposal + re-score) + test-prompt design, exact', async () => {
  const { model, calls } = planningModel();
  // Another skill's revert in the file: the plan stays Quick, as the loop will.
  const dir = skillCopy([row({ skill: 'other', status: 'revert' }), row({ status: 'baseline', eval_mode: 'full_test', judge_count: '2', new_score: '80' })]);
  try {
    const scan = scanDocument(await loadSkill(dir));
    const one = await planScore(scan, {
      mode: 'quick',
      model,
      results: skillHistory([row({ status: 'baseline', eval_mode: 'full_test', judge_count: '2', new_score: '80' })], 'weekly-report'),
    });
    assert.ok(one.calls >= 3, `a Quick scoring judges several dimensions (${one.calls})`);
    const skillTokens = estimateTokens(scan.doc.skillFile?.text?.text ?? '');
    assert.ok(skillTokens > 100, `${skillTokens} tokens of SKILL.md`);

    const quick = await planOptimizeRun({ dir, scan, model });
    assert.deepEqual([quick.mode, quick.rounds, quick.pairedJudges, quick.pairedEveryRound], ['quick', 3, 0, 3]);
    // No test-prompts.json: the baseline designs them (Phase 0.5, 1 call), later scorings read the file;
    // a re-score's runs without the skill are the baseline's (the cache answers them).
    const steps = (p: { items: Array<{ step: string; conditional: boolean }> }, drop: string[]) =>
      p.items.filter((i) => !i.conditional && !drop.includes(i.step)).length;
    assert.equal(one.items.filter((i) => i.step === 'dim8.testPrompts').length, 1);
    const rescoreCalls = steps(one, ['dim8.testPrompts', 'dim8.run.base']);
    assert.deepEqual([quick.baselineCalls, quick.rescoreCalls], [one.calls, rescoreCalls]);
    // Quick measures no noise floor: the 3 paired judges decide every judged round (docs/features.md D9).
    assert.equal(quick.calls, one.calls + 3 * (1 + rescoreCalls + 3));
    const oneRound = await planOptimizeRun({ dir, scan, model, maxRounds: 1 });
    assert.equal(oneRound.calls, one.calls + (1 + rescoreCalls + 3));
    assert.ok(
      quick.inputTokens > one.inputTokens + 3 * (2 * 3 * skillTokens + skillTokens + PROPOSAL_OVERHEAD_TOKENS),
      'proposals and paired judges (two versions each) are in the forecast',
    );
    assert.ok(quick.outputTokens > one.outputTokens + 3 * PROPOSAL_OUTPUT_TOKENS);
    // The person asks for an in-depth run: Full, 5 rounds, the noise floor's 3 re-judgings (the
    // first re-runs the agents, the others judge the cached runs), 3 paired judges inside the noise.
    const asked = await planOptimizeRun({ dir, scan, model, intent: '帮我深度优化' });
    assert.deepEqual([asked.mode, asked.rounds, asked.pairedJudges, asked.pairedEveryRound], ['full', 5, 3, 0]);
    const history = skillHistory([row({ status: 'baseline', eval_mode: 'full_test', judge_count: '2', new_score: '80' })], 'weekly-report');
    const full = await planScore(scan, { mode: 'full', model, results: history });
    const noCb = await planScore(scan, { mode: 'full', model, results: history, consumerBaseline: false });
    const noise = steps(noCb, ['dim8.testPrompts']) + 2 * steps(noCb, ['dim8.testPrompts', 'dim8.run.with', 'dim8.run.base']);
    assert.ok(full.calls > noCb.calls, 'the consumer baseline is measured once, in the baseline');
    assert.equal(asked.calls, full.calls + noise + 5 * (1 + steps(noCb, ['dim8.testPrompts', 'dim8.run.base'])));
    assert.equal((await planOptimizeRun({ dir, scan, model, mode: 'full', pairedJudges: 0 })).pairedJudges, 0);
    assert.equal(calls(), 0);
  } finally {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});

test("the run plan: the skill's own low baseline makes it Full; a test-prompts.json saves the design call", async () => {
  const { model } = planningModel();
  const dir = skillCopy([row({ status: 'baseline', eval_mode: 'full_test', judge_count: '2', new_score: '50' })]);
  try {
    const scan = scanDocument(await loadSkill(dir));
    const before = await planOptimizeRun({ dir, scan, model });
    assert.deepEqual([before.mode, before.rounds], ['full', 5]);
    writeFileSync(
      path.join(dir, 'test-prompts.json'),
      JSON.stringify([{ id: 'tp-01', prompt: "Write this week's report from these notes.", expected_behavior: 'a report', category: 'typical' }]),
    );
    const scanWithPrompts = scanDocument(await loadSkill(dir));
    const withPrompts = await planOptimizeRun({ dir, scan: scanWithPrompts, model, mode: 'full' });
    const full = await planScore(scanWithPrompts, {
      mode: 'full',
      model,
      results: [row({ status: 'baseline', eval_mode: 'full_test', judge_count: '2', new_score: '50' })],
    });
    const noCb = await planScore(scanWithPrompts, {
      mode: 'full',
      model,
      results: [row({ status: 'baseline', eval_mode: 'full_test', judge_count: '2', new_score: '50' })],
      consumerBaseline: false,
    });
    assert.equal(full.items.filter((i) => i.step === 'dim8.testPrompts').length, 0, 'no design call');
    const sure = (drop: string[]) => noCb.items.filter((i) => !i.conditional && !drop.includes(i.step)).length;
    assert.equal(withPrompts.calls, full.calls + sure([]) + 2 * sure(['dim8.run.with', 'dim8.run.base']) + 5 * (1 + sure(['dim8.run.base'])));
  } finally {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});
