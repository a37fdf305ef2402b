/** skilltree/reimplements-l1 (src/core/modules/skilltree/reimplements-l1.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skilltree/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester, type TesterCase } from '../../../support/rule-tester.ts';
import { rule as reimplementsL1, rule } from '../../../../src/core/modules/skilltree/reimplements-l1.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { treeSkillOf, workspaceView } from '../../../../src/core/skill/tree/workspace.ts';
import { treeMd, ws } from '../../modules/skilltree/helpers.ts';

/** The case with the workspace a skill scanned on its own gets: itself and the catalogue. */
function onItsOwn<T extends TesterCase>(c: T): T {
  const self = treeSkillOf(skillFromTexts(c.folder ?? 'demo', c.files));
  return { ...c, workspace: workspaceView(self ? [self] : []) };
}

const md = (s: Parameters<typeof treeMd>[0]) => ({ 'SKILL.md': treeMd(s) });

test('skilltree/reimplements-l1: the examples of docs/rules/skilltree/reimplements-l1.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      onItsOwn({
        folder: 'l1-csv-chart',
        files: {
          'SKILL.md': [
            '---',
            'name: l1-csv-chart',
            'layer: 1',
            'description: Draw a bar chart from CSV columns as SVG. Use when a chart of tabular numbers is wanted.',
            '---',
            '',
            '# CSV chart',
            '',
            'Read the columns and draw the bars.',
            '',
          ].join('\n'),
        },
      }),
    ],
    invalid: [
      onItsOwn({
        folder: 'l1-page-fetch',
        files: {
          'SKILL.md': [
            '---',
            'name: l1-page-fetch',
            'layer: 1',
            'description: Fetch a web page with curl and convert its HTML to Markdown. Use when the text of a web page is needed.',
            '---',
            '',
            '# Page fetch',
            '',
            'Run curl on the URL and convert the HTML.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 4, column: 14, messageId: 'reimplements' }],
      }),
    ],
  });
});

test("skilltree/reimplements-l1: a new skill doing an existing L1's job is flagged; reuse and unrelated skills are not", () => {
  const fetcher = {
    name: 'l1-page-fetch',
    layer: 1,
    description: 'Fetch a web page with curl and convert its HTML to Markdown. Use when the text of a page is needed.',
  };
  ruleTester.run(reimplementsL1, {
    valid: [
      {
        name: 'unrelated L1',
        files: md({ name: 'l1-csv-chart', layer: 1, description: 'Draw a bar chart from CSV columns as SVG. Use when a chart of tabular numbers is wanted.' }),
        workspace: ws(),
      },
      {
        name: 'an L3 that depends on the L1',
        files: md({
          name: 'l3-page-archive',
          layer: 3,
          deps: ['l1-web-fetch'],
          description: 'Fetch a web page with curl and convert its HTML to Markdown, then archive it.',
        }),
        workspace: ws(),
      },
      {
        name: 'the existing L1 itself',
        files: md({ name: 'l1-web-fetch', layer: 1, description: 'Fetch a web page with curl and convert its HTML to Markdown.' }),
        workspace: ws(),
      },
    ],
    invalid: [
      { name: 'against the catalogue', files: md(fetcher), workspace: ws(), errors: [{ line: 4, messageId: 'reimplements', severity: 'warning' }] },
      {
        name: 'against a workspace L1',
        files: md({ name: 'l1-chart-draw', layer: 1, description: 'Draws bar charts from CSV columns as SVG files.' }),
        workspace: ws({
          name: 'l1-csv-chart',
          layer: 1,
          description: 'Draw a bar chart from CSV columns as SVG. Use when a chart of tabular numbers is wanted.',
        }),
        errors: [{ line: 4, messageId: 'reimplements' }],
      },
    ],
  });
});
