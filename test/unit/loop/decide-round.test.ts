/**
 * The ratchet rule (src/core/loop/decide-round.ts), branch by branch, as the optimiser's
 * round applied it before the rule had a file of its own: each case asserts keep, the
 * reason recorded in results.tsv / rejected_edits.md, and the notices it asks for.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decideRound, decidingRule, needsPairedVerdict, type RoundInputs } from '../../../src/core/loop/decide-round.ts';

/** A Quick round with a model-free comparison that improved by 3 on 30 points. */
function inputs(over: Partial<RoundInputs> = {}): RoundInputs {
  return {
    what: 'add a failure-handling section',
    target: { dim: 'dim3' },
    selfCheck: [],
    otherDims: [],
    comparison: { oldTotal: 20, newTotal: 23, delta: 3, outOf: 30, dropped: [], improved: true },
    rescored: { dim8AllDry: false, redline1: false },
    runtimeGate: 'pass',
    pairedJudges: 3,
    judged: false,
    mode: 'quick',
    ...over,
  };
}

/** A Full round judged by a model, noise floor ±2.4, Δ +1.2 (inside it). */
function insideNoise(over: Partial<RoundInputs> = {}): RoundInputs {
  return inputs({ judged: true, mode: 'full', noise: 2.4, comparison: { oldTotal: 60, newTotal: 61.2, delta: 1.2, outOf: 100, dropped: [], improved: true }, ...over });
}

const PAIRED_KEEP = { keep: true, summary: 'paired 3 judges: after 3, before 0, tie 0 → keep' };
const PAIRED_REVERT = { keep: false, summary: 'paired 3 judges: after 0, before 3, tie 0 → revert' };

test('an improvement of at least 0.05 on the common parts is kept, with the summary as the only note', () => {
  const d = decideRound(inputs());
  assert.equal(d.keep, true);
  assert.equal(d.rule, 'improved');
  assert.equal(d.reason, '');
  assert.deepEqual(d.notes, ['add a failure-handling section']);
  assert.deepEqual(d.tell, []);
});

test('self-check failure reverts and names each dimension that got worse, before any other rule', () => {
  const d = decideRound(inputs({ selfCheck: [{ dim: 'dim1', before: '8', after: '6' }, { dim: 'dim9', before: 'pass', after: 'fail' }], otherDims: ['dim5'], comparison: undefined, rescored: undefined }));
  assert.equal(d.keep, false);
  assert.equal(d.rule, 'self-check');
  assert.equal(d.reason, 'self-check failed / 自检未通过: dim1 8→6, dim9 pass→fail');
  assert.deepEqual(d.notes, ['add a failure-handling section', d.reason]);
  assert.deepEqual(d.tell, [], 'the round tells the failed check itself, when it happens');
});

test('redline 2: an edit that moved another dimension reverts, even when the static score rose', () => {
  const d = decideRound(inputs({ otherDims: ['dim5', 'dim6'] }));
  assert.equal(d.keep, false);
  assert.equal(d.rule, 'redline-2');
  assert.equal(d.reason, 'redline 2: changed dim3+dim5+dim6 in one round / 红线 2：一轮改了多个维度');
  assert.equal(d.notes.at(-1), d.reason);
});

test('redline 2 with a model: nothing was re-scored, so the row has no comparison notes', () => {
  const d = decideRound(inputs({ otherDims: ['dim5'], comparison: undefined, rescored: undefined, judged: true, noise: 1 }));
  assert.equal(d.keep, false);
  assert.deepEqual(d.notes, ['add a failure-handling section', 'redline 2: changed dim3+dim5 in one round / 红线 2：一轮改了多个维度']);
});

test('redline 3: dim8 judged on dry runs only makes the score invalid — reverted and told, whatever the Δ', () => {
  const d = decideRound(inputs({ rescored: { dim8AllDry: true, redline1: false } }));
  assert.equal(d.keep, false);
  assert.equal(d.rule, 'redline-3');
  assert.equal(d.reason, 'invalid: every dim8 evaluation was dry_run (redline 3) / 红线 3：dim8 全部 dry_run');
  assert.deepEqual(d.tell.map((t) => [t.kind, t.code, t.message]), [['redline', 'redline-3-all-dry-run', 'redline3Round']]);
});

