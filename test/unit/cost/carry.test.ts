/**
 * What an optimisation's later scorings reuse (core/cost/carry.ts): the multi-role review
 * of the version before an edit to another dimension, and of the baseline in the noise
 * floor's later re-judgings — only a whole review, never one cut short.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { noiseCarry, rescoreCarry } from '../../../src/core/cost/carry.ts';
import type { ReviewResult } from '../../../src/core/judge/types.ts';

const review = (r: Partial<ReviewResult> = {}): ReviewResult => ({
  triggered: true,
  trigger: 'dim8c < 5',
  roles: [
    { role: 'ARCH', status: 'answered', issues: [] },
    { role: 'SEC', status: 'answered', issues: [] },
  ],
  normalised: [],
  idMap: {},
  normalisedBy: 'model',
  openP0: 0,
  openP1: 1,
  openP2: 0,
  complete: true,
  ...r,
});

test('a re-score after an edit to another dimension carries the whole review, marked as carried', () => {
  const before = review();
  const carry = rescoreCarry('dim8', before);
  assert.deepEqual(carry.carriedReview, { ...before, carried: true });
  assert.equal(carry.heterogeneous, undefined, 'the heterogeneous judges still look at edited text');
});

test('an edit to dim10, or a review cut short, failed or never triggered, is reviewed anew', () => {
  assert.deepEqual(rescoreCarry('dim10', review()), {});
  assert.deepEqual(rescoreCarry('dim5', review({ complete: false })), {});
  assert.deepEqual(rescoreCarry('dim5', review({ roles: [{ role: 'ARCH', status: 'failed', issues: [], failure: { reason: 'budget', detail: 'spent' } }] })), {});
  assert.deepEqual(rescoreCarry('dim5', review({ failure: { reason: 'model-error', detail: 'x' } })), {});
  assert.deepEqual(rescoreCarry('dim5', review({ triggered: false })), {});
  assert.deepEqual(rescoreCarry('dim5', undefined), {});
});

test('the noise floor: the first re-judging asks the review afresh, the later ones carry it; none asks the heterogeneous judges', () => {
  const baseline = review();
  assert.deepEqual(noiseCarry(1, baseline), { heterogeneous: false });
  assert.deepEqual(noiseCarry(2, baseline), { heterogeneous: false, carriedReview: { ...baseline, carried: true } });
  assert.deepEqual(noiseCarry(3, review({ complete: false })), { heterogeneous: false });
});
