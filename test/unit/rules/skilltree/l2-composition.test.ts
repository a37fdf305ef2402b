/** skilltree/l2-composition (src/core/modules/skilltree/l2-composition.ts): an L2 skill combines 2–3 L1 skills (seed 002 「分类判定」). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester, type TesterCase } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/skilltree/l2-composition.ts';
import { rules } from '../../../../src/core/modules/skilltree/index.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { treeSkillOf, workspaceView } from '../../../../src/core/skill/tree/workspace.ts';
import { treeMd, ws } from '../../modules/skilltree/helpers.ts';

/** The case with the workspace a skill scanned on its own gets: itself and the catalogue. */
function onItsOwn<T extends TesterCase>(c: T): T {
  const self = treeSkillOf(skillFromTexts(c.folder ?? 'demo', c.files));
  return { ...c, workspace: workspaceView(self ? [self] : []) };
}

const md = (s: Parameters<typeof treeMd>[0]) => ({ 'SKILL.md': treeMd(s) });

const page = (deps: string[]) =>
  [
    '---',
    'name: l2-page-summary',
    'layer: 2',
    'description: Summarises one web page in five bullet points. Use when the user asks to summarise a page.',
    'dependencies:',
    ...deps.map((d) => `  - ${d}`),
    '---',
    '',
    '# Page summary',
    '',
    '## 依赖技能',
    '',
    '| 技能 | 作用 |',
    '|---|---|',
    ...deps.map((d) => `| ${d} | 作用 |`),
    '',
  ].join('\n');

test('skilltree/l2-composition is registered in the skilltree module', () => {
  assert.ok(rules.includes(rule));
});

test('skilltree/l2-composition: the examples of docs/rules/skilltree/l2-composition.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [onItsOwn({ folder: 'l2-page-summary', files: { 'SKILL.md': page(['l1-web-fetch', 'l1-text-transform']) } })],
    invalid: [
      onItsOwn({
        folder: 'l2-page-summary',
        files: { 'SKILL.md': page(['l1-web-fetch']) },
        errors: [{ line: 6, column: 5, messageId: 'tooFew', severity: 'warning' }],
      }),
    ],
  });
});

test('skilltree/l2-composition: 2–3 distinct L1 skills; fewer or more is a warning; off-layer dependencies are left to dependency-layer', () => {
  const workspace = ws({ name: 'csv-chart', layer: 1 }, { name: 'l2-news', layer: 2, deps: ['l1-web-fetch', 'l1-text-transform'] }, { name: 'helper' });
  ruleTester.run(rule, {
    valid: [
      { name: 'two L1', files: md({ name: 'l2-x', layer: 2, deps: ['l1-web-fetch', 'l1-text-transform'] }), workspace },
      { name: 'three L1', files: md({ name: 'l2-x', layer: 2, deps: ['l1-search-engine', 'l1-web-fetch', 'l1-data-extract'] }), workspace },
      { name: 'a repeated name counts once', files: md({ name: 'l2-x', layer: 2, deps: ['l1-a', 'l1-b', 'l1-c', 'l1-a'] }), workspace },
      { name: "a workspace skill's declared layer 1 counts", files: md({ name: 'l2-x', layer: 2, deps: ['csv-chart', 'l1-file-read'] }), workspace },
      { name: "an L2 dependency is dependency-layer's", files: md({ name: 'l2-x', layer: 2, deps: ['l2-news'] }), workspace },
      { name: "an unlayered dependency is dependency-layer's", files: md({ name: 'l2-x', layer: 2, deps: ['helper', 'l1-a', 'l1-b', 'l1-c'] }), workspace },
      { name: 'an L3 with one dependency', files: md({ name: 'l3-x', layer: 3, deps: ['l2-news'] }), workspace },
      { name: 'an L1', files: md({ name: 'l1-x', layer: 1 }), workspace },
      { name: 'not in the tree', files: md({ name: 'plain-skill' }) },
    ],
    invalid: [
      {
        name: 'one L1',
        files: md({ name: 'l2-x', layer: 2, deps: ['l1-web-fetch'] }),
        workspace,
        errors: [{ line: 6, column: 5, messageId: 'tooFew', severity: 'warning' }],
      },
      {
        name: 'the same L1 twice is one',
        files: md({ name: 'l2-x', layer: 2, deps: ['l1-web-fetch', 'l1-web-fetch'] }),
        workspace,
        errors: [{ line: 6, messageId: 'tooFew' }],
      },
      { name: 'no dependencies at all: at the name', files: md({ name: 'l2-x', layer: 2 }), workspace, errors: [{ line: 2, messageId: 'tooFew' }] },
      { name: 'the layer from the prefix alone', files: md({ name: 'l2-x', deps: ['l1-kv-store'] }), workspace, errors: [{ line: 5, messageId: 'tooFew' }] },
      {
        name: 'four L1: at the fourth',
        files: md({ name: 'l2-x', layer: 2, deps: ['l1-data-extract', 'l1-text-transform', 'l1-file-read', 'l1-diff-checker'] }),
        workspace,
        errors: [{ line: 9, column: 5, messageId: 'tooMany', severity: 'warning' }],
      },
      {
        name: '`layer: 2` without a prefix, five L1',
        files: md({ name: 'digest', layer: 2, deps: ['l1-a', 'l1-b', 'l1-c', 'l1-d', 'l1-e'] }),
        errors: [{ line: 9, messageId: 'tooMany' }],
      },
    ],
  });
});