test('redline 3 is checked before the noise floor: the paired judges are not asked', () => {
  const i = insideNoise({ rescored: { dim8AllDry: true, redline1: false } });
  assert.equal(needsPairedVerdict(i), false);
  assert.equal(decideRound(i).rule, 'redline-3');
});

test('runtime-gate repair: kept when the gate passes and the score did not fall, even with Δ 0', () => {
  const d = decideRound(inputs({ target: { dim: 'dim6', gate: 'runtime' }, comparison: { oldTotal: 20, newTotal: 20, delta: 0, outOf: 30, dropped: [], improved: false } }));
  assert.equal(d.keep, true);
  assert.equal(d.rule, 'runtime-gate');
  assert.deepEqual(d.notes, ['add a failure-handling section', '[runtime_gate: pass]']);
});

test('runtime-gate repair: reverted while the gate still fails, even when the score rose', () => {
  const d = decideRound(inputs({ target: { dim: 'dim6', gate: 'runtime' }, runtimeGate: 'fail' }));
  assert.equal(d.keep, false);
  assert.equal(d.reason, 'runtime gate still fails / Gate 仍未通过');
});

test('runtime-gate repair: reverted when the gate passes but the score fell', () => {
  const d = decideRound(inputs({ target: { dim: 'dim6', gate: 'runtime' }, comparison: { oldTotal: 20, newTotal: 18.5, delta: -1.5, outOf: 30, dropped: [], improved: false } }));
  assert.equal(d.keep, false);
  assert.equal(d.reason, 'score fell -1.5');
});

test('runtime-gate repair inside the noise floor is still decided by the gate, not the paired judges', () => {
  const i = insideNoise({ target: { dim: 'dim6', gate: 'runtime' } });
  assert.equal(needsPairedVerdict(i), false);
  assert.equal(decideRound(i).keep, true);
});

test('Δ below 0.05 is not an improvement: reverted, and the drift is told with its sign', () => {
  const d = decideRound(inputs({ comparison: { oldTotal: 20, newTotal: 20.04, delta: 0, outOf: 30, dropped: [], improved: false } }));
  assert.equal(d.keep, false);
  assert.equal(d.rule, 'not-improved');
  assert.equal(d.reason, 'Δ 0 < 0.05: not an improvement / 不算真正提升');
  assert.equal(d.tell.length, 1);
  assert.deepEqual([d.tell[0].kind, d.tell[0].code], ['exception', 'score-drift']);
  assert.deepEqual(d.tell[0].data, { signedChange: '+0.04', change: '0.04' });
});

test('a score that fell is reverted without a drift notice', () => {
  const d = decideRound(inputs({ comparison: { oldTotal: 20, newTotal: 18, delta: -2, outOf: 30, dropped: [], improved: false } }));
  assert.equal(d.keep, false);
  assert.equal(d.reason, 'score fell -2 / 分数下降');
  assert.deepEqual(d.tell, []);
});

test('D9: Δ inside the noise floor of a judged Full skill needs the paired judges; without their verdict the rule refuses', () => {
  const i = insideNoise();
  assert.equal(needsPairedVerdict(i), true);
  assert.equal(decidingRule(i), 'paired');
  assert.throws(() => decideRound(i), /paired judges decide/);
});

test('D9: a majority of paired judges for the edit keeps it — even a small loss — and no noise warning is told', () => {
  const d = decideRound(insideNoise({ paired: PAIRED_KEEP, comparison: { oldTotal: 60, newTotal: 58.8, delta: -1.2, outOf: 100, dropped: [], improved: false } }));
  assert.equal(d.keep, true);
  assert.equal(d.rule, 'paired');
  assert.deepEqual(d.notes, ['add a failure-handling section', 'Δ -1.2 (noise ±2.4)', PAIRED_KEEP.summary]);
  assert.deepEqual(d.tell, []);
});

