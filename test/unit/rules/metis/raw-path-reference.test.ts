/** metis/raw-path-reference (src/core/modules/metis/raw-path-reference.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as rawPathReference, rule } from '../../../../src/core/modules/metis/raw-path-reference.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/raw-path-reference: the examples of docs/rules/metis/raw-path-reference.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'skill.md': [
            '---',
            'name: demo-skill',
            'description: Builds weekly reports from notes. Use when the user asks for a weekly report.',
            'lazy_load: true',
            'think_type: react',
            '---',
            '',
            '# Report builder',
            '',
            'Fill in the template from @[skfile:references/templates.md].',
            '',
          ].join('\n'),
          'references/templates.md': ['# Templates', '', '- Summary', ''].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'skill.md': [
            '---',
            'name: demo-skill',
            'description: Builds weekly reports from notes. Use when the user asks for a weekly report.',
            'lazy_load: true',
            'think_type: react',
            '---',
            '',
            '# Report builder',
            '',
            'Fill in the template from ./references/templates.md.',
            '',
          ].join('\n'),
          'references/templates.md': ['# Templates', '', '- Summary', ''].join('\n'),
        },
        errors: [{ line: 10, column: 27, messageId: 'raw', file: 'skill.md' }],
        output: {
          'skill.md': [
            '---',
            'name: demo-skill',
            'description: Builds weekly reports from notes. Use when the user asks for a weekly report.',
            'lazy_load: true',
            'think_type: react',
            '---',
            '',
            '# Report builder',
            '',
            'Fill in the template from @[skfile:references/templates.md].',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test("metis/raw-path-reference (#10): raw paths to the skill's files in skill.md; bare ones become @[skfile:]", () => {
  const files = { 'references/templates.md': '# T\n', 'scripts/run.py': 'print(1)\n' };
  ruleTester.run(rawPathReference, {
    valid: [
      metis({ 'skill.md': md('# Demo\n\nUse @[skfile:references/templates.md] and @[skfile:scripts/run.py].\n'), ...files }),
      metis({
        'skill.md': md('# Demo\n\n| ❌ 错误写法 | ✅ 正确写法 |\n|---|---|\n| ./references/templates.md | @[skfile:references/templates.md] |\n'),
        ...files,
      }),
      metis({ 'skill.md': md('# Demo\n\nUse @[skfile:references/templates.md].\n'), ...files, 'references/templates.md': 'See [run](../scripts/run.py).\n' }),
    ],
    invalid: [
      metis(
        { 'skill.md': md('# Demo\n\nRead ./references/templates.md, then `scripts/run.py`, and [the guide](references/templates.md).\n'), ...files },
        {
          errors: [
            { line: 10, column: 6, messageId: 'raw' },
            { line: 10, column: 39, messageId: 'raw' },
            { line: 10, column: 72, messageId: 'raw' },
          ],
          output: {
            'skill.md': md('# Demo\n\nRead @[skfile:references/templates.md], then `@[skfile:scripts/run.py]`, and [the guide](references/templates.md).\n'),
          },
        },
      ),
    ],
  });
});
