/** skilltree/dependency-layer (src/core/modules/skilltree/dependency-layer.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skilltree/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester, type TesterCase } from '../../../support/rule-tester.ts';
import { rule as dependencyLayer, rule } from '../../../../src/core/modules/skilltree/dependency-layer.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { treeSkillOf, workspaceView } from '../../../../src/core/skill/tree/workspace.ts';
import { treeMd, ws } from '../../modules/skilltree/helpers.ts';

/** The case with the workspace a skill scanned on its own gets: itself and the catalogue. */
function onItsOwn<T extends TesterCase>(c: T): T {
  const self = treeSkillOf(skillFromTexts(c.folder ?? 'demo', c.files));
  return { ...c, workspace: workspaceView(self ? [self] : []) };
}

const md = (s: Parameters<typeof treeMd>[0]) => ({ 'SKILL.md': treeMd(s) });

test('skilltree/dependency-layer: the examples of docs/rules/skilltree/dependency-layer.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      onItsOwn({
        folder: 'l2-news-brief',
        files: {
          'SKILL.md': [
            '---',
            'name: l2-news-brief',
            'layer: 2',
            "description: Writes a short brief of the day's news on a topic. Use when the user asks for a news brief.",
            'dependencies:',
            '  - l1-search-engine',
            '  - l1-web-fetch',
            '  - l1-text-transform',
            '---',
            '',
            '# News brief',
            '',
            '## 依赖技能',
            '',
            '| 技能 | 作用 |',
            '|---|---|',
            '| l1-search-engine | 搜索新闻 |',
            '| l1-web-fetch | 抓取新闻页面 |',
            '| l1-text-transform | 写成简报 |',
            '',
          ].join('\n'),
        },
      }),
    ],
    invalid: [
      onItsOwn({
        folder: 'l2-news-brief',
        files: {
          'SKILL.md': [
            '---',
            'name: l2-news-brief',
            'layer: 2',
            "description: Writes a short brief of the day's news on a topic. Use when the user asks for a news brief.",
            'dependencies:',
            '  - l2-web-research',
            '  - l1-text-transform',
            '---',
            '',
            '# News brief',
            '',
            '## 依赖技能',
            '',
            '| 技能 | 作用 |',
            '|---|---|',
            '| l2-web-research | 调研新闻 |',
            '| l1-text-transform | 写成简报 |',
            '',
          ].join('\n'),
        },
        errors: [{ line: 6, column: 5, messageId: 'l2' }],
      }),
    ],
  });
});

test('skilltree/dependency-layer: L2 → L1 only; L3 → L2 and L1; a workspace skill outside the tree is not a layer', () => {
  const workspace = ws(
    { name: 'l2-news', layer: 2, deps: ['l1-search-engine'] },
    { name: 'l3-weekly', layer: 3, deps: ['l2-news'] },
    { name: 'helper' },
    { name: 'odd-one', layer: 1 },
  );
  ruleTester.run(dependencyLayer, {
    valid: [
      { files: md({ name: 'l2-x', layer: 2, deps: ['l1-web-fetch', 'l1-text-transform'] }), workspace },
      { files: md({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l2-web-research', 'l1-kv-store'] }), workspace },
      { name: 'declared layer of a workspace skill counts over its (absent) prefix', files: md({ name: 'l2-x', layer: 2, deps: ['odd-one'] }), workspace },
      { name: "a missing dependency without a prefix is dependency-missing's", files: md({ name: 'l3-x', layer: 3, deps: ['nowhere'] }), workspace },
    ],
    invalid: [
      {
        name: 'L2 → L2',
        files: md({ name: 'l2-x', layer: 2, deps: ['l1-web-fetch', 'l2-web-research'] }),
        workspace,
        errors: [{ line: 7, messageId: 'l2', severity: 'error' }],
      },
      {
        name: 'L2 → L3 (by prefix, not on disk)',
        files: md({ name: 'l2-x', layer: 2, deps: ['l3-weekly'] }),
        workspace,
        errors: [{ line: 6, messageId: 'l2' }],
      },
      { name: 'L3 → L3', files: md({ name: 'l3-x', layer: 3, deps: ['l3-weekly', 'l1-kv-store'] }), workspace, errors: [{ line: 6, messageId: 'l3' }] },
      { name: 'L3 → unlayered', files: md({ name: 'l3-x', layer: 3, deps: ['helper'] }), workspace, errors: [{ line: 6, messageId: 'unlayered' }] },
    ],
  });
});
