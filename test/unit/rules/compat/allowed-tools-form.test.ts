/** compat/allowed-tools-form (src/core/modules/compat/rules/allowed-tools-form.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/compat/rules.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as ruleUnderTest } from '../../../../src/core/modules/compat/rules/allowed-tools-form.ts';
import { rules } from '../../../../src/core/modules/compat/rules/index.ts';
import { RUNTIMES } from '../../../../src/core/modules/compat/runtimes.ts';
import { rulePagePath } from '../../../../src/core/rules/types.ts';
import { applyEdits, at, run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

const BASE = ['name: demo-skill', 'description: Summarises sales spreadsheets. Use when the user asks for a sales summary.'];

const rule = (id: string) => rules.find((r) => r.meta.id === id)!;

const page = (id: string) => readFileSync(path.join(ROOT, rulePagePath(id)), 'utf8');

test('compat/allowed-tools-form: the examples of docs/rules/compat/allowed-tools-form.md (bad → invalid, good → valid)', () => {
  ruleTester.run(ruleUnderTest, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Reviews a diff for style problems. Use when the user asks for a style review.',
            'allowed-tools: Read Grep',
            '---',
            '',
            '# Demo skill',
            '',
            'Read the changed files and list the style problems.',
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
            'description: Reviews a diff for style problems. Use when the user asks for a style review.',
            'allowed-tools:',
            '  - Read',
            '  - Grep',
            '---',
            '',
            '# Demo skill',
            '',
            'Read the changed files and list the style problems.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 4, column: 1, messageId: 'list' }],
        output: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Reviews a diff for style problems. Use when the user asks for a style review.',
            'allowed-tools: Read Grep',
            '---',
            '',
            '# Demo skill',
            '',
            'Read the changed files and list the style problems.',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test('compat/allowed-tools-form: a YAML list is flagged on the key with a fix that writes the space-delimited string; a string is fine', () => {
  const r = rule('compat/allowed-tools-form');
  const text = skillMd([...BASE, 'allowed-tools:', '  - Read', '  - Grep']);
  const [f] = run(r, skill({ 'SKILL.md': text }));
  assert.equal(at(f), 'SKILL.md:4:1-4:14');
  assert.match(f.message, /`gh skill publish` rejects the list/);
  assert.equal(f.fix?.safe, false);
  const fixed = applyEdits(text, f.fix!.edits);
  assert.match(fixed, /\nallowed-tools: Read Grep\n---/);
  assert.deepEqual(run(r, skill({ 'SKILL.md': fixed })), []);
  // An entry with a space cannot be joined without splitting it: no fix, still reported.
  const [g] = run(r, skill({ 'SKILL.md': skillMd([...BASE, 'allowed-tools:', '  - Bash(git log:*)', '  - Read']) }));
  assert.equal(g.fix, undefined);
  assert.ok(page(r.meta.id).includes(RUNTIMES['gh-skill'].sources.allowedToolsStringOnly.url));
});
