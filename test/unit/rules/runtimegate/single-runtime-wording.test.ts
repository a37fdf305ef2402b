/** runtimegate/single-runtime-wording (src/core/modules/runtime-gate/single-runtime-wording.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/runtime-gate/runtime-gate.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as wording } from '../../../../src/core/modules/runtime-gate/single-runtime-wording.ts';
import { rules } from '../../../../src/core/modules/runtime-gate/index.ts';
import { applyEdits, at, run, skill } from '../../modules/hasp/helpers.ts';

const hits = (body: string, r = rules) => run(skill(body), r).map((f) => `${f.ruleId.split('/')[1]} ${at(f)} ${f.data?.match ?? f.data?.path ?? ''}`.trim());

test('runtimegate/single-runtime-wording: the examples of docs/rules/runtimegate/single-runtime-wording.md (bad → invalid, good → valid)', () => {
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
            'In your agent runtime, run `scripts/resize.sh` with the image path.',
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
            'In Claude Code, run `scripts/resize.sh` with the image path.',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1"\n',
        },
        errors: [{ line: 8, column: 1, messageId: 'wording', file: 'SKILL.md' }],
        output: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'In your agent runtime, run `scripts/resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test('single-runtime wording fires in prose and code, Chinese and English, with the original text', () => {
  const body = [
    '# Demo',
    '',
    '## Usage',
    '',
    '在 Claude Code 里运行 `/demo`。',
    'Claude Code 用户请先安装插件。',
    'In Claude Code, run `/plugin install demo`.',
    'After setup, restart Claude Code and try it.',
    'This skill only works in Claude Code.',
    'Iteratively improve a Claude Code skill.',
    '',
    '```sh',
    '# In Claude Code, run:',
    '/demo',
    '```',
    '',
    '## Cursor',
    '',
    'Cursor 用户请先安装插件。',
    '',
    '## Codex',
    '',
    'This skill only works in Codex.',
    '',
  ].join('\n');
  assert.deepEqual(hits(body, [wording]), [
    'single-runtime-wording 10:1 在 Claude Code 里',
    'single-runtime-wording 11:1 Claude Code 用户',
    'single-runtime-wording 12:1 In Claude Code',
    'single-runtime-wording 13:14 restart Claude Code',
    'single-runtime-wording 14:12 only works in Claude Code',
    'single-runtime-wording 15:21 a Claude Code skill',
    'single-runtime-wording 18:3 In Claude Code',
    'single-runtime-wording 24:1 Cursor 用户',
    'single-runtime-wording 28:12 only works in Codex',
  ]);
  const [first] = run(skill(body), [wording]);
  assert.equal(first.severity, 'error');
  assert.equal(first.dimension, 'dim6');
  assert.match(first.message, /line 10: "在 Claude Code 里运行 `\/demo`。"/);
  assert.deepEqual(first.data, { runtime: 'Claude Code', match: '在 Claude Code 里', line: 10 });
  const [zh] = run(skill(body), [wording], { locale: 'zh-CN' });
  assert.match(zh.message, /第 10 行原文：「在 Claude Code 里运行 `\/demo`。」/);
});

test('wording fixes neutralise the runtime (unsafe suggestions)', () => {
  const body = [
    '# Demo',
    '',
    '在 Claude Code 里运行。',
    'In Claude Code, run it.',
    'Restart Claude Code now.',
    'A Claude Code Skill.',
    'Claude Code 用户请安装。',
    '',
  ].join('\n');
  const doc = skill(body);
  const findings = run(doc, [wording]);
  assert.equal(findings.length, 5);
  const fixable = findings.filter((f) => f.fix);
  assert.equal(fixable.length, 4);
  assert.ok(fixable.every((f) => f.fix!.safe === false));
  assert.equal(findings.find((f) => f.data?.match === 'Claude Code 用户')?.fix, undefined);
  const out = applyEdits(
    doc.skillFile!.text!.text,
    fixable.flatMap((f) => f.fix!.edits),
  );
  assert.ok(
    out.endsWith(
      [
        '在你所用的智能体运行环境里运行。',
        'In your agent runtime, run it.',
        'Restart your agent runtime now.',
        'An agent Skill.',
        'Claude Code 用户请安装。',
        '',
      ].join('\n'),
    ),
    out,
  );
});

test('a section that mentions another runtime covers the wording in it', () => {
  const body = ['# Demo', '', '## Agent notes', '', '### Claude Code', '', 'In Claude Code, run `/demo`.', '', '### Codex', '', 'Use `$demo`.', ''].join('\n');
  assert.deepEqual(hits(body), []);
  // …but the same line in a section of its own fails.
  const alone = ['# Demo', '', '## Agent notes', '', 'In Claude Code, run `/demo`.', '', '## Codex', '', 'Use `$demo`.', ''].join('\n');
  assert.deepEqual(hits(alone), ['single-runtime-wording 10:1 In Claude Code']);
});
