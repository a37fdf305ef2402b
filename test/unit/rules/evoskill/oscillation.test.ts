/** evoskill/oscillation (src/core/modules/evoskill/oscillation.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/evoskill/oscillation.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester, type TesterCase } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/evoskill/oscillation.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { RESULTS_HEADER, resultsRowsOf } from '../../../../src/core/formats/results.ts';
import { rules } from '../../../../src/core/modules/evoskill/index.ts';
import type { ResultsRow } from '../../../../src/core/rules/types.ts';
import { at, run, skill } from '../../modules/hasp/helpers.ts';

/** The case with its results.tsv read as the history, as a scan of the folder reads it. */
function withResults<T extends TesterCase>(c: T): T {
  return { ...c, results: resultsRowsOf(skillFromTexts(c.folder ?? 'demo', c.files).files) };
}

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

const OSC = `${SEED}\n2026-06-11T10:15\tc3d4e5f\tluban-slides\t3\t84\t86\tkeep\tdim5\t+2\t补具体参数\tfull_test\t2\n`;

test('evoskill/oscillation: the examples of docs/rules/evoskill/oscillation.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      withResults({
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
          'results.tsv': [
            'timestamp\tcommit\tskill\tround\told_score\tnew_score\tstatus\tdim_changed\tdelta\tnote\teval_mode\tjudge_count',
            '2026-02-10T10:00\tbaseline\tdemo-skill\t0\t-\t78\tbaseline\t-\t-\tfirst evaluation\tfull_test\t2',
            '2026-02-10T10:05\ta1b2c3d\tdemo-skill\t1\t78\t81\tkeep\tdim5\t+3\tharden wording\tfull_test\t2',
            '2026-02-10T10:10\tb2c3d4e\tdemo-skill\t2\t81\t84\tkeep\tdim3\t+3\tadd fallbacks\tfull_test\t2',
            '',
          ].join('\n'),
        },
      }),
    ],
    invalid: [
      withResults({
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
          'results.tsv': [
            'timestamp\tcommit\tskill\tround\told_score\tnew_score\tstatus\tdim_changed\tdelta\tnote\teval_mode\tjudge_count',
            '2026-02-10T10:00\tbaseline\tdemo-skill\t0\t-\t78\tbaseline\t-\t-\tfirst evaluation\tfull_test\t2',
            '2026-02-10T10:05\ta1b2c3d\tdemo-skill\t1\t78\t81\tkeep\tdim5\t+3\tharden wording\tfull_test\t2',
            '2026-02-10T10:10\tb2c3d4e\tdemo-skill\t2\t81\t79\trevert\tdim5\t-2\ttoo rigid, reverted\tfull_test\t2',
            '2026-02-10T10:15\tc3d4e5f\tdemo-skill\t3\t81\t83\tkeep\tdim5\t+2\tharden wording again\tfull_test\t2',
            '',
          ].join('\n'),
        },
        errors: [{ line: 5, column: 1, messageId: 'oscillation', file: 'results.tsv' }],
      }),
    ],
  });
});

test('evoskill/oscillation reads results.tsv in the skill folder and points at the latest row', () => {
  const findings = run(skill('# Demo\n', { 'results.tsv': OSC }), rules);
  assert.deepEqual(
    findings.map((f) => `${f.ruleId} ${f.file} ${at(f)} ${f.range.end.column}`),
    [`evoskill/oscillation results.tsv 5:1 ${OSC.split('\n')[4].length + 1}`],
  );
  const f = findings[0];
  assert.equal(f.severity, 'warning');
  assert.equal(f.dimension, 'dim3');
  assert.equal(
    f.message,
    '[oscillation] dim5 went up and down over 2 rounds (r2 -2 revert → r3 +2 keep); the optimisation loop skips it unless you ask for it.',
  );
  assert.deepEqual(f.data, { dimension: 'dim5', flips: 1, rounds: 2, tag: 'oscillation' });
  const [zh] = run(skill('# Demo\n', { 'results.tsv': OSC }), rules, { locale: 'zh-CN' });
  assert.match(zh.message, /^\[oscillation\] dim5 在 2 轮中反复涨跌/);
});

test('evoskill/oscillation prefers ctx.results when the caller passes rows', () => {
  const rows = [row('1', 'keep', 'dim8', '+1'), row('2', 'revert', 'dim8', '-1')];
  const findings = run(skill('# Demo\n'), rules, { results: rows });
  assert.deepEqual(
    findings.map((f) => `${f.data?.dimension} ${at(f)}`),
    ['dim8 3:1'],
  );
  assert.deepEqual(run(skill('# Demo\n'), rules), []);
});
