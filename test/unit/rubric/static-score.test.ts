import { test } from 'node:test';
import assert from 'node:assert/strict';
import { staticScore } from '../../../src/core/engine/rubric/static-score.ts';

test('static score by hand: dim1 10, dim4 5, dim7a 6, HASP 2.4, SkillOps 2, Distill 2, Sentinel 1.4, dim9a false', () => {
  const s = staticScore({ dim1: 10, dim4: 5, dim7a: 6, dim9a: false }, { HASP: 2.4, SkillOps: 2, Distill: 2, Sentinel: 1.4 });
  // points: 7 + 3 + 6 + 2.4 + 2 + 2 + 1.4 + 0 = 23.8; outOf: 7 + 6 + 6 + 3 + 3 + 2 + 2 + 6 = 35
  assert.equal(s.total, 23.8);
  assert.equal(s.outOf, 35);
  assert.equal(s.partial, true);
  assert.deepEqual(
    s.parts.map((p) => [p.key, p.outOf]),
    [
      ['dim1', 7],
      ['dim4', 6],
      ['dim7a', 6],
      ['dim5.HASP', 3],
      ['dim6.SkillOps', 3],
      ['dim7b.Distill', 2],
      ['dim10.Sentinel', 2],
      ['dim9', 6],
    ],
  );
  assert.ok(s.notScored.includes('dim8') && s.notScored.includes('dim10.review') && !s.notScored.includes('dim9'));
});

test('dim9 step 1 passed: dim9 leaves outOf (step 2 needs a judge)', () => {
  const s = staticScore({ dim1: 0, dim4: 10, dim7a: 4, dim9a: true }, { HASP: 3, SkillOps: 3, Distill: 0, Sentinel: 2 });
  // 0 + 6 + 4 + 3 + 3 + 0 + 2 = 18 of 7 + 6 + 6 + 3 + 3 + 2 + 2 = 29
  assert.deepEqual([s.total, s.outOf], [18, 29]);
  assert.ok(s.notScored.includes('dim9'));
});

test('Quick mode counts dim10 at 100% (4 of 4) instead of Sentinel 2 of 2', () => {
  const s = staticScore({ dim1: 10, dim4: 5, dim7a: 6, dim9a: false }, { HASP: 2.4, SkillOps: 2, Distill: 2, Sentinel: 0 }, { dim10: 'quick' });
  // 7 + 3 + 6 + 2.4 + 2 + 2 + 4 + 0 = 26.4 of 7 + 6 + 6 + 3 + 3 + 2 + 4 + 6 = 37
  assert.deepEqual([s.total, s.outOf], [26.4, 37]);
  assert.ok(!s.notScored.includes('dim10.review'));
});

test('dim7a points of 6 map to their weight: 2 of 6 points = 2 of 6', () => {
  const s = staticScore({ dim1: 0, dim4: 0, dim7a: 2, dim9a: true }, { HASP: 0, SkillOps: 0, Distill: 0, Sentinel: 0 });
  assert.equal(s.total, 2);
});
