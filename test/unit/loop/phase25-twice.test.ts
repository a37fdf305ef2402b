/**
 * Phase 2.5's second trigger (seed v3: "或单 skill 连续 2 轮 round 1 break", issue 31 item 4):
 * one skill that broke at round 1 in this run and in its last recorded run (results.tsv rows
 * before this run's; a run starts at its baseline row) is offered the exploratory rewrite.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import { lastRunBrokeAtRound1 } from '../../../src/core/workflows/loop/phases/phase2.5-rewrite.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { parseResultsTsv, RESULTS_HEADER } from '../../../src/core/formats/results.ts';
import type { ResultsRow } from '../../../src/core/rules/types.ts';
import { ModelServer } from '../../support/model-server.ts';
import { tempDir } from '../../support/tmp.ts';
import { json, scriptedJudge, taskOf } from '../judge/scripted-judge.ts';
import { makeRepo } from '../git/helpers.ts';
import { approver, clock, DEMO_SKILL, recorder } from './helpers.ts';

process.env.LUBAN_STATE_DIR ??= tempDir();

/** A results.tsv row (12 columns) from the columns that matter here. */
function row(skill: string, round: number, status: string, over: Partial<ResultsRow> = {}): ResultsRow {
  return {
    timestamp: '2026-06-01T10:00',
    commit: round === 0 ? 'baseline' : 'abc1234',
    skill,
    round: String(round),
    old_score: round === 0 ? '-' : '15',
    new_score: '15',
    status,
    dim_changed: round === 0 ? '-' : 'dim8',
    delta: round === 0 ? '-' : '0',
    note: round === 0 ? 'initial evaluation / 初始评估; static 15/29' : 'Δ 0',
    eval_mode: 'static',
    judge_count: '0',
    ...over,
  };
}

const tsv = (rows: ResultsRow[]) =>
  [
    RESULTS_HEADER,
    ...rows.map((r) =>
      [r.timestamp, r.commit, r.skill, r.round, r.old_score, r.new_score, r.status, r.dim_changed, r.delta, r.note, r.eval_mode, r.judge_count].join('\t'),
    ),
  ].join('\n') + '\n';

test('lastRunBrokeAtRound1: the last run (from its baseline row) reverted round 1; a mode-switch re-score does not start a run', () => {
  const s = 'demo';
  assert.equal(lastRunBrokeAtRound1([]), false);
  assert.equal(lastRunBrokeAtRound1([row(s, 0, 'baseline'), row(s, 1, 'revert')]), true);
  assert.equal(lastRunBrokeAtRound1([row(s, 0, 'baseline'), row(s, 1, 'keep'), row(s, 2, 'revert')]), false, 'round 1 was kept');
  // An earlier break does not count when the last run kept its round 1.
  assert.equal(lastRunBrokeAtRound1([row(s, 0, 'baseline'), row(s, 1, 'revert'), row(s, 0, 'baseline'), row(s, 1, 'keep')]), false);
  // The last run had no round 1 (ROI skip, blocked, not scored): it did not break.
  assert.equal(lastRunBrokeAtRound1([row(s, 0, 'baseline'), row(s, 1, 'revert'), row(s, 0, 'baseline')]), false);
  assert.equal(lastRunBrokeAtRound1([row(s, 0, 'baseline'), row(s, 1, 'revert'), row(s, 0, 'error', { new_score: '-' })]), false);
  const rescored = row(s, 0, 'baseline', { note: 're-scored after the switch to full / 切换模式后重评; 60/100' });
  assert.equal(lastRunBrokeAtRound1([row(s, 0, 'baseline'), rescored, row(s, 1, 'revert')]), true);
});

