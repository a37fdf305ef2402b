import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adjust, dim8Value, DIM8_MULTIPLIERS, evaluationValue, planKinds, REDLINE_SAME_CONTEXT_FACTOR } from '../../../src/core/scoring/judge/dim8-math.ts';
import { mean, median, round } from '../../../src/core/scoring/judge/stats.ts';
import { sideEffectsByRegex } from '../../../src/core/scoring/judge/side-effects.ts';
import { dim7bRubricFromIssues } from '../../../src/core/scoring/judge/prompts/dim7b.ts';

describe('medians and means', () => {
  it('median of an odd count is the middle, of an even count the mean of the middle two', () => {
    assert.equal(median([3]), 3);
    assert.equal(median([9, 6]), 7.5);
    assert.equal(median([2, 9, 4]), 4);
    assert.equal(median([1, 10, 2, 8]), 5);
    assert.throws(() => median([]), RangeError);
    assert.equal(mean([1, 2, 6]), 3);
    assert.equal(round(0.15, 1), 0.2);
    assert.equal(round(2.675, 2), 2.68);
  });
});

describe('dim8 multipliers (docs/features.md C5/C6)', () => {
  it('full_test keeps the raw sub-scores', () => {
    assert.deepEqual(adjust('full_test', { intent: 6, lift: 5, sideEffects: 4 }), { intent: 6, lift: 5, sideEffects: 4 });
  });
  it('dry_run: 8a ×0.5, 8b ×0.3, 8c unchanged', () => {
    assert.deepEqual(DIM8_MULTIPLIERS.dry_run, { intent: 0.5, lift: 0.3 });
    const a = adjust('dry_run', { intent: 8, lift: 7, sideEffects: 5 });
    assert.equal(a.intent, 4);
    assert.ok(Math.abs(a.lift - 2.1) < 1e-12);
    assert.equal(a.sideEffects, 5);
  });
  it('fallback_dry: 8a ×0.3, 8b ×0.3, 8c unchanged', () => {
    const a = adjust('fallback_dry', { intent: 8, lift: 7, sideEffects: 5 });
    assert.ok(Math.abs(a.intent - 2.4) < 1e-12);
    assert.ok(Math.abs(a.lift - 2.1) < 1e-12);
    assert.equal(a.sideEffects, 5);
  });
  it('one evaluation is (8a + 8b + 8c) / 20 × 10; dim8 is their mean', () => {
    assert.equal(evaluationValue({ intent: 8, lift: 7, sideEffects: 5 }), 10);
    assert.equal(evaluationValue({ intent: 6, lift: 4, sideEffects: 4 }), 7);
    const v = dim8Value(
      [
        { intent: 8, lift: 7, sideEffects: 5 },
        { intent: 4, lift: 2.1, sideEffects: 5 },
      ],
      false,
    );
    assert.ok(Math.abs(v.value - (10 + 5.55) / 2) < 1e-12);
    assert.equal(v.value, v.beforeRedline);
  });
  it('same-context redline halves dim8', () => {
    assert.equal(REDLINE_SAME_CONTEXT_FACTOR, 0.5);
    const v = dim8Value([{ intent: 6, lift: 4, sideEffects: 4 }], true);
    assert.equal(v.beforeRedline, 7);
    assert.equal(v.value, 3.5);
  });
  it('Quick forces one full_test when dry runs would exceed 30%; Full runs all; no contexts → fallback_dry', () => {
    assert.deepEqual(planKinds(3, 'quick', true), ['full_test', 'dry_run', 'dry_run']);
    assert.deepEqual(planKinds(2, 'quick', true), ['full_test', 'dry_run']);
    assert.deepEqual(planKinds(1, 'quick', true), ['full_test']);
    assert.deepEqual(planKinds(3, 'full', true), ['full_test', 'full_test', 'full_test']);
    assert.deepEqual(planKinds(2, 'full', false), ['fallback_dry', 'fallback_dry']);
    assert.deepEqual(planKinds(0, 'quick', true), []);
  });
});

describe('dim8c by regex (dry runs)', () => {
  it('a clean output keeps 5', () => {
    assert.deepEqual(sideEffectsByRegex('I would ask which deck to export, then run the renderer.'), { score: 5, hits: [] });
  });
  it('costs 1 per kind of problem', () => {
    const para = 'This paragraph is long enough to count as a real paragraph of output text.';
    const r = sideEffectsByRegex(`${para}\n\n${para}\n\nIn conclusion, it's worth noting that\n\n\`\`\`bash\nrm x`);
    assert.deepEqual(r.hits, ['duplicated-paragraph', 'ai-filler', 'unbalanced-code-fence']);
    assert.equal(r.score, 2);
    assert.equal(sideEffectsByRegex('说白了，换句话说，就是这样。').score, 4);
    assert.deepEqual(sideEffectsByRegex('word\n'.repeat(700)).hits, ['excessive-length']);
    assert.deepEqual(sideEffectsByRegex('word '.repeat(700)).hits, ['excessive-length', 'format-anomaly']);
    assert.equal(sideEffectsByRegex('a\n\n\n\nb').hits[0], 'format-anomaly');
  });
});

describe('dim7b judged share', () => {
  it('each verified instance costs 1 of 4 points, floor 0', () => {
    assert.deepEqual(dim7bRubricFromIssues(0), { points: 4, value: 10 });
    assert.deepEqual(dim7bRubricFromIssues(1), { points: 3, value: 7.5 });
    assert.deepEqual(dim7bRubricFromIssues(3), { points: 1, value: 2.5 });
    assert.deepEqual(dim7bRubricFromIssues(9), { points: 0, value: 0 });
  });
});
