// The optimiser's text report (issue 10 item 6): every score and Δ prints one decimal (docs/features.md C1),
// never binary noise such as 6.470588235294117.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reportText } from '../../../src/cli/commands/optimize.ts';
import type { OptimizeReport, SkillOutcome } from '../../../src/core/workflows/loop/types.ts';

function outcome(extra: Partial<SkillOutcome>): SkillOutcome {
  return {
    skill: 'demo',
    dir: '/x/demo',
    status: 'optimised',
    before: null,
    after: null,
    outOf: null,
    rounds: 3,
    kept: 1,
    reverted: 2,
    keptDims: ['dim5'],
    evalMode: 'dry_run',
    ...extra,
  };
}

function report(skills: SkillOutcome[], byDimension: OptimizeReport['byDimension']): OptimizeReport {
  return {
    mode: 'quick',
    skills,
    health: {
      rounds: 3,
      reverts: 2,
      revertRate: 2 / 3,
      dryRunRatio: 1,
      sameContextViolations: 0,
      oscillationAlerts: [],
      degradedStreak: 0,
      modelCalls: 21,
      pairedKept: 0,
      pairedReverted: 0,
    },
    byDimension,
    files: [],
    notices: [],
  };
}

test('scores, Δ and per-dimension gains print one decimal', () => {
  const r = report(
    [
      outcome({ before: 65.68000000000001, after: 71.33999999999999, outOf: 100 }),
      outcome({ skill: 'other', before: 70.04, after: 69.96000000000001, outOf: 94 }),
    ],
    {
      dim5: { kept: 1, delta: 3.2000000000000455 },
      dim3: { kept: 0, delta: -0.6470588235294117 },
    },
  );
  for (const locale of ['en', 'zh-CN'] as const) {
    const text = reportText(r, locale);
    assert.doesNotMatch(text, /\d\.\d{2,}/, text);
    assert.match(text, /^demo\t65\.7\t71\.3\t\+5\.7\toptimised\tdim5\t\(\/100, dry_run\)\t/m);
    assert.match(text, /^other\t70\t70\t-0\.1\t/m);
    assert.match(text, /^ {2}dim5: 1 kept, \+3\.2$/m);
    assert.match(text, /^ {2}dim3: 0 kept, -0\.6$/m);
  }
});

test('a Δ that rounds to zero prints 0, without a sign', () => {
  const text = reportText(report([outcome({ before: 80, after: 80.04, outOf: 100 })], { dim2: { kept: 1, delta: 0.04 } }), 'en');
  assert.match(text, /^demo\t80\t80\t0\t/m);
  assert.match(text, /^ {2}dim2: 1 kept, 0$/m);
});

test('a judged score shows its spread: ± the noise floor and Δ ± √2 × floor; unknown without a floor (issue 26 item 4)', () => {
  const measured = reportText(report([outcome({ before: 61.9, after: 64.6, outOf: 100, evalMode: 'full_test', noise: 1.1 })], {}), 'en');
  assert.match(measured, /^demo\t61\.9\t64\.6\t\+2\.7\toptimised\tdim5\t\(\/100, full_test\)\tscore ± 1\.1, Δ ± 1\.6 /m);
  const zh = reportText(report([outcome({ before: 61.9, after: 64.6, outOf: 100, evalMode: 'full_test', noise: 1.1 })], {}), 'zh-CN');
  assert.match(zh, /分数 ± 1\.1，Δ ± 1\.6/);
  const unknown = reportText(report([outcome({ before: 61.9, after: 64.6, outOf: 100, evalMode: 'dry_run' })], {}), 'en');
  assert.match(unknown, /\tspread unknown \(no noise floor measured\)$/m);
  // A static run has no judge noise: nothing is added.
  const statics = reportText(report([outcome({ before: 20, after: 26, outOf: 29, evalMode: 'static' })], {}), 'en');
  assert.match(statics, /^demo\t20\t26\t\+6\toptimised\tdim5\t\(\/29, static\)$/m);
});
