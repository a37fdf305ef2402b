import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changedChars, changedLines, checkEditBudget, unifiedDiff } from '../../../src/core/edits/edit-budget.ts';
import { fullToQuick, historicalBaseline, maxRoundsFor, modeGateway, quickToFull, roiSkip } from '../../../src/core/workflows/loop/mode.ts';
import { cardSnapshot, compareSnapshots, formatDelta, staticSnapshot, type Snapshot } from '../../../src/core/workflows/loop/scoring.ts';
import type { Scorecard } from '../../../src/core/scoring/scorecard/types.ts';
import { multiDimViolation, selfCheck, signals } from '../../../src/core/workflows/loop/signals.ts';
import { rankTargets } from '../../../src/core/workflows/loop/strategy.ts';
import { dim8Ceiling } from '../../../src/core/scoring/judge/dim8-math.ts';
import { checkProposal } from '../../../src/core/workflows/loop/blacklist.ts';
import { applyReplyEdits } from '../../../src/core/workflows/loop/model-edit.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import type { ResultsRow } from '../../../src/core/rules/types.ts';

const judged = (score: string, note: string): ResultsRow => row({ status: 'baseline', new_score: score, note, eval_mode: 'full_test', judge_count: '2' });
const row = (over: Partial<ResultsRow>): ResultsRow => ({
  timestamp: 't',
  commit: 'c',
  skill: 's',
  round: '1',
  old_score: '-',
  new_score: '-',
  status: 'keep',
  dim_changed: '-',
  delta: '-',
  note: '',
  eval_mode: 'static',
  judge_count: '0',
  ...over,
});

test('10% character budget (edit distance of the changed middle) and the 150% size cap', () => {
  assert.equal(changedChars('abcdef', 'abXdef'), 1);
  assert.equal(changedChars('abc', 'abc-inserted'), 9);
  const base = 'x'.repeat(100);
  assert.equal(checkEditBudget(base, base.replace('xxxxxxxxxx', 'yyyyyyyyyy'), base).ok, true);
  const over = checkEditBudget(base, base.replace('xxxxxxxxxxx', 'yyyyyyyyyyy'), base);
  assert.equal(over.overBudget, true);
  assert.equal(over.changed, 11);
  assert.equal(over.limit, 10);
  const grown = checkEditBudget('x'.repeat(140), 'x'.repeat(151), base);
  assert.equal(grown.overSize, true);
  assert.equal(grown.cap, 150);
});

test('changed lines and the diff shown at checkpoints', () => {
  assert.equal(changedLines('a\nb\nc', 'a\nB\nc'), 'L2');
  assert.equal(changedLines('a\nb\nc', 'a\nb\nx\ny\nc'), 'L3-L4');
  assert.equal(unifiedDiff('a\nb\nc\nd', 'a\nb\nX\nd'), '--- a/SKILL.md\n+++ b/SKILL.md\n@@ -1,4 +1,4 @@\n a\n b\n-c\n+X\n d\n');
  assert.equal(unifiedDiff('same', 'same'), '');
});

test('mode gateway: the seed pseudo-code in order', () => {
  assert.equal(modeGateway({ pinned: 'quick', intent: '完整优化', history: [] }).mode, 'quick');
  assert.equal(modeGateway({ intent: '帮我深度优化', history: [] }).mode, 'full');
  assert.equal(modeGateway({ intent: 'a production-grade pass', history: [] }).mode, 'full');
  // Only a complete judged baseline is read (docs/features.md D9): 36.8 of 76 judged → 48 % < 70 → Full.
  assert.equal(modeGateway({ history: [judged('36.8', 'out_of=76')] }).mode, 'full');
  assert.equal(historicalBaseline([judged('80', 'out_of=100')]), 80);
  // A static view, a partial score or a dead model's row decides nothing.
  assert.equal(historicalBaseline([row({ status: 'baseline', new_score: '18', note: 'static 18/37' })]), undefined);
  assert.equal(modeGateway({ history: [row({ status: 'baseline', new_score: '18', note: 'static 18/37' })] }).mode, 'quick');
  assert.equal(modeGateway({ history: [judged('30', 'partial: dim10 not measured; out_of=100')] }).mode, 'quick');
  assert.equal(
    modeGateway({ history: [row({ status: 'error', new_score: '-', note: 'not scored: the model did not answer', eval_mode: 'static' })] }).mode,
    'quick',
  );
  // A revert for a missing measurement is no sign of regression.
  assert.equal(
    modeGateway({ history: [judged('80', 'out_of=100'), row({ status: 'revert', note: 'x; [not measured: recorded here only, not a rejected edit]' })] }).mode,
    'quick',
  );
  assert.equal(modeGateway({ history: [judged('80', 'out_of=100'), row({ status: 'revert' })] }).mode, 'full');
  assert.equal(modeGateway({ history: [judged('80', 'out_of=100'), row({ delta: '+6' }), row({ delta: '+5.5' })] }).mode, 'full');
  assert.equal(modeGateway({ intent: '看看', history: [judged('80', 'out_of=100'), row({ delta: '+6' })] }).mode, 'quick');
  assert.equal(modeGateway({ history: [] }).mode, 'quick');
  assert.equal(maxRoundsFor('quick'), 3);
  assert.equal(maxRoundsFor('full'), 5);
});

