/** distill/long-paragraph (src/core/modules/distill/long-paragraph.ts): paragraphs over 200 characters, counted as the seed counts them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/distill/long-paragraph.ts';
import { paragraphs, seedChars } from '../../../../src/core/modules/distill/paragraphs.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';

const FM = [
  '---',
  'name: demo-skill',
  'description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".',
  '---',
  '',
];
const LONG =
  'List the merged pull requests since the last tag with the GitHub CLI, then read each description and its labels, group the changes by label into features, fixes and internal work, drop the internal work unless the user asks for it, and write one line per change in the past tense.';

test('distill/long-paragraph: the examples of docs/rules/distill/long-paragraph.md (bad → invalid, good → valid)', () => {
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
            '1. List the merged pull requests since the last tag (`gh pr list --state merged`).',
            '2. Group the changes by label: features, fixes, internal.',
            '3. Write one line per change, in the past tense.',
            '',
          ].join('\n'),
        },
      },
      // Code blocks and tables are not paragraphs, however long.
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': [...FM, '# Demo skill', '', '```text', LONG, '```', '', `| step | what |`, '|---|---|', `| 1 | ${LONG} |`, ''].join('\n') },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': [...FM, '# Demo skill', '', '## Workflow', '', LONG, ''].join('\n') },
        errors: [{ line: 10, column: 1, messageId: 'long', severity: 'info' }],
      },
    ],
  });
});

test('distill/long-paragraph: a CJK character counts one, as the seed counts; 200 is allowed, 201 is not', () => {
  assert.equal(seedChars('中文  字符'), 5);
  const at = (n: number) => skillFromTexts('demo', { 'SKILL.md': [...FM, '# Demo', '', '字'.repeat(n), ''].join('\n') });
  assert.deepEqual(
    paragraphs(at(201)).map((p) => p.chars),
    [201],
  );
  const run = (n: number) =>
    ruleTester.run(rule, {
      valid: n <= 200 ? [{ files: { 'SKILL.md': [...FM, '# Demo', '', '字'.repeat(n), ''].join('\n') } }] : [],
      invalid: n > 200 ? [{ files: { 'SKILL.md': [...FM, '# Demo', '', '字'.repeat(n), ''].join('\n') }, errors: [{ line: 8, messageId: 'long' }] }] : [],
    });
  run(200);
  run(201);
});
