/** skillops/name-reserved-word (src/core/modules/skillops/name-reserved-word.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/frontmatter.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as nameReserved, rule } from '../../../../src/core/modules/skillops/name-reserved-word.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const GOOD_DESC = 'description: Compresses images to WebP. Use when the user asks to "compress image" or "convert to webp".';

test('skillops/name-reserved-word: the examples of docs/rules/skillops/name-reserved-word.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'review-helper',
        profile: 'claude-code',
        files: {
          'SKILL.md': [
            '---',
            'name: review-helper',
            'description: Reviews a pull request diff. Use when the user asks for a code review of a pull request.',
            '---',
            '',
            '# Review helper',
            '',
            'Read the diff and list the problems you find, file by file.',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'claude-helper',
        profile: 'claude-code',
        files: {
          'SKILL.md': [
            '---',
            'name: claude-helper',
            'description: Reviews a pull request diff. Use when the user asks for a code review of a pull request.',
            '---',
            '',
            '# Review helper',
            '',
            'Read the diff and list the problems you find, file by file.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 2, column: 7, messageId: 'reserved' }],
      },
    ],
  });
});

test('name-reserved-word: info in the claude-code profile only', () => {
  const doc = skill({ 'SKILL.md': skillMd(['name: claude-helper', GOOD_DESC]) }, 'claude-helper');
  const found = run(nameReserved, doc, 'claude-code');
  assert.equal(found.length, 1);
  assert.equal(found[0].severity, 'info');
  assert.match(found[0].message, /reserved word "claude"/);
  assert.deepEqual(run(nameReserved, doc, 'agentskills'), []);
  assert.deepEqual(run(nameReserved, skill({ 'SKILL.md': skillMd(['name: pdf-tools', GOOD_DESC]) }), 'claude-code'), []);
});
