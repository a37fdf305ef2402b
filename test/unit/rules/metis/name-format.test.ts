/** metis/name-format (src/core/modules/metis/name-format.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as nameFormat, rule } from '../../../../src/core/modules/metis/name-format.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/name-format: the examples of docs/rules/metis/name-format.md (bad → invalid, good → valid)', () => {
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
            'name: Report_Builder',
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
        errors: [{ line: 2, column: 7, messageId: 'format' }],
        output: {
          'skill.md': [
            '---',
            'name: report-builder',
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

test("metis/name-format (#1): lowercase letters and hyphens; the seed's conversion is offered", () => {
  ruleTester.run(nameFormat, {
    valid: [
      metis({ 'skill.md': md('# Demo\n') }),
      metis({ 'skill.md': md('# Demo\n', ['name: skill-analyzer2', 'lazy_load: true']) }),
      { files: { 'skill.md': md('# D\n', ['name: Demo_X']) } },
    ],
    invalid: [
      metis(
        { 'skill.md': md('# Demo\n', ['name: Skill_Analyzer']) },
        { errors: [{ line: 2, column: 7, messageId: 'format', severity: 'error' }], output: { 'skill.md': md('# Demo\n', ['name: skill-analyzer']) } },
      ),
      metis(
        { 'skill.md': md('# Demo\n', ['name: 周报助手']) },
        { folder: 'weekly-report', errors: [{ line: 2, messageId: 'format' }], output: { 'skill.md': md('# Demo\n', ['name: weekly-report']) } },
      ),
      metis({ 'skill.md': md('# Demo\n', ['name: -demo']) }, { errors: [{ line: 2, messageId: 'format' }] }),
    ],
  });
});
