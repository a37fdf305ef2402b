/** skillops/reference-outside-skill (src/core/modules/skillops/reference-outside-skill.ts): its cases through the shared RuleTester. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/skillops/reference-outside-skill.ts';

test('skillops/reference-outside-skill: the examples of docs/rules/skillops/reference-outside-skill.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
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
            'Read [the conventions](references/conventions.md) first.',
            '',
          ].join('\n'),
          'references/conventions.md': ['# Conventions', '', 'Name outputs `<name>-<width>.png`.', ''].join('\n'),
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
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Read [the shared conventions](../shared/conventions.md) first.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 8, column: 31, messageId: 'outside' }],
      },
    ],
  });
});
