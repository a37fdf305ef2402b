/** compat/description-cut (src/core/modules/compat/rules/description-cut.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/compat/rules.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as ruleUnderTest } from '../../../../src/core/modules/compat/rules/description-cut.ts';
import { rules } from '../../../../src/core/modules/compat/rules/index.ts';
import { RUNTIMES } from '../../../../src/core/modules/compat/runtimes.ts';
import { rulePagePath } from '../../../../src/core/rules/types.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

const BASE = ['name: demo-skill', 'description: Summarises sales spreadsheets. Use when the user asks for a sales summary.'];

const rule = (id: string) => rules.find((r) => r.meta.id === id)!;

const page = (id: string) => readFileSync(path.join(ROOT, rulePagePath(id)), 'utf8');

test('compat/description-cut: the examples of docs/rules/compat/description-cut.md (bad → invalid, good → valid)', () => {
  ruleTester.run(ruleUnderTest, {
    valid: [
      {
        folder: 'sales-report',
        files: {
          'SKILL.md': [
            '---',
            'name: sales-report',
            'description: Summarises quarterly sales spreadsheets into a one-page report. Use when the user asks for a sales summary.',
            '---',
            '',
            '# Sales report',
            '',
            'Read the spreadsheet and write the report.',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'sales-report',
        files: {
          'SKILL.md': [
            '---',
            'name: sales-report',
            'description: "Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report. Summarises quarterly sales spreadsheets into a one-page report."',
            '---',
            '',
            '# Sales report',
            '',
            'Read the spreadsheet and write the report.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 3, column: 14, messageId: 'cut' }],
      },
    ],
  });
});

test('compat/description-cut: over 1,536 characters of description + when_to_use, on the field where the cut falls; source in its page', () => {
  const r = rule('compat/description-cut');
  const long = 'Summarises quarterly sales spreadsheets into a one-page report. '.repeat(26).trim();
  const [f] = run(r, skill({ 'SKILL.md': skillMd(['name: demo-skill', `description: "${long}"`]) }));
  assert.equal(f.severity, 'warning');
  assert.equal(f.range.start.line, 3);
  assert.match(f.message, /cuts description \+ when_to_use at 1536 characters in its skill listing; this entry is 1663, so the last 127 characters/);
  assert.deepEqual(run(r, skill({ 'SKILL.md': skillMd(BASE) })), []);
  assert.ok(page(r.meta.id).includes(RUNTIMES['claude-code'].sources.listingEntryCut.url));
  assert.ok(page(r.meta.id).includes('1,536'));
});
