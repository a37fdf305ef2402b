/** skilltree/layer-prefix (src/core/modules/skilltree/layer-prefix.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skilltree/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester, type TesterCase } from '../../../support/rule-tester.ts';
import { rule as layerPrefix, rule } from '../../../../src/core/modules/skilltree/layer-prefix.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { treeSkillOf, workspaceView } from '../../../../src/core/skill/tree/workspace.ts';
import { treeMd } from '../../modules/skilltree/helpers.ts';

/** The case with the workspace a skill scanned on its own gets: itself and the catalogue. */
function onItsOwn<T extends TesterCase>(c: T): T {
  const self = treeSkillOf(skillFromTexts(c.folder ?? 'demo', c.files));
  return { ...c, workspace: workspaceView(self ? [self] : []) };
}

const md = (s: Parameters<typeof treeMd>[0]) => ({ 'SKILL.md': treeMd(s) });

test('skilltree/layer-prefix: the examples of docs/rules/skilltree/layer-prefix.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      onItsOwn({
        folder: 'l3-market-report',
        files: {
          'SKILL.md': [
            '---',
            'name: l3-market-report',
            'layer: 3',
            'description: Writes a weekly market report from web research. Use when the user asks for a market report.',
            'dependencies:',
            '  - l2-web-research',
            '---',
            '',
            '# Market report',
            '',
            '## 依赖技能',
            '',
            '| 技能 | 作用 |',
            '|---|---|',
            '| l2-web-research | 调研市场资料 |',
            '',
          ].join('\n'),
        },
      }),
    ],
    invalid: [
      onItsOwn({
        folder: 'l3-market-report',
        files: {
          'SKILL.md': [
            '---',
            'name: l3-market-report',
            'layer: 2',
            'description: Writes a weekly market report from web research. Use when the user asks for a market report.',
            'dependencies:',
            '  - l2-web-research',
            '---',
            '',
            '# Market report',
            '',
            '## 依赖技能',
            '',
            '| 技能 | 作用 |',
            '|---|---|',
            '| l2-web-research | 调研市场资料 |',
            '',
          ].join('\n'),
        },
        errors: [{ line: 3, column: 8, messageId: 'mismatch' }],
        output: {
          'SKILL.md': [
            '---',
            'name: l3-market-report',
            'layer: 3',
            'description: Writes a weekly market report from web research. Use when the user asks for a market report.',
            'dependencies:',
            '  - l2-web-research',
            '---',
            '',
            '# Market report',
            '',
            '## 依赖技能',
            '',
            '| 技能 | 作用 |',
            '|---|---|',
            '| l2-web-research | 调研市场资料 |',
            '',
          ].join('\n'),
        },
      }),
    ],
  });
});

test('skilltree/layer-prefix: prefix and layer agree; the safe fix makes layer follow the name', () => {
  ruleTester.run(layerPrefix, {
    valid: [{ files: md({ name: 'l1-fetch', layer: 1 }) }, { files: md({ name: 'l3-report', layer: 'L3' }) }, { files: md({ name: 'plain-skill' }) }],
    invalid: [
      {
        name: 'mismatch',
        files: md({ name: 'l3-report', layer: 2 }),
        errors: [{ line: 3, column: 8, messageId: 'mismatch', severity: 'error' }],
        output: { 'SKILL.md': treeMd({ name: 'l3-report', layer: 3 }) },
      },
      {
        name: 'prefix without layer',
        files: md({ name: 'l2-digest-plus' }),
        errors: [{ line: 2, messageId: 'missingLayer' }],
        output: { 'SKILL.md': treeMd({ name: 'l2-digest-plus', layer: 2 }) },
      },
      { name: 'layer without prefix', files: md({ name: 'report', layer: 3 }), errors: [{ line: 2, column: 7, messageId: 'missingPrefix' }] },
      {
        name: 'not a layer',
        files: md({ name: 'l1-fetch', layer: 4 }),
        errors: [{ line: 3, messageId: 'badLayer' }],
        output: { 'SKILL.md': treeMd({ name: 'l1-fetch', layer: 1 }) },
      },
      { name: '中文', locale: 'zh-CN', files: md({ name: 'l3-report', layer: 1 }), errors: [{ line: 3, messageId: 'mismatch' }] },
    ],
  });
});
