/** sentinel/unpinned-code (src/core/modules/sentinel/unpinned-code.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/sentinel/unpinned-code.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as unpinnedCode } from '../../../../src/core/modules/sentinel/unpinned-code.ts';
import { scan, summary, where } from '../../modules/sentinel/helpers.ts';

const skill = (body: string[]): string => ['---', 'name: demo', 'description: Does X. Use when Y.', '---', '', ...body, ''].join('\n');

/** `file:line:col severity messageId`, the message kind read from its wording. */
const ids = (f: ReturnType<typeof scan>) => f.map((x) => `${where(x)} ${x.severity} ${kind(x.message)}`);

function kind(m: string): string {
  if (/registers an MCP server/.test(m)) return 'mcpTag';
  if (/pre-release channel/.test(m)) return 'prerelease';
  if (/hook runs .* from the moving tag/.test(m)) return 'hookTag';
  if (/hook runs .* without a version/.test(m)) return 'hookUnversioned';
  if (/straight from the git repository/.test(m)) return 'gitHead';
  return m;
}

test('sentinel/unpinned-code: the examples of docs/rules/sentinel/unpinned-code.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Register the image server once:',
            '',
            '```sh',
            'claude mcp add images -- npx -y image-tools-mcp@1.4.2',
            '```',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Register the image server once:',
            '',
            '```sh',
            'claude mcp add images -- npx -y image-tools-mcp@latest',
            '```',
            '',
          ].join('\n'),
        },
        errors: [{ line: 11, column: 1, messageId: 'mcpTag' }],
      },
    ],
  });
});

test('unpinned-code: an MCP server registered on a moving tag warns; one-off @latest scaffolding does not', () => {
  const body = [
    '```bash', // 6
    'claude mcp add acme-flow npx acme-flow@latest mcp start', // 7 warning
    'codex mcp add tools -- npx -y @acme/tools-mcp@next', // 8 warning
    'claude mcp add pinned npx acme-flow@2.4.1 mcp start', // 9 pinned: no
    'claude mcp add docs --transport http https://203.0.113.7/mcp', // 10 remote URL: no
    'npx shadcn@latest add button', // 11 one-off scaffolding: no
    'npx create-acme-app@latest my-app', // 12 no
    'npm install -g acme-cli@latest', // 13 no
    '```',
  ];
  const f = scan({ 'SKILL.md': skill(body) }, unpinnedCode);
  assert.deepEqual(ids(f), ['SKILL.md:7:1 warning mcpTag', 'SKILL.md:8:1 warning mcpTag']);
  assert.match(f[0].message, /acme-flow@latest/);
  assert.ok(f.every((x) => x.category === 'malicious-command' && x.data?.counted === true));
});

test('unpinned-code: pre-release channels run or installed globally warn; exact and local versions do not', () => {
  const sh = [
    'npx acme-flow@alpha hooks pre-task', // 1 warning
    'npm install -g acme-flow@next', // 2 warning
    'bun add -g acme-flow@canary', // 3 warning
    'pnpm dlx @acme/cli@beta init', // 4 warning
    'npm i acme-flow@beta', // local project dependency: no
    'npx acme-flow@1.4.0-beta.2 init', // an exact pre-release version: no
    'npx acme-flow init', // unversioned, not a hook: no
    '',
  ].join('\n');
  const f = scan({ 'scripts/setup.sh': sh }, unpinnedCode);
  assert.deepEqual(ids(f), [
    'scripts/setup.sh:1:1 warning prerelease',
    'scripts/setup.sh:2:1 warning prerelease',
    'scripts/setup.sh:3:1 warning prerelease',
    'scripts/setup.sh:4:1 warning prerelease',
  ]);
});

test('unpinned-code: MCP server configs (JSON, TOML) on a moving tag warn', () => {
  const json = [
    '{',
    '  "mcpServers": {',
    '    "acme": {',
    '      "command": "npx",',
    '      "args": ["-y", "@acme/server@latest"]',
    '    },',
    '    "pinned": { "command": "npx", "args": ["-y", "@acme/other@3.1.0"] }',
    '  }',
    '}',
    '',
  ].join('\n');
  const toml = ['[mcp_servers.acme]', 'command = "npx"', 'args = ["acme-mcp@canary"]', ''].join('\n');
  // A package.json dependency on a tag is not an MCP server.
  const pkg = ['{ "scripts": { "dev": "vite" },', '  "devDependencies": { "tool": "latest" } }', ''].join('\n');
  const f = scan({ '.mcp.json': json, 'assets/config.toml': toml, 'package.json': pkg }, unpinnedCode);
  assert.deepEqual(ids(f), ['.mcp.json:5:23 warning mcpTag', 'assets/config.toml:3:10 warning mcpTag']);
});

