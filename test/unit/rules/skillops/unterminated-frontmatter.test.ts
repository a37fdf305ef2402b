/** skillops/unterminated-frontmatter (src/core/modules/skillops/unterminated-frontmatter.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/parse-problems.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as unterminated } from '../../../../src/core/modules/skillops/unterminated-frontmatter.ts';
import { applyEdits, at, run, skill } from '../../modules/skillops/helpers.ts';

test('skillops/unterminated-frontmatter: the examples of docs/rules/skillops/unterminated-frontmatter.md (bad → invalid, good → valid)', () => {
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
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 1, column: 1, messageId: 'unclosed' }],
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

test('unterminated-frontmatter: error on the opening fence, fix closes before the first blank line', () => {
  const text = '---\nname: demo-skill\ndescription: x\n\n# Body\n';
  const [f] = run(unterminated, skill({ 'SKILL.md': text }));
  assert.equal(at(f), 'SKILL.md:1:1-1:4');
  assert.equal(f.fix?.edits[0].range.start.line, 4);
  const fixed = applyEdits(text, f.fix!.edits);
  assert.equal(fixed, '---\nname: demo-skill\ndescription: x\n---\n\n# Body\n');
  // After the fix the document parses cleanly.
  assert.deepEqual(run(unterminated, skill({ 'SKILL.md': fixed })), []);
});
