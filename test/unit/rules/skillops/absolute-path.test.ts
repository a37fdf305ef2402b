/** skillops/absolute-path (src/core/modules/skillops/absolute-path.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as skillopsAbsolute } from '../../../../src/core/modules/skillops/absolute-path.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

test('skillops/absolute-path: the examples of docs/rules/skillops/absolute-path.md (bad → invalid, good → valid)', () => {
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
            'Apply the house style from [the style guide](references/style.md) to every output.',
            '',
          ].join('\n'),
          'references/style.md': ['# Style', '', 'Outputs are PNG, 72 dpi.', ''].join('\n'),
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
            'Apply the house style from /Users/alice/Documents/style.md to every output.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 8, column: 28, messageId: 'absolute' }],
      },
    ],
  });
});

test('skillops/absolute-path does not run in the metis profile (metis/absolute-path stands in), and still does elsewhere', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': md('# Demo\n\nRead /Users/alice/notes/plan.md first.\n') });
  assert.deepEqual(scanDocument(doc, { rules: [skillopsAbsolute], profile: 'metis' }).findings, []);
  assert.deepEqual(
    scanDocument(doc, { rules: [skillopsAbsolute], profile: 'agentskills' }).findings.map((f) => f.severity),
    ['info'],
  );
});
