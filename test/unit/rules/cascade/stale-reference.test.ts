/** cascade/stale-reference (src/core/modules/cascade/stale-reference.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/cascade/cascade.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/cascade/stale-reference.ts';
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

test('cascade/stale-reference: the examples of docs/rules/cascade/stale-reference.md (bad → invalid, good → valid)', () => {
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
            '## [2025-06-01] 更新',
            '',
            'Checked against RFC 9111.',
            '',
            '## [2026-02-20] 更新',
            '',
            'Checked again; no newer revision.',
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
          'references/caching.md': [
            '# Caching notes',
            '',
            'Cache-Control semantics follow RFC 9111.',
            '',
            '## [2025-06-01] 更新',
            '',
            'Checked against RFC 9111.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 3, column: 32, messageId: 'stale', file: 'references/caching.md' }],
      },
    ],
  });
});

test('stale finding says how old, from where, and lists the references', () => {
  const text = `${REF}\n## [2025-11-01] 更新\n`;
  const [f] = run(skill('# Demo\n', { 'references/api.md': text }), rules, { now: NOW });
  assert.deepEqual(f.data, {
    references: 5,
    first: 'arXiv:2603.02766',
    lastUpdated: '2025-11-01',
    ageDays: 212,
    dateSource: 'update-block',
  });
  assert.match(
    f.message,
    /references\/api\.md cites 5 external reference\(s\) \(arXiv:2603\.02766, https:\/\/docs\.example-api\.dev\/v2\/guide, RFC 9110 \(\+2\)\) and was last updated 2025-11-01 \(212 days ago, from its dated update block\), more than 180 days/,
  );
  assert.equal(f.related?.length, 4);
  const [zh] = run(skill('# Demo\n', { 'references/api.md': text }), rules, { now: NOW, locale: 'zh-CN' });
  assert.match(zh.message, /最后更新于 2025-11-01（212 天前，依据：带日期的更新段落），已超过 180 天/);
});
