/** skillops/description-missing (src/core/modules/skillops/description-missing.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/frontmatter.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as descMissing, rule } from '../../../../src/core/modules/skillops/description-missing.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const GOOD_DESC = 'description: Compresses images to WebP. Use when the user asks to "compress image" or "convert to webp".';

test('skillops/description-missing: the examples of docs/rules/skillops/description-missing.md (bad → invalid, good → valid)', () => {
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
          'SKILL.md': ['---', 'name: demo-skill', 'description:', '---', '', '# Demo skill', '', 'Run `resize.sh` with the image path.', ''].join('\n'),
        },
        errors: [{ line: 3, column: 13, messageId: 'empty' }],
      },
    ],
  });
});

test('description-missing / empty / not a string', () => {
  assert.match(run(descMissing, skill({ 'SKILL.md': skillMd(['name: demo-skill']) }))[0].message, /has no `description`/);
  const empty = run(descMissing, skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: ""']) }));
  assert.equal(empty[0].range.start.line, 3);
  assert.match(empty[0].message, /is empty/);
  assert.match(run(descMissing, skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: [a, b]']) }))[0].message, /a list/);
  assert.deepEqual(run(descMissing, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC]) })), []);
});