test('D9: paired judges that do not confirm the edit revert it, even though Δ rose', () => {
  const d = decideRound(insideNoise({ paired: PAIRED_REVERT }));
  assert.equal(d.keep, false);
  assert.equal(d.reason, `${PAIRED_REVERT.summary}: the paired judges did not confirm the edit inside the noise floor / 噪声底内的改动未获成对评委确认`);
  assert.deepEqual(d.tell, [], 'no score-drift notice: the Δ rule did not decide');
});

test('D9: the noise floor is inclusive at its edge and symmetric', () => {
  assert.equal(needsPairedVerdict(insideNoise({ comparison: { oldTotal: 60, newTotal: 62.4, delta: 2.4, outOf: 100, dropped: [], improved: true } })), true);
  assert.equal(needsPairedVerdict(insideNoise({ comparison: { oldTotal: 60, newTotal: 57.6, delta: -2.4, outOf: 100, dropped: [], improved: false } })), true);
  assert.equal(needsPairedVerdict(insideNoise({ comparison: { oldTotal: 60, newTotal: 62.5, delta: 2.5, outOf: 100, dropped: [], improved: true } })), false);
});

test('D9: no paired judges without a judge model, in Quick mode, with pairedJudges 0 or without a measured noise floor', () => {
  assert.equal(needsPairedVerdict(insideNoise({ judged: false })), false);
  assert.equal(needsPairedVerdict(insideNoise({ mode: 'quick' })), false);
  assert.equal(needsPairedVerdict(insideNoise({ pairedJudges: 0 })), false);
  assert.equal(needsPairedVerdict(insideNoise({ noise: 0 })), false);
  assert.equal(needsPairedVerdict(insideNoise({ noise: undefined })), false);
});

test('pairedJudges 0: a Δ inside the noise is kept by the Δ rule and only warned about', () => {
  const d = decideRound(insideNoise({ pairedJudges: 0 }));
  assert.equal(d.keep, true);
  assert.equal(d.rule, 'improved');
  assert.deepEqual(d.tell.map((t) => [t.kind, t.code, t.data]), [['warning', 'noise', { delta: '+1.2', noise: '2.4' }]]);
});

test('a kept Δ above the noise floor is not warned about', () => {
  const d = decideRound(insideNoise({ pairedJudges: 0, comparison: { oldTotal: 60, newTotal: 64.8, delta: 4.8, outOf: 100, dropped: [], improved: true } }));
  assert.equal(d.keep, true);
  assert.deepEqual(d.tell, []);
});

test('notes in order: summary, parts left out of the comparison, Δ beside the noise floor, redline 1; the reason last', () => {
  const d = decideRound(
    inputs({
      judged: true,
      noise: 0.6,
      comparison: { oldTotal: 50, newTotal: 50, delta: 0, outOf: 88, dropped: ['dim8', 'dim9'], improved: false },
      rescored: { dim8AllDry: false, redline1: true },
    }),
  );
  assert.equal(d.keep, false);
  assert.deepEqual(d.notes, [
    'add a failure-handling section',
    'compared on 88 common points (dim8,dim9 left out)',
    'Δ 0 (noise ±0.6)',
    'redline_1_violation=true',
    'partial score (dim8,dim9 not scored on both sides): a partial score never justifies a keep / 评分不完整，不能作为保留依据',
  ]);
});

test('SPEC D9: a rise measured on a partial re-score (dim8 stopped by the budget) is reverted, never kept', () => {
  const d = decideRound(
    inputs({
      comparison: { oldTotal: 60, newTotal: 64.8, delta: 4.8, outOf: 80, dropped: ['dim8'], improved: true },
      rescored: { dim8AllDry: false, redline1: false },
    }),
  );
  assert.equal(d.keep, false);
  assert.equal(d.rule, 'partial');
  assert.match(d.reason, /^partial score \(dim8 not scored on both sides\)/);
});