test('Quick ↔ Full switching and the ROI skip', () => {
  assert.equal(quickToFull(5), false);
  assert.equal(quickToFull(5.1), true);
  assert.equal(fullToQuick([1, 2]), false);
  assert.equal(fullToQuick([5, 1, 2, 2.9]), true);
  assert.equal(fullToQuick([1, 3, 2]), false);
  assert.equal(roiSkip(85, { dim1: 10, dim4: 7 }), true);
  assert.equal(roiSkip(84.9, { dim1: 10 }), false);
  assert.equal(roiSkip(90, { dim1: 10, dim4: 6.9 }), false);
});

test('weakest dimension: P0 gate first, then (10 − score) × weight within P1–P3', () => {
  const gate = rankTargets({ dims: { dim1: 10, dim4: 0, dim5: 0 }, runtimeGate: 'fail', openP0: 0 });
  assert.deepEqual(
    gate.map((c) => [c.dim, c.gate]),
    [
      ['dim6', 'runtime'],
      ['dim4', undefined],
      ['dim5', undefined],
    ],
  );
  const r = rankTargets({
    dims: { dim1: 0, dim2: 5, dim3: 4, dim4: 5, dim5: 0, dim6: 3.33, dim7a: 10, dim7b: 0, dim8: 8, dim9: 0, dim10: 10 },
    runtimeGate: 'pass',
    openP0: 0,
  });
  // P1: dim3 (6×12=72) > dim1 (70) > dim2 (60) > dim4 (30); P2: dim5 (170) > dim6 (26.7); P3: dim7b (60) > dim9 (60, later)
  assert.deepEqual(
    r.map((c) => c.dim),
    ['dim3', 'dim1', 'dim2', 'dim4', 'dim5', 'dim6', 'dim7b', 'dim9'],
  );
  const p0 = rankTargets({ dims: { dim8: 5, dim10: 5 }, runtimeGate: 'pass', openP0: 1 });
  assert.deepEqual(
    p0.map((c) => [c.dim, c.level, c.gate]),
    [
      ['dim10', 'P0', 'review-p0'],
      ['dim8', 'P0', undefined],
    ],
  );
});

test('single-dimension signals: a soft word added by a dim3 edit is another dimension; dim2/3/4 are one cluster', () => {
  const text = (body: string) =>
    scanDocument(
      skillFromTexts('/x/demo', {
        'SKILL.md': `---\nname: demo\ndescription: Does X. Use when the user says "do x".\n---\n\n# Demo\n\n## Workflow\n\n1. Do it.\n${body}`,
      }),
    );
  const a = text('');
  const b = text('\nIf it fails, you should retry.\n');
  const c = text('\n🛑 STOP: confirm first.\n');
  assert.deepEqual(multiDimViolation('dim3', signals(a), signals(b)), ['dim5']);
  assert.deepEqual(multiDimViolation('dim3', signals(a), signals(c)), []);
  assert.deepEqual(multiDimViolation('dim5', signals(a), signals(c)), ['dim4']);
  assert.deepEqual(
    selfCheck(c, a).map((f) => f.dim),
    ['dim4'],
  );
  assert.deepEqual(selfCheck(a, c), []);
});

test('score comparison: common parts only, strictly ≥ 0.05 (drift is not an improvement)', () => {
  const snap = (parts: Record<string, [number, number]>): Snapshot => ({
    total: 0,
    outOf: 0,
    parts: Object.fromEntries(Object.entries(parts).map(([k, [p, o]]) => [k, { points: p, outOf: o }])),
    dims: {},
    evalMode: 'static',
    judgeCount: 0,
    dim8AllDry: false,
    redline1: false,
    openP0: 0,
    consumerBlocked: false,
    judgeFailures: [],
    missing: [],
    judgedParts: 0,
  });
  const drift = compareSnapshots(snap({ dim1: [7, 7], dim5: [1.2, 3] }), snap({ dim1: [7, 7], dim5: [1.24, 3] }));
  assert.equal(drift.improved, false);
  assert.equal(drift.delta, 0);
  const real = compareSnapshots(snap({ dim1: [7, 7], dim5: [1.2, 3] }), snap({ dim1: [7, 7], dim5: [1.8, 3] }));
  assert.equal(real.improved, true);
  assert.equal(real.delta, 0.6);
  const moved = compareSnapshots(snap({ dim1: [7, 7], dim9: [0, 6] }), snap({ dim1: [7, 7] }));
  assert.deepEqual(moved.dropped, ['dim9']);
  assert.equal(moved.outOf, 7);
  assert.equal(formatDelta(6), '+6');
  assert.equal(formatDelta(-2), '-2');
  assert.equal(formatDelta(0), '0');
  const s = staticSnapshot({ dims: { dim1: 10, dim4: 0, dim7a: 4, dim9a: false }, subscores: { SkillOps: 3, HASP: 0, Distill: 0, Sentinel: 2 } }, 'quick');
  // The static view (docs/features.md C3a) in either mode: Sentinel's 2 of 2, not Quick's dim10 4 of 4 — what the editor shows.
  assert.equal(s.total, 16);
  assert.equal(s.outOf, 35);
  assert.equal(s.dims.dim10, 10, 'Quick still treats dim10 as full when choosing targets');
});

