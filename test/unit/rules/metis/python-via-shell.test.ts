/** metis/python-via-shell (src/core/modules/metis/python-via-shell.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as pythonViaShell, rule } from '../../../../src/core/modules/metis/python-via-shell.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/python-via-shell: the examples of docs/rules/metis/python-via-shell.md (bad → invalid, good → valid)', () => {
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
            'Check the totals with `py_exec` and list the output folder with @[tool:shell](command="ls").',
            '',
          ].join('\n'),
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
            '@[tool:shell](command="@[param:python_env]/python -c \'print(1)\'")',
            '',
          ].join('\n'),
        },
        errors: [{ line: 10, column: 1, messageId: 'shellCall' }],
      },
    ],
  });
});

test('metis/python-via-shell (#6): Python through @[tool:shell] or a shell block, the declared interpreter too', () => {
  ruleTester.run(pythonViaShell, {
    valid: [
      metis({ 'skill.md': md('# Demo\n\nRun the check with `py_exec`.\n\n@[tool:shell](command="ls -la")\n\n```python\nprint(1)\n```\n') }),
      metis({ 'skill.md': md('# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/a.py]\n```\n') }),
    ],
    invalid: [
      metis(
        {
          'skill.md': md(
            '# Demo\n\n@[tool:shell](\n  command="@[param:python_env]/python -c \\"import shutil; print(1)\\"",\n  timeout=30\n)\n\n```bash\nmkdir -p out && python3 build.py\n```\n\nUse @[tool:shell] to run python scripts/x.py.\n',
          ),
        },
        {
          errors: [
            { line: 10, column: 1, messageId: 'shellCall' },
            { line: 16, column: 17, messageId: 'shellBlock' },
            { line: 19, column: 5, messageId: 'shellCall' },
          ],
        },
      ),
    ],
  });
});
