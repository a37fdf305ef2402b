/** metis/description-version (src/core/modules/metis/description-version.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as descriptionVersion, rule } from '../../../../src/core/modules/metis/description-version.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/description-version: the examples of docs/rules/metis/description-version.md (bad → invalid, good → valid)', () => {
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
            'version: 1.2',
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
            'description: Builds weekly reports from notes (v1.2). Use when the user asks for a weekly report.',
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
        errors: [{ line: 3, column: 47, messageId: 'version' }],
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

test('metis/description-version (#3): a version in the description; the safe fix removes it with its brackets', () => {
  const desc = (d: string) => md('# Demo\n', ['name: demo', `description: ${d}`, 'lazy_load: true']);
  ruleTester.run(descriptionVersion, {
    valid: [metis({ 'skill.md': desc('Builds reports with Python 3.10. Use when asked.') }), metis({ 'skill.md': md('# Demo\n', [...FM, 'version: 5.2']) })],
    invalid: [
      metis(
        { 'skill.md': desc('Builds reports (v1.2). Use when asked.') },
        { errors: [{ line: 3, column: 29, messageId: 'version' }], output: { 'skill.md': desc('Builds reports. Use when asked.') } },
      ),
      metis(
        { 'skill.md': desc('v5.2 Builds reports. Use when asked.') },
        { errors: [{ line: 3, column: 14 }], output: { 'skill.md': desc('Builds reports. Use when asked.') } },
      ),
      metis(
        { 'skill.md': desc('"周报助手 版本 3.1，整理周报。"') },
        { errors: [{ line: 3, messageId: 'version' }], output: { 'skill.md': desc('"周报助手，整理周报。"') } },
      ),
      metis(
        { 'skill.md': desc('Release 1.2.0 notes helper. Use when asked.') },
        { errors: [{ line: 3, column: 22 }], output: { 'skill.md': desc('Release notes helper. Use when asked.') } },
      ),
    ],
  });
});
