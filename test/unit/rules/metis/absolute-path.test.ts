/** metis/absolute-path (src/core/modules/metis/absolute-path.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as absolutePath, rule } from '../../../../src/core/modules/metis/absolute-path.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/absolute-path: the examples of docs/rules/metis/absolute-path.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'skill.md': [
            '---',
            'name: demo-skill',
            'description: Builds weekly reports from notes. Use when the user asks for a weekly report.',
            'lazy_load: true',
            'think_type: react',
            '---',
            '',
            '# Report builder',
            '',
            'Apply the house style from @[skfile:references/style.md] and write @[param:user_work_dir]/report.md.',
            '',
          ].join('\n'),
          'references/style.md': ['# Style', '', 'Short sentences.', ''].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'skill.md': [
            '---',
            'name: demo-skill',
            'description: Builds weekly reports from notes. Use when the user asks for a weekly report.',
            'lazy_load: true',
            'think_type: react',
            '---',
            '',
            '# Report builder',
            '',
            'Apply the house style from /Users/alice/reports/style.md.',
            '',
            '```',
            'cat /opt/tools/header.txt',
            '```',
            '',
          ].join('\n'),
        },
        errors: [
          { line: 10, column: 28, messageId: 'absolute' },
          { line: 13, column: 5, messageId: 'absolute' },
        ],
      },
    ],
  });
});

test('metis/absolute-path (#4): absolute paths anywhere in skill.md, home folders in scripts; examples and references are fine', () => {
  ruleTester.run(absolutePath, {
    valid: [
      metis({
        'skill.md': md(
          '# Demo\n\nWrite to @[param:user_work_dir]/out.md and read @[skfile:references/a.md].\n\n```bash\necho hi > /dev/null\n```\n\nUse /api routes and A/B tests.\n',
        ),
        'references/a.md': '# A\n',
      }),
      metis({ 'skill.md': md('# Demo\n\n❌ 错误写法：\n\n```\npython /path/to/project/run.py\n```\n') }),
      metis({ 'skill.md': md('# Demo\n\n```\n/usr/bin/python3 x.py\n```\n') }),
    ],
    invalid: [
      metis(
        {
          'skill.md': md(
            '# Demo\n\nRead /Users/alice/notes/plan.md first.\n\n```\ncat /opt/tools/config.yaml\n```\n\nSee [guide](/docs/guide.md) and `~/reports/x.md`.\n',
          ),
          'scripts/run.py': 'import sys\nPATH = "/home/bob/data/in.csv"\n',
        },
        {
          errors: [
            { line: 10, column: 6, messageId: 'absolute', severity: 'warning', file: 'skill.md' },
            { line: 13, column: 5, file: 'skill.md' },
            { line: 16, column: 13, file: 'skill.md' },
            { line: 16, column: 34, file: 'skill.md' },
            { line: 2, column: 9, file: 'scripts/run.py' },
          ],
        },
      ),
    ],
  });
});
