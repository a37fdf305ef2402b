/** cascade/refresh-due (src/core/modules/cascade/refresh-due.ts): its cases through the shared RuleTester. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/cascade/refresh-due.ts';

test('cascade/refresh-due: the examples of docs/rules/cascade/refresh-due.md (bad → invalid, good → valid)', () => {
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
          'references/caching.md': [
            '# Caching notes',
            '',
            'Cache-Control semantics follow RFC 9111.',
            '',
            '## [2025-11-01] 更新',
            '',
            'Checked against RFC 9111.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 3, column: 32, messageId: 'due', file: 'references/caching.md' }],
      },
    ],
  });
});
