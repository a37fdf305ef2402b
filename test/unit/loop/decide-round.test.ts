/**
 * The keep/revert rule (src/core/workflows/loop/decide-round.ts), one sentence in both modes (docs/features.md D9):
 * kept when beyond the measured noise of a difference (Δ > √2 × floor) or, inside it, when
 * the paired judges prefer it; a static-only change decided by the static points it
 * touched; a partial score never keeps. The TABLE below runs every branch in Quick (no
 * noise floor measured) and Full (a measured floor); the tests after it pin the words.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  decideRound,
  decidingRule,
  differenceNoise,
  needsPairedVerdict,
  type RoundInputs,
  type RoundRule,
} from '../../../src/core/workflows/loop/decide-round.ts';

type Cmp = NonNullable<RoundInputs['comparison']>;
const cmp = (delta: number, over: Partial<Cmp> = {}): Cmp => ({
  oldTotal: 60,
  newTotal: 60 + delta,
  delta,
  outOf: 100,
  dropped: [],
  improved: delta >= 0.05,
  ...over,
});

/** A judged round on 100 points, the static view unchanged, no noise measured (Quick). */
function inputs(over: Partial<RoundInputs> = {}): RoundInputs {
  return {
    what: 'add a failure-handling section',
    target: { dim: 'dim3' },
    selfCheck: [],
    otherDims: [],
    comparison: cmp(3),
    missing: { old: [], new: [] },
    rescored: { dim8AllDry: false, redline1: false },
    statics: { delta: 0, improved: false, touched: [] },
    runtimeGate: 'pass',
    pairedJudges: 3,
    judged: true,
    ...over,
  };
}

const PAIRED_KEEP = { keep: true, summary: 'paired 3 judges: after 3, before 0, tie 0 → keep' };
const PAIRED_REVERT = { keep: false, summary: 'paired 3 judges: after 0, before 3, tie 0 → revert' };
const PAIRED_CUT = { keep: false, summary: 'paired 3 judges: after 1, before 0, tie 0, abstained 2 → revert', incomplete: true };
const STATIC_PLUS_6 = { delta: 6, improved: true, touched: ['dim4'] };

/** Quick measures no floor; Full's floor here is ±1.1 (so a difference's noise is ±1.56). */
const MODES = { quick: {}, full: { noise: 1.1 } } as const;

interface Row {
  name: string;
  over: Partial<RoundInputs>;
  /** Expected rule / keep / cause per mode. */
  quick: [RoundRule, boolean, 'decided' | 'unmeasured'];
  full: [RoundRule, boolean, 'decided' | 'unmeasured'];
}

