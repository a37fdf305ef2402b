/**
 * The optimisation report lists every file the run wrote (docs/features.md H9): the loop's own list,
 * the `.bak` backups of the file ratchet (read from the rounds' `bak:` refs) and the
 * saved report itself; dims carry their plain names.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { OptimizeReport, RoundResult } from '../../../src/core/workflows/loop/types.ts';
import { backupFilesOf, renderOptimizeReport } from '../../../src/extension/optimize/report.ts';

const round = (n: number, commit: string, status: RoundResult['status'] = 'keep'): RoundResult => ({
  skill: 'demo',
  round: n,
  status,
  dim: 'dim4',
  oldScore: 10,
  newScore: 12,
  delta: 2,
  outOf: 29,
  evalMode: 'static',
  judgeCount: 0,
  note: '-',
  commit,
  calls: 0,
});

const report: OptimizeReport = {
  mode: 'quick',
  skills: [
    { skill: 'demo', before: 10, after: 12, outOf: 29, status: 'improved', evalMode: 'static', rounds: 2, kept: 1, reverted: 1, keptDims: ['dim4'] },
  ] as unknown as OptimizeReport['skills'],
  health: {
    rounds: 2,
    reverts: 1,
    revertRate: 0.5,
    dryRunRatio: 0,
    sameContextViolations: 0,
    oscillationAlerts: [],
    degradedStreak: 0,
    modelCalls: 0,
    pairedKept: 0,
    pairedReverted: 0,
  } as OptimizeReport['health'],
  notices: [],
  byDimension: { dim4: { kept: 1, delta: 2 } },
  files: ['/ws/demo/results.tsv', '/ws/demo/SKILL.md'],
} as unknown as OptimizeReport;

test('backupFilesOf: each bak: ref is a file beside the skill, once; git commits and "-" are not files', () => {
  const rounds = [
    round(0, '-', 'baseline'),
    round(1, 'bak:SKILL.md.bak.20261201-1130'),
    round(2, 'bak:SKILL.md.bak.20261201-1130-2', 'revert'),
    round(3, 'bak:SKILL.md.bak.20261201-1130'),
    round(4, '0123abcd'),
  ];
  assert.deepEqual(
    backupFilesOf(rounds, (s) => (s === 'demo' ? '/ws/demo' : undefined)),
    [path.join('/ws/demo', 'SKILL.md.bak.20261201-1130'), path.join('/ws/demo', 'SKILL.md.bak.20261201-1130-2')],
  );
  assert.deepEqual(
    backupFilesOf(rounds, () => undefined),
    [],
    'a skill of unknown folder: nothing guessed',
  );
});

test('"Files written" lists the loop\'s files, the backups and the report, sorted, once each', () => {
  const extra = ['/ws/demo/SKILL.md.bak.20261201-1130', '/ws/demo/.luban/reports/optimisation-20261201-1131.md', '/ws/demo/results.tsv'];
  const md = renderOptimizeReport({ report, rounds: [round(1, 'bak:SKILL.md.bak.20261201-1130')], locale: 'en', extraFiles: extra });
  const files = md
    .slice(md.indexOf('## Files written'))
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(3, -1));
  assert.deepEqual(files, [
    '/ws/demo/.luban/reports/optimisation-20261201-1131.md',
    '/ws/demo/SKILL.md',
    '/ws/demo/SKILL.md.bak.20261201-1130',
    '/ws/demo/results.tsv',
  ]);
  assert.match(md, /^- dim4 · Checkpoint design: 1 kept, \+2$/m);
  assert.match(md, /\| demo \| 1 \| keep \| dim4 · Checkpoint design \|/);
  assert.match(renderOptimizeReport({ report, rounds: [], locale: 'zh-CN' }), /^- dim4 · 检查点设计：?/m);
});

test("the model calls are one number in the report: the header and the health line both say the budget's count", () => {
  const withCalls = { ...report, health: { ...report.health, modelCalls: 23 } } as OptimizeReport;
  const md = renderOptimizeReport({ report: withCalls, rounds: [], model: 'openai/gpt-x', tokens: { input: 900, output: 80, estimated: false }, locale: 'en' });
  const header = md.match(/^- Model: openai\/gpt-x · (\d+) calls · /m);
  const health = md.match(/· model calls (\d+)$/m);
  assert.ok(header && health, md);
  assert.deepEqual([header[1], health[1]], ['23', '23']);
});