test('unpinned-code: a hook that runs a package is an error on a moving tag, a warning unversioned', () => {
  const body = [
    '```json', // 6
    '{ "hooks": {', // 7
    '  "PreToolUse": [{ "matcher": "Bash", "hooks": [', // 8
    '    { "type": "command", "command": "npx acme-guard@latest check --strict" },', // 9 error
    '    { "type": "command", "command": "npx acme-guard check" },', // 10 warning
    '    { "type": "command", "command": "npx acme-guard@2.3.1 check" },', // 11 pinned: no
    '    { "type": "command", "command": "uvx --from git+https://203.0.113.7/acme/guard.git guard" }', // 12 git head in a hook: error
    '  ] }]', // 13
    '} }', // 14
    '```', // 15
    '```json', // 16
    '{ "mcpServers": { "x": { "command": "npx", "args": ["-y", "acme-mcp"] } } }', // 17 not a hook: no
    '```',
  ];
  const f = scan({ 'SKILL.md': skill(body) }, unpinnedCode);
  assert.deepEqual(ids(f), ['SKILL.md:9:38 error hookTag', 'SKILL.md:10:38 warning hookUnversioned', 'SKILL.md:12:38 error gitHead']);
  assert.match(f[0].message, /npx acme-guard@latest check/);
});

test('unpinned-code: code run from a git head warns; a tag or commit pins it', () => {
  const sh = [
    '#!/bin/bash',
    'REPO="git+https://203.0.113.7/acme/ops.git"', // 2 (reported where it is run)
    'uv run --from "$REPO" acme-ops "$@"', // 3 warning
    'uvx --from git+https://203.0.113.7/acme/tool.git acme-tool', // 4 warning
    'pipx install git+https://203.0.113.7/acme/tool.git@main', // 5 branch: warning
    'pip install git+https://203.0.113.7/acme/tool.git@v1.2.0', // 6 tag: no
    'uv tool install git+https://203.0.113.7/acme/tool@3f2a9c1e5b7d', // 7 commit: no
    'npx github:acme/tool', // 8 warning
    'npx github:acme/tool#v1.0.0', // 9 pinned: no
    'git clone https://203.0.113.7/acme/tool.git && cd tool', // 10 no
    '',
  ].join('\n');
  const f = scan({ 'scripts/run.sh': sh }, unpinnedCode);
  assert.deepEqual(ids(f), [
    'scripts/run.sh:3:1 warning gitHead',
    'scripts/run.sh:4:1 warning gitHead',
    'scripts/run.sh:5:1 warning gitHead',
    'scripts/run.sh:8:1 warning gitHead',
  ]);
  assert.match(f[0].message, /git\+https:\/\/203\.0\.113\.7\/acme\/ops\.git/);
  assert.match(f[2].message, /`main`/);
});

test('unpinned-code: a one-off install from a git head in a document is info; a runner there still warns', () => {
  const body = [
    '```bash', // 6
    'pip install git+https://203.0.113.7/acme/tool.git', // 7 install shown to the user: info
    'uvx --from git+https://203.0.113.7/acme/tool.git acme-tool', // 8 fetched again on every call: warning
    '```',
  ];
  const f = scan({ 'SKILL.md': skill(body) }, unpinnedCode);
  assert.deepEqual(
    f.map((x) => `${where(x)} ${x.severity} ${x.data?.reason ?? '-'}`),
    ['SKILL.md:7:1 info package-install', 'SKILL.md:8:1 warning -'],
  );
});

test('unpinned-code: negated advice is info; Chinese messages', () => {
  const body = ['Never run `npx acme-flow@alpha` on a shared machine.', 'Run `npx acme-flow@alpha init` to start.'];
  const f = scan({ 'SKILL.md': skill(body) }, unpinnedCode);
  assert.deepEqual(summary(f), ['SKILL.md:6:12 info', 'SKILL.md:7:6 warning']);
  const zh = scan({ 'SKILL.md': skill(body) }, unpinnedCode, 'zh-CN');
  assert.match(zh[1].message, /预发布渠道/);
});

test('unpinned-code: a package name spelled with look-alike characters is a warning (issue 28)', () => {
  const skill = (cmd: string) =>
    ['---', 'name: devtools', 'description: Adds developer tools.', '---', '', '# Install', '', '```bash', cmd, '```', ''].join('\n');
  ruleTester.run(rule, {
    valid: [
      { name: 'the real name', files: { 'SKILL.md': skill('npm install react-devtools') } },
      { name: 'capitals a registry shows', files: { 'SKILL.md': skill('pip install PyYAML Pillow SQLAlchemy') } },
      {
        name: 'digits that are part of a name (brands spell with them)',
        files: { 'SKILL.md': skill('npm install sha1 web3 mem0ai base64-js && pip install boto3 s3fs f1ask') },
      },
      { name: 'versions and options', files: { 'SKILL.md': skill('pip install --upgrade numpy==1.26.4 && npm i lodash@4.17.21') } },
    ],
    invalid: [
      {
        name: 'a capital i for an l (npm)',
        files: { 'SKILL.md': skill('npm install react-devtooIs') },
        errors: [{ line: 9, messageId: 'lookAlike', severity: 'warning' }],
      },
      {
        name: 'a capital i for an l (pip)',
        files: { 'SKILL.md': skill('pip install fIask') },
        errors: [{ line: 9, messageId: 'lookAlike', severity: 'warning' }],
      },
      {
        name: 'a capital i for an l (yarn, scoped)',
        files: { 'SKILL.md': skill('yarn add @acme/utiIs') },
        errors: [{ line: 9, messageId: 'lookAlike', severity: 'warning' }],
      },
    ],
  });
});

