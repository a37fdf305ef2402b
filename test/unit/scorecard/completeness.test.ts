// docs/features.md D9 on the Scorecard (issue 26 items 1 and 2): a card with no judged part is not
// scored; a claimed part that did not finish makes the card partial; the model calls that
// gave no usable answer are counted. The end-to-end cases run against a real local server.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildScorecard } from '../../../src/core/scoring/scorecard/build.ts';
import { judgedParts, modelFailureOf } from '../../../src/core/scoring/scorecard/completeness.ts';
import { scoreSkill } from '../../../src/core/scoring/scorecard/score.ts';
import type { Evaluation, JudgedValue, ReviewResult } from '../../../src/core/scoring/judge/types.ts';
import type { StaticDims } from '../../../src/core/modules/skillops/static-dims.ts';
import type { Subscores } from '../../../src/core/engine/rubric/subscores.ts';
import { staticScore } from '../../../src/core/engine/rubric/static-score.ts';
import { openaiOn, scanOf, SKILL_EN, startServer } from '../judge/helpers.ts';

const dims: StaticDims = { dim1: 10, dim4: 5, dim7a: 4, dim9a: true };
const subs: Subscores = { SkillOps: 2, HASP: 2.4, Distill: 0, Sentinel: 1.5 };
const usage = { calls: 9, inputTokens: 1000, outputTokens: 100 };

function jv(value: number | null): JudgedValue {
  return { value, judges: value === null ? [] : [value, value], judgeCount: value === null ? 0 : 2, evalMode: 'full_test', tags: [], evidence: [] };
}

const answered = (role: 'ARCH' | 'SEC' | 'SRE' | 'ML' | 'DOC') => ({ role, status: 'answered' as const, issues: [] });
function review(extra: Partial<ReviewResult> = {}): ReviewResult {
  return {
    triggered: true,
    trigger: 'dim8c 4 < 5',
    roles: (['ARCH', 'SEC', 'SRE', 'ML', 'DOC'] as const).map(answered),
    normalised: [],
    idMap: {},
    normalisedBy: 'model',
    openP0: 0,
    openP1: 0,
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
    dim8: { value: 6.5, beforeRedline: 6.5, evaluations: [], dryRunRatio: 0, judgeCount: 2, evalMode: 'full_test', tags: [], redline1Violation: false },
    review: review(),
    orthogonality: [],
    testPrompts: { source: 'file', prompts: [] },
    artefacts: [],
    notes: [],
    ...extra,
  };
}

const build = (ev: Evaluation | undefined, mode: 'quick' | 'full' = 'full') =>
  buildScorecard({ skill: 'demo', scan: { dims, subscores: subs }, mode, evaluation: ev, usage, model: ev ? 'openai:m' : 'none' });

describe('review completeness (issue 26 item 2)', () => {
  it('a complete review counts: dim10 judged by 5 roles, the card whole', () => {
    const c = build(evaluation());
    assert.equal(c.dims.dim10.value, 8.75); // (1.5 + 2)/4 × 10
    assert.equal(c.partial, false);
    assert.ok(c.judged.includes('dim10'));
    assert.equal(c.incomplete, undefined);
  });

  it('roles the budget never asked: the judged share is null (budget), only Sentinel counts, the card partial', () => {
    const roles = review().roles.map((r, k) =>
      k < 3 ? r : { role: r.role, status: 'failed' as const, issues: [], failure: { reason: 'budget' as const, detail: 'the call budget (18) is spent' } },
    );
    const c = build(evaluation({ review: review({ roles, complete: false, openP1: 1 }), stopped: 'budget' }));
    assert.equal(c.dims.dim10.value, null);
    assert.equal(c.dims.dim10.rubric, null);
    assert.equal(c.dims.dim10.reason, 'budget');
    assert.equal(c.dims.dim10.points, 1.5);
    assert.equal(c.dims.dim10.outOf, 2);
    assert.ok(c.dims.dim10.tags.includes('[review incomplete: 3 of 5 roles answered; not counted]'));
    assert.equal(c.outOf, 98);
    assert.equal(c.partial, true);
    assert.ok(!c.judged.includes('dim10'));
    assert.deepEqual(
      c.incomplete?.map((p) => `${p.part}:${p.reason}`),
      ['dim10:budget'],
    );
    assert.equal(c.gate, undefined, 'a cut review neither opens nor closes the gate unless it already blocks');
  });

  it('a cut review that already blocks keeps its gate: more roles could only add open items', () => {
    const roles = review().roles.map((r, k) =>
      k < 4 ? r : { role: r.role, status: 'failed' as const, issues: [], failure: { reason: 'cancelled' as const, detail: 'cancelled' } },
    );
    const gate = { blocked: true, reason: 'open-p1' as const, openP0: 0, openP1: 3, threshold: 3 };
    const c = build(evaluation({ review: review({ roles, complete: false, openP1: 3, gate }) }));
    assert.equal(c.dims.dim10.value, null);
    assert.equal(c.dims.dim10.reason, 'cancelled');
    assert.deepEqual(c.gate, gate);
  });

  it('a normalisation the budget stopped: the mechanical stand-in is not counted either', () => {
    const c = build(evaluation({ review: review({ normalisedBy: 'mechanical', normaliseFailure: { reason: 'budget', detail: 'spent' } }) }));
    assert.equal(c.dims.dim10.value, null);
    assert.equal(c.dims.dim10.reason, 'budget');
    // …but a normalisation that failed on a model error falls back mechanically, as the seed says.
    const m = build(evaluation({ review: review({ normalisedBy: 'mechanical', normaliseFailure: { reason: 'model-error', detail: 'server: 500' } }) }));
    assert.equal(m.dims.dim10.value, 8.75);
    assert.ok(m.dims.dim10.tags.includes('[review normalised mechanically]'));
  });

  it('a consumer baseline asked and not measured makes the card partial, though every dimension counts', () => {
    const c = build(
      evaluation({
        consumerBaseline: {
          path: 'references/baseline-skill.md',
          generated: true,
          score: null,
          blocked: false,
          failure: { reason: 'model-error', detail: 'server: HTTP 500' },
        },
      }),
    );
    assert.equal(c.outOf, 100);
    assert.equal(c.partial, true);
    assert.deepEqual(c.incomplete, [{ part: 'consumer-baseline', reason: 'model-error', detail: 'server: HTTP 500' }]);
  });
});

