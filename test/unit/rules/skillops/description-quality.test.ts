/** skillops/description-quality (src/core/modules/skillops/description-quality.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/frontmatter.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as descQuality, rule } from '../../../../src/core/modules/skillops/description-quality.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const GOOD_DESC = 'description: Compresses images to WebP. Use when the user asks to "compress image" or "convert to webp".';

test('skillops/description-quality: the examples of docs/rules/skillops/description-quality.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images to a given width. Use when the user asks to resize, shrink or scale a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
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
            'description: Helps with images and more.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [
          { line: 3, column: 14, messageId: 'noWhen' },
          { line: 3, column: 14, messageId: 'noTriggers' },
          { line: 3, column: 14, messageId: 'filler' },
        ],
      },
    ],
  });
});

test('description-quality: one warning per failing check, none for a complete description', () => {
  const found = run(descQuality, skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: Converts PDF, DOCX and more.']) }));
  assert.deepEqual(
    found.map((f) => f.data?.check),
    ['when', 'triggers', 'filler'],
  );
  assert.ok(found.every((f) => f.severity === 'warning' && f.range.start.line === 3));
  assert.match(found[2].message, /and more/);
  assert.deepEqual(run(descQuality, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC]) })), []);
  const zh = run(
    descQuality,
    skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: 飞书审批 API：审批实例、审批任务管理。']) }),
    'agentskills',
    'zh-CN',
  );
  assert.ok(zh.some((f) => /没有说明何时使用/.test(f.message)));
});
