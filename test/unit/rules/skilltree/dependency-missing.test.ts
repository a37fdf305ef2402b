/** skilltree/dependency-missing (src/core/modules/skilltree/dependency-missing.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skilltree/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester, type TesterCase } from '../../../support/rule-tester.ts';
import { rule as dependencyMissing, rule } from '../../../../src/core/modules/skilltree/dependency-missing.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { treeSkillOf, workspaceView } from '../../../../src/core/skill/tree/workspace.ts';
import { treeMd, ws } from '../../modules/skilltree/helpers.ts';

/** The case with the workspace a skill scanned on its own gets: itself and the catalogue. */
function onItsOwn<T extends TesterCase>(c: T): T {
  const self = treeSkillOf(skillFromTexts(c.folder ?? 'demo', c.files));
  return { ...c, workspace: workspaceView(self ? [self] : []) };
}

const md = (s: Parameters<typeof treeMd>[0]) => ({ 'SKILL.md': treeMd(s) });

test('skilltree/dependency-missing: the examples of docs/rules/skilltree/dependency-missing.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      onItsOwn({
        folder: 'l3-price-watch',
        files: {
          'SKILL.md': [
            '---',
            'name: l3-price-watch',
            'layer: 3',
            "description: Watches competitors' prices daily and pushes changes to the team chat. Use when the user asks to watch prices.",
            'dependencies:',
            '  - l2-web-research',
            '  - l1-webhook-push',
            '---',
            '',
            '# Price watch',
            '',
            '## 依赖技能',
            '',
            '| 技能 | 作用 |',
            '|---|---|',
            '| l2-web-research | 调研竞品价格 |',
            '| l1-webhook-push | 推送变化 |',
            '',
          ].join('\n'),
        },
      }),
    ],
    invalid: [
      onItsOwn({
        folder: 'l3-price-watch',
        files: {
          'SKILL.md': [
            '---',
            'name: l3-price-watch',
            'layer: 3',
            "description: Watches competitors' prices daily and pushes changes to the team chat. Use when the user asks to watch prices.",
            'dependencies:',
            '  - l2-web-research',
            '  - l1-webhook-pusher',
            '---',
            '',
            '# Price watch',
            '',
            '## 依赖技能',
            '',
            '| 技能 | 作用 |',
            '|---|---|',
            '| l2-web-research | 调研竞品价格 |',
            '| l1-webhook-pusher | 推送变化 |',
            '',
          ].join('\n'),
        },
        errors: [{ line: 7, column: 5, messageId: 'didYouMean' }],
      }),
    ],
  });
});

test('skilltree/dependency-missing: every dependency is in the workspace or the catalogue; on its own only the catalogue is judged', () => {
  const workspace = ws({ name: 'l2-news', layer: 2, deps: ['l1-search-engine'] });
  ruleTester.run(dependencyMissing, {
    valid: [
      { files: md({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l2-digest', 'l1-webhook-push'] }), workspace },
      { name: 'checked on its own: a workspace name is not called missing', files: md({ name: 'l3-x', layer: 3, deps: ['l2-somewhere'] }) },
    ],
    invalid: [
      {
        name: 'did you mean',
        files: md({ name: 'l3-x', layer: 3, deps: ['l2-newss'] }),
        workspace,
        errors: [{ line: 6, column: 5, messageId: 'didYouMean', severity: 'error' }],
      },
      { name: 'unknown', files: md({ name: 'l3-x', layer: 3, deps: ['l2-competitor-radar'] }), workspace, errors: [{ line: 6, messageId: 'missing' }] },
      { name: 'itself', files: md({ name: 'l3-x', layer: 3, deps: ['l3-x'] }), workspace, errors: [{ line: 6, messageId: 'self' }] },
      {
        name: 'not a list',
        files: { 'SKILL.md': '---\nname: l2-x\nlayer: 2\ndescription: X. Use when x.\ndependencies: l1-web-fetch\n---\n\n# X\n' },
        workspace,
        errors: [{ line: 5, messageId: 'malformed' }],
      },
    ],
  });
});
