import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  atPrecision,
  decimalsFor,
  dimSpread,
  pooledJudgeSd,
  roundSpread,
  spreadText,
  totalSpread,
  type SpreadDim,
} from '../../../src/core/scoring/scorecard/spread.ts';
import { buildScorecard } from '../../../src/core/scoring/scorecard/build.ts';
import { toScorecardJson, toScorecardText } from '../../../src/core/scoring/scorecard/format.ts';
import type { Evaluation, JudgedValue } from '../../../src/core/scoring/judge/types.ts';

describe('one dimension: the judges, their sd, range and disagreement', () => {
  const table: Array<[number[], { sd: number | null; range: number | null; disagree: boolean }]> = [
    [[2, 5], { sd: 2.12, range: 3, disagree: true }],
    [[7, 7], { sd: 0, range: 0, disagree: false }],
    [[6, 8], { sd: 1.41, range: 2, disagree: false }],
    [[3, 5, 9], { sd: 3.06, range: 6, disagree: true }],
    [[6], { sd: null, range: null, disagree: false }],
  ];
  for (const [judges, want] of table) {
    it(`${judges.join(', ')} → sd ${want.sd}, range ${want.range}${want.disagree ? ', disagree' : ''}`, () => {
      const s = dimSpread(judges)!;
      assert.deepEqual(s.judges, judges);
      assert.equal(s.sd, want.sd);
      assert.equal(s.range, want.range);
      assert.equal(s.disagree, want.disagree);
      assert.equal(s.se, null, 'the ± waits for the card-wide pooled noise');
    });
  }
  it('no judge: no spread', () => assert.equal(dimSpread([]), undefined));
});

describe('pooled judge noise', () => {
  it('pools squared deviations over the panels with ≥ 2 judges', () => {
    // (2,5): SS 4.5, df 1; (7,7): SS 0, df 1; (6): no df → sqrt(4.5 / 2) = 1.5
    const p = pooledJudgeSd([[2, 5], [7, 7], [6]]);
    assert.equal(p.df, 2);
    assert.ok(Math.abs(p.sd! - 1.5) < 1e-12);
  });
  it('panels that agree exactly are never ±0: the one-point scale step (1/√12) is the least noise', () => {
    const p = pooledJudgeSd([
      [7, 7],
      [5, 5],
    ]);
    assert.equal(p.df, 2);
    assert.ok(Math.abs((p.sd ?? 0) - 1 / Math.sqrt(12)) < 1e-12);
  });
  it('no degree of freedom (one judge each): unknown', () => assert.deepEqual(pooledJudgeSd([[6], [7]]), { sd: null, df: 0 }));
});

describe('precision: the ± keeps 1 significant figure (2 when it starts with 1), the value its decimal', () => {
  const table: Array<[number, number, 0 | 1, string]> = [
    // ±        rounded  decimals  printed
    [2.12, 2, 0, '2'],
    [3.46, 3, 0, '3'],
    [1.5, 1.5, 1, '1.5'],
    [1.06, 1.1, 1, '1.1'],
    [0.35, 0.4, 1, '0.4'],
    [0.97, 1, 1, '1.0'],
    [12.3, 12, 0, '12'],
    [0.02, 0.1, 1, '0.1'],
  ];
  for (const [u, rounded, decimals, printed] of table) {
    it(`± ${u} → ${printed} (${decimals} decimals)`, () => {
      assert.equal(roundSpread(u), rounded);
      assert.equal(decimalsFor(u), decimals);
      assert.equal(spreadText(u, decimals), printed);
    });
  }
  it('an unknown ± keeps the recorded one decimal', () => assert.equal(decimalsFor(null), 1));
  it('the value follows: 68.94 ± 2.3 → "69", ± 1.5 → "68.9"', () => {
    assert.equal(atPrecision(68.94, decimalsFor(2.3)), '69');
    assert.equal(atPrecision(68.94, decimalsFor(1.5)), '68.9');
  });
});

