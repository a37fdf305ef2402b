/** distill/no-quick-start (src/core/modules/distill/no-quick-start.ts): a long SKILL.md without a TL;DR or decision tree. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/distill/no-quick-start.ts';

const FM = [
  '---',
  'name: demo-skill',
  'description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".',
  '---',
  '',
];
/** `n` body lines of numbered steps. */
const steps = (n: number) => Array.from({ length: n }, (_, i) => `${i + 1}. Step ${i + 1} of the release-notes workflow.`);

test('distill/no-quick-start: a body over 150 lines needs a TL;DR, a summary or a decision tree; 150 lines do not', () => {
  ruleTester.run(rule, {
    valid: [
      { folder: 'demo-skill', files: { 'SKILL.md': [...FM, '# Demo skill', '', ...steps(147), ''].join('\n') } },
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': [...FM, '# Demo skill', '', '## TL;DR', '', 'Run steps 1–3; stop at 4.', '', ...steps(160), ''].join('\n') },
      },
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': [...FM, '# 演示技能', '', '**速查**：先跑第 1–3 步，第 4 步前停下确认。', '', ...steps(160), ''].join('\n') },
      },
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [...FM, '# Demo skill', '', '```mermaid', 'flowchart TD', '  A[New tag?] -->|yes| B[Draft notes]', '```', '', ...steps(160), ''].join(
            '\n',
          ),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': [...FM, '# Demo skill', '', ...steps(160), ''].join('\n') },
        errors: [{ line: 6, column: 1, messageId: 'missing', severity: 'info' }],
      },
    ],
  });
});
