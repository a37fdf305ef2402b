/** runtimegate/hardwired-install-path (src/core/modules/runtime-gate/hardwired-install-path.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/runtime-gate/runtime-gate.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as installPath, rule } from '../../../../src/core/modules/runtime-gate/hardwired-install-path.ts';
import { rules } from '../../../../src/core/modules/runtime-gate/index.ts';
import { at, run, skill } from '../../modules/hasp/helpers.ts';

const hits = (body: string, r = rules) => run(skill(body), r).map((f) => `${f.ruleId.split('/')[1]} ${at(f)} ${f.data?.match ?? f.data?.path ?? ''}`.trim());

test('runtimegate/hardwired-install-path: the examples of docs/rules/runtimegate/hardwired-install-path.md (bad → invalid, good → valid)', () => {
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
            '## Run',
            '',
            "Run `scripts/resize.sh` (relative to this skill's folder) with the image path.",
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
            '## Run',
            '',
            'Run `~/.claude/skills/demo-skill/scripts/resize.sh` with the image path.',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1"\n',
        },
        errors: [{ line: 10, column: 6, messageId: 'path', file: 'SKILL.md' }],
      },
    ],
  });
});

test('hard-wired install paths fire unless another runtime path is given nearby', () => {
  const body = [
    '# Demo',
    '',
    '## Install',
    '',
    '```bash',
    'cd ~/.claude/skills/demo && ./setup.sh',
    '```',
    '',
    'Config lives in `.claude/skills/demo/.env`.',
    '',
  ].join('\n');
  assert.deepEqual(hits(body, [installPath]), ['hardwired-install-path 11:4 ~/.claude/skills/demo', 'hardwired-install-path 14:18 .claude/skills/demo/.env']);
  const [f] = run(skill(body), [installPath]);
  assert.match(f.message, /only exists in Claude Code \(line 11: "cd ~\/\.claude\/skills\/demo && \.\/setup\.sh"\)/);
  const withAlt = body.replace('```\n\nConfig', '```\n\nOr `~/.agents/skills/demo` on other runtimes.\n\nConfig');
  assert.deepEqual(hits(withAlt, [installPath]), []);
  const withCodex = body.replace('cd ~/.claude/skills/demo && ./setup.sh', 'cd ~/.claude/skills/demo  # or ~/.codex/skills/demo');
  assert.deepEqual(hits(withCodex, [installPath]), []);
  const varies = body.replace('```\n\nConfig', '```\n\nThe path may vary depending on where the user installed the skill.\n\nConfig');
  assert.deepEqual(hits(varies, [installPath]), []);
});
