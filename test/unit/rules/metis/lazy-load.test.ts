/** metis/lazy-load (src/core/modules/metis/lazy-load.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as lazyLoad, rule } from '../../../../src/core/modules/metis/lazy-load.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/lazy-load: the examples of docs/rules/metis/lazy-load.md (bad → invalid, good → valid)', () => {
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
            'think_type: react',
            '---',
            '',
            '# Report builder',
            '',
            'Builds the weekly report.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 1, column: 1, messageId: 'missing' }],
        output: {
          'skill.md': [
            '---',
            'name: demo-skill',
            'description: Builds weekly reports from notes. Use when the user asks for a weekly report.',
            'think_type: react',
            'lazy_load: true',
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

test('metis/lazy-load (#7): missing gets a safe fix, false is information, a non-boolean a warning', () => {
  const noLazy = ['name: demo', 'description: Builds demo reports. Use when asked.', 'think_type: react'];
  ruleTester.run(lazyLoad, {
    valid: [metis({ 'skill.md': md('# Demo\n') })],
    invalid: [
      metis(
        { 'skill.md': md('# Demo\n', noLazy) },
        { errors: [{ line: 1, messageId: 'missing', severity: 'warning' }], output: { 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: true']) } },
      ),
      metis(
        { 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: false']) },
        { errors: [{ line: 5, column: 12, messageId: 'disabled', severity: 'info' }], output: { 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: true']) } },
      ),
      metis(
        { 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: "yes"']) },
        { errors: [{ line: 5, messageId: 'notBoolean', severity: 'warning' }], output: { 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: true']) } },
      ),
    ],
  });
  const missing = scanDocument(skillFromTexts('demo', { 'skill.md': md('# Demo\n', noLazy) }), { rules: [lazyLoad], profile: 'metis' }).findings[0];
  assert.equal(missing.fix?.safe, true);
  const disabled = scanDocument(skillFromTexts('demo', { 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: false']) }), {
    rules: [lazyLoad],
    profile: 'metis',
  }).findings[0];
  assert.equal(disabled.fix?.safe, false, "turning lazy loading back on is the person's call");
});
