/** The metis profile's iron-rule rules (SPEC G5), one RuleTester suite per rule, with the files after their fixes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rules } from '../../../../src/core/modules/metis/index.ts';
import { rule as nameFormat } from '../../../../src/core/modules/metis/name-format.ts';
import { rule as versionLog } from '../../../../src/core/modules/metis/version-log.ts';
import { rule as descriptionVersion } from '../../../../src/core/modules/metis/description-version.ts';
import { rule as absolutePath } from '../../../../src/core/modules/metis/absolute-path.ts';
import { rule as hardcodedComponent } from '../../../../src/core/modules/metis/hardcoded-component.ts';
import { rule as pythonViaShell } from '../../../../src/core/modules/metis/python-via-shell.ts';
import { rule as lazyLoad } from '../../../../src/core/modules/metis/lazy-load.ts';
import { rule as thinkType } from '../../../../src/core/modules/metis/think-type.ts';
import { rule as rawPathReference } from '../../../../src/core/modules/metis/raw-path-reference.ts';
import { rule as jsonTrailingComma, trailingCommas } from '../../../../src/core/modules/metis/json-trailing-comma.ts';
import { rule as skillMdLength } from '../../../../src/core/modules/metis/skill-md-length.ts';
import { rule as scriptSkfileDir } from '../../../../src/core/modules/metis/script-skfile-dir.ts';
import { rule as skillopsAbsolute } from '../../../../src/core/modules/skillops/absolute-path.ts';
import { rule as skillopsName } from '../../../../src/core/modules/skillops/name-format.ts';
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

test('every metis rule carries its iron rule number in its metadata and in each message, and runs only in the metis profile', () => {
  const numbers = rules.map((r) => r.meta.ironRule);
  assert.deepEqual(numbers, [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16]);
  for (const r of rules) {
    assert.ok(r.meta.id.startsWith('metis/'), r.meta.id);
    assert.equal(r.meta.module, 'Metis');
    assert.deepEqual(r.meta.profiles, ['metis']);
    for (const [id, m] of Object.entries(r.meta.messages)) {
      assert.ok(m.en.includes(`Iron rule #${r.meta.ironRule}`), `${r.meta.id} ${id} (en)`);
      assert.ok(m.zh.includes(`铁律 #${r.meta.ironRule}`), `${r.meta.id} ${id} (zh)`);
    }
  }
});

test('the metis rules say nothing about a skill outside the metis profile', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': md('# Demo\n\nRun `python3 scripts/x.py`.\n', ['name: Demo_Skill', 'description: Demo v1.2.']), 'a.json': '{"a": 1,}' });
  const found = scanDocument(doc, { rules, profile: 'agentskills' }).findings;
  assert.deepEqual(found, []);
});

test('metis/name-format (#1): lowercase letters and hyphens; the seed\'s conversion is offered', () => {
  ruleTester.run(nameFormat, {
    valid: [metis({ 'skill.md': md('# Demo\n') }), metis({ 'skill.md': md('# Demo\n', ['name: skill-analyzer2', 'lazy_load: true']) }), { files: { 'skill.md': md('# D\n', ['name: Demo_X']) } }],
    invalid: [
      metis({ 'skill.md': md('# Demo\n', ['name: Skill_Analyzer']) }, { errors: [{ line: 2, column: 7, messageId: 'format', severity: 'error' }], output: { 'skill.md': md('# Demo\n', ['name: skill-analyzer']) } }),
      metis({ 'skill.md': md('# Demo\n', ['name: 周报助手']) }, { folder: 'weekly-report', errors: [{ line: 2, messageId: 'format' }], output: { 'skill.md': md('# Demo\n', ['name: weekly-report']) } }),
      metis({ 'skill.md': md('# Demo\n', ['name: -demo']) }, { errors: [{ line: 2, messageId: 'format' }] }),
    ],
  });
});

test('skillops/name-format leaves charset and hyphens to metis/name-format in the metis profile, and keeps them elsewhere', () => {
  const doc = skillFromTexts('demo', { 'skill.md': md('# Demo\n', ['name: Skill_Analyzer']) });
  assert.deepEqual(scanDocument(doc, { rules: [skillopsName], profile: 'metis' }).findings, []);
  assert.equal(scanDocument(doc, { rules: [skillopsName], profile: 'agentskills' }).findings.length, 1);
  const long = skillFromTexts('demo', { 'skill.md': md('# Demo\n', [`name: ${'a'.repeat(70)}`]) });
  assert.deepEqual(scanDocument(long, { rules: [skillopsName], profile: 'metis' }).findings.map((f) => f.message.includes('70 characters')), [true]);
});

test('metis/version-log (#2): a version-record section or version entries in skill.md; the version field is fine', () => {
  const body = ['# Demo', '', 'Do the thing.', '', '## 版本记录', '', '- v1.1: 增加步骤', '- v1.0: 初版', '', '## Workflow', '', 'Steps.', ''].join('\n');
  ruleTester.run(versionLog, {
    valid: [
      metis({ 'skill.md': md('# Demo\n\n📁 目录约束（v5.2 更新）\n\n## Supported versions of Python\n\n3.10 and later.\n', [...FM, 'version: 5.2']) }),
      metis({ 'skill.md': md('# Demo\n\n```\n- v1.0: in a code block\n```\n') }),
    ],
    invalid: [
      metis(
        { 'skill.md': md(body) },
        { errors: [{ line: 12, column: 1, messageId: 'section' }], output: { 'skill.md': md(['# Demo', '', 'Do the thing.', '', '## Workflow', '', 'Steps.', ''].join('\n')) } },
      ),
      metis({ 'skill.md': md('# Demo\n\n## Changelog\n\n### v1.2 (2025-03-01)\n\nAdded X.\n') }, { errors: [{ line: 10, messageId: 'section' }], output: { 'skill.md': md('# Demo\n\n') } }),
      metis({ 'skill.md': md('# Demo\n\n## v2.0 — 2025-01-02\n\nRewrote.\n\n## Use\n\nx\n') }, { errors: [{ line: 10, messageId: 'section' }] }),
      metis({ 'skill.md': md('# Demo\n\nNotes:\n\n- v1.2: faster\n- v1.1: first\n\nText.\n\n| 1.0.0 | 2024-05-01 | first |\n') }, { errors: [{ line: 12, messageId: 'entries' }, { line: 17, messageId: 'entries' }] }),
    ],
  });
});

test('metis/description-version (#3): a version in the description; the safe fix removes it with its brackets', () => {
  const desc = (d: string) => md('# Demo\n', ['name: demo', `description: ${d}`, 'lazy_load: true']);
  ruleTester.run(descriptionVersion, {
    valid: [metis({ 'skill.md': desc('Builds reports with Python 3.10. Use when asked.') }), metis({ 'skill.md': md('# Demo\n', [...FM, 'version: 5.2']) })],
    invalid: [
      metis({ 'skill.md': desc('Builds reports (v1.2). Use when asked.') }, { errors: [{ line: 3, column: 29, messageId: 'version' }], output: { 'skill.md': desc('Builds reports. Use when asked.') } }),
      metis({ 'skill.md': desc('v5.2 Builds reports. Use when asked.') }, { errors: [{ line: 3, column: 14 }], output: { 'skill.md': desc('Builds reports. Use when asked.') } }),
      metis({ 'skill.md': desc('"周报助手 版本 3.1，整理周报。"') }, { errors: [{ line: 3, messageId: 'version' }], output: { 'skill.md': desc('"周报助手，整理周报。"') } }),
      metis({ 'skill.md': desc('Release 1.2.0 notes helper. Use when asked.') }, { errors: [{ line: 3, column: 22 }], output: { 'skill.md': desc('Release notes helper. Use when asked.') } }),
    ],
  });
});

test('metis/absolute-path (#4): absolute paths anywhere in skill.md, home folders in scripts; examples and references are fine', () => {
  ruleTester.run(absolutePath, {
    valid: [
      metis({ 'skill.md': md('# Demo\n\nWrite to @[param:user_work_dir]/out.md and read @[skfile:references/a.md].\n\n```bash\necho hi > /dev/null\n```\n\nUse /api routes and A/B tests.\n'), 'references/a.md': '# A\n' }),
      metis({ 'skill.md': md('# Demo\n\n❌ 错误写法：\n\n```\npython /path/to/project/run.py\n```\n') }),
      metis({ 'skill.md': md('# Demo\n\n```\n/usr/bin/python3 x.py\n```\n') }),
    ],
    invalid: [
      metis(
        {
          'skill.md': md('# Demo\n\nRead /Users/alice/notes/plan.md first.\n\n```\ncat /opt/tools/config.yaml\n```\n\nSee [guide](/docs/guide.md) and `~/reports/x.md`.\n'),
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

test('skillops/absolute-path does not run in the metis profile (metis/absolute-path stands in), and still does elsewhere', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': md('# Demo\n\nRead /Users/alice/notes/plan.md first.\n') });
  assert.deepEqual(scanDocument(doc, { rules: [skillopsAbsolute], profile: 'metis' }).findings, []);
  assert.deepEqual(scanDocument(doc, { rules: [skillopsAbsolute], profile: 'agentskills' }).findings.map((f) => f.severity), ['info']);
});

test('metis/hardcoded-component (#5): interpreters and runtimes at a command\'s start; Python and pip get the declared interpreter', () => {
  ruleTester.run(hardcodedComponent, {
    valid: [
      metis({ 'skill.md': md('# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/a.py]\nls -la && git status\n```\n\nPython code runs in py_exec; the python_env parameter names it.\n') }),
      metis({ 'skill.md': md('# Demo\n\n| ❌ 错误写法 | ✅ 正确写法 |\n|---|---|\n| python script.py | @[param:python_env]/python @[skfile:scripts/a.py] |\n') }),
      metis({ 'skill.md': md('# Demo\n\n```python\nimport python_thing\n```\n') }),
    ],
    invalid: [
      metis(
        { 'skill.md': md('# Demo\n\n```\npython3 @[skfile:scripts/a.py] --x 1\ncd out && pip install rich\n```\n\nThen run `node scripts/b.js`, or call python scripts/c.py.\n') },
        {
          errors: [
            { line: 11, column: 1, messageId: 'python' },
            { line: 12, column: 11, messageId: 'pip' },
            { line: 15, column: 11, messageId: 'other' },
            { line: 15, column: 39, messageId: 'python' },
          ],
          output: {
            'skill.md': md('# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/a.py] --x 1\ncd out && @[param:python_env]/python -m pip install rich\n```\n\nThen run `node scripts/b.js`, or call @[param:python_env]/python scripts/c.py.\n'),
          },
        },
      ),
      metis({ 'skill.md': md('# Demo\n\n```sh\n.venv/bin/python run.py\n```\n') }, { errors: [{ line: 11, column: 1, messageId: 'python' }], output: { 'skill.md': md('# Demo\n\n```sh\n@[param:python_env]/python run.py\n```\n') } }),
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

test('metis/lazy-load (#7): missing gets a safe fix, false is information, a non-boolean a warning', () => {
  const noLazy = ['name: demo', 'description: Builds demo reports. Use when asked.', 'think_type: react'];
  ruleTester.run(lazyLoad, {
    valid: [metis({ 'skill.md': md('# Demo\n') })],
    invalid: [
      metis({ 'skill.md': md('# Demo\n', noLazy) }, { errors: [{ line: 1, messageId: 'missing', severity: 'warning' }], output: { 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: true']) } }),
      metis({ 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: false']) }, { errors: [{ line: 5, column: 12, messageId: 'disabled', severity: 'info' }], output: { 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: true']) } }),
      metis({ 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: "yes"']) }, { errors: [{ line: 5, messageId: 'notBoolean', severity: 'warning' }], output: { 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: true']) } }),
    ],
  });
  const missing = scanDocument(skillFromTexts('demo', { 'skill.md': md('# Demo\n', noLazy) }), { rules: [lazyLoad], profile: 'metis' }).findings[0];
  assert.equal(missing.fix?.safe, true);
  const disabled = scanDocument(skillFromTexts('demo', { 'skill.md': md('# Demo\n', [...noLazy, 'lazy_load: false']) }), { rules: [lazyLoad], profile: 'metis' }).findings[0];
  assert.equal(disabled.fix?.safe, false, 'turning lazy loading back on is the person\'s call');
});

test('metis/think-type (#8): missing is added (safe), another value is set to react on request', () => {
  const base = ['name: demo', 'description: Builds demo reports. Use when asked.', 'lazy_load: true'];
  ruleTester.run(thinkType, {
    valid: [metis({ 'skill.md': md('# Demo\n') })],
    invalid: [
      metis({ 'skill.md': md('# Demo\n', base) }, { errors: [{ line: 1, messageId: 'missing' }], output: { 'skill.md': md('# Demo\n', [...base, 'think_type: react']) } }),
      metis({ 'skill.md': md('# Demo\n', [...base, 'think_type: cot']) }, { errors: [{ line: 5, column: 13, messageId: 'wrong' }], output: { 'skill.md': md('# Demo\n', [...base, 'think_type: react']) } }),
    ],
  });
});

test('metis/raw-path-reference (#10): raw paths to the skill\'s files in skill.md; bare ones become @[skfile:]', () => {
  const files = { 'references/templates.md': '# T\n', 'scripts/run.py': 'print(1)\n' };
  ruleTester.run(rawPathReference, {
    valid: [
      metis({ 'skill.md': md('# Demo\n\nUse @[skfile:references/templates.md] and @[skfile:scripts/run.py].\n'), ...files }),
      metis({ 'skill.md': md('# Demo\n\n| ❌ 错误写法 | ✅ 正确写法 |\n|---|---|\n| ./references/templates.md | @[skfile:references/templates.md] |\n'), ...files }),
      metis({ 'skill.md': md('# Demo\n\nUse @[skfile:references/templates.md].\n'), ...files, 'references/templates.md': 'See [run](../scripts/run.py).\n' }),
    ],
    invalid: [
      metis(
        { 'skill.md': md('# Demo\n\nRead ./references/templates.md, then `scripts/run.py`, and [the guide](references/templates.md).\n'), ...files },
        {
          errors: [
            { line: 10, column: 6, messageId: 'raw' },
            { line: 10, column: 39, messageId: 'raw' },
            { line: 10, column: 72, messageId: 'raw' },
          ],
          output: { 'skill.md': md('# Demo\n\nRead @[skfile:references/templates.md], then `@[skfile:scripts/run.py]`, and [the guide](references/templates.md).\n') },
        },
      ),
    ],
  });
});

test('metis/json-trailing-comma (#12): commas before } or ] in the skill\'s JSON files; the safe fix deletes them', () => {
  ruleTester.run(jsonTrailingComma, {
    valid: [metis({ 'skill.md': md('# Demo\n'), 'skill.json': '{"a": [1, 2], "b": "x,]", "c": {"d": ",}"}}\n', 'notes.txt': '{"a": 1,}' })],
    invalid: [
      metis(
        { 'skill.md': md('# Demo\n'), 'skill.json': '{\n  "a": [1, 2,],\n  "b": {"c": 1, /* note */ },\n}\n', 'references/config.json': '[1,\n]\n' },
        {
          errors: [
            { line: 1, column: 3, messageId: 'trailing', severity: 'error', file: 'references/config.json' },
            { line: 2, column: 13, messageId: 'trailing', file: 'skill.json' },
            { line: 3, column: 15, file: 'skill.json' },
            { line: 3, column: 29, file: 'skill.json' },
          ],
          output: { 'skill.json': '{\n  "a": [1, 2],\n  "b": {"c": 1 /* note */ }\n}\n', 'references/config.json': '[1\n]\n' },
        },
      ),
    ],
  });
  assert.deepEqual(trailingCommas('{"s": "a\\",]", "t": [1,] // x,]\n}'), [{ comma: 22, close: ']' }]);
});

