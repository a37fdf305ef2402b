import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DIMENSIONS,
  WEIGHTS,
  capDim10ForOpenP0,
  dim7aToTen,
  isImprovement,
  mergeDim10,
  mergeDim5,
  mergeDim6,
  mergeDim7b,
  reviewSubscore,
  roundTo,
  weightedPartial,
  weightedTotal,
  type FullDims,
} from '../../../src/core/engine/rubric/weights.ts';

const close = (a: number, b: number) => assert.ok(Math.abs(a - b) < 1e-9, `${a} ≉ ${b}`);

test('weights are the seed v3 weights and sum to 100', () => {
  assert.deepEqual({ ...WEIGHTS }, { dim1: 7, dim2: 12, dim3: 12, dim4: 6, dim5: 17, dim6: 4, dim7a: 6, dim7b: 6, dim8: 20, dim9: 6, dim10: 4 });
  assert.equal(
    DIMENSIONS.reduce((n, d) => n + WEIGHTS[d], 0),
    100,
  );
});

test('weightedTotal: Σ dim × weight / 10, one decimal', () => {
  const all10 = Object.fromEntries(DIMENSIONS.map((d) => [d, 10])) as FullDims;
  assert.equal(weightedTotal(all10), 100);
  const dims: FullDims = { dim1: 10, dim2: 7, dim3: 6, dim4: 5, dim5: 8, dim6: 9, dim7a: dim7aToTen(4), dim7b: 7, dim8: 6.5, dim9: 0, dim10: 10 };
  // 70 + 84 + 72 + 30 + 136 + 36 + 40 + 42 + 130 + 0 + 40 = 680 → 68.0
  assert.equal(weightedTotal(dims), 68);
  assert.equal(weightedTotal({ ...dims, dim8: 6.53 }), 68.1); // 680.6 / 10 = 68.06 → 68.1
  close(dim7aToTen(4), 6.666666666666667);
});

test('weightedPartial: only scored dims count; outOf is the sum of their weights', () => {
  assert.deepEqual(weightedPartial({ dim1: 10, dim4: 5, dim9: null }), { total: 10, outOf: 13, partial: true });
  const all = Object.fromEntries(DIMENSIONS.map((d) => [d, 5])) as FullDims;
  assert.deepEqual(weightedPartial(all), { total: 50, outOf: 100, partial: false });
});

test('isImprovement: strictly greater by at least 0.05, immune to float noise', () => {
  assert.equal(isImprovement(80, 80.05), true);
  assert.equal(isImprovement(80.1, 80.15), true); // 80.15 − 80.1 = 0.0500000000000114
  assert.equal(isImprovement(80, 80.04), false);
  assert.equal(isImprovement(80, 80), false);
  assert.equal(isImprovement(80, 79.9), false);
});

test('C3 merges: module points on their own scale, rubric on 0–10', () => {
  assert.equal(mergeDim5(3, 10), 10);
  assert.equal(mergeDim5(0, 0), 0);
  close(mergeDim5(2.4, 8), 8); // (2.4 + 11.2) / 17 × 10 = 8
  close(mergeDim5(0, 10), (14 / 17) * 10); // HASP 0 keeps the rubric share
  assert.equal(mergeDim6(3, 10), 10);
  close(mergeDim6(0, 10), 2.5); // SkillOps 0 does not zero the rubric
  close(mergeDim6(2, 6), 6.5); // (2 + 0.6) / 4 × 10
  assert.equal(mergeDim7b(2, 10), 10);
  close(mergeDim7b(1, 5), 5); // (1 + 2) / 6 × 10
  assert.equal(mergeDim10(2, 2), 10);
  close(mergeDim10(1.4, 1.5), 7.25);
  assert.equal(mergeDim10(0, 0, 'quick'), 10);
});

test('review sub-score and the open-P0 cap on dim10', () => {
  assert.equal(reviewSubscore(0, 0), 2);
  assert.equal(reviewSubscore(0, 1), 1.5);
  assert.equal(reviewSubscore(0, 4), 0);
  assert.equal(reviewSubscore(1, 0), 0);
  assert.equal(reviewSubscore(0, 5), 0);
  // seed v3 dim10 "P0 任一未闭合→上限锁死 ≤40": 40 % of dim10, i.e. 4 of 10 (docs/features.md C3)
  assert.equal(capDim10ForOpenP0(5, 1), 4);
  assert.equal(capDim10ForOpenP0(3.75, 2), 3.75);
  assert.equal(capDim10ForOpenP0(10, 0), 10);
});

test('roundTo removes binary noise', () => {
  assert.equal(roundTo(23.799999999999997, 1), 23.8);
  assert.equal(roundTo(0.15, 1), 0.2);
  assert.equal(roundTo(1.4000000000000001, 2), 1.4);
});
