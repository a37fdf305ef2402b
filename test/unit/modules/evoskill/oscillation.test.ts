import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detourDimensions, oscillatingDimensions, rowSign } from '../../../../src/core/modules/evoskill/history.ts';
import type { ResultsRow } from '../../../../src/core/rules/types.ts';
import { parseResultsTsv, RESULTS_HEADER } from '../../../../src/core/formats/results.ts';

function row(round: string, status: string, dim: string, delta: string, skillName = 'demo'): ResultsRow {
  return {
    timestamp: `2026-06-11T10:0${round}`,
    commit: 'abc1234',
    skill: skillName,
    round,
    old_score: '-',
    new_score: '-',
    status,
    dim_changed: dim,
    delta,
    note: '-',
    eval_mode: 'dry_run',
    judge_count: '1',
  };
}

/** The seed v3 example, plus a dim5 that went up, down, up. */
const SEED = [
  RESULTS_HEADER,
  '2026-06-11T10:00\tbaseline\tluban-slides\t0\t-\t78\tbaseline\t-\t-\t初始评估\tfull_test\t2',
  '2026-06-11T10:05\ta1b2c3d\tluban-slides\t1\t78\t84\tkeep\tdim3\t+6\t补充 fallback 三段式\tfull_test\t2',
  '2026-06-11T10:10\tb2c3d4e\tluban-slides\t2\t84\t82\trevert\tdim5\t-2\t过度细化，回滚\tdry_run\t1',
].join('\n');

test('row direction: delta sign first, then keep / revert', () => {
  assert.equal(rowSign(row('1', 'keep', 'dim3', '+6')), 1);
  assert.equal(rowSign(row('1', 'revert', 'dim3', '-2')), -1);
  assert.equal(rowSign(row('1', 'revert', 'dim3', '−1.5')), -1);
  assert.equal(rowSign(row('1', 'revert', 'dim3', '-')), -1);
  assert.equal(rowSign(row('1', 'keep', 'dim3', '0')), 1);
  assert.equal(rowSign(row('0', 'baseline', '-', '-')), 0);
});

test('oscillation: a dimension that flips direction over 2+ rounds', () => {
  assert.deepEqual(oscillatingDimensions(parseResultsTsv(SEED).rows), []);
  const rows = [row('1', 'keep', 'dim5', '+3'), row('2', 'revert', 'dim5', '-2'), row('3', 'keep', 'dim5', '+1'), row('3', 'keep', 'dim2', '+2')];
  const [o] = oscillatingDimensions(rows);
  assert.equal(o.dimension, 'dim5');
  assert.equal(o.flips, 2);
  assert.equal(o.rounds, 3);
  // Up, up is progress, not oscillation.
  assert.deepEqual(oscillatingDimensions([row('1', 'keep', 'dim5', '+3'), row('2', 'keep', 'dim5', '+1')]), []);
  // One round is not "over 2+ rounds".
  assert.deepEqual(oscillatingDimensions([row('1', 'keep', 'dim5', '+3'), row('1', 'revert', 'dim5', '-1')]), []);
  // Different skills are separate histories.
  assert.deepEqual(oscillatingDimensions([row('1', 'keep', 'dim5', '+3', 'a'), row('2', 'revert', 'dim5', '-1', 'b')]), []);
  // Case and spacing of dim_changed do not split a history.
  assert.equal(oscillatingDimensions([row('1', 'keep', 'DIM7b', '+1'), row('2', 'revert', ' dim7b', '-1')])[0]?.dimension, 'dim7b');
});

test('detour dimensions: every dimension with a revert (the seed 绕行)', () => {
  assert.deepEqual(detourDimensions(parseResultsTsv(SEED).rows), ['dim5']);
  assert.deepEqual(detourDimensions([row('1', 'revert', 'dim9', '-1'), row('2', 'revert', 'dim2', '-1'), row('3', 'keep', 'dim3', '+1')]), ['dim2', 'dim9']);
});

test('a revert for a missing measurement (docs/features.md D9) is neither a direction nor a detour', () => {
  const unmeasured = { ...row('2', 'revert', 'dim5', '-1.4'), note: 'tighten step 3; partial rescore [not measured: recorded here only, not a rejected edit]' };
  assert.equal(rowSign(unmeasured), 0);
  const rows = [row('1', 'keep', 'dim5', '+3'), unmeasured, row('3', 'keep', 'dim5', '+2')];
  assert.deepEqual(oscillatingDimensions(rows), []);
  assert.deepEqual(detourDimensions(rows), []);
  // The same row measured is a detour and a flip.
  const measured = { ...unmeasured, note: 'tighten step 3; score fell (-1.4)' };
  assert.deepEqual(detourDimensions([row('1', 'keep', 'dim5', '+3'), measured]), ['dim5']);
});