const TABLE: Row[] = [
  {
    name: 'self-check failed',
    over: { selfCheck: [{ dim: 'dim1', before: '8', after: '6' }], comparison: undefined, rescored: undefined },
    quick: ['self-check', false, 'decided'],
    full: ['self-check', false, 'decided'],
  },
  { name: 'redline 2 (another dimension moved)', over: { otherDims: ['dim5'] }, quick: ['redline-2', false, 'decided'], full: ['redline-2', false, 'decided'] },
  {
    name: 'MUSE: a must/forbid case broke (a big rise does not save it)',
    over: { muse: { broken: ['rule_1'], reason: 'MUSE: the edit breaks must/forbid case(s) rule_1' }, comparison: cmp(9) },
    quick: ['muse', false, 'decided'],
    full: ['muse', false, 'decided'],
  },
  // The round skips the re-score once the after-edit check (MUSE) broke a case: no comparison at all.
  {
    name: 'MUSE: a broken case stops the re-score (no comparison): reverted as decided, never unmeasured',
    over: {
      muse: { broken: ['rule_1', 'forbid_2'], reason: 'MUSE: the edit breaks must/forbid case(s) rule_1, forbid_2' },
      comparison: undefined,
      rescored: undefined,
    },
    quick: ['muse', false, 'decided'],
    full: ['muse', false, 'decided'],
  },
  {
    name: 'MUSE: a veto outranks the paired judges preferring the edit',
    over: { muse: { broken: ['rule_1'], reason: 'MUSE: the edit breaks must/forbid case(s) rule_1' }, comparison: cmp(1.2), paired: PAIRED_KEEP },
    quick: ['muse', false, 'decided'],
    full: ['muse', false, 'decided'],
  },
  {
    name: 'MUSE: a veto outranks a passing runtime-gate repair',
    over: {
      muse: { broken: ['rule_1'], reason: 'MUSE: the edit breaks must/forbid case(s) rule_1' },
      target: { dim: 'dim6', gate: 'runtime' },
      comparison: cmp(2),
    },
    quick: ['muse', false, 'decided'],
    full: ['muse', false, 'decided'],
  },
  {
    name: 'MUSE: a veto reverts a deterministic (no judge) rise too',
    over: { muse: { broken: ['rule_1'], reason: 'MUSE: the edit breaks must/forbid case(s) rule_1' }, judged: false, comparison: cmp(5) },
    quick: ['muse', false, 'decided'],
    full: ['muse', false, 'decided'],
  },
  {
    name: 'MUSE: the self-check fails first (MUSE is not asked then)',
    over: { selfCheck: [{ dim: 'dim1', before: '8', after: '6' }], muse: { broken: ['rule_1'], reason: 'MUSE: the edit breaks must/forbid case(s) rule_1' } },
    quick: ['self-check', false, 'decided'],
    full: ['self-check', false, 'decided'],
  },
  {
    name: 'MUSE ran and broke nothing: the rule goes on (Δ +4.8)',
    over: { muse: { broken: [], reason: '' }, comparison: cmp(4.8), paired: PAIRED_KEEP },
    quick: ['paired', true, 'decided'],
    full: ['beyond-noise', true, 'decided'],
  },
  {
    name: 'partial re-score (dim10 review cut by the budget), Δ +9',
    over: { comparison: cmp(9), missing: { old: [], new: ['dim10'] } },
    quick: ['partial', false, 'unmeasured'],
    full: ['partial', false, 'unmeasured'],
  },
  {
    name: 'partial old side (the version before missed dim8)',
    over: { comparison: cmp(9), missing: { old: ['dim8'], new: [] } },
    quick: ['partial', false, 'unmeasured'],
    full: ['partial', false, 'unmeasured'],
  },
  {
    name: 'a part only one side scored (dropped from the comparison)',
    over: { comparison: cmp(9, { dropped: ['dim8'], outOf: 76 }) },
    quick: ['partial', false, 'unmeasured'],
    full: ['partial', false, 'unmeasured'],
  },
  {
    name: 'redline 3 (dim8 on dry runs only)',
    over: { rescored: { dim8AllDry: true, redline1: false } },
    quick: ['redline-3', false, 'decided'],
    full: ['redline-3', false, 'decided'],
  },
  {
    name: 'runtime-gate repair, gate passes, Δ 0',
    over: { target: { dim: 'dim6', gate: 'runtime' }, comparison: cmp(0) },
    quick: ['runtime-gate', true, 'decided'],
    full: ['runtime-gate', true, 'decided'],
  },
  {
    name: 'runtime-gate repair, gate still fails',
    over: { target: { dim: 'dim6', gate: 'runtime' }, runtimeGate: 'fail' },
    quick: ['runtime-gate', false, 'decided'],
    full: ['runtime-gate', false, 'decided'],
  },
  {
    name: 'no judge model: deterministic Δ +0.1 keeps',
    over: { judged: false, comparison: cmp(0.1) },
    quick: ['static-score', true, 'decided'],
    full: ['static-score', true, 'decided'],
  },
  {
    name: 'no judge model: Δ 0.04 is drift',
    over: { judged: false, comparison: cmp(0, { newTotal: 60.04 }) },
    quick: ['static-score', false, 'decided'],
    full: ['static-score', false, 'decided'],
  },
  // The case: in Quick one judging's noise swamped a real +6; in Full a floor of ±1.1 shows the judged parts fell by 8.1 — beyond the noise, so the edit did more than its static points.
  {
    name: 'static-only dim4 edit +6 static points, total Δ −2.1',
    over: { target: { dim: 'dim4' }, comparison: cmp(-2.1), statics: STATIC_PLUS_6 },
    quick: ['static-only', true, 'decided'],
    full: ['static-only', false, 'decided'],
  },
  {
    name: 'static-only dim4 edit +6 static points, total Δ −1.0 (judged parts −7: beyond the noise in Full)',
    over: { target: { dim: 'dim4' }, comparison: cmp(-1), statics: STATIC_PLUS_6 },
    quick: ['static-only', true, 'decided'],
    full: ['static-only', false, 'decided'],
  },
  {
    name: 'static-only dim4 edit +6 static points, total Δ +5.0 (judged parts −1, inside the noise)',
    over: { target: { dim: 'dim4' }, comparison: cmp(5), statics: STATIC_PLUS_6 },
    quick: ['static-only', true, 'decided'],
    full: ['static-only', true, 'decided'],
  },
  {
    name: 'static-only dim4 edit +3 static points hiding a judged fall of −4.5 (total Δ −1.5)',
    over: { target: { dim: 'dim4' }, comparison: cmp(-1.5), statics: { delta: 3, improved: true, touched: ['dim4'] } },
    quick: ['static-only', true, 'decided'],
    full: ['static-only', false, 'decided'],
  },
  {
    name: 'static-only dim1 edit whose static points did not rise, judged Δ +2.7',
    over: { target: { dim: 'dim1' }, comparison: cmp(2.7), statics: { delta: 0, improved: false, touched: [] } },
    quick: ['static-only', false, 'decided'],
    full: ['static-only', false, 'decided'],
  },
  {
    name: 'static-only edit whose judged score fell beyond the noise (−4): only Full can see it',
    over: { target: { dim: 'dim7a' }, comparison: cmp(-4), statics: STATIC_PLUS_6 },
    quick: ['static-only', true, 'decided'],
    full: ['static-only', false, 'decided'],
  },
  {
    name: 'Δ +4.8: beyond √2 × floor in Full; unmeasured in Quick → paired (keep)',
    over: { comparison: cmp(4.8), paired: PAIRED_KEEP },
    quick: ['paired', true, 'decided'],
    full: ['beyond-noise', true, 'decided'],
  },
  {
    name: 'Δ −4.8: beyond the noise, fell (Full); Quick asks the paired judges',
    over: { comparison: cmp(-4.8), paired: PAIRED_REVERT },
    quick: ['paired', false, 'decided'],
    full: ['beyond-noise', false, 'decided'],
  },
  {
    name: 'zero-effect dim8 edit at Δ +1.5 (> 1 × floor, ≤ √2 × floor): paired judges see no gain',
    over: { target: { dim: 'dim8' }, comparison: cmp(1.5), paired: PAIRED_REVERT },
    quick: ['paired', false, 'decided'],
    full: ['paired', false, 'decided'],
  },
  {
    name: 'inside the noise, the paired judges prefer the edit (even at Δ −1.2)',
    over: { comparison: cmp(-1.2), paired: PAIRED_KEEP },
    quick: ['paired', true, 'decided'],
    full: ['paired', true, 'decided'],
  },
  {
    name: 'inside the noise, paired judges cut by the budget (1 of 3 answered)',
    over: { comparison: cmp(1.2), paired: PAIRED_CUT },
    quick: ['paired', false, 'unmeasured'],
    full: ['paired', false, 'unmeasured'],
  },
  {
    name: 'paired judges off, Δ +1.2: inside a measured noise → not shown; unmeasured → not measured',
    over: { comparison: cmp(1.2), pairedJudges: 0 },
    quick: ['no-paired', false, 'unmeasured'],
    full: ['no-paired', false, 'decided'],
  },
  {
    name: 'paired judges off, Δ +0.7 from one Quick judging is never kept',
    over: { comparison: cmp(0.7), pairedJudges: 0 },
    quick: ['no-paired', false, 'unmeasured'],
    full: ['no-paired', false, 'decided'],
  },
];