test('blacklist #3 (padding) and #5 (another dimension); reply edits must be exact and unique', () => {
  const before = 'line one is long enough\nsecond line\n';
  assert.deepEqual(
    checkProposal({ target: 'dim3', declared: 'dim3', before, after: before + 'line one is long enough\n' }).map((h) => h.n),
    [3],
  );
  assert.deepEqual(
    checkProposal({ target: 'dim3', declared: 'dim5', before, after: before }).map((h) => h.n),
    [5],
  );
  assert.deepEqual(applyReplyEdits('a b a', [{ old: 'a', new: 'x' }]), { error: 'edits[0].old occurs more than once in SKILL.md (quote more context)' });
  assert.deepEqual(
    applyReplyEdits('a b c', [
      { old: 'b', new: 'B' },
      { old: 'c', new: 'C' },
    ]),
    { text: 'a B C' },
  );
  assert.match((applyReplyEdits('abc', [{ old: 'zz', new: '' }]) as { error: string }).error, /does not occur/);
});

test('judge_count is the rubric judges, not the review roles: a Full card with 2 judges per dim and a 5-role review counts 2', () => {
  const dim = (judgeCount: number, value: number | null = 7) => ({
    value,
    evalMode: 'full_test' as const,
    judgeCount,
    tags: [],
    points: value ?? 0,
    outOf: 10,
  });
  const card = {
    total: 70,
    outOf: 100,
    dims: { dim2: dim(2), dim3: dim(2), dim5: dim(1), dim8: dim(2), dim10: dim(5) },
    redline1Violation: false,
  } as unknown as Scorecard;
  const snap = cardSnapshot(card, { dims: { dim9a: true }, subscores: {} } as unknown as Parameters<typeof cardSnapshot>[1]);
  assert.equal(snap.judgeCount, 1, 'a dim one of whose two judges failed shows as 1');
  const full = { ...card, dims: { ...card.dims, dim5: dim(2) } } as unknown as Scorecard;
  assert.equal(cardSnapshot(full, { dims: { dim9a: true }, subscores: {} } as unknown as Parameters<typeof cardSnapshot>[1]).judgeCount, 2);
});

test("dim8's room is measured against what its evaluation kinds can give: a Quick dim8 of 5.5 (ceiling ≈ 7.0) is no P0 and not first (issue 10 item 6)", () => {
  const dims = { dim1: 10, dim2: 6, dim3: 6, dim4: 10, dim5: 6, dim6: 7, dim7a: 10, dim7b: 8, dim8: 5.5, dim9: 6, dim10: 10 };
  const quickCeiling = dim8Ceiling(['full_test', 'dry_run', 'dry_run']);
  assert.ok(Math.abs(quickCeiling - 7.0333) < 1e-3);
  const quick = rankTargets({ dims, runtimeGate: 'pass', openP0: 0, dim8Ceiling: quickCeiling });
  assert.notEqual(quick[0].dim, 'dim8');
  // 5.5 of 7.03 is 7.8 on its scale: above the P0 mark, so dim8 is no target here.
  assert.equal(
    quick.find((c) => c.dim === 'dim8'),
    undefined,
  );
  // Below the mark on its scale (4 of 7.03 = 5.7) it is a P0 item, with the room the dry runs allow.
  const low = rankTargets({ dims: { ...dims, dim8: 4 }, runtimeGate: 'pass', openP0: 0, dim8Ceiling: quickCeiling }).find((c) => c.dim === 'dim8')!;
  assert.equal(low.level, 'P0');
  assert.ok(Math.abs(low.depth - (quickCeiling - 4) * 20) < 1e-9);
  // The same 5.5 from full tests (ceiling 10) is a P0 item, first.
  const full = rankTargets({ dims, runtimeGate: 'pass', openP0: 0 });
  assert.deepEqual([full[0].dim, full[0].level], ['dim8', 'P0']);
  // At its ceiling there is no room left.
  assert.equal(
    rankTargets({ dims: { ...dims, dim8: quickCeiling }, runtimeGate: 'pass', openP0: 0, dim8Ceiling: quickCeiling }).some((c) => c.dim === 'dim8'),
    false,
  );
});
