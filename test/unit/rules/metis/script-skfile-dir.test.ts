/** metis/script-skfile-dir (src/core/modules/metis/script-skfile-dir.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/metis/rules.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as scriptSkfileDir } from '../../../../src/core/modules/metis/script-skfile-dir.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

function metis<T extends object = object>(files: Record<string, string>, extra?: T): { files: Record<string, string>; profile: 'metis' } & T {
  return { files, profile: 'metis', ...(extra as T) };
}

test('metis/script-skfile-dir: the examples of docs/rules/metis/script-skfile-dir.md (bad → invalid, good → valid)', () => {
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
            '@[param:python_env]/python @[skfile:scripts/build.py] --skfile-dir "@[param:skill_dir]" --out report.md',
            '```',
            '',
          ].join('\n'),
          'scripts/build.py': [
            'import argparse',
            '',
            'parser = argparse.ArgumentParser()',
            'parser.add_argument("--skfile-dir", required=True)',
            'parser.add_argument("--out")',
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
            '```',
            '@[param:python_env]/python @[skfile:scripts/build.py] --out report.md',
            '```',
            '',
          ].join('\n'),
          'scripts/build.py': ['import argparse', '', 'parser = argparse.ArgumentParser()', 'parser.add_argument("--out")', ''].join('\n'),
        },
        errors: [
          { line: 11, column: 28, messageId: 'callLacks', file: 'skill.md' },
          { line: 1, column: 1, messageId: 'scriptLacks', file: 'scripts/build.py' },
        ],
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
            '@[param:python_env]/python @[skfile:scripts/build.py] --skfile-dir "@[param:skill_dir]" --out report.md',
            '```',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test('metis/script-skfile-dir (#16): entry scripts accept --skfile-dir, calls pass @[param:skill_dir], nothing is guessed', () => {
  const accepting = 'import argparse\np = argparse.ArgumentParser()\np.add_argument("--skfile-dir")\n';
  ruleTester.run(scriptSkfileDir, {
    valid: [
      metis({
        'skill.md': md(
          '# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/run.py] --skfile-dir "@[param:skill_dir]" --list\n```\n\nThe scripts take `--skfile-dir DIR`; see @[skfile:scripts/run.py].\n',
        ),
        'scripts/run.py': accepting,
        'scripts/_common.py': 'def helper():\n    return 1\n',
        'scripts/lib.py': 'def helper():\n    return 1\n',
      }),
    ],
    invalid: [
      metis(
        {
          'skill.md': md(
            '# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/run.py] --list\nbash scripts/setup.sh && echo ok\n@[param:python_env]/python @[skfile:scripts/run.py] --skfile-dir /opt/skills\n```\n',
          ),
          'scripts/run.py': accepting,
          'scripts/setup.sh': '#!/bin/sh\necho setup\n',
        },
        {
          errors: [
            { line: 11, column: 28, messageId: 'callLacks', file: 'skill.md' },
            { line: 12, column: 6, messageId: 'callLacks', file: 'skill.md' },
            { line: 13, column: 66, messageId: 'hardcoded', file: 'skill.md' },
            { line: 1, column: 1, messageId: 'scriptLacks', file: 'scripts/setup.sh' },
          ],
          output: {
            'skill.md': md(
              '# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/run.py] --skfile-dir "@[param:skill_dir]" --list\nbash scripts/setup.sh --skfile-dir "@[param:skill_dir]" && echo ok\n@[param:python_env]/python @[skfile:scripts/run.py] --skfile-dir "@[param:skill_dir]"\n```\n',
            ),
          },
        },
      ),
    ],
  });
  const doc = skillFromTexts('demo', {
    'skill.md': md('# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/run.py] --list\nbash scripts/setup.sh\n```\n'),
    'scripts/run.py': accepting,
    'scripts/setup.sh': 'echo setup\n',
  });
  const calls = scanDocument(doc, { rules: [scriptSkfileDir], profile: 'metis' }).findings.filter((f) => f.file === 'skill.md');
  assert.deepEqual(
    calls.map((f) => f.fix?.safe),
    [true, false],
    'safe only when the script accepts the flag',
  );
});
