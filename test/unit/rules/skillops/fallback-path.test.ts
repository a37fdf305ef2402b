/** skillops/fallback-path (src/core/modules/skillops/fallback-path.ts): no failure branch → HL-2's three-part fallback skeleton, suggested. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/skillops/fallback-path.ts';

const FM = [
  '---',
  'name: demo-skill',
  'description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".',
  '---',
  '',
];
const HAPPY = [...FM, '# Demo skill', '', '## Workflow', '', '1. List the merged pull requests since the last tag.', '2. Write one line per change.', ''].join(
  '\n',
);

test("skillops/fallback-path: the examples of docs/rules/skillops/fallback-path.md, and the skeleton it suggests in the line's language", () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': `${HAPPY}3. If \`gh\` fails with an auth error, run \`gh auth login\`; otherwise stop and tell the user.\n` },
      },
      { folder: 'demo-skill', files: { 'SKILL.md': `${HAPPY}\n## Troubleshooting\n\n- No tags yet: use the first commit.\n` } },
      // Words in code are not a failure branch, but a Chinese one in prose is.
      { folder: 'demo-skill', files: { 'SKILL.md': [...FM, '# 演示', '', '1. 列出合并的 PR。', '2. 如果命令失败，先检查登录状态。', ''].join('\n') } },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': HAPPY },
        errors: [{ line: 6, column: 1, messageId: 'none', severity: 'info' }],
        output: {
          'SKILL.md': [
            HAPPY,
            '## Failure handling',
            '',
            '- **Trigger**: _which step fails, and the error or symptom that shows it_',
            '- **First fix**: _what to try first (re-run with …, check …)_',
            '- **Last resort**: _if it still fails: stop, tell the user what failed and what they can do_',
            '',
          ].join('\n'),
        },
      },
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': [...FM, '# 演示', '', '1. 列出合并的 PR。', '2. 每个改动写一行。'].join('\n') },
        errors: [{ line: 6, messageId: 'none' }],
        output: {
          'SKILL.md': [
            ...FM,
            '# 演示',
            '',
            '1. 列出合并的 PR。',
            '2. 每个改动写一行。',
            '',
            '## 失败处理',
            '',
            '- **触发条件**：_哪一步失败，出现什么错误或现象_',
            '- **一线修复**：_先尝试什么（用……重跑、检查……）_',
            '- **仍失败兜底**：_仍然失败时：停下来，告诉用户哪里失败、用户可以怎么做_',
            '',
          ].join('\n'),
        },
      },
    ],
  });
  assert.equal(rule.meta.fixable, 'suggestion');
});
