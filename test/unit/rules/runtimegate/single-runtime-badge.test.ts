/** runtimegate/single-runtime-badge (src/core/modules/runtime-gate/single-runtime-badge.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/runtime-gate/runtime-gate.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as badge, rule } from '../../../../src/core/modules/runtime-gate/single-runtime-badge.ts';
import { at, run, skill } from '../../modules/hasp/helpers.ts';

test('runtimegate/single-runtime-badge: the examples of docs/rules/runtimegate/single-runtime-badge.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Made for Claude Code, Codex, Cursor and any other Agent Skills runtime.',
            '',
            'Run `scripts/resize.sh` with the image path.',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1"\n',
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
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Made for Claude Code.',
            '',
            'Run `scripts/resize.sh` with the image path.',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1"\n',
        },
        errors: [{ line: 8, column: 1, messageId: 'tagline', file: 'SKILL.md' }],
      },
    ],
  });
});

test('single runtime badge and tagline fire; a multi-runtime badge row does not', () => {
  const one = ['# Demo', '', '![Claude Code](https://img.shields.io/badge/Claude_Code-skill-blue)', '', 'Made for Claude Code.', ''].join('\n');
  assert.deepEqual(
    run(skill(one), [badge]).map((f) => `${at(f)} ${f.data?.kind}`),
    ['8:16 badge', '10:1 tagline'],
  );
  const many = ['# Demo', '', '![a](https://img.shields.io/badge/Claude%20Code-ok-blue) ![b](https://img.shields.io/badge/Codex-ok-green)', ''].join('\n');
  assert.deepEqual(run(skill(many), [badge]), []);
  const tag = ['# Demo', '', 'Made for Claude Code, Codex and Cursor.', '', '## 简介', '', '专为 Claude Code 打造。', ''].join('\n');
  assert.deepEqual(run(skill(tag), [badge]).map(at), ['12:1']);
});