for (const row of TABLE) {
  for (const mode of ['quick', 'full'] as const) {
    test(`table · ${mode} · ${row.name}`, () => {
      const i = inputs({ ...MODES[mode], ...row.over });
      const [rule, keep, cause] = row[mode];
      assert.equal(decidingRule(i), rule);
      assert.equal(needsPairedVerdict(i), rule === 'paired');
      const d = decideRound(i);
      assert.deepEqual([d.rule, d.keep, d.cause], [rule, keep, cause]);
      if (keep) assert.equal(d.reason, '');
      else assert.ok(d.reason.length > 0 && d.notes.at(-1) === d.reason, 'a revert says why, last');
    });
  }
}

test('the noise of a difference is √2 × the floor; the edge is inside, symmetric', () => {
  assert.equal(differenceNoise(1.1).toFixed(3), '1.556');
  const full = (delta: number) => decidingRule(inputs({ noise: 1.1, comparison: cmp(delta) }));
  assert.equal(full(1.55), 'paired');
  assert.equal(full(-1.55), 'paired');
  assert.equal(full(1.56), 'beyond-noise');
  assert.equal(full(-1.56), 'beyond-noise');
  // Today's rule kept at Δ > 1 × floor: +1.2 with a floor of 1.1 is inside the noise of a difference.
  assert.equal(full(1.2), 'paired');
});

test('a measured floor of 0 is a measurement: Δ 0 is inside it (paired), any rise beyond it keeps', () => {
  assert.equal(decidingRule(inputs({ noise: 0, comparison: cmp(0) })), 'paired');
  assert.equal(decideRound(inputs({ noise: 0, comparison: cmp(0.1) })).keep, true);
});

test('an unmeasured noise is never zero: every judged change without a floor asks the paired judges, and refuses to decide without them', () => {
  for (const delta of [0.7, 6, -2.1]) assert.equal(needsPairedVerdict(inputs({ comparison: cmp(delta) })), true);
  assert.throws(() => decideRound(inputs()), /paired judges/);
});

