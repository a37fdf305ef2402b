import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildScorecard } from '../../../src/core/scoring/scorecard/build.ts';
import { toScorecardJson, toScorecardText } from '../../../src/core/scoring/scorecard/format.ts';
import { staticScore } from '../../../src/core/engine/rubric/static-score.ts';
import { mergeDim10, mergeDim5, mergeDim6, mergeDim7b, weightedTotal, dim7aToTen } from '../../../src/core/engine/rubric/weights.ts';
import type { Evaluation, JudgedValue, ReviewResult } from '../../../src/core/scoring/judge/types.ts';
import type { StaticDims } from '../../../src/core/modules/skillops/static-dims.ts';
import type { Subscores } from '../../../src/core/engine/rubric/subscores.ts';

const dims: StaticDims = { dim1: 10, dim4: 5, dim7a: 4, dim9a: true };
const subs: Subscores = { SkillOps: 2, HASP: 2.4, Distill: 0, Sentinel: 1.5 };
const usage = { calls: 9, inputTokens: 1000, outputTokens: 100 };

function jv(value: number | null, extra: Partial<JudgedValue> = {}): JudgedValue {
  return { value, judges: value === null ? [] : [value], judgeCount: value === null ? 0 : 1, evalMode: 'full_test', tags: [], evidence: [], ...extra };
}

function review(openP0: number, openP1: number, extra: Partial<ReviewResult> = {}): ReviewResult {
  return {
    triggered: true,
    trigger: 'dim8c 4 < 5',
    roles: [{ role: 'SEC', status: 'answered', issues: [] }],
    normalised: [],
    idMap: {},
    normalisedBy: 'model',
    openP0,
    openP1,
    openP2: 0,
    complete: true,
    ...extra,
  };
}

function evaluation(extra: Partial<Evaluation> = {}): Evaluation {
  return {
    mode: 'full',
    lang: 'en',
    independent: true,
    rubric: { dim2: jv(6), dim3: jv(7), dim5: jv(8), dim6: jv(5), dim7b: jv(7.5), dim9: jv(4) },
    dim8: {
      value: 6.5,
      beforeRedline: 6.5,
      evaluations: [],
      dryRunRatio: 0,
      judgeCount: 2,
      evalMode: 'full_test',
      tags: [],
      redline1Violation: false,
      means: { intent: 6, lift: 4, sideEffects: 3 },
    },
    review: review(0, 2),
    orthogonality: [],
    testPrompts: { source: 'file', prompts: [] },
    artefacts: [],
    notes: [],
    ...extra,
  };
}

const build = (ev: Evaluation | undefined, mode: 'quick' | 'full' = 'full', d = dims, s = subs) =>
  buildScorecard({ skill: 'demo', scan: { dims: d, subscores: s }, mode, evaluation: ev, usage, model: ev ? 'openai:m' : 'none' });

