/** distill/repeated-description (src/core/modules/distill/repeated-description.ts): the same sentence stated twice (P3). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { normalise, rule, sentences } from '../../../../src/core/modules/distill/repeated-description.ts';

const FM = [
  '---',
  'name: demo-skill',
  'description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".',
  '---',
  '',
];

test('distill/repeated-description: the examples of docs/rules/distill/repeated-description.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            ...FM,
            '# Demo skill',
            '',
            '## Workflow',
            '',
            '1. List the merged pull requests since the last tag.',
            '2. Write one line per change, in the past tense.',
            '',
            '## Checks',
            '',
            '- Every line names its pull request number.',
            '',
          ].join('\n'),
        },
      },
      // Short sentences ("See below.") repeat freely.
      { folder: 'demo-skill', files: { 'SKILL.md': [...FM, '# Demo skill', '', 'See below.', '', 'See below.', ''].join('\n') } },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            ...FM,
            '# Demo skill',
            '',
            '## Workflow',
            '',
            '1. List the merged pull requests since the last tag.',
            '2. Write one line per change, in the past tense.',
            '',
            '## Checks',
            '',
            '- Write **one line per change**, in the past tense.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 15, column: 1, messageId: 'repeated', severity: 'info' }],
      },
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': [...FM, '# Demo skill', '', 'Drafts release notes from merged pull requests.', ''].join('\n') },
        errors: [{ line: 8, messageId: 'description' }],
      },
    ],
  });
});

test('distill/repeated-description: sentences split on English and Chinese punctuation, compared without case or marks', () => {
  assert.deepEqual(sentences('先运行脚本检查输入文件。然后再生成报告文件！Done. Next'), ['先运行脚本检查输入文件。', '然后再生成报告文件！', 'Done.', 'Next']);
  assert.equal(normalise('Write **one** line, per change.'), normalise('write one line per change'));
  ruleTester.run(rule, {
    valid: [],
    invalid: [
      {
        files: {
          'SKILL.md': [...FM, '# 演示', '', '生成报告之前必须先检查输入文件是否存在。', '', '注意：生成报告之前必须先检查输入文件是否存在。', ''].join('\n'),
        },
        errors: [{ line: 10, messageId: 'repeated' }],
      },
    ],
  });
});
