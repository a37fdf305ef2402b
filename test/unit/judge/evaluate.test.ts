import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluate } from '../../../src/core/scoring/judge/evaluate.ts';
import { buildScorecard } from '../../../src/core/scoring/scorecard/build.ts';
import { staticScore } from '../../../src/core/engine/rubric/static-score.ts';
import { summarisePlan } from '../../../src/core/models/plan.ts';
import type { Evaluation } from '../../../src/core/scoring/judge/types.ts';
import type { SkillScanResult } from '../../../src/core/engine/scan.ts';
import type { ModelServer } from '../../support/model-server.ts';
import { anthropicOn, executor, openaiOn, scanOf, SKILL_EN, SKILL_ZH, startServer } from './helpers.ts';
import { json, scriptedJudge, taskOf, text, type ScriptOptions } from './scripted-judge.ts';

const FILES = { 'SKILL.md': SKILL_EN, 'scripts/render.py': 'print("render")\n' };

function tasks(server: ModelServer): string[] {
  return server.requests.map(
    (r) =>
      taskOf(r) ?? (r.system.includes('name="baseline-skill"') ? 'run.baseline-skill' : r.system.includes('skill below is loaded') ? 'run.with' : 'run.base'),
  );
}

function count(server: ModelServer, prefix: string): number {
  return tasks(server).filter((t) => t.startsWith(prefix)).length;
}

function card(scan: SkillScanResult, ev: Evaluation) {
  return buildScorecard({
    skill: 'slides-export',
    scan,
    mode: ev.mode,
    evaluation: ev,
    usage: { calls: 0, inputTokens: 0, outputTokens: 0 },
    model: 'openai:judge-model',
  });
}

async function run(
  opts: ScriptOptions,
  mode: 'quick' | 'full',
  extra: {
    files?: Record<string, string>;
    budget?: number;
    results?: Array<Record<string, string>>;
    sameContext?: boolean;
    independent?: boolean;
    anthropic?: boolean;
  } = {},
) {
  const server = await startServer(scriptedJudge(opts));
  const scan = scanOf(extra.files ?? FILES);
  const bits = executor(extra.anthropic ? anthropicOn(server) : openaiOn(server), { budget: extra.budget, cache: true });
  const ev = await evaluate({ scan, mode, sameContext: extra.sameContext, independentContexts: extra.independent, results: extra.results as never }, bits.ex);
  return { server, scan, ev, ...bits };
}

