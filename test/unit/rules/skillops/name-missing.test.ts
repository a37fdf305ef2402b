/** skillops/name-missing (src/core/modules/skillops/name-missing.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/frontmatter.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as nameMissing, rule } from '../../../../src/core/modules/skillops/name-missing.ts';
import { applyEdits, at, run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const GOOD_DESC = 'description: Compresses images to WebP. Use when the user asks to "compress image" or "convert to webp".';

test('skillops/name-missing: the examples of docs/rules/skillops/name-missing.md (bad → invalid, good → valid)', () => {
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
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 1, column: 1, messageId: 'missing' }],
        output: {
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
  });
});

test('name-missing: only when the frontmatter parsed and has no name; suggestion adds the folder name', () => {
  const text = skillMd([GOOD_DESC]);
  const [f] = run(nameMissing, skill({ 'SKILL.md': text }, 'img-tools'));
  assert.equal(f.ruleId, 'skillops/name-missing');
  assert.equal(at(f), 'SKILL.md:1:1-1:4');
  assert.match(f.message, /name: img-tools/);
  assert.equal(applyEdits(text, f.fix!.edits).split('\n')[1], 'name: img-tools');
  assert.deepEqual(run(nameMissing, skill({ 'SKILL.md': skillMd(['name: img-tools', GOOD_DESC]) }, 'img-tools')), []);
  assert.deepEqual(run(nameMissing, skill({ 'SKILL.md': '# no frontmatter\n' })), []);
});
