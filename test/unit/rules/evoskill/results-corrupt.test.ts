/** evoskill/results-corrupt (src/core/modules/evoskill/results-corrupt.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/evoskill/oscillation.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester, type TesterCase } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/evoskill/results-corrupt.ts';
import { buildSkillDocument, skillFromTexts } from '../../../../src/core/skill/document.ts';
import { RESULTS_HEADER, resultsRowsOf } from '../../../../src/core/formats/results.ts';
import { rules } from '../../../../src/core/modules/evoskill/index.ts';
import { textInfo } from '../../../../src/core/skill/text.ts';
import { at, FM, run, skill } from '../../modules/hasp/helpers.ts';

/** The case with its results.tsv read as the history, as a scan of the folder reads it. */
function withResults<T extends TesterCase>(c: T): T {
  return { ...c, results: resultsRowsOf(skillFromTexts(c.folder ?? 'demo', c.files).files) };
}

/** The seed v3 example, plus a dim5 that went up, down, up. */
const SEED = [
  RESULTS_HEADER,
  '2026-06-11T10:00\tbaseline\tluban-slides\t0\t-\t78\tbaseline\t-\t-\t初始评估\tfull_test\t2',
  '2026-06-11T10:05\ta1b2c3d\tluban-slides\t1\t78\t84\tkeep\tdim3\t+6\t补充 fallback 三段式\tfull_test\t2',
  '2026-06-11T10:10\tb2c3d4e\tluban-slides\t2\t84\t82\trevert\tdim5\t-2\t过度细化，回滚\tdry_run\t1',
].join('\n');

test('evoskill/results-corrupt: the examples of docs/rules/evoskill/results-corrupt.md (bad → invalid, good → valid)', () => {
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
          'results.tsv': ['round,score,status', '1,78,keep', '2,81,keep', ''].join('\n'),
        },
        errors: [
          { line: 1, column: 1, messageId: 'corrupt', file: 'results.tsv' },
          { line: 2, column: 1, messageId: 'corrupt', file: 'results.tsv' },
          { line: 3, column: 1, messageId: 'corrupt', file: 'results.tsv' },
        ],
      }),
    ],
  });
});

test('evoskill/results-corrupt reports each bad line; a clean file reports nothing', () => {
  assert.deepEqual(run(skill('# Demo\n', { 'results.tsv': SEED + '\n' }), rules), []);
  const bad = `${SEED}\nthis line has no tabs\n2026\tx\ty\n`;
  const findings = run(skill('# Demo\n', { 'results.tsv': bad }), rules).filter((f) => f.ruleId === 'evoskill/results-corrupt');
  assert.deepEqual(
    findings.map((f) => `${at(f)} ${f.data?.detail}`),
    ['5:1 1 column instead of 12', '6:1 3 columns instead of 12'],
  );
  assert.match(findings[0].message, /Expected columns: timestamp commit skill round old_score new_score status dim_changed delta note eval_mode judge_count/);
});

test('evoskill/results-corrupt: a binary results.tsv is reported at line 1', () => {
  const doc = buildSkillDocument('demo', [
    { path: 'SKILL.md', size: 10, text: textInfo(FM + '# Demo\n') },
    { path: 'results.tsv', size: 10, unreadable: 'binary', unreadableDetail: 'contains NUL bytes' },
  ]);
  const findings = run(doc, rules);
  assert.deepEqual(
    findings.map((f) => `${f.ruleId} ${f.file} ${at(f)} ${f.data?.detail}`),
    ['evoskill/results-corrupt results.tsv 1:1 binary'],
  );
});