describe('scorecard arithmetic', () => {
  it('merges module and judged shares with the C3 formulas', () => {
    const c = build(evaluation());
    assert.equal(c.dims.dim5.value, mergeDim5(2.4, 8));
    assert.ok(Math.abs(c.dims.dim5.value! - 8) < 1e-12); // (2.4 + 11.2)/17×10
    assert.equal(c.dims.dim6.value, 6.25); // (2 + 0.5)/4×10
    assert.equal(c.dims.dim7b.value, 5); // (0 + 3)/6×10
    // review = max(0, 2 − 0 − 0.5×2) = 1 → dim10 = (1.5 + 1)/4×10
    assert.equal(c.dims.dim10.value, 6.25);
    assert.equal(c.dims.dim10.rubric, 5);
    assert.deepEqual(c.dims.dim10.module, { name: 'Sentinel', points: 1.5, of: 2 });
  });

  it('with every dim scored, the total is the C1 weighted total, out of 100', () => {
    const c = build(evaluation());
    const expected = weightedTotal({
      dim1: 10,
      dim2: 6,
      dim3: 7,
      dim4: 5,
      dim5: mergeDim5(2.4, 8),
      dim6: mergeDim6(2, 5),
      dim7a: dim7aToTen(4),
      dim7b: mergeDim7b(0, 7.5),
      dim8: 6.5,
      dim9: 4,
      dim10: mergeDim10(1.5, 1),
    });
    // 70 + 72 + 84 + 30 + 136 + 25 + 40 + 30 + 130 + 24 + 25 = 666 → 66.6
    assert.equal(expected, 66.6);
    assert.equal(c.total, 66.6);
    assert.equal(c.outOf, 100);
    assert.equal(c.partial, false);
  });

  it('a missing judged dim leaves total and outOf without it; nothing is rescaled', () => {
    const ev = evaluation();
    ev.rubric.dim2 = jv(null, { failure: { reason: 'budget', detail: 'spent' } });
    const c = build(ev);
    assert.equal(c.dims.dim2.value, null);
    assert.equal(c.dims.dim2.reason, 'budget');
    assert.ok(c.dims.dim2.tags.includes('[not scored: budget]'));
    assert.equal(c.outOf, 88);
    assert.equal(c.total, 59.4); // 66.6 − 7.2
    assert.equal(c.partial, true);
  });

  it('a half-static dim without its judge still counts its module share', () => {
    const ev = evaluation();
    ev.rubric.dim5 = jv(null, { failure: { reason: 'invalid-reply', detail: 'x' } });
    const c = build(ev);
    assert.equal(c.dims.dim5.value, null);
    assert.equal(c.dims.dim5.points, 2.4);
    assert.equal(c.dims.dim5.outOf, 3);
    assert.equal(c.outOf, 100 - 17 + 3);
    assert.equal(c.total, 55.4); // 66.6 − 13.6 + 2.4
  });

  it('an open P0 caps dim10 at 4 of 10, never the total (seed v3 dim10 上限锁死 ≤40, docs/features.md C3)', () => {
    // Sentinel 2, review 0 → dim10 (2 + 0)/4×10 = 5 → capped at 4; the total keeps every other point
    const c = build(evaluation({ review: review(1, 0) }), 'full', dims, { ...subs, Sentinel: 2 });
    assert.equal(c.dims.dim10.value, 4);
    assert.deepEqual(c.dims.dim10.cap, { at: 4, uncapped: 5, reason: 'open-p0' });
    assert.ok(c.dims.dim10.tags.includes('[capped: 1 open P0, dim10 ≤ 4 of 10]'));
    assert.equal(c.dims.dim10.points, 1.6);
    // 66.6 − 2.5 (dim10 6.25 at 1.5 Sentinel, review 1) + 1.6 = 65.7: not 40
    assert.equal(c.total, 65.7);
    assert.equal(c.outOf, 100);
    assert.equal('cap' in c, false, 'no cap on the card total');
    // below the cap it changes nothing, but says the lock is on
    const low = build(evaluation({ review: review(1, 0) }));
    assert.equal(low.dims.dim10.value, 3.75);
    assert.deepEqual(low.dims.dim10.cap, { at: 4, uncapped: 3.75, reason: 'open-p0' });
    assert.equal(low.total, 65.6);
    assert.equal(build(evaluation()).dims.dim10.cap, undefined);
  });

  it('the review gate is data on the card: ≥ 3 open P1 → blocked until a person decides (docs/features.md C3)', () => {
    const gated = build(evaluation({ review: { ...review(0, 3), view: 85, gate: { blocked: true, reason: 'open-p1', openP0: 0, openP1: 3, threshold: 3 } } }));
    assert.deepEqual(gated.gate, { blocked: true, reason: 'open-p1', openP0: 0, openP1: 3, threshold: 3 });
    assert.deepEqual(toScorecardJson(gated).gate, gated.gate);
    const en = toScorecardText(gated, 'en');
    assert.match(en, /⛔ Optimisation blocked: 3 P1 review items are open \(≥ 3\); a person decides before any optimisation\./);
    assert.match(en, /review view 85\/100 \(0 P0 × −30, 3 P1 × −5, 0 P2 × 0 open\)/);
    assert.match(toScorecardText(gated, 'zh-CN'), /⛔ 阻断优化：3 个 P1 审查项未闭合（≥3）/);
    const open = build(evaluation({ review: { ...review(0, 2), view: 90, gate: { blocked: false, openP0: 0, openP1: 2, threshold: 3 } } }));
    assert.equal(open.gate!.blocked, false);
    assert.doesNotMatch(toScorecardText(open, 'en'), /Optimisation blocked/);
    // no review answer, no gate; Quick has no review at all
    assert.equal(
      build(
        evaluation({
          review: { ...review(0, 0), failure: { reason: 'model-error', detail: 'x' }, gate: { blocked: false, openP0: 0, openP1: 0, threshold: 3 } },
        }),
      ).gate,
      undefined,
    );
    assert.equal(build(evaluation({ mode: 'quick', review: undefined }), 'quick').gate, undefined);
  });

  it('review not triggered: share 2; review failed: only Sentinel counts', () => {
    const quiet = build(evaluation({ review: { ...review(0, 0), triggered: false, trigger: 'not triggered (dim8c = 5.0, dim10 raw = 75)' } }));
    assert.equal(quiet.dims.dim10.value, 8.75); // (1.5 + 2)/4×10
    assert.equal(quiet.dims.dim10.tags[0], '[review not triggered: dim8c = 5.0, dim10 raw = 75]');
    const failed = build(evaluation({ review: { ...review(0, 0), failure: { reason: 'model-error', detail: 'server: 500' } } }));
    assert.equal(failed.dims.dim10.value, null);
    assert.equal(failed.dims.dim10.points, 1.5);
    assert.equal(failed.dims.dim10.outOf, 2);
  });

  it('Quick: dim10 = 10 by rule; dim9 with step 1 failed is 0 of 6', () => {
    const c = build(evaluation({ mode: 'quick', review: undefined }), 'quick', { ...dims, dim9a: false });
    assert.equal(c.dims.dim10.value, 10);
    assert.deepEqual(c.dims.dim10.tags, ['[quick: dim10 = 100%]']);
    assert.equal(c.dims.dim9.value, 0);
    assert.equal(c.dims.dim9.outOf, 6);
    assert.equal(c.dims.dim9.points, 0);
  });

  it("no model, Full: not scored (total null, docs/features.md D9); the static view is staticScore's, judged dims null", () => {
    for (const d of [dims, { ...dims, dim9a: false }]) {
      const c = build(undefined, 'full', d);
      const st = staticScore(d, subs, { dim10: 'sentinel' });
      assert.equal(c.total, null, `full ${d.dim9a}`);
      assert.equal(c.outOf, 0);
      assert.deepEqual(c.staticChecks, { points: st.total, outOf: st.outOf });
      assert.deepEqual(c.judged, []);
      assert.equal(c.partial, true);
      for (const k of ['dim2', 'dim3', 'dim8'] as const) {
        assert.equal(c.dims[k].value, null);
        assert.equal(c.dims[k].reason, 'no-model');
        assert.equal(c.dims[k].judgeCount, 0);
      }
      assert.equal(c.dims.dim5.value, null);
      assert.equal(c.dims.dim5.points, 2.4);
    }
    assert.equal(build(undefined, 'full').dims.dim10.value, null);
  });

  it("no model, Quick: not scored; the static view is the scan's, not the Quick points (docs/features.md C3a); dim5/6/7b judged alone count nothing", () => {
    // The Quick rule's 18 of 23 (dim1 7 + dim4 3 + dim7a 4 + dim10 4) is no longer shown: the static view is scan's
    // dim1 7 + dim4 3 + dim7a 4 + HASP 2.4 + SkillOps 2 + Distill 0 + Sentinel 1.5 = 19.9 of 29.
    const c = build(undefined, 'quick');
    assert.equal(c.total, null);
    assert.equal(c.outOf, 0);
    assert.deepEqual(c.staticChecks, { points: 19.9, outOf: 29 });
    assert.deepEqual(build(undefined, 'quick', { ...dims, dim9a: false }).staticChecks, { points: 19.9, outOf: 35 });
    for (const k of ['dim5', 'dim6', 'dim7b'] as const) {
      assert.equal(c.dims[k].value, null, k);
      assert.equal(c.dims[k].points, 0, k);
      assert.equal(c.dims[k].outOf, 0, k);
      assert.equal(c.dims[k].module, undefined, k);
      assert.equal(c.dims[k].reason, 'no-model');
    }
  });

  it("Quick: a judged dim5/6/7b is the judge's value alone with the whole weight; no module merged (seed correction C3)", () => {
    const c = build(evaluation({ mode: 'quick', review: undefined }), 'quick');
    assert.equal(c.dims.dim5.value, 8);
    assert.equal(c.dims.dim5.points, 13.6); // 8 × 17 / 10, not (2.4 + 11.2)/17×10 × 1.7
    assert.equal(c.dims.dim5.outOf, 17);
    assert.equal(c.dims.dim6.value, 5); // Full would merge SkillOps: 6.25
    assert.equal(c.dims.dim7b.value, 7.5); // Full would merge Distill 0: 5
    for (const k of ['dim5', 'dim6', 'dim7b'] as const) {
      assert.equal(c.dims[k].module, undefined, k);
      assert.equal(c.dims[k].rubric, undefined, k);
    }
    // 70 + 72 + 84 + 30 + 136 + 20 + 40 + 45 + 130 + 24 + 40 = 691
    assert.equal(c.total, 69.1);
    assert.equal(c.outOf, 100);
    // the same judges in Full merge the modules (C3 formulas)
    const full = build(evaluation());
    assert.equal(full.dims.dim6.value, 6.25);
    assert.deepEqual(full.dims.dim5.module, { name: 'HASP', points: 2.4, of: 3 });
  });

  it('Quick: a dim5 judge that did not answer leaves dim5 out of outOf entirely', () => {
    const ev = evaluation({ mode: 'quick', review: undefined });
    ev.rubric.dim5 = jv(null, { failure: { reason: 'invalid-reply', detail: 'score: must be ≤ 10' } });
    const c = build(ev, 'quick');
    assert.equal(c.dims.dim5.value, null);
    assert.equal(c.dims.dim5.points, 0);
    assert.equal(c.dims.dim5.outOf, 0);
    assert.equal(c.outOf, 83);
    assert.equal(c.total, 55.5); // 69.1 − 13.6
  });

  it('heterogeneous judges tag the dims they looked at, and change no value', () => {
    const ev = evaluation({
      orthogonality: [
        {
          trigger: 'dim1-high-dim8a-low',
          agent: 'search-agent',
          dims: ['dim1', 'dim3'],
          tag: '[orthogonality]',
          reply: { verdict: 'doubtful', findings: [], note: '' },
        },
      ],
    });
    const c = build(ev);
    assert.deepEqual(c.dims.dim1.tags, ['[orthogonality]']);
    assert.deepEqual(c.dims.dim3.tags, ['[orthogonality]']);
    assert.equal(c.dims.dim3.value, 7);
    assert.equal(c.total, 66.6);
  });
});

