/** skilltree/l1-no-dependencies (src/core/modules/skilltree/l1-no-dependencies.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skilltree/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester, type TesterCase } from '../../../support/rule-tester.ts';
import { rule as l1NoDependencies, rule } from '../../../../src/core/modules/skilltree/l1-no-dependencies.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { treeSkillOf, workspaceView } from '../../../../src/core/skill/tree/workspace.ts';
import { treeMd } from '../../modules/skilltree/helpers.ts';

/** The case with the workspace a skill scanned on its own gets: itself and the catalogue. */
function onItsOwn<T extends TesterCase>(c: T): T {
  const self = treeSkillOf(skillFromTexts(c.folder ?? 'demo', c.files));
  return { ...c, workspace: workspaceView(self ? [self] : []) };
}

const md = (s: Parameters<typeof treeMd>[0]) => ({ 'SKILL.md': treeMd(s) });

test('skilltree/l1-no-dependencies: the examples of docs/rules/skilltree/l1-no-dependencies.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      onItsOwn({
        folder: 'l1-page-archive',
        files: {
          'SKILL.md': [
            '---',
            'name: l1-page-archive',
            'layer: 1',
            'description: Saves a copy of a web page into the local archive. Use when the user asks to archive a page.',
            '---',
            '',
            '# Page archive',
            '',
            'Save the page.',
            '',
          ].join('\n'),
        },
      }),
    ],
    invalid: [
      onItsOwn({
        folder: 'l1-page-archive',
        files: {
          'SKILL.md': [
            '---',
            'name: l1-page-archive',
            'layer: 1',
            'description: Saves a copy of a web page into the local archive. Use when the user asks to archive a page.',
            'dependencies:',
            '  - l1-kv-store',
            '---',
            '',
            '# Page archive',
            '',
            'Save the page.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 6, column: 5, messageId: 'dependency' }],
      }),
    ],
  });
});

test('skilltree/l1-no-dependencies: an L1 skill lists none', () => {
  ruleTester.run(l1NoDependencies, {
    valid: [{ files: md({ name: 'l1-fetch', layer: 1 }) }, { files: md({ name: 'l2-digest-x', layer: 2, deps: ['l1-web-fetch'] }) }],
    invalid: [
      {
        files: md({ name: 'l1-fetch', layer: 1, deps: ['l1-kv-store', 'l1-web-fetch'] }),
        errors: [
          { line: 6, column: 5, messageId: 'dependency' },
          { line: 7, column: 5, messageId: 'dependency' },
        ],
      },
      { name: 'layer from the prefix alone', files: md({ name: 'l1-fetch', deps: ['l1-kv-store'] }), errors: [{ line: 5, messageId: 'dependency' }] },
    ],
  });
});
