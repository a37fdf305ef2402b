/** compat/body-tokens (src/core/modules/compat/rules/body-tokens.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/compat/rules.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as ruleUnderTest } from '../../../../src/core/modules/compat/rules/body-tokens.ts';
import { rules } from '../../../../src/core/modules/compat/rules/index.ts';
import { RUNTIMES } from '../../../../src/core/modules/compat/runtimes.ts';
import { rulePagePath } from '../../../../src/core/rules/types.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

const BASE = ['name: demo-skill', 'description: Summarises sales spreadsheets. Use when the user asks for a sales summary.'];

const rule = (id: string) => rules.find((r) => r.meta.id === id)!;

const page = (id: string) => readFileSync(path.join(ROOT, rulePagePath(id)), 'utf8');

test('compat/body-tokens: the examples of docs/rules/compat/body-tokens.md (bad → invalid, good → valid)', () => {
  ruleTester.run(ruleUnderTest, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Checks supplier invoices against purchase orders. Use when the user asks to check an invoice.',
            '---',
            '',
            '# Demo skill',
            '',
            '1. Compare the invoice with the purchase order; the field list is in `references/fields.md`.',
            '2. Write down every difference with its line.',
            '',
          ].join('\n'),
          'references/fields.md': ['# Fields', '', 'Header, supplier, dates, line amounts.', ''].join('\n'),
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
            'description: Checks supplier invoices against purchase orders. Use when the user asks to check an invoice.',
            '---',
            '',
            '# Demo skill',
            '',
            '## Step 1',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 2',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 3',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 4',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 5',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 6',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 7',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 8',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 9',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 10',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 11',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 12',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 13',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 14',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 15',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 16',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 17',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 18',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 19',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 20',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 21',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 22',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 23',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 24',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 25',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 26',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 27',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 28',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 29',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
            '## Step 30',
            '',
            'Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. Check the invoice header, the supplier, the dates and each line amount against the purchase order, and write down every difference you find together with the line it is on. ',
            '',
          ].join('\n'),
        },
        errors: [{ line: 82, column: 1, messageId: 'tokens' }],
      },
    ],
  });
});

test('compat/body-tokens: information on the line where the 5,000 kept tokens end; a short body is fine', () => {
  const r = rule('compat/body-tokens');
  const para = 'Check the invoice header, the supplier, the dates and each line amount against the purchase order. ';
  const body = `# Demo\n\n${Array.from({ length: 250 }, (_, i) => `${i + 1}. ${para}`).join('\n')}\n`;
  const [f] = run(r, skill({ 'SKILL.md': skillMd(BASE, body) }));
  assert.equal(f.severity, 'info');
  assert.equal(f.dimension, 'dim7a');
  assert.ok(f.range.start.line > 150 && f.range.start.line < 250, `line ${f.range.start.line}`);
  assert.match(f.message, /about \d+ tokens; after compaction Claude Code keeps only the first 5000/);
  assert.deepEqual(run(r, skill({ 'SKILL.md': skillMd(BASE) })), []);
  assert.ok(page(r.meta.id).includes(RUNTIMES['claude-code'].sources.bodyTokensKept.url));
});
