/** cascade/undated-references (src/core/modules/cascade/undated-references.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/cascade/cascade.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/cascade/undated-references.ts';
import { rules } from '../../../../src/core/modules/cascade/index.ts';
import { run, skill } from '../../modules/hasp/helpers.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

const REF = [
  '# API notes',
  '',
  'Based on arXiv:2603.02766 and https://docs.example-api.dev/v2/guide.',
  'Same paper: https://arxiv.org/abs/2603.02766v2 (counted once). HTTP semantics: RFC 9110.',
  'Security: ISO/IEC 27001:2022 and GB/T 35273-2020. Dates use ISO 8601 and RFC 3339.',
  '',
  '```bash',
  'curl https://in-code.example-api.dev/v1',
  '```',
  '',
  'Placeholders: http://localhost:3000, https://example.com/x, `https://inline.example-api.dev`.',
  '',
].join('\n');

test('cascade/undated-references: the examples of docs/rules/cascade/undated-references.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Summarises HTTP caching rules. Use when the user asks how HTTP caching headers work.',
            '---',
            '',
            '# Demo skill',
            '',
            'Answer from [the caching notes](references/caching.md).',
            '',
          ].join('\n'),
          'references/caching.md': [
            '# Caching notes',
            '',
            'Cache-Control semantics follow RFC 9111.',
            '',
            '## [2026-02-20] 更新',
            '',
            'Checked against RFC 9111.',
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
            'description: Summarises HTTP caching rules. Use when the user asks how HTTP caching headers work.',
            '---',
            '',
            '# Demo skill',
            '',
            'Answer from [the caching notes](references/caching.md).',
            '',
          ].join('\n'),
          'references/caching.md': ['# Caching notes', '', 'Cache-Control semantics follow RFC 9111.', ''].join('\n'),
        },
        errors: [{ line: 3, column: 32, messageId: 'unknown', file: 'references/caching.md' }],
      },
    ],
  });
});

test('unknown date: no block and no git history → undated info, never the file mtime', () => {
  const findings = run(skill('# Demo\n', { 'references/api.md': REF }), rules, { now: NOW });
  assert.deepEqual(
    findings.map((f) => `${f.ruleId} ${f.severity} ${f.data?.lastUpdated}`),
    ['cascade/undated-references info unknown'],
  );
  assert.match(findings[0].message, /last update is unknown/);
  // A file without external references says nothing.
  assert.deepEqual(run(skill('# Demo\n\nNo links here.\n'), rules, { now: NOW }), []);
});

test('a dated heading inside a code block is not an update block', () => {
  const text = `${REF}\n\`\`\`md\n## [2026-05-30] 更新\n\`\`\`\n`;
  const findings = run(skill('# Demo\n', { 'references/api.md': text }), rules, { now: NOW });
  assert.deepEqual(
    findings.map((f) => f.ruleId),
    ['cascade/undated-references'],
  );
});