describe('scorecard output', () => {
  it('text shows why a judge\'s reply was not scored: the validation detail, not only "invalid reply"', () => {
    const ev = evaluation();
    ev.rubric.dim2 = jv(null, { failure: { reason: 'invalid-reply', detail: 'score: must be <= 10 (got 12)' } });
    ev.rubric.dim5 = jv(null, { failure: { reason: 'invalid-reply', detail: 'evidence: expected array\n  at reply.evidence' } });
    const en = toScorecardText(build(ev), 'en');
    assert.match(en, /dim2 {2}Workflow clarity\s+— {3}not scored: invalid reply \(after one repair\) — score: must be <= 10 \(got 12\)/);
    assert.match(en, /dim5 .*not scored: invalid reply \(after one repair\) — evidence: expected array at reply\.evidence {2}counted: HASP 2\.4\/3/);
    const zh = toScorecardText(build(ev), 'zh-CN');
    assert.match(zh, /未评分：回复无效（已重试修复一次）——score: must be <= 10 \(got 12\)/);
    // a long detail is cut for the terminal; the JSON keeps it whole
    const long = 'x'.repeat(500);
    ev.rubric.dim2 = jv(null, { failure: { reason: 'invalid-reply', detail: long } });
    assert.match(toScorecardText(build(ev), 'en'), /— x{199}…/);
    assert.equal(toScorecardJson(build(ev)).dims.dim2.detail, long);
  });

  it('text prints every number rounded to one decimal; the JSON keeps its precision', () => {
    const ev = evaluation({ consumerBaseline: { path: 'references/baseline-skill.md', generated: true, score: 61.66666666666667, blocked: false } });
    ev.rubric.dim5 = jv(6.470588235294117);
    ev.rubric.dim7b = jv(100 / 12);
    const card = build(ev, 'full', dims, { ...subs, HASP: 7 / 3 });
    const text = toScorecardText(card, 'en');
    assert.doesNotMatch(text, /\d\.\d{2,}/, text);
    assert.match(text, /HASP 2\.3\/3 \+ judged 6\.5/);
    assert.match(text, /Distill 0\/2 \+ judged 8\.3/);
    assert.match(text, /Consumer baseline: 61\.7\/100/);
    const j = toScorecardJson(card);
    assert.equal(j.dims.dim5.rubric, 6.47);
    assert.equal(typeof j.total, 'number');
    assert.equal(j.total, Math.round(j.total! * 10) / 10, 'total one decimal (docs/features.md C1)');
  });

  it('JSON follows the score contract', () => {
    const ev = evaluation();
    ev.rubric.dim2 = jv(null, { failure: { reason: 'budget', detail: 'spent' } });
    const j = toScorecardJson(build(ev));
    assert.deepEqual(Object.keys(j).slice(0, 7), ['skill', 'mode', 'total', 'outOf', 'partial', 'dims', 'usage']);
    assert.deepEqual(Object.keys(j.dims), ['dim1', 'dim2', 'dim3', 'dim4', 'dim5', 'dim6', 'dim7a', 'dim7b', 'dim8', 'dim9', 'dim10']);
    for (const d of Object.values(j.dims)) {
      assert.ok(d.value === null || (typeof d.value === 'number' && d.value >= 0 && d.value <= 10));
      assert.ok(['static', 'dry_run', 'full_test', 'fallback', 'fallback_dry'].includes(d.evalMode));
      assert.equal(typeof d.judgeCount, 'number');
      assert.ok(Array.isArray(d.tags));
    }
    assert.equal(j.dims.dim2.value, null);
    assert.equal(j.dims.dim7a.value, 6.67);
    assert.deepEqual(j.usage, usage);
    assert.equal(j.total, 59.4);
    assert.equal(j.outOf, 88);
    assert.equal(j.partial, true);
    assert.equal(JSON.parse(JSON.stringify(j)).dims.dim2.value, null);
  });

  it('text in English and Chinese', () => {
    const ev = evaluation();
    ev.rubric.dim2 = jv(null, { failure: { reason: 'budget', detail: 'spent' } });
    const en = toScorecardText(build(ev), 'en');
    assert.match(en, /dim2 {2}Workflow clarity\s+— {3}not scored: call budget spent/);
    assert.match(en, /Total 59\.4 of 88 \(partial/);
    const zh = toScorecardText(build(ev), 'zh-CN');
    assert.match(zh, /工作流清晰度/);
    assert.match(zh, /未评分：调用预算已用完/);
    assert.match(zh, /总分 59\.4 \/ 88（部分评分/);
    const none = toScorecardText(build(undefined, 'quick'), 'en');
    assert.match(none, /No model configured/);
    assert.doesNotMatch(none, /model calls/);
    const capped = toScorecardText(build(evaluation({ review: review(1, 0) }), 'full', dims, { ...subs, Sentinel: 2 }), 'en');
    assert.match(capped, /dim10 is capped at 4 of 10 while 1 P0 review item\(s\) are open \(uncapped 5\.0\); the total is not capped/);
    assert.match(capped, /^Total 65\.7 \/ 100/m);
    assert.match(toScorecardText(build(evaluation({ review: review(1, 0) }), 'full', dims, { ...subs, Sentinel: 2 }), 'zh-CN'), /dim10 上限锁定为 4\/10/);
  });
});
