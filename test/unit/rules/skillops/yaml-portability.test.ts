/** skillops/yaml-portability (src/core/modules/skillops/yaml-portability.ts): its cases through the shared RuleTester. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/skillops/yaml-portability.ts';

test('skillops/yaml-portability: the examples of docs/rules/skillops/yaml-portability.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: "Resizes PNG images. Use when #resize or #png is asked."',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
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
            'description: Resizes PNG images. Use when #resize or #png is asked.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 3, column: 14, messageId: 'comment' }],
        output: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: "Resizes PNG images. Use when #resize or #png is asked."',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});
