/** skillops/compatibility-too-long (src/core/modules/skillops/compatibility-too-long.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/frontmatter.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as compat, rule } from '../../../../src/core/modules/skillops/compatibility-too-long.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const GOOD_DESC = 'description: Compresses images to WebP. Use when the user asks to "compress image" or "convert to webp".';

test('skillops/compatibility-too-long: the examples of docs/rules/skillops/compatibility-too-long.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            'compatibility: Needs Python 3.10 or later and ImageMagick 7.',
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
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            'compatibility:',
            '  python: ">=3.10"',
            '  imagemagick: "7"',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 5, column: 3, messageId: 'notString' }],
      },
    ],
  });
});

test('compatibility-too-long: 500 passes, 501 fails, a mapping is rejected', () => {
  assert.deepEqual(run(compat, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC, `compatibility: ${'c'.repeat(500)}`]) })), []);
  const [f] = run(compat, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC, `compatibility: ${'c'.repeat(501)}`]) }));
  assert.match(f.message, /501 characters; the limit is 500/);
  assert.equal(f.range.start.line, 4);
  const [m] = run(compat, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC, 'compatibility:', '  os: linux']) }));
  assert.match(m.message, /a mapping/);
});
