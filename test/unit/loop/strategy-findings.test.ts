/** The strategy library's detectors (issue 31 item 8): a negative uplift is a P0 target, and findings map to strategies. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NEGATIVE_UPLIFT, negativeUplift, rankTargets, strategyFor, upliftOf } from '../../../src/core/workflows/loop/strategy.ts';

const FULL = { dim1: 10, dim2: 10, dim3: 10, dim4: 10, dim5: 10, dim6: 10, dim7a: 10, dim7b: 10, dim8: 9, dim9: 10, dim10: 10 } as const;

test('strategy: with the skill worse than without beyond the noise (measured uplift, whole interval below 0), dim8 is the first target (P0), even when dim8 looks fine', () => {
  const ranked = rankTargets({ dims: { ...FULL, dim2: 4 }, runtimeGate: 'pass', openP0: 0, uplift: { value: -0.5, low: -0.8, high: -0.1 } });
  assert.equal(ranked[0].dim, 'dim8');
  assert.equal(ranked[0].level, 'P0');
  assert.deepEqual(ranked[0].findings, [NEGATIVE_UPLIFT]);
  assert.equal(ranked[0].entry.type.en, 'with the skill worse than without (negative uplift)');
  assert.equal(ranked[1].dim, 'dim2');
});

test('strategy: a negative uplift whose interval reaches 0 is noise, not a regression', () => {
  assert.equal(negativeUplift({ value: -0.2, low: -0.6, high: 0.2 }), false);
  assert.equal(negativeUplift({ value: -0.3, low: -0.6, high: 0 }), false);
  assert.equal(negativeUplift({ value: -0.3, low: -0.6, high: -0.01 }), true);
  assert.equal(negativeUplift(undefined), false);
  const ranked = rankTargets({ dims: { ...FULL, dim2: 4 }, runtimeGate: 'pass', openP0: 0, uplift: { value: -0.2, low: -0.6, high: 0.2 } });
  assert.equal(ranked[0].dim, 'dim2');
});

test('strategy: the uplift is the measured effect of tests.yaml tasks only — a rubric score or a consumer baseline is not "without the skill"', () => {
  assert.deepEqual(upliftOf({ effect: { value: -0.4, low: -0.7, high: -0.05 } }), { value: -0.4, low: -0.7, high: -0.05 });
  assert.equal(upliftOf({ effect: { value: null, low: 0, high: 0 } }), undefined);
  assert.equal(upliftOf({}), undefined);
});

test('strategy: findings of the readability detectors make dim7b a P3 target even at full score, with their strategy', () => {
  assert.deepEqual(rankTargets({ dims: { ...FULL, dim8: 10 }, runtimeGate: 'pass', openP0: 0 }), []);
  const ranked = rankTargets({
    dims: { ...FULL, dim8: 10 },
    runtimeGate: 'pass',
    openP0: 0,
    findings: [{ ruleId: 'distill/long-paragraph' }, { ruleId: 'distill/long-paragraph' }, { ruleId: 'hasp/soft-word' }],
  });
  assert.deepEqual(
    ranked.map((c) => [c.dim, c.level, c.findings]),
    [['dim7b', 'P3', ['distill/long-paragraph']]],
  );
  assert.equal(strategyFor('distill/repeated-description')?.level, 'P3');
  assert.equal(strategyFor('distill/no-quick-start')?.strategy.zh, '添加 TL;DR 或决策树');
  assert.equal(strategyFor('skillops/fallback-path')?.dim, 'dim3');
  assert.equal(strategyFor(NEGATIVE_UPLIFT)?.level, 'P0');
});