describe('Quick evaluation', () => {
  it('one judge answers every rubric dim in one panel request, dim8 with one forced full_test, exact arithmetic: 7 calls (docs/features.md C9 ≤ 8)', async () => {
    const { server, scan, ev, meter } = await run({}, 'quick');
    assert.deepEqual(tasks(server).sort(), ['dim8.dry@1', 'dim8.dry@1', 'dim8.judge@1', 'dim8.tp@1', 'rubric.panel@1', 'run.base', 'run.with']);
    assert.equal(meter.calls, 7);
    const panel = server.requests.find((r) => taskOf(r) === 'rubric.panel@1')!;
    for (const d of ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b', 'dim9']) assert.match(panel.system, new RegExp(`^## Dimension: ${d} — `, 'm'));
    assert.deepEqual(Object.keys((panel.body.response_format as { json_schema: { schema: { properties: object } } }).json_schema.schema.properties), [
      'dim2',
      'dim3',
      'dim5',
      'dim6',
      'dim7b',
      'dim9',
    ]);
    assert.equal(panel.lastUser.split('# Slides export').length, 2, 'the skill is sent once');
    // fresh contexts: every request is just system + user
    for (const r of server.requests) assert.equal(r.messages.length, 2);
    for (const d of ['dim2', 'dim3', 'dim5', 'dim6', 'dim9'] as const) {
      assert.equal(ev.rubric[d]!.value, 7);
      assert.equal(ev.rubric[d]!.judgeCount, 1);
      assert.equal(ev.rubric[d]!.evalMode, 'dry_run');
      assert.ok(ev.rubric[d]!.tags.includes('[confidence: degraded]'));
    }
    assert.equal(ev.rubric.dim7b!.value, 10);
    assert.deepEqual(
      ev.dim8.evaluations.map((e) => e.kind),
      ['full_test', 'dry_run', 'dry_run'],
    );
    // full_test (6 + 4 + 4)/20×10 = 7; dry (6×0.5 + 5×0.3 + 5)/20×10 = 4.75
    assert.equal(ev.dim8.evaluations[0].adjusted.intent, 6);
    assert.equal(ev.dim8.evaluations[1].adjusted.intent, 3);
    assert.ok(Math.abs(ev.dim8.value! - (7 + 4.75 + 4.75) / 3) < 1e-12);
    assert.equal(ev.dim8.evalMode, 'dry_run');
    assert.ok(Math.abs(ev.dim8.dryRunRatio - 2 / 3) < 1e-12);
    assert.ok(ev.dim8.tags.includes('[dry_run_ratio: 67%]'));
    assert.equal(ev.review, undefined);
    // the with-skill run carries SKILL.md, the baseline run does not
    const withRun = server.requests.find((r) => r.system.includes('skill below is loaded'))!;
    const baseRun = server.requests.find((r) => !taskOf(r) && !r.system.includes('skill below is loaded'))!;
    assert.match(withRun.system, /# Slides export/);
    assert.doesNotMatch(baseRun.system, /Slides export/);
    assert.equal(withRun.lastUser, baseRun.lastUser);
    const c = card(scan, ev);
    // Quick judges dim5/6/7b alone (seed correction C3): 70 + 84 + 84 + 60 + 7×17 + 7×4 + 60 + 10×6 + 5.5×20 + 42 + 40 = 757
    assert.equal(c.total, 75.7);
    assert.equal(c.dims.dim5.value, 7);
    assert.equal(c.dims.dim5.module, undefined, 'no HASP share merged in Quick');
    assert.equal(c.dims.dim6.value, 7);
    assert.equal(c.outOf, 100);
    assert.equal(c.partial, false);
    assert.equal(c.dims.dim10.value, 10);
    assert.equal(ev.artefacts.length, 1);
    assert.equal(ev.artefacts[0].path, 'test-prompts.json');
    assert.deepEqual(Object.keys(JSON.parse(ev.artefacts[0].content)[0]), ['id', 'prompt', 'expected_behavior', 'category']);
  });

  it('Quick: the panel carries the soft-word scan and the resource facts once', async () => {
    const { server } = await run({}, 'quick');
    const panel = server.requests.find((r) => taskOf(r) === 'rubric.panel@1')!;
    assert.match(panel.lastUser, /Soft-word scan: 2 found/);
    assert.match(panel.lastUser, /scripts\/render\.py \(\d+ B\)/);
    assert.equal(panel.lastUser.split('Soft-word scan').length, 2);
  });

  it("Full: each judge's panel carries the soft-word scan with its locations, for dim5", async () => {
    const { server } = await run({}, 'full');
    const panels = server.requests.filter((r) => taskOf(r) === 'rubric.panel@1');
    assert.equal(panels.length, 2);
    const dim5 = panels[0];
    assert.match(dim5.lastUser, /Soft-word scan: 2 found/);
    assert.match(dim5.lastUser, /SKILL\.md:13:\d+ "should"/);
    assert.match(dim5.lastUser, /SKILL\.md:13:\d+ "consider"/);
    assert.match(dim5.lastUser, /scripts\/render\.py \(\d+ B\)/);
    assert.match(dim5.lastUser, /all reachable/);
    // the soft-word scan is named as dim5's context, not as another dim's
    assert.match(dim5.lastUser, /<soft_word_scan>/);
    assert.equal(panels[1].lastUser, dim5.lastUser);
  });

  it('judges a Chinese skill with the Chinese prompts', async () => {
    const { server, ev } = await run({}, 'quick', { files: { 'SKILL.md': SKILL_ZH } });
    assert.equal(ev.lang, 'zh');
    const panel = server.requests.find((r) => taskOf(r) === 'rubric.panel@1')!;
    assert.match(panel.system, /你是 Luban（鲁班）的独立评委/);
    assert.match(panel.system, /^## 评审维度：dim2 工作流清晰度/m);
    assert.match(panel.system, /每个维度一个键/);
    assert.match(panel.lastUser, /软化词扫描：共 1 处/);
    assert.match(panel.lastUser, /"建议"/);
    assert.match(server.requests.find((r) => taskOf(r) === 'dim8.tp@1')!.system, /歧义场景/);
  });

  it('works over the Anthropic protocol too', async () => {
    const { server, ev } = await run({}, 'quick', { anthropic: true });
    assert.ok(server.requests.every((r) => r.protocol === 'anthropic'));
    assert.equal(ev.rubric.dim2!.value, 7);
    assert.ok(Math.abs(ev.dim8.value! - 5.5) < 1e-12);
  });

  it('garbage everywhere: no dimension is filled without a model answer', async () => {
    const server = await startServer(() => text('As an AI I cannot score this.'));
    const scan = scanOf(FILES);
    const { ex } = executor(openaiOn(server));
    const ev = await evaluate({ scan, mode: 'quick' }, ex);
    for (const d of ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b', 'dim9'] as const) {
      assert.equal(ev.rubric[d]!.value, null, d);
      assert.equal(ev.rubric[d]!.failure!.reason, 'invalid-reply');
    }
    assert.equal(ev.dim8.value, null);
    assert.equal(ev.dim8.evaluations.length, 0);
    assert.equal(ev.testPrompts.source, 'none');
    assert.equal(ev.artefacts.length, 0);
    const c = card(scan, ev);
    for (const d of ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b', 'dim8', 'dim9'] as const) assert.equal(c.dims[d].value, null, d);
    // docs/features.md D9 (issue 26): no judged part answered → not scored; the static view is scan's.
    const st = staticScore(scan.dims, scan.subscores);
    assert.equal(c.total, null);
    assert.equal(c.outOf, 0);
    assert.deepEqual(c.staticChecks, { points: st.total, outOf: st.outOf });
    assert.equal(c.partial, true);
    assert.equal(c.dims.dim5.reason, 'invalid-reply');
    assert.equal(c.dims.dim5.points, 0);
    assert.equal(c.dims.dim5.outOf, 0);
  });

  it('a truncated panel answer leaves every rubric dim null with the reason; dim8 is still measured', async () => {
    const { ev } = await run({ override: { 'dim3@1': { kind: 'truncate', text: '{"score": 9, "evi' } } }, 'quick');
    for (const d of ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b', 'dim9'] as const) {
      assert.equal(ev.rubric[d]!.value, null, d);
      assert.equal(ev.rubric[d]!.failure!.reason, 'model-error');
      assert.match(ev.rubric[d]!.failure!.detail, /^truncated/);
    }
    assert.ok(Math.abs(ev.dim8.value! - 5.5) < 1e-12);
  });

  it('a full_test run that fails falls back to a dry run with the fallback multipliers', async () => {
    const { ev } = await run({ override: { run: { kind: 'status', status: 500 } } }, 'quick');
    const first = ev.dim8.evaluations[0];
    assert.equal(first.kind, 'fallback_dry');
    assert.match(first.note!, /full_test run failed/);
    // (6×0.3 + 5×0.3 + 5)/20×10 = 4.15; the others 4.75
    assert.ok(Math.abs(first.adjusted.intent - 1.8) < 1e-12);
    assert.ok(Math.abs(ev.dim8.value! - (4.15 + 4.75 + 4.75) / 3) < 1e-12);
    assert.equal(ev.dim8.evalMode, 'fallback_dry');
    assert.ok(ev.dim8.tags.includes('[invalid: all dim8 evaluations are dry runs]'));
  });

  it('the same-context redline halves dim8 and is recorded', async () => {
    const { ev, scan } = await run({}, 'quick', { sameContext: true });
    assert.ok(Math.abs(ev.dim8.beforeRedline! - 5.5) < 1e-12);
    assert.ok(Math.abs(ev.dim8.value! - 2.75) < 1e-12);
    assert.ok(ev.dim8.tags.includes('redline_1_violation'));
    const c = card(scan, ev);
    assert.equal(c.redline1Violation, true);
    assert.equal(c.total, 75.7 - 5.5);
  });

  it('dim7b counts each quote once; a quote not in the skill voids the judge', async () => {
    const { ev } = await run({ dim7bQuotes: ['Do not edit the original deck.', 'do not  edit the\noriginal deck'] }, 'quick');
    assert.equal(ev.rubric.dim7b!.value, 7.5);
    assert.equal(ev.rubric.dim7b!.issues!.length, 1);
    assert.ok(ev.rubric.dim7b!.tags.includes('[judge 1: 1 duplicate quotes dropped]'));
    const invented = await run({ dim7bQuotes: ['Do not edit the original deck.', 'Lorem ipsum nonsense'] }, 'quick');
    const jv = invented.ev.rubric.dim7b!;
    assert.equal(jv.value, null);
    assert.equal(jv.failure!.reason, 'invalid-reply');
    assert.match(jv.failure!.detail, /quotes were not found in the skill \(judge 1: 1 of 2\)/);
    assert.ok(jv.tags.includes('[evidence not found: judge 1, 1 of 2 quotes; not counted]'));
    assert.ok(jv.evidence.includes('[not found] Lorem ipsum nonsense'));
  });

  it('dim9 step 2 is not asked when step 1 failed', async () => {
    const noNegatives = SKILL_EN.replace(/## Anti-patterns[\s\S]*$/, '');
    const { server, ev, scan } = await run({}, 'quick', { files: { 'SKILL.md': noNegatives } });
    assert.equal(scan.dims.dim9a, false);
    assert.equal(count(server, 'dim9'), 0);
    assert.equal(ev.rubric.dim9, undefined);
    assert.equal(card(scan, ev).dims.dim9.value, 0);
  });
});

describe('test prompts', () => {
  it('reuses test-prompts.json (numeric ids, `expected`) and never rewrites it', async () => {
    const file = JSON.stringify([
      { id: 1, prompt: 'Export deck.pptx to PDF', expected: 'writes out/deck.pdf' },
      { id: 2, prompt: 'fix it', expected: 'asks what to fix' },
    ]);
    const { server, ev } = await run({}, 'quick', { files: { ...FILES, 'test-prompts.json': file } });
    assert.equal(count(server, 'dim8.tp'), 0);
    assert.equal(ev.testPrompts.source, 'file');
    assert.deepEqual(
      ev.dim8.evaluations.map((e) => [e.promptId, e.kind]),
      [
        ['1', 'full_test'],
        ['2', 'dry_run'],
      ],
    );
    assert.equal(server.requests.find((r) => r.system.includes('skill below is loaded'))!.lastUser, 'Export deck.pptx to PDF');
    assert.equal(ev.artefacts.length, 0);
  });
  it('a broken test-prompts.json is left alone: prompts are generated for this run only', async () => {
    const { server, ev } = await run({}, 'quick', { files: { ...FILES, 'test-prompts.json': '[{"id": ' } });
    assert.equal(count(server, 'dim8.tp'), 1);
    assert.equal(ev.testPrompts.source, 'generated');
    assert.match(ev.testPrompts.warning!, /not valid JSON.*left untouched/);
    assert.equal(ev.artefacts.length, 0);
  });
  it('uses at most 3 prompts of a longer file and says so', async () => {
    const file = JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ id: `t${i}`, prompt: `p${i}`, expected_behavior: 'e', category: 'typical' })));
    const { ev } = await run({}, 'quick', { files: { ...FILES, 'test-prompts.json': file } });
    assert.equal(ev.testPrompts.prompts.length, 3);
    assert.match(ev.testPrompts.warning!, /has 6 prompts; the first 3 are used/);
  });
});

describe('Full evaluation', () => {
  const review: ScriptOptions['review'] = {
    SEC: [{ severity: 'P0', problem: 'render output is uploaded without consent' }],
    DOC: [{ severity: 'P1' }, { severity: 'P1', section: 'Refs' }],
    ARCH: [{ severity: 'P2' }],
  };

  it('2 independent judges (median), full_test dim8, review, heterogeneous judge, consumer baseline', async () => {
    const { server, scan, ev, meter } = await run({ scores: { dim2: [6, 9] }, review }, 'full');
    assert.equal(ev.rubric.dim2!.value, 7.5);
    assert.deepEqual(ev.rubric.dim2!.judges, [6, 9]);
    assert.equal(ev.rubric.dim2!.judgeCount, 2);
    assert.equal(ev.rubric.dim2!.evalMode, 'full_test');
    assert.deepEqual(ev.rubric.dim2!.tags, []);
    // the two judges got identical, separate panel requests (every rubric dim in each)
    const panels = server.requests.filter((r) => taskOf(r) === 'rubric.panel@1');
    assert.equal(panels.length, 2);
    assert.deepEqual(panels[0].messages, panels[1].messages);
    assert.equal(count(server, 'dim8.judge'), 6);
    assert.equal(count(server, 'run.with'), 3);
    assert.equal(ev.dim8.evalMode, 'full_test');
    assert.equal(ev.dim8.judgeCount, 2);
    assert.equal(ev.dim8.value, 7);
    // review triggered by dim8c 4 < 5; general document: 5 roles, isolated
    assert.equal(ev.review!.triggered, true);
    assert.match(ev.review!.trigger, /dim8c 4\.0 < 5/);
    assert.equal(ev.review!.docType, 'general');
    assert.equal(count(server, 'dim10.role'), 5);
    for (const r of server.requests.filter((x) => taskOf(x)?.startsWith('dim10.role'))) assert.equal(r.messages.length, 2);
    assert.equal(count(server, 'dim10.norm'), 1);
    assert.deepEqual([ev.review!.openP0, ev.review!.openP1, ev.review!.openP2], [1, 2, 1]);
    assert.deepEqual(ev.review!.idMap, { 'ARCH-01': 'N-01', 'SEC-01': 'N-02', 'DOC-01': 'N-03', 'DOC-02': 'N-04' });
    // dim4 = 10 and no revert history → heterogeneous judge on dim4/dim10
    assert.deepEqual(
      ev.orthogonality.map((o) => o.trigger),
      ['dim4-high-never-reverted'],
    );
    assert.equal(ev.consumerBaseline!.score, 75);
    assert.equal(ev.consumerBaseline!.blocked, false);
    assert.equal(ev.consumerBaseline!.generated, true);
    // 2 rubric panels + test prompts + 3 × (2 runs + 2 judges) + 5 roles + normalise + heterogeneous judge + consumer baseline 5
    assert.equal(meter.calls, 2 + 1 + 12 + 5 + 1 + 1 + 5);
    const c = card(scan, ev);
    // review = max(0, 2 − 2×1 − 0.5×2) = 0 → dim10 = (2 + 0)/4×10 = 5, capped at 4 by the open P0
    assert.equal(c.dims.dim10.value, 4);
    assert.deepEqual(c.dims.dim10.cap, { at: 4, uncapped: 5, reason: 'open-p0' });
    assert.equal(c.dims.dim10.judgeCount, 5);
    assert.ok(c.dims.dim10.tags.includes('[orthogonality]'));
    assert.ok(c.dims.dim4.tags.includes('[orthogonality]'));
    // 70 + 90 + 84 + 60 + 116 + 37 + 60 + 60 + 140 + 42 + 16 = 775: the open P0 caps dim10 (4 of 10), not the total
    assert.equal(c.total, 77.5);
    assert.equal(c.dims.dim2.judgeCount, 2, 'heterogeneous judges are not counted');
  });

  it('no review when dim8c = 5 and Sentinel is clean: review share 2', async () => {
    const { server, scan, ev } = await run({ dim8: { intent: 7, lift: 5, side_effects: 5 } }, 'full', { results: [{ status: 'revert' }] });
    assert.equal(count(server, 'dim10'), 0);
    assert.equal(ev.review!.triggered, false);
    assert.deepEqual(ev.orthogonality, [], 'a revert in results.tsv: no dim4 trigger');
    const c = card(scan, ev);
    assert.equal(c.dims.dim10.value, 10);
    assert.ok(c.dims.dim10.tags[0].startsWith('[review not triggered'));
  });

  it('dim1 ≥ 9 and dim8a ≤ 5 call a heterogeneous judge on dim1/dim3', async () => {
    const { server, ev, scan } = await run({ dim8: { intent: 4, lift: 3, side_effects: 5 } }, 'full', { results: [{ status: 'revert' }] });
    assert.deepEqual(
      ev.orthogonality.map((o) => o.trigger),
      ['dim1-high-dim8a-low'],
    );
    assert.equal(ev.orthogonality[0].reply!.verdict, 'confirmed');
    assert.equal(count(server, 'ortho'), 1);
    const c = card(scan, ev);
    assert.ok(c.dims.dim1.tags.includes('[orthogonality]'));
    assert.ok(c.dims.dim3.tags.includes('[orthogonality]'));
    assert.equal(c.dims.dim3.judgeCount, 2);
  });

  it('a normaliser that maps IDs wrongly twice: issues kept one by one', async () => {
    const { ev, scan } = await run(
      { review, override: { 'dim10.norm': json({ issues: [{ id: 'N-01', section: 's', severity: 'P2', problem: 'p', fix: 'f', sources: ['SEC-01'] }] }) } },
      'full',
    );
    assert.equal(ev.review!.normalisedBy, 'mechanical');
    assert.equal(ev.review!.normalised.length, 4);
    assert.equal(ev.review!.openP0, 1);
    assert.ok(card(scan, ev).dims.dim10.tags.includes('[review normalised mechanically]'));
  });

  it('one of two judges failing: judge_count 1, eval_mode fallback', async () => {
    const { ev } = await run(
      { override: { 'dim3@1': (_r, n) => (n === 1 ? json({ score: 8, evidence: ['Never skip the render check.'], reason: 'ok' }) : text('garbage')) } },
      'full',
    );
    assert.equal(ev.rubric.dim3!.value, 8);
    assert.equal(ev.rubric.dim3!.judgeCount, 1);
    assert.equal(ev.rubric.dim3!.evalMode, 'fallback');
    assert.ok(ev.rubric.dim3!.tags.includes('[fallback: 1 of 2 judges answered]'));
  });

  it('without independent contexts: the seed fallback table', async () => {
    const { server, ev, scan } = await run({}, 'full', { independent: false });
    assert.equal(count(server, 'rubric.panel'), 1);
    assert.equal(ev.rubric.dim2!.evalMode, 'fallback');
    assert.deepEqual(
      ev.dim8.evaluations.map((e) => e.kind),
      ['fallback_dry', 'fallback_dry', 'fallback_dry'],
    );
    // (6×0.3 + 5×0.3 + 5)/20×10 = 4.15
    assert.ok(Math.abs(ev.dim8.value! - 4.15) < 1e-12);
    assert.equal(count(server, 'run'), 0);
    assert.equal(ev.review, undefined);
    const c = card(scan, ev);
    assert.equal(c.dims.dim10.value, 10);
    assert.equal(c.dims.dim10.evalMode, 'fallback');
  });

  it('a consumer baseline under 60 blocks optimisation; an existing baseline skill is reused', async () => {
    const baseline = '---\nname: baseline\ndescription: plain\n---\n\n## Workflow\n1. Do the task as asked.\n';
    const { server, ev } = await run({ baselineScore: 52 }, 'full', { files: { ...FILES, 'references/baseline-skill.md': baseline } });
    assert.equal(count(server, 'baseline.gen'), 0);
    assert.equal(ev.consumerBaseline!.generated, false);
    assert.equal(ev.consumerBaseline!.score, 52);
    assert.equal(ev.consumerBaseline!.blocked, true);
    const runs = server.requests.filter((r) => r.system.includes('name: baseline'));
    assert.equal(runs.length, 3);
  });
});

describe('cost guard inside an evaluation', () => {
  it('stops cleanly at the budget: exactly N calls, the rest null with the reason', async () => {
    const { server, ev, scan } = await run({}, 'quick', { budget: 3 });
    assert.equal(server.count, 3);
    assert.equal(ev.stopped, 'budget');
    // the panel, the test prompts and the first run: the rubric answered, dim8 stopped
    assert.equal(ev.rubric.dim2!.value, 7);
    assert.equal(ev.rubric.dim6!.value, 7);
    assert.equal(ev.dim8.value, null);
    assert.equal(ev.dim8.failure!.reason, 'budget');
    const tight = await run({}, 'quick', { budget: 0 });
    assert.equal(tight.server.count, 0);
    assert.equal(tight.ev.rubric.dim6!.value, null);
    assert.equal(tight.ev.rubric.dim6!.failure!.reason, 'budget');
    const c = card(scan, ev);
    assert.equal(c.stopped, 'budget');
    assert.equal(c.dims.dim8.reason, 'budget');
    assert.equal(c.partial, true);
  });

  it('cancellation mid-call: answered dims kept, the rest null "cancelled"', async () => {
    const ac = new AbortController();
    const server = await startServer(scriptedJudge({ override: { 'dim8.tp@1': () => (setTimeout(() => ac.abort(), 30), { kind: 'hang' }) } }));
    const scan = scanOf(FILES);
    const { ex } = executor(openaiOn(server), { signal: ac.signal });
    const ev = await evaluate({ scan, mode: 'quick' }, ex);
    assert.equal(ev.stopped, 'cancelled');
    assert.equal(ev.rubric.dim2!.value, 7);
    assert.equal(ev.rubric.dim5!.value, 7);
    assert.equal(ev.dim8.value, null);
    assert.equal(ev.dim8.failure!.reason, 'cancelled');
    assert.equal(server.count, 2);
    for (let i = 0; i < 100 && !server.requests[1].aborted; i++) await new Promise((r) => setTimeout(r, 10));
    assert.equal(server.requests[1].aborted, true, 'the server saw the client go away');
  });

  it('re-evaluating an unchanged skill makes zero calls; an edit re-judges, baseline runs stay cached', async () => {
    const first = await run({}, 'full');
    const n1 = first.server.count;
    first.server.reset();
    const again = executor(openaiOn(first.server), { cache: first.cache });
    const ev2 = await evaluate({ scan: first.scan, mode: 'full' }, again.ex);
    assert.equal(first.server.count, 0);
    assert.equal(again.meter.calls, 0);
    assert.equal(again.meter.cacheHits, n1);
    assert.deepEqual(ev2.rubric, first.ev.rubric);
    assert.equal(ev2.dim8.value, first.ev.dim8.value);
    // edit the skill: judged again, but runs without the skill do not depend on it
    const edited = scanOf({ ...FILES, 'SKILL.md': SKILL_EN.replace('Read `deck.pptx`', 'Open `deck.pptx`') });
    const third = executor(openaiOn(first.server), { cache: first.cache });
    await evaluate({ scan: edited, mode: 'full' }, third.ex);
    assert.ok(first.server.count > 0);
    assert.equal(count(first.server, 'run.base'), 0);
    assert.equal(count(first.server, 'run.with'), 3);
  });

  it('the plan is made by the same code: it calls nothing and predicts the run exactly (Quick)', async () => {
    const server = await startServer(scriptedJudge());
    const scan = scanOf(FILES);
    const planning = executor(openaiOn(server), { planning: true, cache: true });
    await evaluate({ scan, mode: 'quick' }, planning.ex);
    assert.equal(server.count, 0);
    const plan = summarisePlan(planning.ex.planned, planning.ex.cachedCount);
    assert.equal(plan.calls, 7);
    assert.equal(plan.conditionalCalls, 0);
    const running = executor(openaiOn(server), { cache: planning.cache });
    await evaluate({ scan, mode: 'quick' }, running.ex);
    assert.equal(server.count, plan.calls);
    // with the cache filled the plan is empty
    const replan = executor(openaiOn(server), { planning: true, cache: planning.cache });
    await evaluate({ scan, mode: 'quick' }, replan.ex);
    assert.equal(replan.ex.planned.length, 0);
    assert.equal(replan.ex.cachedCount, 7);
  });

  it('Full plan: sure calls plus conditional ones bound the run', async () => {
    const server = await startServer(scriptedJudge({ review: { SEC: [{ severity: 'P1' }] } }));
    const scan = scanOf(FILES);
    const planning = executor(openaiOn(server), { planning: true });
    await evaluate({ scan, mode: 'full' }, planning.ex);
    const plan = summarisePlan(planning.ex.planned, 0);
    // 2 rubric panels + 1 test prompts + 3 × (2 runs + 2 judges) + consumer baseline 5 + the certain dim4 heterogeneous judge
    assert.equal(plan.calls, 2 + 1 + 12 + 5 + 1);
    // review (5 roles + normalise), heterogeneous judges dim1/dim8 (conditional)
    assert.equal(plan.conditionalCalls, 6 + 2);
    assert.ok(planning.ex.planned.some((p) => p.step === 'ortho.dim4-high-never-reverted' && !p.conditional));
    const running = executor(openaiOn(server));
    await evaluate({ scan, mode: 'full' }, running.ex);
    assert.ok(server.count >= plan.calls && server.count <= plan.calls + plan.conditionalCalls, `${server.count}`);
  });
});

describe('concurrency', () => {
  it('runs independent judges in parallel up to the limit, with the same results', async () => {
    let inFlight = 0;
    let peak = 0;
    const judge = scriptedJudge();
    const server = await startServer(async (req) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 100));
      inFlight--;
      return judge(req);
    });
    const scan = scanOf(FILES);
    const { ex } = executor(openaiOn(server));
    const ev = await evaluate({ scan, mode: 'full', concurrency: 3 }, ex);
    assert.equal(peak, 3);
    assert.equal(ev.rubric.dim2!.value, 7);
    assert.equal(ev.dim8.value, 7);
    assert.equal(ev.dim8.evaluations.map((e) => e.promptId).join(), 'tp-01,tp-02,tp-03');
  });
});
