/**
 * The core's cost plan (SPEC C9) and what it rests on: how many calls go out at once for
 * an endpoint, whose history decides the mode (SPEC D1), and the whole run's plan that
 * the editor shows before any request (and the CLI's `optimize` is to show) — from the
 * real judge code in planning mode, on a copy of examples/skills/weekly-report.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maxRoundsFor, modeGateway, skillHistory } from '../../../src/core/cost/mode.ts';
import { PROPOSAL_OUTPUT_TOKENS, PROPOSAL_OVERHEAD_TOKENS } from '../../../src/core/cost/optimize-plan.ts';
import { HOSTED_PARALLEL_CALLS, LOCAL_SERVER_PARALLEL_CALLS, parallelCallsFor } from '../../../src/core/cost/parallel.ts';
import { planOptimizeRun } from '../../../src/core/cost/run-plan.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { estimateTokens } from '../../../src/core/llm/tokens.ts';
import type { ChatModel } from '../../../src/core/llm/types.ts';
import type { ResultsRow } from '../../../src/core/rules/types.ts';
import { planScore } from '../../../src/core/scorecard/score.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { RESULTS_COLUMNS, RESULTS_HEADER } from '../../../src/core/store/results.ts';

const row = (r: Partial<ResultsRow>): ResultsRow => ({
  timestamp: '2026-01-01T00:00:00Z', commit: '-', skill: 'weekly-report', round: '1', old_score: '', new_score: '', status: 'keep',
  dim_changed: 'dim2', delta: '', note: '', eval_mode: 'static', judge_count: '0', ...r,
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
    row({ skill: 'other', status: 'baseline', new_score: '40' }),
    row({ skill: 'other', status: 'revert' }),
    row({ skill: 'weekly-report', status: 'baseline', new_score: '80' }),
    row({ skill: '-', status: 'keep', delta: '+1' }),
    row({ skill: '', status: 'keep', delta: '+2' }),
  ];
  const own = skillHistory(rows, 'weekly-report');
  assert.deepEqual(own.map((r) => r.skill), ['weekly-report', '-', '']);
  // The other skill's revert would make it Full; its own history (baseline 80, small gains) is Quick.
  assert.equal(modeGateway({ history: rows }).mode, 'full');
  assert.equal(modeGateway({ history: own }).mode, 'quick');
  // Its own low baseline does count: 50/80 → Full.
  assert.equal(modeGateway({ history: skillHistory([...rows, row({ status: 'baseline', new_score: '50' })], 'weekly-report') }).mode, 'full');
  assert.deepEqual([maxRoundsFor('quick'), maxRoundsFor('full')], [3, 5]);
});

const planningModel = (): { model: ChatModel; calls: () => number } => {
  let n = 0;
  const refuse = (): never => {
    n++;
    throw new Error('planning must not call the model');
  };
  return { model: { provider: 'openai', model: 'plan-only', id: 'openai:test:plan-only', complete: async () => refuse(), stream: () => refuse() }, calls: () => n };
};

function skillCopy(results?: ResultsRow[]): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'luban-plan-'));
  const dir = path.join(root, 'weekly-report');
  cpSync(path.resolve('examples/skills/weekly-report'), dir, { recursive: true });
  if (results) writeFileSync(path.join(dir, 'results.tsv'), [RESULTS_HEADER, ...results.map((r) => RESULTS_COLUMNS.map((c) => r[c]).join('\t'))].join('\n') + '\n');
  return dir;
}

test('the run plan: mode and rounds from the skill history, baseline + rounds × (proposal + re-score) + test-prompt design, exact', async () => {
  const { model, calls } = planningModel();
  // Another skill's revert in the file: the plan stays Quick, as the loop will.
  const dir = skillCopy([row({ skill: 'other', status: 'revert' }), row({ status: 'baseline', new_score: '80' })]);
  try {
    const scan = scanDocument(await loadSkill(dir));
    const one = await planScore(scan, { mode: 'quick', model, results: skillHistory([row({ status: 'baseline', new_score: '80' })], 'weekly-report') });
    assert.ok(one.calls >= 3, `a Quick scoring judges several dimensions (${one.calls})`);
    const skillTokens = estimateTokens(scan.doc.skillFile?.text?.text ?? '');
    assert.ok(skillTokens > 100, `${skillTokens} tokens of SKILL.md`);

    const quick = await planOptimizeRun({ dir, scan, model });
    assert.deepEqual([quick.mode, quick.rounds, quick.pairedJudges], ['quick', 3, 0]);
    assert.deepEqual([quick.baselineCalls, quick.rescoreCalls], [one.calls, one.calls]);
    // No test-prompts.json: Phase 0.5 designs them (1 call).
    assert.equal(quick.calls, one.calls + 3 * (1 + one.calls) + 1);
    assert.equal(quick.inputTokens, one.inputTokens + 3 * one.inputTokens + 3 * (skillTokens + PROPOSAL_OVERHEAD_TOKENS));
    assert.equal(quick.outputTokens, one.outputTokens + 3 * one.outputTokens + 3 * PROPOSAL_OUTPUT_TOKENS);

    const oneRound = await planOptimizeRun({ dir, scan, model, maxRounds: 1 });
    assert.equal(oneRound.calls, one.calls + (1 + one.calls) + 1);
    // The person asks for an in-depth run: Full, 5 rounds, the noise floor's 3 re-judgings, 3 paired judges.
    const asked = await planOptimizeRun({ dir, scan, model, intent: '帮我深度优化' });
    assert.deepEqual([asked.mode, asked.rounds, asked.pairedJudges], ['full', 5, 3]);
    const full = await planScore(scan, { mode: 'full', model, results: skillHistory([row({ status: 'baseline', new_score: '80' })], 'weekly-report') });
    assert.equal(asked.calls, full.calls + 3 * full.calls + 5 * (1 + full.calls) + 1);
    assert.equal((await planOptimizeRun({ dir, scan, model, mode: 'full', pairedJudges: 0 })).pairedJudges, 0);
    assert.equal(calls(), 0);
  } finally {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});

test("the run plan: the skill's own low baseline makes it Full; a test-prompts.json saves the design call", async () => {
  const { model } = planningModel();
  const dir = skillCopy([row({ status: 'baseline', new_score: '50' })]);
  try {
    const scan = scanDocument(await loadSkill(dir));
    const before = await planOptimizeRun({ dir, scan, model });
    assert.deepEqual([before.mode, before.rounds], ['full', 5]);
    writeFileSync(path.join(dir, 'test-prompts.json'), JSON.stringify([{ id: 'tp-01', prompt: 'Write this week\'s report from these notes.', expected_behavior: 'a report', category: 'typical' }]));
    const scanWithPrompts = scanDocument(await loadSkill(dir));
    const withPrompts = await planOptimizeRun({ dir, scan: scanWithPrompts, model, mode: 'full' });
    const full = await planScore(scanWithPrompts, { mode: 'full', model, results: [row({ status: 'baseline', new_score: '50' })] });
    assert.equal(withPrompts.calls, full.calls * 4 + 5 * (1 + full.calls), 'no design call');
  } finally {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});
