import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OPEN_P1_GATE, REVIEW_IMPACTS, reviewGate, reviewView } from '../../../src/core/scoring/review.ts';

test('the review view: P0 −30, P1 −5, P2 0 each, floor 0 (seed v3 审查严重度分级)', () => {
  assert.deepEqual({ ...REVIEW_IMPACTS }, { P0: 30, P1: 5, P2: 0 });
  assert.equal(reviewView({ openP0: 0, openP1: 0, openP2: 0 }), 100);
  assert.equal(reviewView({ openP0: 1, openP1: 2, openP2: 7 }), 60);
  assert.equal(reviewView({ openP0: 0, openP1: 3, openP2: 0 }), 85);
  assert.equal(reviewView({ openP0: 4, openP1: 0, openP2: 0 }), 0);
});

test('the gate: 3 or more open P1 block optimisation until a person decides; P0 are counted, not a block', () => {
  assert.equal(OPEN_P1_GATE, 3);
  assert.deepEqual(reviewGate({ openP0: 0, openP1: 2 }), { blocked: false, openP0: 0, openP1: 2, threshold: 3 });
  assert.deepEqual(reviewGate({ openP0: 0, openP1: 3 }), { blocked: true, reason: 'open-p1', openP0: 0, openP1: 3, threshold: 3 });
  assert.deepEqual(reviewGate({ openP0: 2, openP1: 0 }), { blocked: false, openP0: 2, openP1: 0, threshold: 3 });
});