describe('the total ±', () => {
  const judged = (value: number, judges: number[], extra: Partial<SpreadDim> = {}): SpreadDim => ({
    value,
    evalMode: 'full_test',
    judgeCount: judges.length,
    spread: dimSpread(judges),
    ...extra,
  });
  it('two judges on dim2 (2, 5) and dim3 (7, 7): pooled sd 1.5, each dim ± 1.5/√2, weights 1.2 in quadrature', () => {
    const dims = { dim1: { value: 9, evalMode: 'static', judgeCount: 0 }, dim2: judged(3.5, [2, 5]), dim3: judged(7, [7, 7]) };
    const t = totalSpread(dims)!;
    const se = 1.5 / Math.SQRT2;
    assert.equal(t.source, 'judges');
    assert.equal(t.df, 2);
    assert.equal(t.judgeSd, 1.5);
    assert.ok(Math.abs(t.sd! - Math.sqrt(2 * (1.2 * se) ** 2)) < 0.01);
    assert.deepEqual(t.unknown, []);
    assert.equal(t.atLeast, false);
    // the dim that agreed (7, 7) still carries the pooled ±, never ±0
    assert.equal(dims.dim3.spread!.se, 1.06);
  });
  it('a half-static dim moves the total only by its judged share: dim5 (HASP 3 of 17) by 14/10 per judge point', () => {
    const dims = { dim5: judged(8, [7, 9], { module: { of: 3 }, rubric: 8 }) };
    const t = totalSpread(dims)!;
    assert.ok(Math.abs(t.sd! - 1.4 * (Math.SQRT2 / Math.SQRT2)) < 0.01); // pooled sd √2, se √2/√2 = 1
  });
  it('a judged part without its judges (dim8) makes the ± a lower bound and is named', () => {
    const t = totalSpread({ dim2: judged(6, [5, 7]), dim8: { value: 6.5, evalMode: 'full_test', judgeCount: 2 } })!;
    assert.equal(t.atLeast, true);
    assert.deepEqual(t.unknown, ['dim8']);
  });
  it('one judge per dimension (Quick): the ± is unknown, not 0', () => {
    const t = totalSpread({ dim2: judged(6, [6]), dim3: judged(7, [7]) })!;
    assert.equal(t.sd, null);
    assert.equal(t.source, 'unknown');
    assert.equal(t.decimals, 1);
  });
  it('the measured noise floor wins over the propagation', () => {
    const t = totalSpread({ dim2: judged(6, [5, 7]) }, { noiseFloor: { sd: 1.1, judgings: 4 } })!;
    assert.equal(t.source, 'noise-floor');
    assert.equal(t.sd, 1.1);
    assert.equal(t.decimals, 1);
  });
  it('nothing judged: no spread at all', () => assert.equal(totalSpread({ dim1: { value: 9, evalMode: 'static', judgeCount: 0 } }), undefined));
});

describe('the scorecard carries and prints the spread', () => {
  const jv = (judges: number[]): JudgedValue => ({
    value: judges.length === 2 ? (judges[0] + judges[1]) / 2 : judges[0],
    judges,
    judgeCount: judges.length,
    evalMode: 'full_test',
    tags: [],
    evidence: [],
  });
  const ev: Evaluation = {
    mode: 'full',
    lang: 'en',
    independent: true,
    rubric: { dim2: jv([2, 5]), dim3: jv([7, 7]), dim5: jv([6, 8]), dim6: jv([5, 6]), dim7b: jv([7, 7]), dim9: jv([4, 5]) },
    dim8: { value: 6.5, beforeRedline: 6.5, evaluations: [], dryRunRatio: 0, judgeCount: 2, evalMode: 'full_test', tags: [], redline1Violation: false },
    orthogonality: [],
    testPrompts: { source: 'file', prompts: [] },
    artefacts: [],
    notes: [],
    review: {
      triggered: false,
      trigger: 'not triggered (dim8c ok)',
      roles: [],
      normalised: [],
      idMap: {},
      normalisedBy: 'none',
      openP0: 0,
      openP1: 0,
      openP2: 0,
      complete: true,
    },
  };
  const card = buildScorecard({
    skill: 'demo',
    scan: { dims: { dim1: 10, dim4: 5, dim7a: 4, dim9a: true }, subscores: { SkillOps: 2, HASP: 2.4, Distill: 0, Sentinel: 1.5 } },
    mode: 'full',
    evaluation: ev,
    usage: { calls: 1, inputTokens: 1, outputTokens: 1 },
    model: 'openai:m',
  });
  it('JSON: per-dim spread, totalSpread and the disagreement flag, the contract fields unchanged', () => {
    const j = toScorecardJson(card) as ReturnType<typeof toScorecardJson> & { totalSpread: { sd: number; unknown: string[] }; disagreement: string[] };
    assert.deepEqual((j.dims.dim2 as { spread?: unknown }).spread, { judges: [2, 5], sd: 2.12, range: 3, se: 0.79, disagree: true });
    assert.equal(j.dims.dim2.value, 3.5);
    assert.equal(j.dims.dim2.judgeCount, 2);
    assert.ok(j.dims.dim2.tags.includes('[judges disagree: 2 vs 5]'));
    assert.deepEqual(j.disagreement, ['dim2']);
    assert.ok(j.totalSpread.sd > 0);
    assert.deepEqual(j.totalSpread.unknown, ['dim8']);
    assert.equal(typeof j.total, 'number');
  });
  it('text: the judges beside the value, the total at the precision of its ±, and the notice', () => {
    const text = toScorecardText(card, 'en');
    assert.match(text, /dim2 .*3\.5 .*2 judges: 2, 5/);
    assert.match(text, /± \S+ at least: the judges' spread .* dim8 add a spread/);
    assert.match(text, /Judges disagree on dim2 \(2 vs 5\)/);
    const zh = toScorecardText(card, 'zh-CN');
    assert.match(zh, /评委在 dim2 \(2 vs 5\) 上分歧较大/);
  });
});
