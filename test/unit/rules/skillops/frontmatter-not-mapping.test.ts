/** skillops/frontmatter-not-mapping (src/core/modules/skillops/frontmatter-not-mapping.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/parse-problems.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as notMapping, rule } from '../../../../src/core/modules/skillops/frontmatter-not-mapping.ts';
import { ids, run, skill } from '../../modules/skillops/helpers.ts';

test('skillops/frontmatter-not-mapping: the examples of docs/rules/skillops/frontmatter-not-mapping.md (bad → invalid, good → valid)', () => {
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
            '- name: demo-skill',
            '- description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 2, column: 1, messageId: 'notMapping' }],
      },
    ],
  });
});

test('frontmatter-not-mapping: a list or a scalar as frontmatter', () => {
  const list = run(notMapping, skill({ 'SKILL.md': '---\n- a\n- b\n---\n# x\n' }));
  assert.deepEqual(ids(list), ['skillops/frontmatter-not-mapping']);
  assert.equal(list[0].range.start.line, 2);
  const scalar = run(notMapping, skill({ 'SKILL.md': '---\njust text\n---\n# x\n' }));
  assert.equal(scalar.length, 1);
  // Empty frontmatter is a mapping with no keys, not this problem.
  assert.deepEqual(run(notMapping, skill({ 'SKILL.md': '---\n---\n# x\n' })), []);
});
