/** skillops/structure (src/core/modules/skillops/structure.ts): its cases through the shared RuleTester. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/skillops/structure.ts';

test('skillops/structure: the examples of docs/rules/skillops/structure.md (bad → invalid, good → valid)', () => {
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
            '## When to use',
            '',
            'When the user asks for release notes.',
            '',
            '## Workflow',
            '',
            '1. List the merged pull requests since the last tag.',
            '2. Write one line per change.',
            '',
            '## If something fails',
            '',
            'If there is no tag, ask which commit to start from.',
            '',
            '## Anti-patterns',
            '',
            "- Don't copy commit messages verbatim.",
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
            '#### Steps',
            '',
            '1. List the merged pull requests since the last tag.',
            '2. Write one line per change.',
            '',
          ].join('\n'),
        },
        errors: [
          { line: 6, column: 1, messageId: 'sectionsMissing' },
          { line: 8, column: 1, messageId: 'headingSkip' },
        ],
      },
    ],
  });
});
