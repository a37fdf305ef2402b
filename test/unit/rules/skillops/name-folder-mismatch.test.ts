/** skillops/name-folder-mismatch (src/core/modules/skillops/name-folder-mismatch.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/frontmatter.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as nameFolder, rule } from '../../../../src/core/modules/skillops/name-folder-mismatch.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const GOOD_DESC = 'description: Compresses images to WebP. Use when the user asks to "compress image" or "convert to webp".';

test('skillops/name-folder-mismatch: the examples of docs/rules/skillops/name-folder-mismatch.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'png-resizer',
        files: {
          'SKILL.md': [
            '---',
            'name: png-resizer',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# PNG resizer',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'png-resizer',
        files: {
          'SKILL.md': [
            '---',
            'name: image-tools',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Image tools',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 2, column: 7, messageId: 'mismatch' }],
        output: {
          'SKILL.md': [
            '---',
            'name: png-resizer',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Image tools',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test('name-folder-mismatch: a warning, case matters, fix sets the folder name', () => {
  const [f] = run(nameFolder, skill({ 'SKILL.md': skillMd(['name: vercel-react', GOOD_DESC]) }, 'react'));
  assert.equal(f.severity, 'warning');
  assert.match(f.message, /"vercel-react" but the folder is "react"/);
  assert.equal(f.fix?.edits[0].newText, 'react');
  assert.equal(run(nameFolder, skill({ 'SKILL.md': skillMd(['name: humanizer-zh', GOOD_DESC]) }, 'Humanizer-zh')).length, 1);
  assert.deepEqual(run(nameFolder, skill({ 'SKILL.md': skillMd(['name: react', GOOD_DESC]) }, 'react')), []);
  assert.deepEqual(run(nameFolder, skill({ 'SKILL.md': skillMd(['name: react', GOOD_DESC]) }, 'path/to/react/')), []);
});
