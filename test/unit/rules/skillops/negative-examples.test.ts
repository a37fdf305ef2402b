/** skillops/negative-examples (src/core/modules/skillops/negative-examples.ts): its cases through the shared RuleTester. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/skillops/negative-examples.ts';

test('skillops/negative-examples: the examples of docs/rules/skillops/negative-examples.md (bad → invalid, good → valid)', () => {
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
            '## Anti-patterns',
            '',
            "- Don't copy commit messages verbatim.",
            '- Never include internal ticket links.',
            '- Avoid marketing words such as "revolutionary".',
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
            "2. Write one line per change. Don't copy commit messages verbatim.",
            '',
          ].join('\n'),
        },
        errors: [{ line: 6, column: 1, messageId: 'few' }],
      },
    ],
  });
});