describe('not scored and judged parts (issue 26 item 1)', () => {
  it('every judged part failed: total null, outOf 0, partial; the static view stays', () => {
    const failed = (j: JudgedValue): JudgedValue => ({ ...jv(null), evalMode: j.evalMode, failure: { reason: 'invalid-reply', detail: 'no JSON object' } });
    const ev = evaluation({ mode: 'quick', review: undefined });
    for (const d of Object.keys(ev.rubric) as Array<keyof Evaluation['rubric']>) ev.rubric[d] = failed(ev.rubric[d]!);
    ev.dim8 = { ...ev.dim8, value: null, judgeCount: 0, failure: { reason: 'invalid-reply', detail: 'no JSON object' } };
    const c = build(ev, 'quick');
    assert.equal(c.total, null);
    assert.equal(c.outOf, 0);
    assert.equal(c.partial, true);
    assert.deepEqual(c.judged, []);
    const st = staticScore(dims, subs);
    assert.deepEqual(c.staticChecks, { points: st.total, outOf: st.outOf });
  });

  it('judgedParts: rule values are not judged — Quick dim10, a review not triggered, dim9 step 1 failed', () => {
    const quick = build(evaluation({ mode: 'quick', review: undefined }), 'quick');
    assert.deepEqual(judgedParts(quick), ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b', 'dim8', 'dim9']);
    const quiet = build(evaluation({ review: review({ triggered: false, trigger: 'not triggered (dim8c = 5.0, dim10 raw = 75)' }) }));
    assert.equal(quiet.dims.dim10.value, 8.75); // the review's share 2 of 2 by rule, no role asked
    assert.ok(!judgedParts(quiet).includes('dim10'));
    const noStep1 = buildScorecard({
      skill: 'demo',
      scan: { dims: { ...dims, dim9a: false }, subscores: subs },
      mode: 'full',
      evaluation: evaluation(),
      usage,
      model: 'openai:m',
    });
    assert.equal(noStep1.dims.dim9.value, 0);
    assert.ok(!judgedParts(noStep1).includes('dim9'));
    assert.deepEqual(judgedParts(build(undefined)), []);
  });

  it('modelFailureOf: the commonest kind, HTTP statuses kept apart, the first detail of it', () => {
    const f = modelFailureOf(
      [
        { kind: 'server', status: 503, detail: 'a 503' },
        { kind: 'server', status: 500, detail: 'first 500' },
        { kind: 'server', status: 500, detail: 'second 500' },
        { kind: 'invalid-reply', detail: 'no JSON' },
      ],
      6,
      15,
    );
    assert.deepEqual(f, { failed: 4, calls: 6, attempts: 15, reason: 'server', status: 500, detail: 'first 500' });
    assert.equal(modelFailureOf([], 3, 3), undefined);
  });
});

describe('scoreSkill against a dead endpoint', () => {
  const scan = scanOf({ 'SKILL.md': SKILL_EN });

  it('a server that hangs past the time limit: not scored, "timeout" for every call', async () => {
    const s = await startServer(() => ({ kind: 'hang' }));
    const { card } = await scoreSkill(scan, 'slides-export', { mode: 'quick', model: openaiOn(s, { timeoutMs: 150, maxRetries: 0 }) });
    assert.equal(card.total, null);
    assert.equal(card.partial, true);
    assert.deepEqual(card.judged, []);
    assert.equal(card.modelFailure?.reason, 'timeout');
    assert.equal(card.modelFailure?.failed, card.usage.calls);
    assert.equal(card.usage.calls, 2); // the panel, the test-prompt design
  });

  it('a server that answers malformed bodies: not scored, the protocol failure as the reason, retries as attempts', async () => {
    const s = await startServer(() => ({ kind: 'malformed' }));
    const { card, meter } = await scoreSkill(scan, 'slides-export', { mode: 'quick', model: openaiOn(s) });
    assert.equal(card.total, null);
    assert.equal(card.modelFailure?.reason, 'bad_response');
    assert.equal(card.modelFailure?.failed, 2);
    assert.equal(card.modelFailure?.calls, 2);
    // openaiOn allows one retry: two attempts per call, as the meter counts them.
    assert.equal(card.modelFailure?.attempts, meter.attempts);
    assert.equal(meter.attempts, 4);
    assert.equal(s.count, 4);
  });
});
