/** metis/hardcoded-component (src/core/modules/metis/hardcoded-component.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as hardcodedComponent, rule } from '../../../../src/core/modules/metis/hardcoded-component.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/hardcoded-component: the examples of docs/rules/metis/hardcoded-component.md (bad → invalid, good → valid)', () => {
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
            '```',
            '@[param:python_env]/python @[skfile:scripts/build.py] --skfile-dir "@[param:skill_dir]"',
            '```',
            '',
          ].join('\n'),
          'scripts/build.py': ['import argparse', '', 'parser = argparse.ArgumentParser()', 'parser.add_argument("--skfile-dir")', ''].join('\n'),
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
            '```',
            'python3 @[skfile:scripts/build.py] --skfile-dir "@[param:skill_dir]"',
            '```',
            '',
          ].join('\n'),
          'scripts/build.py': ['import argparse', '', 'parser = argparse.ArgumentParser()', 'parser.add_argument("--skfile-dir")', ''].join('\n'),
        },
        errors: [{ line: 11, column: 1, messageId: 'python', file: 'skill.md' }],
        output: {
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
            '```',
            '@[param:python_env]/python @[skfile:scripts/build.py] --skfile-dir "@[param:skill_dir]"',
            '```',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test("metis/hardcoded-component (#5): interpreters and runtimes at a command's start; Python and pip get the declared interpreter", () => {
  ruleTester.run(hardcodedComponent, {
    valid: [
      metis({
        'skill.md': md(
          '# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/a.py]\nls -la && git status\n```\n\nPython code runs in py_exec; the python_env parameter names it.\n',
        ),
      }),
      metis({
        'skill.md': md('# Demo\n\n| ❌ 错误写法 | ✅ 正确写法 |\n|---|---|\n| python script.py | @[param:python_env]/python @[skfile:scripts/a.py] |\n'),
      }),
      metis({ 'skill.md': md('# Demo\n\n```python\nimport python_thing\n```\n') }),
    ],
    invalid: [
      metis(
        {
          'skill.md': md(
            '# Demo\n\n```\npython3 @[skfile:scripts/a.py] --x 1\ncd out && pip install rich\n```\n\nThen run `node scripts/b.js`, or call python scripts/c.py.\n',
          ),
        },
        {
          errors: [
            { line: 11, column: 1, messageId: 'python' },
            { line: 12, column: 11, messageId: 'pip' },
            { line: 15, column: 11, messageId: 'other' },
            { line: 15, column: 39, messageId: 'python' },
          ],
          output: {
            'skill.md': md(
              '# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/a.py] --x 1\ncd out && @[param:python_env]/python -m pip install rich\n```\n\nThen run `node scripts/b.js`, or call @[param:python_env]/python scripts/c.py.\n',
            ),
          },
        },
      ),
      metis(
        { 'skill.md': md('# Demo\n\n```sh\n.venv/bin/python run.py\n```\n') },
        { errors: [{ line: 11, column: 1, messageId: 'python' }], output: { 'skill.md': md('# Demo\n\n```sh\n@[param:python_env]/python run.py\n```\n') } },
      ),
    ],
  });
});
