// The judge noise floor (docs/features.md D9, issue 26 item 3): one total's standard deviation, from judgings
// that share the baseline's agent runs and review and one fresh judging that re-ran them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { noiseFloorOf } from '../../../src/core/workflows/loop/phases/phase1-baseline.ts';
import { JUDGE_SCALE_SD, scaleStepSd } from '../../../src/core/scoring/scorecard/spread.ts';

test('shared judgings alone would halve the shared parts: the fresh pair |T1 − T0|/√2 counts when larger', () => {
  // Judges agree; the fresh agent runs moved the total by 3: the floor is 3/√2, not the shared sd 0.
  assert.ok(Math.abs(noiseFloorOf([70, 70, 70], 70, 73, 0) - 3 / Math.SQRT2) < 1e-9);
  // Judges disagree more than the fresh pair shows: their spread counts.
  const sd = noiseFloorOf([70, 74, 66], 70, 70.5, 0);
  assert.ok(Math.abs(sd - 4) < 1e-9, String(sd));
});

test('a floor is never below what whole-point judges can resolve', () => {
  assert.equal(noiseFloorOf([70, 70, 70], 70, 70, 0.6), 0.6);
});

test('the least judged spread: each judged share by its weight, a one-point step (1/√12) per judge, n judges per panel', () => {
  const judged = (judgeCount: number) => ({ value: 7, evalMode: 'full_test', judgeCount });
  // dim2 (weight 12) alone, two judges: 1.2 × (1/√12)/√2.
  assert.ok(Math.abs(scaleStepSd({ dim2: judged(2) }) - (1.2 * JUDGE_SCALE_SD) / Math.SQRT2) < 1e-12);
  // A half-static dim counts only its judged share (dim5: 17 − HASP 3 = 14).
  const dim5 = { ...judged(1), module: { of: 3 }, rubric: 7 };
  assert.ok(Math.abs(scaleStepSd({ dim5 }) - 1.4 * JUDGE_SCALE_SD) < 1e-12);
  // Static and unanswered dims add nothing.
  assert.equal(scaleStepSd({ dim1: { value: 10, evalMode: 'static', judgeCount: 0 }, dim3: { value: null, evalMode: 'full_test', judgeCount: 0 } }), 0);
});
