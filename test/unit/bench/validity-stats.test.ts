// bench/validity-stats.ts: Spearman with average ranks, the seeded bootstrap and the half splits (synthetic numbers only).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { averageRanks, bootstrapSpearman, halfSplit, isConstant, median, mulberry32, quantile, spearman } from '../../../bench/validity-stats.ts';

describe('validity stats', () => {
  it('ranks ties by their average rank', () => {
    assert.deepEqual(averageRanks([10, 20, 20, 5]), [2, 3.5, 3.5, 1]);
    assert.deepEqual(averageRanks([1, 1, 1]), [2, 2, 2]);
  });

  it('gives ±1 for monotone data and the textbook value with ties', () => {
    assert.equal(spearman([1, 2, 3, 4], [10, 20, 30, 400]), 1);
    assert.equal(spearman([1, 2, 3, 4], [4, 3, 2, 1]), -1);
    // Ranks x = 1,2,3,4,5; y = 1,2.5,2.5,4,5 → Pearson on ranks = 0.9746794…
    const r = spearman([1, 2, 3, 4, 5], [1, 3, 3, 7, 9]);
    assert.ok(r !== null && Math.abs(r - 0.9746794344808963) < 1e-12, String(r));
  });

  it('answers null for a constant side (no information)', () => {
    assert.equal(spearman([2, 2, 2], [1, 2, 3]), null);
    assert.equal(isConstant([2, 2, 2]), true);
    assert.equal(isConstant([2, 3]), false);
  });

  it('is reproducible under a seed and brackets the point estimate', () => {
    const rand = mulberry32(7);
    const x = Array.from({ length: 40 }, (_, i) => i);
    const y = x.map((v) => v + 15 * Math.sin(v * 1.7));
    const a = bootstrapSpearman(x, y, 500, mulberry32(42));
    const b = bootstrapSpearman(x, y, 500, mulberry32(42));
    assert.deepEqual(a, b);
    const rho = spearman(x, y) as number;
    assert.ok(a.lo <= rho && rho <= a.hi, `${a.lo} ${rho} ${a.hi}`);
    assert.ok(a.hi <= 1 && a.lo >= -1);
    assert.ok(rand() >= 0 && rand() < 1);
  });

  it('splits into disjoint halves covering every case', () => {
    const { select, held } = halfSplit(11, mulberry32(1));
    assert.equal(select.length, 5);
    assert.equal(held.length, 6);
    assert.deepEqual(
      [...select, ...held].sort((p, q) => p - q),
      Array.from({ length: 11 }, (_, i) => i),
    );
  });

  it('interpolates quantiles and the median', () => {
    assert.equal(quantile([0, 10], 0.25), 2.5);
    assert.equal(median([3, 1, 2, 10]), 2.5);
  });
});