test('offline: a skill whose last run reverted round 1 reverts round 1 again → Phase 2.5 is told (it needs a model); a first break is not', async () => {
  const d = tempDir();
  const dir = path.join(d, 'pdf-summary');
  cpSync(path.resolve('examples/skills/pdf-summary'), dir, { recursive: true });
  const breaks = { afterEdit: async () => ({ broken: ['case-1'], reason: 'breaks case-1' }) };
  const run = async () => {
    const rec = recorder();
    const report = await optimize({
      skills: [dir],
      workspace: tempDir(),
      approver: approver(),
      mode: 'quick',
      clock: clock(),
      onEvent: rec.onEvent,
      hooks: breaks,
    });
    return { rec, report };
  };
  // A previous run that kept its round 1: this run's break is the first in a row.
  writeFileSync(path.join(dir, 'results.tsv'), tsv([row('pdf-summary', 0, 'baseline'), row('pdf-summary', 1, 'keep')]));
  const first = await run();
  assert.equal(first.report.skills[0].ended?.reason, 'reverted');
  assert.equal(first.rec.notices('phase2.5').length, 0);
  // The run just written reverted round 1: the next one breaking again is the second in a row.
  const second = await run();
  assert.equal(second.report.skills[0].ended?.reason, 'reverted');
  const told = second.rec.notices('phase2.5').find((n) => n.skill === 'pdf-summary');
  assert.ok(told, 'the second trigger is told');
  assert.match(told.message.en, /pdf-summary broke at round 1 in this run and the last one/);
  assert.match(told.message.zh, /本次与上一次运行中都在第 1 轮停止/);
  const rows = parseResultsTsv(readFileSync(path.join(dir, 'results.tsv'), 'utf8')).rows;
  assert.deepEqual(
    rows.filter((r) => r.round === '1').map((r) => r.status),
    ['keep', 'revert', 'revert'],
  );
});

let server: ModelServer;
before(async () => {
  server = await ModelServer.start();
});
after(async () => {
  await server.close();
});

test('with a model: the 🛑 STOP offers the exploratory rewrite and says why (round 1 broke in this run and the last one)', async () => {
  server.reset();
  const base = scriptedJudge({
    scores: { dim2: 9, dim3: 4, dim5: 9, dim6: 9, dim9: 9 },
    dim8: { intent: 8, lift: 7, side_effects: 5 },
    dry: { intent: 8, lift: 7 },
    prompts: 2,
  });
  server.setHandler((req) => {
    const task = taskOf(req);
    // An edit that changes nothing the judges see: Δ 0, the paired judges tie → round 1 reverts.
    if (task === 'optimize.propose@1')
      return json({
        dimension: 'dim3',
        what: 'edit for dim3',
        why: 'wording',
        rubric_item: 'dim3',
        expected_gain: 4,
        edits: [{ old: '3. Write one line per change', new: '3. Write exactly one line per change' }],
      });
    if (task === 'optimize.rewrite@1') return json({ skill_md: DEMO_SKILL, summary: 'rewritten' });
    if (task === 'paired@1') return json({ better: 'tie', reason: 'scripted paired' });
    return base(req);
  });
  const previous = [row('demo-skill', 0, 'baseline'), row('demo-skill', 1, 'revert')];
  const repo = makeRepo({ 'skills/demo-skill/SKILL.md': DEMO_SKILL, 'skills/demo-skill/results.tsv': tsv(previous) });
  const dir = path.join(repo, 'skills/demo-skill');
  const model = new OpenAIChatModel({ model: 'scripted', baseUrl: server.openaiBaseUrl, retries: 0 } as ConstructorParameters<typeof OpenAIChatModel>[0]);
  const ap = approver({ 'phase2.5': 'rewrite' });
  await optimize({ skills: [dir], workspace: repo, approver: ap, mode: 'quick', maxRounds: 3, model, clock: clock(), noiseFloor: false });
  const rows = parseResultsTsv(readFileSync(path.join(dir, 'results.tsv'), 'utf8')).rows;
  assert.deepEqual(
    rows.filter((r) => r.round === '1').map((r) => r.status),
    ['revert', 'revert'],
    'round 1 broke in the last run and in this one',
  );
  const stops = ap.asked.filter((c) => c.kind === 'phase2.5');
  assert.equal(stops.length, 1);
  assert.equal(stops[0].level, 'stop');
  assert.equal(stops[0].defaultChoice, 'skip');
  assert.match(stops[0].body.en, /demo-skill broke at round 1 in this run and the last one\./);
  assert.match(stops[0].body.zh, /本次与上一次运行均如此/);
  assert.equal(server.requests.filter((r) => taskOf(r) === 'optimize.rewrite@1').length, 1, 'consent → the rewrite is asked for');
  assert.equal(rows.at(-1)!.dim_changed, 'rewrite');
});
