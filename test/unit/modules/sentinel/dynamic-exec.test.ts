import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rule } from '../../../../src/core/modules/sentinel/dynamic-exec.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { scan, summary, where } from './helpers.ts';

test('dynamic-exec: Python eval/exec of non-literals, os.system, shell=True (multi-line) warn', () => {
  const py = [
    'result = eval(expr)', // 1
    'exec(code, {})', // 2
    'os.system(cmd)', // 3
    'os.system(f"rm {path}")', // 4
    'subprocess.run(cmd, shell=True)', // 5
    'proc = subprocess.Popen(', // 6
    '    server["cmd"],', // 7
    '    shell=True,', // 8
    ')', // 9
    'await asyncio.create_subprocess_shell(cmd)', // 10
    '',
  ].join('\n');
  const f = scan({ 'scripts/run.py': py }, rule);
  assert.deepEqual(summary(f), [
    'scripts/run.py:1:10 warning',
    'scripts/run.py:2:1 warning',
    'scripts/run.py:3:1 warning',
    'scripts/run.py:4:1 warning',
    'scripts/run.py:5:21 warning',
    'scripts/run.py:8:5 warning',
    'scripts/run.py:10:15 warning',
  ]);
  assert.match(f[5].message, /subprocess\.Popen\(…, shell=True\)/);
});

test('dynamic-exec: list-form subprocess, literals and look-alikes are not counted', () => {
  const py = [
    'subprocess.run(["git", "status"], check=True)',
    'value = eval("1 + 1")',
    'os.system("clear")',
    'subprocess.run("ls -la", shell=True)',
    'm = pattern.exec(text)',
    'model.eval()',
    'exec()',
    '',
  ].join('\n');
  const f = scan({ 'scripts/ok.py': py }, rule);
  assert.deepEqual(
    f.map((x) => `${where(x)} ${x.severity} ${x.data?.reason}`),
    ['scripts/ok.py:3:1 info literal', 'scripts/ok.py:4:26 info literal'],
  );
});

test('dynamic-exec: JavaScript child_process with interpolation, new Function, spawn shell:true', () => {
  const js = [
    "const cp = require('child_process');",
    'cp.exec(`ls ${dir}`, cb);', // 2
    "execSync('git ' + args);", // 3
    "execSync('git status');", // 4 literal: no
    'const f = new Function(body);', // 5
    'spawn(cmd, { shell: true });', // 6
    'const fn = new Function("return 1");', // 7 literal: no
    '',
  ].join('\n');
  const f = scan({ 'scripts/a.js': js }, rule);
  assert.deepEqual(summary(f), ['scripts/a.js:2:1 warning', 'scripts/a.js:3:1 warning', 'scripts/a.js:5:11 warning', 'scripts/a.js:6:14 warning']);
});

test('dynamic-exec: PowerShell Invoke-Expression and shell eval of a whole variable', () => {
  const ps = 'Invoke-Expression $cmd\n';
  const sh = ['eval "$CMD"', 'eval $1', 'eval "$(ssh-agent -s)"', 'eval "$__name=()"', 'eval "$(brew shellenv)"', ''].join('\n');
  const md = ['# Elixir', '', '```', 'iex -S mix', '```', ''].join('\n');
  const f = scan({ 'scripts/a.ps1': ps, 'scripts/b.sh': sh, 'references/elixir.md': md }, rule);
  assert.deepEqual(summary(f), ['scripts/a.ps1:1:1 warning', 'scripts/b.sh:1:1 warning', 'scripts/b.sh:2:1 warning']);
});

test('dynamic-exec: security references flag examples with FLAG / VULNERABLE comments (info)', () => {
  const md = ['# JavaScript review', '', '```javascript', '// Command Injection', 'exec(userInput);  // FLAG: Critical', '', '# VULNERABLE: building a shell command', 'os.system(user_cmd)', '```', ''].join('\n');
  const f = scan({ 'references/js.md': md }, rule);
  assert.deepEqual(f.map((x) => `${where(x)} ${x.severity} ${x.data?.reason}`), ['references/js.md:5:1 info bad-example', 'references/js.md:8:1 info bad-example']);
});

test('dynamic-exec corpus: webapp-testing with_server.py fires shell=True at line 71', async () => {
  const doc = await loadSkill('/work/shared/corpus/anthropics__skills/webapp-testing');
  const f = scanDocument(doc, { rules: [rule] }).findings.filter((x) => x.file === 'scripts/with_server.py');
  const counted = f.filter((x) => x.data?.counted);
  assert.deepEqual(counted.map((x) => `${x.range.start.line}:${x.range.start.column} ${x.severity}`), ['71:17 warning']);
  // the comment on line 68 that mentions shell=True is reported but not counted
  assert.deepEqual(f.filter((x) => !x.data?.counted).map((x) => x.range.start.line), [68]);
});
