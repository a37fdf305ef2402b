/** skillops/checkpoint-marks (src/core/modules/skillops/checkpoint-marks.ts): its cases through the shared RuleTester. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/skillops/checkpoint-marks.ts';

test('skillops/checkpoint-marks: the examples of docs/rules/skillops/checkpoint-marks.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".',
            '---',
            '',
            '# Demo skill',
            '',
            '## Workflow',
            '',
            '1. List the merged pull requests since the last tag.',
            '2. Write one line per change.',
            '3. 🛑 STOP: show the draft and wait for approval.',
            '4. Write the notes to `CHANGELOG.md`.',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".',
            '---',
            '',
            '# Demo skill',
            '',
            '## Workflow',
            '',
            '1. List the merged pull requests since the last tag.',
            '2. Write one line per change.',
            '3. Write the notes to `CHANGELOG.md` and push.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 6, column: 1, messageId: 'none' }],
      },
    ],
  });
});
