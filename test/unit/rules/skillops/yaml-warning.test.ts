/** skillops/yaml-warning (src/core/modules/skillops/yaml-warning.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/parse-problems.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as yamlWarning } from '../../../../src/core/modules/skillops/yaml-warning.ts';
import { ids, run, skill, skillMd } from '../../modules/skillops/helpers.ts';

test('skillops/yaml-warning: the examples of docs/rules/skillops/yaml-warning.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: "!important Resizes PNG images. Use when the user asks to resize a PNG image."',
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
            'description: !important Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 3, column: 14, messageId: 'warning' }],
        output: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: "!important Resizes PNG images. Use when the user asks to resize a PNG image."',
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

test('yaml-warning: an unresolved custom tag is a warning', () => {
  const found = run(yamlWarning, skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: !custom Does X. Use when Y.']) }));
  assert.deepEqual(ids(found), ['skillops/yaml-warning']);
  assert.equal(found[0].severity, 'warning');
  assert.equal(found[0].range.start.line, 3);
});
