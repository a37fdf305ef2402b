/** sentinel/generic-secret (src/core/modules/sentinel/generic-secret.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/sentinel/credentials.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as genericSecret, machineGenerated, rule } from '../../../../src/core/modules/sentinel/generic-secret.ts';
import { scan, summary, token, where } from '../../modules/sentinel/helpers.ts';

// ---- literal credentials in shapes without a `name = value` setting (T1) ----------------

const SKILL_HEAD = ['---', 'name: demo', 'description: Does X. Use when Y.', '---', '', ''].join('\n');

const UUIDISH =
  token('', 8, '34c7a1d29f') + '-' + token('', 4, '5b2e8') + '-' + token('', 4, '43a8b') + '-' + token('', 4, '97dcf') + '-' + token('', 12, 'a83ec77db36e');

const MIXED = token('', 32);

test('sentinel/generic-secret: the examples of docs/rules/sentinel/generic-secret.md (bad → invalid, good → valid)', () => {
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
            'The upload settings are in `config/service.yaml`; set `IMAGES_API_KEY` in your environment.',
            '',
          ].join('\n'),
          'config/service.yaml': ['service:', '  url: https://api.example.com', '  api_key: ${IMAGES_API_KEY}', ''].join('\n'),
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
            'The upload settings are in `config/service.yaml`.',
            '',
          ].join('\n'),
          'config/service.yaml': ['service:', '  url: https://api.example.com', '  api_key: "512c9791e558e08baa7196b50ac2f867"', ''].join('\n'),
        },
        errors: [{ line: 3, column: 3, messageId: 'secret', file: 'config/service.yaml' }],
      },
    ],
  });
});

test('generic-secret: literal high-entropy values under secret names warn', () => {
  const py = ['API_KEY = "f8a9c0d1e2b3a4f5c6d7e8f9"', 'password = "S3cr3tP4ssw0rd!x"', 'config = {"client_secret": "9fK2mQ7xL4pZ8wR1vT3y"}', ''].join('\n');
  const env = 'DB_PASSWORD=Xk9mP2vL7qR4\nAPP_NAME=demo\n';
  const yaml = 'service:\n  auth_token: b7Hq2Lx9Pz4Kw8Mn3Rt6\n';
  const f = scan({ 'scripts/app.py': py, 'config/.env': env, 'config/app.yaml': yaml }, genericSecret);
  assert.deepEqual(summary(f), [
    'config/.env:1:1 warning',
    'config/app.yaml:2:3 error',
    'scripts/app.py:1:1 warning',
    'scripts/app.py:2:1 warning',
    'scripts/app.py:3:12 error',
  ]);
  assert.deepEqual(
    f.map((x) => x.data?.name),
    ['DB_PASSWORD', 'auth_token', 'API_KEY', 'password', 'client_secret'],
  );
  assert.ok(f.every((x) => x.category === 'credential'));
});

test('generic-secret: placeholders, indirections, neighbours of secret names and prose are not findings', () => {
  const py = [
    'api_key = "your-api-key-here"',
    'token = "${TOKEN}"',
    'token = os.environ["TOKEN"]',
    'password = "password"',
    'secret = "changeme123"',
    'max_tokens = 4096',
    'page_token = "abc123def456ghi789jkl"',
    'token_url = "https://auth.example.com/token"',
    'password_file = "/etc/app/pass.txt"',
    'api_key = "sk-xxxxxxxx"',
    'SECRET = process.env.SECRET',
    '',
  ].join('\n');
  const md = ['# Config', '', 'Set password = "Xk9mP2vL7qR4zz" in the dialog.', ''].join('\n');
  assert.deepEqual(scan({ 'scripts/ok.py': py, 'references/config.md': md }, genericSecret), []);
});

test('generic-secret: .env.example and a bad-example remark on the line are info; a remark above is not enough', () => {
  const env = 'DB_PASSWORD=Xk9mP2vL7qR4\n';
  const md = [
    '# Config',
    '',
    '```python',
    'password = "S3cr3tP4ssw0rd!x"  # ❌ hard-coded',
    '# VULNERABLE: hard-coded',
    'token = "S3cr3tP4ssw0rd!y"',
    '```',
    '',
  ].join('\n');
  const f = scan({ '.env.example': env, 'references/config.md': md }, genericSecret);
  assert.deepEqual(
    f.map((x) => `${where(x)} ${x.severity} ${x.data?.reason}`),
    ['.env.example:1:1 info example-file', 'references/config.md:4:1 info bad-example', 'references/config.md:6:1 warning undefined'],
  );
});

test('generic-secret: a literal Authorization header warns in a SKILL.md fence, a script and prose', () => {
  const skill = [
    '---',
    'name: demo',
    'description: Does X. Use when Y.',
    '---',
    '',
    '# Demo',
    '',
    '```bash',
    'curl -s https://api.service.example/v2/task \\',
    `  -H "Authorization: Bearer ${UUIDISH}" | jq .`,
    '```',
    '',
    `Send the header \`Authorization: Token ${MIXED}\` with every call.`,
    '',
  ].join('\n');
  const py = [`HEADERS = {"Authorization": "Bearer ${MIXED}"}`, ''].join('\n');
  const f = scan({ 'SKILL.md': skill, 'scripts/call.py': py }, genericSecret);
  assert.deepEqual(summary(f), ['SKILL.md:10:7 error', 'SKILL.md:13:18 error', 'scripts/call.py:1:13 error']);
  assert.deepEqual(
    f.map((x) => x.data?.scheme),
    ['Bearer', 'Token', 'Bearer'],
  );
  assert.deepEqual(
    f.map((x) => x.data?.context),
    ['code-block', 'prose', 'script'],
  );
  assert.ok(f.every((x) => x.category === 'credential' && !x.message.includes(UUIDISH) && !x.message.includes(MIXED)));
  assert.match(f[0].message, /Authorization: Bearer.*revoke/);
});

test('generic-secret: placeholder and computed Authorization headers are not findings', () => {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const sh = [
    'curl -H "Authorization: Bearer $TOKEN" https://api.service.example',
    'curl -H "Authorization: Bearer ${API_TOKEN}" https://api.service.example',
    'curl -H "Authorization: Bearer <your-access-token>" https://api.service.example',
    'curl -H "Authorization: Bearer YOUR_API_TOKEN_HERE" https://api.service.example',
    'curl -H "Authorization: Bearer $(gcloud auth print-access-token)" https://api.service.example',
    `curl -H "Authorization: Bearer ${'x'.repeat(32)}" https://api.service.example`,
    'curl -H "Authorization: Bearer abc123def456ghi789jkl0" https://api.service.example',
    'curl -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9..." https://api.service.example',
    `curl -H "Authorization: Basic ${b64('username:password')}" https://api.service.example`,
    `curl -H "Authorization: Basic ${b64('admin:changeme1')}" https://api.service.example`,
    '',
  ].join('\n');
  const jwtSample = [
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
    'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ',
    'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  ].join('.');
  const js = [
    'const headers = { Authorization: `Bearer ${token}` };',
    'headers["Authorization"] = "Bearer " + token;',
    `fetch(url, { headers: { Authorization: "Bearer ${jwtSample}" } });`,
    '',
  ].join('\n');
  const py = ['headers = {"Authorization": f"Bearer {api_key}"}', ''].join('\n');
  assert.deepEqual(scan({ 'scripts/a.sh': sh, 'scripts/b.js': js, 'scripts/c.py': py }, genericSecret), []);
  // A Basic header whose password is real-looking counts.
  const real = scan({ 'scripts/d.sh': `curl -H "Authorization: Basic ${b64('svc-bot:' + token('', 18))}" https://api.service.example\n` }, genericSecret);
  assert.deepEqual(summary(real), ['scripts/d.sh:1:10 warning']);
});

test('generic-secret: a credential label with a code-span value in prose warns; placeholders and cue sentences do not count', () => {
  const consumer = token('', 25, 'KiEaJHzFUWE7BLPMrMeABVx8z');
  const secret = token('', 50);
  const md = [
    '# Authentication',
    '',
    'Service API v2 credentials:',
    `- **API Key (Consumer Key)**: \`${consumer}\``,
    `- **Client Secret**: \`${secret}\``,
    `- Access token secret = \`${token('1088426905634779136-', 30)}\``,
    '- **API Key**: `your-api-key-here`',
    '- **API Key**: `$SERVICE_API_KEY`',
    '- Password: `hunter22`',
    '- Secret: `abcdefghijklmnopqrstuvwxyz`',
    '- Run: `export API_KEY=...`',
    `For example, api key: \`${token('', 24, 'Qz7Xk2M9w4R8t3V6y1N5p0')}\`.`,
    '',
    `OAUTH2_CLIENT_SECRET = "${token('', 48)}"`,
    'OPENAI_API_KEY = "your-openai-key-here"',
    '',
  ].join('\n');
  const f = scan({ 'SKILL.md': SKILL_HEAD + md }, genericSecret);
  const base = SKILL_HEAD.split('\n').length - 1;
  assert.deepEqual(
    f.map((x) => `${x.range.start.line - base}:${x.range.start.column} ${x.severity} ${x.data?.name}`),
    ['4:14 error consumer key', '5:5 error client secret', '6:3 error access token secret', '12:14 info api key', '14:1 error OAUTH2_CLIENT_SECRET'],
  );
  assert.equal(f[3].data?.reason, 'negated');
  assert.ok(f.every((x) => x.data?.context === 'prose'));
});

test('generic-secret: a secret after a flag in an MCP args array or on a command line warns; ports, tags and placeholders do not', () => {
  const mcp = JSON.stringify(
    {
      mcpServers: {
        tool: {
          command: 'node',
          args: ['dist/cli.js', 'mcp', '-a', 'cli_a879c59b40385029', '-s', MIXED, '-t', 'preset.task.full,preset.default', '-p', '8080'],
        },
        other: { command: 'npx', args: ['-y', 'some-mcp', '--api-key', 'your-key-here', '--token', 'Z1Fjxxxxxxxxxxxxxxxx'] },
      },
    },
    null,
    2,
  );
  const sh = [
    `mytool deploy --api-key ${token('', 24)} --region eu`,
    `mytool login --client-secret "${token('', 40, 'f0e1d2c3b4a59687')}"`,
    'mytool deploy --api-key vca_abc123',
    'calibredb list --password=calibre',
    'docker build -t myorg-myapp-service-v2 .',
    'tmux new -s work-session-2024-main',
    'curl -s -k https://api.service.example/health',
    '',
  ].join('\n');
  const f = scan({ '.mcp.json': mcp, 'scripts/run.sh': sh }, genericSecret);
  assert.deepEqual(
    f.map((x) => `${where(x)} ${x.severity} ${x.data?.name}`),
    ['.mcp.json:10:10 error -s', 'scripts/run.sh:1:15 error --api-key', 'scripts/run.sh:2:14 error --client-secret'],
  );
  assert.match(f[0].message, /command line.*process lists/);
});

test('generic-secret: long values (a 256-digit hex password) count; the 200-character cap is gone', () => {
  const hex = token('', 256, '0123456789abcdef794db7135639d5b5');
  const js = ['const AUTH = {', '  login: {', '    username: "svc",', `    password: "${hex}"`, '  }', '};', ''].join('\n');
  const f = scan({ 'templates/app/core.js': js }, genericSecret);
  assert.deepEqual(summary(f), ['templates/app/core.js:4:5 error']);
  assert.equal(f[0].data?.name, 'password');
});

test('generic-secret: zh messages for the new shapes', () => {
  const f = scan({ 'scripts/a.sh': `curl -H "Authorization: Bearer ${MIXED}" https://api.service.example\n` }, genericSecret, 'zh-CN');
  assert.equal(f.length, 1);
  assert.match(f[0].message, /请求头携带明文令牌/);
});

test('generic-secret: made-up values that say what they are (test-…, demo-…, temporary…, a word password with a number) are not secrets (issue 28)', () => {
  const sh = [
    'curl -s -X POST "https://research.service.example/research" \\',
    '  -H "Authorization: Bearer test-local-token-2026" \\',
    '  -d \'{"query": "q"}\'',
    'API_TOKEN="demo-token-for-docs-123"',
    '',
  ].join('\n');
  const json = ['{', '  "name": { "givenName": "Jane" },', '  "password": "temporaryPassword123!",', '  "changePasswordAtNextLogin": true', '}', ''].join('\n');
  assert.deepEqual(scan({ 'scripts/call.sh': sh, 'references/create-user.json': json }, genericSecret), []);
  // A value that only contains the letters "test" inside random characters is still a secret.
  const real = scan({ 'scripts/d.sh': `API_TOKEN="${token('aTest', 30)}"\n` }, genericSecret);
  assert.equal(real.length, 1);
});

test('generic-secret: a service-issued value (hex, UUID, mixed random) is an error; a memorable password, a Basic pair and test fixtures stay warnings', () => {
  const basicMemorable = Buffer.from('deploy:Winter2024Pass!').toString('base64');
  const sh = [
    `TOKEN="${UUIDISH}"`,
    `WEBHOOK_SECRET="${token('', 40, '0a1b2c3d4e5f6789')}"`,
    `BOT_TOKEN="${MIXED}"`,
    'DB_PASSWORD="SecurePass123!"',
    `curl -H "Authorization: Basic ${basicMemorable}" https://ci.service.example/api`,
    '',
  ].join('\n');
  const f = scan({ 'scripts/notify.sh': sh, 'tests/fixtures/env.sh': `BOT_TOKEN="${MIXED}"\n` }, genericSecret);
  assert.deepEqual(
    summary(f),
    [
      'scripts/notify.sh:1:1 error',
      'scripts/notify.sh:2:1 error',
      'scripts/notify.sh:3:1 error',
      'scripts/notify.sh:4:1 warning',
      'scripts/notify.sh:5:10 warning',
      'tests/fixtures/env.sh:1:1 warning',
    ].sort(),
  );
  assert.equal(machineGenerated('SecurePass123!'), false);
  assert.equal(machineGenerated('f8a9c0d1e2b3a4f5c6d7e8f9'), false, '24 hex digits: below the 32 of an issued key');
  assert.equal(machineGenerated(token('', 32, '0123456789abcdef')), true);
});

test('generic-secret: a literal password sent to a plain-HTTP server is a warning, whatever its strength', () => {
  const py = [
    'import subprocess', // 1
    'subprocess.run([', // 2
    "    'mediactl', 'sync',", // 3
    "    '--server=http://media.home-lab.net:8096/',", // 4
    "    '--user=family',", // 5
    "    '--password=sunflower',", // 6
    '])', // 7
    '',
  ].join('\n');
  const sh = ['#!/bin/sh', 'backupctl push --url http://203.0.113.40/api --pass "hunter" --dir .', ''].join('\n');
  const f = scan({ 'scripts/sync.py': py, 'scripts/push.sh': sh }, genericSecret);
  assert.deepEqual(summary(f), ['scripts/push.sh:2:46 warning', 'scripts/sync.py:6:6 warning']);
  assert.match(f[1].message, /`--password` sends a literal password \(sunf…\) to media\.home-lab\.net:8096 over plain HTTP/);
});

test('generic-secret: a weak literal password over HTTPS or to this machine, or a placeholder, is not a finding', () => {
  const py = [
    "subprocess.run(['mediactl', '--server=https://media.home-lab.net/', '--password=sunflower'])",
    "subprocess.run(['mediactl', '--server=http://localhost:8096/', '--password=sunflower'])",
    "subprocess.run(['mediactl', '--server=http://192.168.1.20:8096/', '--password=sunflower'])",
    "subprocess.run(['mediactl', '--server=http://media.home-lab.net/', '--password=YOUR_PASSWORD'])",
    "subprocess.run(['mediactl', '--server=http://media.home-lab.net/', '--password=$PASS'])",
    '',
  ].join('\n');
  assert.deepEqual(summary(scan({ 'scripts/sync.py': py.split('\n').join('\n\n\n\n\n\n\n\n\n') }, genericSecret)), []);
});

test('generic-secret: a `--token`/`-t` flag that takes a public chain address is not a secret (issue 28)', () => {
  const md = (...body: string[]) =>
    ['---', 'name: demo-skill', 'description: Swaps tokens. Use when the user asks to swap.', '---', '', '# Demo skill', '', ...body, ''].join('\n');
  ruleTester.run(rule, {
    valid: [
      { folder: 'demo-skill', files: { 'SKILL.md': md('```bash', 'dex reserve --chain 1 --token 0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', '```') } },
      { folder: 'demo-skill', files: { 'SKILL.md': md('```bash', 'dex swap -s buy -t 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU -a 5', '```') } },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': md('```bash', 'dex login --token Zq8Rk2Lw9Xc4Vb7Nm3Tg6Hy1Jp5Qs0Fd', '```') },
        errors: [{ line: 9, messageId: 'flag', file: 'SKILL.md' }],
      },
    ],
  });
});
