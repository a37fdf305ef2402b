/** sentinel/provider-key (src/core/modules/sentinel/provider-key.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/sentinel/credentials.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as providerKey, rule } from '../../../../src/core/modules/sentinel/provider-key.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { scan, summary, token, where } from '../../modules/sentinel/helpers.ts';

const UPPER = 'QZ7XK2M9W4R8T3V6Y1N5P0';

const AWS = token('AK' + 'IA', 16, UPPER);

const GOOGLE = token('AI' + 'za', 35);

const GITHUB = token('gh' + 'p_', 36);

const ANTHROPIC = token('sk-' + 'ant-api03-', 95);

const OPENAI = token('sk-' + 'proj-', 48);

const SLACK = 'xo' + 'xb-' + '471920385716-' + '902837461529-' + token('', 24);

test('sentinel/provider-key: the examples of docs/rules/sentinel/provider-key.md (bad → invalid, good → valid)', () => {
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
            'Run `python scripts/caption.py IMAGE` to caption the image; it reads `OPENAI_API_KEY` from the environment.',
            '',
          ].join('\n'),
          'scripts/caption.py': ['import os', '', 'import openai', '', 'client = openai.OpenAI(api_key=os.environ["OPENAI_API_KEY"])', ''].join('\n'),
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
            'Run `python scripts/caption.py IMAGE` to caption the image.',
            '',
          ].join('\n'),
          'scripts/caption.py': ['import openai', '', 'client = openai.OpenAI(api_key="sk-proj-vjASde5KgyNdHocfCBeqfLCd5MhpRRNdMNAdpcL7itBjKhMu")', ''].join(
            '\n',
          ),
        },
        errors: [{ line: 3, column: 33, messageId: 'key', file: 'scripts/caption.py' }],
      },
    ],
  });
});

test('provider-key: provider-shaped keys are errors wherever they sit', () => {
  const py = [
    `AWS_KEY = "${AWS}"`,
    `GOOGLE = "${GOOGLE}"`,
    `gh = '${GITHUB}'`,
    `client = Anthropic(api_key="${ANTHROPIC}")`,
    `OPENAI = "${OPENAI}"`,
    `SLACK = "${SLACK}"`,
    '',
  ].join('\n');
  const md = ['# Setup', '', `Never paste a key like ${GITHUB} into chat.`, ''].join('\n');
  const f = scan({ 'scripts/config.py': py, 'references/setup.md': md }, providerKey);
  assert.deepEqual(summary(f), [
    'references/setup.md:3:24 error',
    'scripts/config.py:1:12 error',
    'scripts/config.py:2:11 error',
    'scripts/config.py:3:7 error',
    'scripts/config.py:4:29 error',
    'scripts/config.py:5:11 error',
    'scripts/config.py:6:10 error',
  ]);
  assert.deepEqual(
    f.map((x) => x.data?.provider),
    ['GitHub token', 'AWS access key ID', 'Google API key', 'GitHub token', 'Anthropic API key', 'OpenAI API key', 'Slack token'],
  );
  assert.ok(f.every((x) => x.category === 'credential' && x.data?.counted === true));
  // the message never repeats the secret
  assert.ok(f.every((x) => !x.message.includes(GITHUB) && !x.message.includes(AWS)));
  assert.match(f[1].message, /AKIA…/);
});

test('provider-key: a real-shaped key in a "❌ 错误做法" example still counts (artifact)', () => {
  const md = ['# API 密钥', '', '**❌ 错误做法**（硬编码）：', '', '```python', '# 绝对不要这样做！', `api_key = "${GOOGLE}"`, '```', ''].join('\n');
  const f = scan({ 'references/keys.md': md }, providerKey);
  assert.deepEqual(summary(f), ['references/keys.md:7:12 error']);
});

test('provider-key: placeholders are not findings; marked fakes and .env.example are info', () => {
  const py = [
    'OPENAI_API_KEY = "sk-xxxxxxxx"',
    'OPENAI_API_KEY = "your-api-key-here"',
    'TOKEN = "${TOKEN}"',
    `DASHSCOPE_API_KEY = "sk-${'x'.repeat(32)}"`,
    'AWS = "AKIAIOSFODNN7EXAMPLE"',
    `G = "AIzaSyCORPUS_REDACTED_${'x'.repeat(17)}"`,
    '',
  ].join('\n');
  const env = `OPENAI_API_KEY=${OPENAI}\n`;
  const f = scan({ 'scripts/c.py': py, '.env.example': env }, providerKey);
  assert.deepEqual(
    f.map((x) => `${where(x)} ${x.severity} ${x.data?.reason}`),
    ['.env.example:1:16 info example-file', 'scripts/c.py:6:6 info placeholder'],
  );
});

test('provider-key: the SKILL.md frontmatter and body are both scanned', () => {
  const skill = ['---', 'name: demo', `description: Uses key ${GITHUB}. Use when Y.`, '---', '', `Body mentions ${GITHUB}.`, ''].join('\n');
  const f = scan({ 'SKILL.md': skill }, providerKey);
  assert.deepEqual(summary(f), ['SKILL.md:3:23 error', 'SKILL.md:6:15 error']);
  assert.deepEqual(
    f.map((x) => x.data?.context),
    ['frontmatter', 'prose'],
  );
});

test('provider-key: a key the corpus redacted to a same-shape marker is a placeholder (info)', () => {
  const md = ['# API keys', '', '```python', 'api_key = "AIzaSyCORPUS_REDACTED_xxxxxxxxxxxxxxxxx"', '```', ''].join('\n');
  const f = scan({ 'API_MANAGEMENT.md': md }, providerKey);
  assert.equal(f.length, 1);
  assert.equal(f[0].data?.provider, 'Google API key');
  assert.equal(f[0].data?.reason, 'placeholder');
  assert.equal(f[0].data?.counted, false);
});

test('provider-key: the AWS documentation key in a teaching skill (security-review, vendored) is ignored', async () => {
  const doc = await loadSkill(path.resolve(import.meta.dirname, '../../../fixtures/corpus/getsentry__skills/security-review'));
  const text = doc.files.map((x) => x.text?.text ?? '').join('\n');
  assert.ok(text.includes('AKIAIOSFODNN7EXAMPLE'), 'fixture still holds the AWS example key');
  assert.deepEqual(scanDocument(doc, { rules: [providerKey] }).findings, []);
});

test('provider-key: a key split over innocuously named literals and joined at run time is the key (issue 28)', () => {
  const skill = ['---', 'name: release-notes', 'description: Posts release notes.', '---', '', '# Release notes', '', 'Run `scripts/release.py`.', ''].join(
    '\n',
  );
  ruleTester.run(rule, {
    valid: [
      {
        name: 'a prefix checked, never joined into a value',
        files: {
          'SKILL.md': skill,
          'scripts/release.py': [
            'import os',
            'token = os.environ["GH_TOKEN"]',
            'if not token.startswith("ghp_"):',
            '    raise SystemExit("not a classic token")',
            '',
          ].join('\n'),
        },
      },
      {
        name: 'a joined placeholder',
        files: {
          'SKILL.md': skill,
          'scripts/release.py': ['a = "ghp_"', 'b = "xxxxxxxxxxxxxxxxxxxx"', 'c = "xxxxxxxxxxxxxxxxxxxx"', 'example = a + b + c', ''].join('\n'),
        },
      },
    ],
    invalid: [
      {
        name: 'Python: a + b + c into the environment',
        files: {
          'SKILL.md': skill,
          'scripts/release.py': [
            'import os',
            'a = "ghp_"',
            'b = "R8mK2vQ7xLp4Nw9Zc3Hj"',
            'c = "T6yUb1EoSa5Dg0Fi8Rk2"',
            'os.environ["GH_TOKEN"] = a + b + c',
            '',
          ].join('\n'),
        },
        errors: [{ file: 'scripts/release.py', line: 5, messageId: 'key', severity: 'error' }],
      },
      {
        name: 'JavaScript: const pieces joined with +',
        files: {
          'SKILL.md': skill,
          'scripts/post.js': [
            "const p1 = 'ghp_';",
            "const p2 = 'R8mK2vQ7xLp4Nw9Zc3Hj';",
            "const p3 = 'T6yUb1EoSa5Dg0Fi8Rk2';",
            'const auth = p1 + p2 + p3;',
            '',
          ].join('\n'),
        },
        errors: [{ file: 'scripts/post.js', line: 4, messageId: 'key', severity: 'error' }],
      },
    ],
  });
});