test('metis/skill-md-length (#14): more than 400 lines, long template blocks and checklists in skill.md; the limits are options', () => {
  const long = md(Array.from({ length: 400 }, (_, i) => `Line ${i + 1}.`).join('\n') + '\n');
  const block = md('# Demo\n\n```markdown\n' + Array.from({ length: 31 }, (_, i) => `row ${i}`).join('\n') + '\n```\n');
  const checklist = md('# Demo\n\n' + Array.from({ length: 10 }, (_, i) => `- [ ] check ${i}`).join('\n') + '\n');
  ruleTester.run(skillMdLength, {
    valid: [
      metis({ 'skill.md': md(Array.from({ length: 390 }, (_, i) => `Line ${i + 1}.`).join('\n') + '\n') }),
      metis({ 'skill.md': md('# Demo\n\n```markdown\n' + Array.from({ length: 30 }, (_, i) => `row ${i}`).join('\n') + '\n```\n') }),
      metis({ 'skill.md': md('# Demo\n\n' + Array.from({ length: 9 }, (_, i) => `- [x] check ${i}`).join('\n') + '\n') }),
      metis({ 'skill.md': long }, { name: 'a higher limit from the config', config: { rules: { 'metis/skill-md-length': ['warning', { maxLines: 500 }] } } }),
    ],
    invalid: [
      metis({ 'skill.md': long }, { errors: [{ line: 401, column: 1, messageId: 'tooLong', severity: 'warning' }] }),
      metis({ 'skill.md': block }, { errors: [{ line: 10, messageId: 'template', severity: 'info' }] }),
      metis({ 'skill.md': checklist }, { errors: [{ line: 10, messageId: 'checklist', severity: 'info' }] }),
    ],
  });
});

test('metis/script-skfile-dir (#16): entry scripts accept --skfile-dir, calls pass @[param:skill_dir], nothing is guessed', () => {
  const accepting = 'import argparse\np = argparse.ArgumentParser()\np.add_argument("--skfile-dir")\n';
  ruleTester.run(scriptSkfileDir, {
    valid: [
      metis({
        'skill.md': md('# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/run.py] --skfile-dir "@[param:skill_dir]" --list\n```\n\nThe scripts take `--skfile-dir DIR`; see @[skfile:scripts/run.py].\n'),
        'scripts/run.py': accepting,
        'scripts/_common.py': 'def helper():\n    return 1\n',
        'scripts/lib.py': 'def helper():\n    return 1\n',
      }),
    ],
    invalid: [
      metis(
        {
          'skill.md': md('# Demo\n\n```\n@[param:python_env]/python @[skfile:scripts/run.py] --list\nbash scripts/setup.sh && echo ok\n@[param:python_env]/python @[skfile:scripts/run.py] --skfile-dir /opt/skills\n```\n'),
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
  assert.deepEqual(calls.map((f) => f.fix?.safe), [true, false], 'safe only when the script accepts the flag');
});
