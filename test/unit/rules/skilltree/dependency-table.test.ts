/** skilltree/dependency-table (src/core/modules/skilltree/dependency-table.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skilltree/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester, type TesterCase } from '../../../support/rule-tester.ts';
import { rule as dependencyTable, rule } from '../../../../src/core/modules/skilltree/dependency-table.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { treeSkillOf, workspaceView } from '../../../../src/core/skill/tree/workspace.ts';
import { table, treeMd, ws } from '../../modules/skilltree/helpers.ts';

/** The case with the workspace a skill scanned on its own gets: itself and the catalogue. */
function onItsOwn<T extends TesterCase>(c: T): T {
  const self = treeSkillOf(skillFromTexts(c.folder ?? 'demo', c.files));
  return { ...c, workspace: workspaceView(self ? [self] : []) };
}

const md = (s: Parameters<typeof treeMd>[0]) => ({ 'SKILL.md': treeMd(s) });

test('skilltree/dependency-table: the examples of docs/rules/skilltree/dependency-table.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      onItsOwn({
        folder: 'l2-contract-diff',
        files: {
          'SKILL.md': [
            '---',
            'name: l2-contract-diff',
            'layer: 2',
            'description: Compares two versions of a contract and summarises what changed. Use when the user asks what changed in a contract.',
            'dependencies:',
            '  - l1-file-read',
            '  - l1-diff-checker',
            '---',
            '',
            '# Contract diff',
            '',
            '## 依赖技能',
            '',
            '| 技能 | 作用 |',
            '|---|---|',
            '| l1-file-read | 读取两版合同 |',
            '| l1-diff-checker | 找出两版之间的差异 |',
            '',
          ].join('\n'),
        },
      }),
    ],
    invalid: [
      onItsOwn({
        folder: 'l2-contract-diff',
        files: {
          'SKILL.md': [
            '---',
            'name: l2-contract-diff',
            'layer: 2',
            'description: Compares two versions of a contract and summarises what changed. Use when the user asks what changed in a contract.',
            'dependencies:',
            '  - l1-file-read',
            '  - l1-diff-checker',
            '---',
            '',
            '# Contract diff',
            '',
            '## 依赖技能',
            '',
            '| 技能 | 作用 |',
            '|---|---|',
            '| l1-file-read | 读取两版合同 |',
            '',
          ].join('\n'),
        },
        errors: [{ line: 7, column: 5, messageId: 'missingRow' }],
        output: {
          'SKILL.md': [
            '---',
            'name: l2-contract-diff',
            'layer: 2',
            'description: Compares two versions of a contract and summarises what changed. Use when the user asks what changed in a contract.',
            'dependencies:',
            '  - l1-file-read',
            '  - l1-diff-checker',
            '---',
            '',
            '# Contract diff',
            '',
            '## 依赖技能',
            '',
            '| 技能 | 作用 |',
            '|---|---|',
            '| l1-file-read | 读取两版合同 |',
            '| l1-diff-checker | 文本/数据比对 |',
            '',
          ].join('\n'),
        },
      }),
    ],
  });
});

test('skilltree/dependency-table: a 「依赖技能」 row with a role per dependency; safe fixes add the row or the table', () => {
  const workspace = ws({
    name: 'l2-news',
    layer: 2,
    deps: ['l1-search-engine'],
    description: "Collects the day's news on a topic. Use when a digest is wanted.",
  });
  const body = table([['l2-news', '收集新闻']]);
  ruleTester.run(dependencyTable, {
    valid: [
      { files: md({ name: 'l3-x', layer: 3, deps: ['l2-news'], body }), workspace },
      { name: 'backticked names', files: md({ name: 'l3-x', layer: 3, deps: ['l2-news'], body: table([['`l2-news`', '收集新闻']]) }), workspace },
      { name: 'no dependencies, no table needed', files: md({ name: 'l1-x', layer: 1 }) },
    ],
    invalid: [
      {
        name: 'a row missing',
        files: md({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l1-webhook-push'], body }),
        workspace,
        errors: [{ line: 7, messageId: 'missingRow', severity: 'warning' }],
        output: {
          'SKILL.md': treeMd({
            name: 'l3-x',
            layer: 3,
            deps: ['l2-news', 'l1-webhook-push'],
            body: table([
              ['l2-news', '收集新闻'],
              ['l1-webhook-push', '飞书/Slack/钉钉/Discord 推送'],
            ]),
          }),
        },
      },
      {
        name: 'no table',
        files: md({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l1-kv-store'] }),
        workspace,
        errors: [{ line: 5, messageId: 'noTable' }],
        output: {
          'SKILL.md':
            treeMd({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l1-kv-store'] }) +
            '\n' +
            table([
              ['l2-news', "Collects the day's news on a topic."],
              ['l1-kv-store', '本地 JSON KV 持久化存储'],
            ]) +
            '\n',
        },
      },
      {
        name: 'a row without a role',
        files: md({ name: 'l3-x', layer: 3, deps: ['l2-news'], body: table([['l2-news', '']]) }),
        workspace,
        errors: [{ line: 15, messageId: 'noRole' }],
      },
      {
        name: 'nothing describes a missing dependency: no fix',
        files: md({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l2-ghost'], body }),
        workspace,
        errors: [{ line: 7, messageId: 'missingRow' }],
      },
    ],
  });
});

test('skilltree/dependency-table: the table at the very end of a file without a final newline gets its row after one', () => {
  const text = treeMd({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l1-kv-store'], body: table([['l2-news', '收集新闻']]) }).replace(/\n$/, '');
  ruleTester.run(dependencyTable, {
    valid: [],
    invalid: [
      {
        files: { 'SKILL.md': text },
        workspace: ws({ name: 'l2-news', layer: 2 }),
        errors: [{ line: 7, messageId: 'missingRow' }],
        output: { 'SKILL.md': text + '\n| l1-kv-store | 本地 JSON KV 持久化存储 |' },
      },
    ],
  });
});
