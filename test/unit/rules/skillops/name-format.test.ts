/** skillops/name-format (src/core/modules/skillops/name-format.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts, test/unit/modules/skillops/frontmatter.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as nameFormat, rule, rule as skillopsName } from '../../../../src/core/modules/skillops/name-format.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

const GOOD_DESC = 'description: Compresses images to WebP. Use when the user asks to "compress image" or "convert to webp".';

test('skillops/name-format: the examples of docs/rules/skillops/name-format.md (bad → invalid, good → valid)', () => {
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
        folder: 'PNG_Resizer',
        files: {
          'SKILL.md': [
            '---',
            'name: PNG_Resizer',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# PNG resizer',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 2, column: 7, messageId: 'charset' }],
        output: {
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
  });
});

test('skillops/name-format leaves charset and hyphens to metis/name-format in the metis profile, and keeps them elsewhere', () => {
  const doc = skillFromTexts('demo', { 'skill.md': md('# Demo\n', ['name: Skill_Analyzer']) });
  assert.deepEqual(scanDocument(doc, { rules: [skillopsName], profile: 'metis' }).findings, []);
  assert.equal(scanDocument(doc, { rules: [skillopsName], profile: 'agentskills' }).findings.length, 1);
  const long = skillFromTexts('demo', { 'skill.md': md('# Demo\n', [`name: ${'a'.repeat(70)}`]) });
  assert.deepEqual(
    scanDocument(long, { rules: [skillopsName], profile: 'metis' }).findings.map((f) => f.message.includes('70 characters')),
    [true],
  );
});

test('name-format: each broken rule is reported on the value, with a suggestion', () => {
  const cases: Array<[string, string]> = [
    ['name: PDF_Tools', 'charset'],
    ['name: -pdf-tools', 'hyphens'],
    ['name: pdf--tools', 'hyphens'],
    ['name: ' + 'a'.repeat(70), 'tooLong'],
    ['name: ""', 'empty'],
    ['name: 42', 'notString'],
  ];
  for (const [line, expected] of cases) {
    const found = run(nameFormat, skill({ 'SKILL.md': skillMd([line, GOOD_DESC]) }));
    assert.equal(found.length, 1, line);
    assert.equal(found[0].range.start.line, 2, line);
    assert.equal(found[0].range.start.column, 7, line);
    const messages: Record<string, RegExp> = {
      charset: /only contain lowercase letters/,
      hyphens: /must not start or end with a hyphen/,
      tooLong: /70 characters long; the limit is 64/,
      empty: /is empty/,
      notString: /must be a string \(got number\)/,
    };
    assert.match(found[0].message, messages[expected], line);
  }
  const [f] = run(nameFormat, skill({ 'SKILL.md': skillMd(['name: PDF_Tools', GOOD_DESC]) }));
  assert.equal(f.fix?.edits[0].newText, 'pdf-tools');
  assert.equal(f.fix?.safe, false);
  assert.deepEqual(run(nameFormat, skill({ 'SKILL.md': skillMd(['name: pdf-tools-2', GOOD_DESC]) })), []);
});