test('unpinned-code: typo-squats of popular packages, and git dependencies on a host that is no code host (issue 28, technique 1)', () => {
  const lines = (...l: string[]) => `${l.join('\n')}\n`;
  ruleTester.run(rule, {
    valid: [
      {
        // Real popular names (and real packages one letter longer or shorter at the end), a tagged git dependency on a code host.
        files: {
          'SKILL.md': skill(['```bash', 'pip install requests boto3 python-dateutil', 'npm install preact request axios', '```']),
          'requirements.txt': lines('requests==2.32.3', 'pyyaml>=6', 'git+https://github.com/psf/black@24.4.2#egg=black'),
          'package.json': '{\n  "dependencies": { "react": "^18.3.1", "lodash": "^4.17.21", "@types/node": "^20" }\n}\n',
        },
      },
      {
        // A git host the skill names as its own elsewhere.
        files: {
          'SKILL.md': skill([
            'Our tools live on git.northwind-tools.com.',
            '',
            '```bash',
            'pip install "git+https://git.northwind-tools.com/team/helper.git@v1.0.0"',
            '```',
          ]),
        },
      },
    ],
    invalid: [
      {
        // A requirements file a step installs; a package.json only listed; an install command in a script.
        files: {
          'SKILL.md': skill(['```bash', 'pip install -r requirements.txt', '```']),
          'requirements.txt': lines('flask==3.0.3', 'reqeusts==2.31.0'),
          'package.json': '{\n  "devDependencies": {\n    "eslint-plugin-raect-hooks": "^4.6.2"\n  }\n}\n',
          'scripts/setup.sh': lines('#!/bin/sh', 'npm install --save axois@1.7.2'),
        },
        errors: [
          { line: 3, messageId: 'typoSquat', severity: 'warning', file: 'package.json' },
          { line: 2, messageId: 'typoSquat', severity: 'error', file: 'requirements.txt' },
          { line: 2, messageId: 'typoSquat', severity: 'error', file: 'scripts/setup.sh' },
        ],
      },
      {
        // A Python dependency list a script installs: a look-alike name and a git URL split over two literals.
        files: {
          'SKILL.md': skill(['Run `python3 scripts/setup.py`.']),
          'scripts/setup.py': lines(
            'import subprocess, sys',
            'FORK = "git+https://git.wheelforge-mirror.net/team/" \\',
            '       "helper.git@main#egg=helper"',
            'DEPS = ["pandsa>=2.0", FORK]',
            'subprocess.check_call([sys.executable, "-m", "pip", "install", *DEPS])',
          ),
        },
        errors: [
          { line: 2, messageId: 'gitForeign', severity: 'error', file: 'scripts/setup.py' },
          { line: 4, messageId: 'typoSquat', severity: 'error', file: 'scripts/setup.py' },
        ],
      },
      {
        // Only listed, not installed by a step: a warning.
        files: { 'SKILL.md': skill(['Body.']), 'requirements.txt': lines('git+https://git.wheelforge-mirror.net/team/helper.git#egg=helper') },
        errors: [{ line: 1, messageId: 'gitForeign', severity: 'warning', file: 'requirements.txt' }],
      },
    ],
  });
});

test('unpinned-code: a widely used published tool on @latest in a hook is a warning; an unknown package stays an error', () => {
  ruleTester.run(rule, {
    valid: [],
    invalid: [
      {
        files: {
          'SKILL.md': skill(['Formats files after each edit (see `.claude/settings.json`).']),
          '.claude/settings.json': [
            '{ "hooks": { "PostToolUse": [ { "matcher": "Edit|Write", "hooks": [',
            '  { "type": "command", "command": "npx -y prettier@latest --write \\"$CLAUDE_FILE_PATH\\"" },',
            '  { "type": "command", "command": "npx --yes @biomejs/biome@latest format --write ." },',
            '  { "type": "command", "command": "npx -y fmt-helper-pro@latest --fix" }',
            '] } ] } }',
            '',
          ].join('\n'),
        },
        errors: [
          { file: '.claude/settings.json', line: 2, messageId: 'hookTag', severity: 'warning' },
          { file: '.claude/settings.json', line: 3, messageId: 'hookTag', severity: 'warning' },
          { file: '.claude/settings.json', line: 4, messageId: 'hookTag', severity: 'error' },
        ],
      },
    ],
  });
});
