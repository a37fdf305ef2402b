/** metis/json-trailing-comma (src/core/modules/metis/json-trailing-comma.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as jsonTrailingComma, rule, trailingCommas } from '../../../../src/core/modules/metis/json-trailing-comma.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/json-trailing-comma: the examples of docs/rules/metis/json-trailing-comma.md (bad → invalid, good → valid)', () => {
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
            'Settings are in @[skfile:skill.json].',
            '',
          ].join('\n'),
          'skill.json': ['{', '  "sections": ["summary", "done", "next"]', '}', ''].join('\n'),
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
            'Settings are in @[skfile:skill.json].',
            '',
          ].join('\n'),
          'skill.json': ['{', '  "sections": ["summary", "done", "next",],', '}', ''].join('\n'),
        },
        errors: [
          { line: 2, column: 41, messageId: 'trailing', file: 'skill.json' },
          { line: 2, column: 43, messageId: 'trailing', file: 'skill.json' },
        ],
        output: {
          'skill.json': ['{', '  "sections": ["summary", "done", "next"]', '}', ''].join('\n'),
        },
      },
    ],
  });
});

test("metis/json-trailing-comma (#12): commas before } or ] in the skill's JSON files; the safe fix deletes them", () => {
  ruleTester.run(jsonTrailingComma, {
    valid: [metis({ 'skill.md': md('# Demo\n'), 'skill.json': '{"a": [1, 2], "b": "x,]", "c": {"d": ",}"}}\n', 'notes.txt': '{"a": 1,}' })],
    invalid: [
      metis(
        { 'skill.md': md('# Demo\n'), 'skill.json': '{\n  "a": [1, 2,],\n  "b": {"c": 1, /* note */ },\n}\n', 'references/config.json': '[1,\n]\n' },
        {
          errors: [
            { line: 1, column: 3, messageId: 'trailing', severity: 'error', file: 'references/config.json' },
            { line: 2, column: 13, messageId: 'trailing', file: 'skill.json' },
            { line: 3, column: 15, file: 'skill.json' },
            { line: 3, column: 29, file: 'skill.json' },
          ],
          output: { 'skill.json': '{\n  "a": [1, 2],\n  "b": {"c": 1 /* note */ }\n}\n', 'references/config.json': '[1\n]\n' },
        },
      ),
    ],
  });
  assert.deepEqual(trailingCommas('{"s": "a\\",]", "t": [1,] // x,]\n}'), [{ comma: 22, close: ']' }]);
});