test('notes: Δ beside the floor and the noise of a difference; without a floor, "noise not measured"', () => {
  const full = decideRound(inputs({ noise: 1.1, comparison: cmp(4.8) }));
  assert.deepEqual(full.notes, ['add a failure-handling section', 'Δ +4.8 (noise ±1.1; of a difference ±1.6)']);
  const quick = decideRound(inputs({ comparison: cmp(0.7), paired: PAIRED_REVERT }));
  assert.deepEqual(quick.notes, [
    'add a failure-handling section',
    'Δ +0.7 (noise not measured)',
    `${PAIRED_REVERT.summary}: the paired judges did not confirm the edit (noise not measured) / 成对评委未确认改进（噪声未测）`,
  ]);
});

test('static-only: the row says the static points decided, and what they were', () => {
  const d = decideRound(inputs({ target: { dim: 'dim4' }, comparison: cmp(-2.1), statics: STATIC_PLUS_6 }));
  assert.deepEqual(d.notes, ['add a failure-handling section', 'Δ -2.1 (noise not measured)', 'static-only change: static +6 on dim4']);
  const fell = decideRound(inputs({ target: { dim: 'dim4' }, noise: 1.1, comparison: cmp(-4), statics: STATIC_PLUS_6 }));
  // The judged parts alone: total −4 less the static +6 inside it.
  assert.match(fell.reason, /^the judged score fell beyond the noise \(-10\): not a static-only change/);
  const flat = decideRound(inputs({ target: { dim: 'dim1' }, statics: { delta: 0, improved: false, touched: [] } }));
  assert.match(flat.reason, /^the static points it touched did not rise \(0\)/);
});

test('a judged edit to a half-static dimension (dim5) is not static-only: the paired judges decide', () => {
  assert.equal(decidingRule(inputs({ target: { dim: 'dim5' }, statics: { delta: 1, improved: true, touched: ['HASP'] } })), 'paired');
});

test('Phase 2.5 rewrite: never static-only, and with no paired judge it keeps only beyond the noise', () => {
  assert.equal(decideRound(inputs({ target: { dim: 'rewrite' }, noise: 1.1, pairedJudges: 0, comparison: cmp(4.8) })).keep, true);
  assert.equal(decideRound(inputs({ target: { dim: 'rewrite' }, noise: 1.1, pairedJudges: 0, comparison: cmp(1.2) })).keep, false);
});

test('a partial score names every part missing on either side, and is reverted before redline 3 and the noise', () => {
  const d = decideRound(
    inputs({
      noise: 1.1,
      comparison: cmp(9, { dropped: ['dim8'], outOf: 76 }),
      missing: { old: ['dim10'], new: ['dim8'] },
      rescored: { dim8AllDry: true, redline1: true },
    }),
  );
  assert.equal(d.rule, 'partial');
  assert.deepEqual(d.notes, [
    'add a failure-handling section',
    'compared on 76 common points (dim8 left out)',
    'redline_1_violation=true',
    'partial score (dim10,dim8 not measured on both sides): a partial score never justifies a keep / 评分不完整，不能作为保留依据',
  ]);
  assert.deepEqual(d.tell, []);
});

test('Δ below 0.05 beyond a zero floor is drift: reverted, told with its sign', () => {
  const d = decideRound(inputs({ judged: false, comparison: cmp(0, { newTotal: 60.04 }) }));
  assert.equal(d.reason, 'Δ 0 < 0.05: not an improvement / 不算真正提升');
  assert.deepEqual(
    d.tell.map((t) => [t.kind, t.code, t.data]),
    [['exception', 'score-drift', { signedChange: '+0.04', change: '0.04' }]],
  );
});

test('a score that fell beyond the noise is reverted without a drift notice', () => {
  const d = decideRound(inputs({ noise: 1.1, comparison: cmp(-4.8) }));
  assert.equal(d.reason, 'score fell -4.8 / 分数下降');
  assert.deepEqual(d.tell, []);
});

test("redline 3 is told; MUSE's reason is recorded as given", () => {
  const r3 = decideRound(inputs({ rescored: { dim8AllDry: true, redline1: false } }));
  assert.deepEqual(
    r3.tell.map((t) => [t.kind, t.code, t.message]),
    [['redline', 'redline-3-all-dry-run', 'redline3Round']],
  );
  const muse = decideRound(inputs({ muse: { broken: ['rule_1'], reason: 'MUSE: the edit breaks must/forbid case(s) rule_1' } }));
  assert.equal(muse.reason, 'MUSE: the edit breaks must/forbid case(s) rule_1');
});

test('runtime-gate repair: reverted when the gate passes but the score fell', () => {
  const d = decideRound(inputs({ target: { dim: 'dim6', gate: 'runtime' }, judged: false, comparison: cmp(-1.5) }));
  assert.equal(d.reason, 'score fell -1.5');
  assert.deepEqual(decideRound(inputs({ target: { dim: 'dim6', gate: 'runtime' }, judged: false, comparison: cmp(0) })).notes, [
    'add a failure-handling section',
    '[runtime_gate: pass]',
  ]);
});
