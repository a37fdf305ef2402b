/** metis/version-log (src/core/modules/metis/version-log.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as versionLog } from '../../../../src/core/modules/metis/version-log.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/version-log: the examples of docs/rules/metis/version-log.md (bad → invalid, good → valid)', () => {
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
            'version: 1.1',
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
            'think_type: react',
            '---',
            '',
            '# Report builder',
            '',
            'Builds the weekly report.',
            '',
            '## 版本记录',
            '',
            '- v1.1: 增加渲染步骤',
            '- v1.0: 初版',
            '',
          ].join('\n'),
        },
        errors: [{ line: 12, column: 1, messageId: 'section' }],
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
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test('metis/version-log (#2): a version-record section or version entries in skill.md; the version field is fine', () => {
  const body = ['# Demo', '', 'Do the thing.', '', '## 版本记录', '', '- v1.1: 增加步骤', '- v1.0: 初版', '', '## Workflow', '', 'Steps.', ''].join('\n');
  ruleTester.run(versionLog, {
    valid: [
      metis({ 'skill.md': md('# Demo\n\n📁 目录约束（v5.2 更新）\n\n## Supported versions of Python\n\n3.10 and later.\n', [...FM, 'version: 5.2']) }),
      metis({ 'skill.md': md('# Demo\n\n```\n- v1.0: in a code block\n```\n') }),
    ],
    invalid: [
      metis(
        { 'skill.md': md(body) },
        {
          errors: [{ line: 12, column: 1, messageId: 'section' }],
          output: { 'skill.md': md(['# Demo', '', 'Do the thing.', '', '## Workflow', '', 'Steps.', ''].join('\n')) },
        },
      ),
      metis(
        { 'skill.md': md('# Demo\n\n## Changelog\n\n### v1.2 (2025-03-01)\n\nAdded X.\n') },
        { errors: [{ line: 10, messageId: 'section' }], output: { 'skill.md': md('# Demo\n\n') } },
      ),
      metis({ 'skill.md': md('# Demo\n\n## v2.0 — 2025-01-02\n\nRewrote.\n\n## Use\n\nx\n') }, { errors: [{ line: 10, messageId: 'section' }] }),
      metis(
        { 'skill.md': md('# Demo\n\nNotes:\n\n- v1.2: faster\n- v1.1: first\n\nText.\n\n| 1.0.0 | 2024-05-01 | first |\n') },
        {
          errors: [
            { line: 12, messageId: 'entries' },
            { line: 17, messageId: 'entries' },
          ],
        },
      ),
    ],
  });
});
