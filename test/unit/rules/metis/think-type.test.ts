/** metis/think-type (src/core/modules/metis/think-type.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as thinkType } from '../../../../src/core/modules/metis/think-type.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/think-type: the examples of docs/rules/metis/think-type.md (bad → invalid, good → valid)', () => {
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
            'Builds the weekly report.',
            '',
          ].join('\n'),
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
            'think_type: cot',
            '---',
            '',
            '# Report builder',
            '',
            'Builds the weekly report.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 5, column: 13, messageId: 'wrong' }],
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
            'Builds the weekly report.',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test('metis/think-type (#8): missing is added (safe), another value is set to react on request', () => {
  const base = ['name: demo', 'description: Builds demo reports. Use when asked.', 'lazy_load: true'];
  ruleTester.run(thinkType, {
    valid: [metis({ 'skill.md': md('# Demo\n') })],
    invalid: [
      metis(
        { 'skill.md': md('# Demo\n', base) },
        { errors: [{ line: 1, messageId: 'missing' }], output: { 'skill.md': md('# Demo\n', [...base, 'think_type: react']) } },
      ),
      metis(
        { 'skill.md': md('# Demo\n', [...base, 'think_type: cot']) },
        { errors: [{ line: 5, column: 13, messageId: 'wrong' }], output: { 'skill.md': md('# Demo\n', [...base, 'think_type: react']) } },
      ),
    ],
  });
});
