import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rule as providerKey } from '../../../../src/core/modules/sentinel/provider-key.ts';
import { rule as privateKey } from '../../../../src/core/modules/sentinel/private-key.ts';
import { realLooking, rule as genericSecret, secretName } from '../../../../src/core/modules/sentinel/generic-secret.ts';
import { entropy, placeholderKind } from '../../../../src/core/modules/sentinel/secrets.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { scan, summary, token, where } from './helpers.ts';

const UPPER = 'QZ7XK2M9W4R8T3V6Y1N5P0';
const AWS = token('AK' + 'IA', 16, UPPER);
const GOOGLE = token('AI' + 'za', 35);
const GITHUB = token('gh' + 'p_', 36);
const ANTHROPIC = token('sk-' + 'ant-api03-', 95);
const OPENAI = token('sk-' + 'proj-', 48);
const SLACK = 'xo' + 'xb-' + '471920385716-' + '902837461529-' + token('', 24);

test('provider-key: provider-shaped keys are errors wherever they sit', () => {
  const py = [`AWS_KEY = "${AWS}"`, `GOOGLE = "${GOOGLE}"`, `gh = '${GITHUB}'`, `client = Anthropic(api_key="${ANTHROPIC}")`, `OPENAI = "${OPENAI}"`, `SLACK = "${SLACK}"`, ''].join('\n');
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
  assert.deepEqual(f.map((x) => x.data?.provider), ['GitHub token', 'AWS access key ID', 'Google API key', 'GitHub token', 'Anthropic API key', 'OpenAI API key', 'Slack token']);
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
  assert.deepEqual(f.map((x) => `${where(x)} ${x.severity} ${x.data?.reason}`), ['.env.example:1:16 info example-file', 'scripts/c.py:6:6 info placeholder']);
});

test('provider-key: the SKILL.md frontmatter is scanned, the body is not', () => {
  const skill = ['---', 'name: demo', `description: Uses key ${GITHUB}. Use when Y.`, '---', '', `Body mentions ${GITHUB}.`, ''].join('\n');
  const f = scan({ 'SKILL.md': skill }, providerKey);
  assert.deepEqual(summary(f), ['SKILL.md:3:23 error']);
  assert.equal(f[0].data?.context, 'frontmatter');
});

test('provider-key corpus: NanoBanana API_MANAGEMENT.md:73 fires the Google key rule (redacted value: info)', async () => {
  const doc = await loadSkill('/work/shared/corpus/op7418__NanoBanana-PPT-Skills/NanoBanana-PPT-Skills');
  const f = scanDocument(doc, { rules: [providerKey] }).findings;
  const hit = f.find((x) => x.file === 'API_MANAGEMENT.md' && x.range.start.line === 73);
  assert.ok(hit, 'expected a finding on API_MANAGEMENT.md:73');
  assert.equal(hit.range.start.column, 12);
  assert.equal(hit.data?.provider, 'Google API key');
  assert.equal(hit.data?.reason, 'placeholder');
  assert.equal(hit.data?.counted, false);
});

test('provider-key corpus: the AWS documentation key in security-review references is ignored', async () => {
  const doc = await loadSkill('/work/shared/corpus/getsentry__skills/security-review');
  const text = doc.files.map((x) => x.text?.text ?? '').join('\n');
  assert.ok(text.includes('AKIAIOSFODNN7EXAMPLE'), 'fixture still holds the AWS example key');
  assert.deepEqual(scanDocument(doc, { rules: [providerKey] }).findings, []);
});

test('private-key: a PEM block with a body is an error; a header alone is nothing; a fake body is info', () => {
  const body = Array.from({ length: 4 }, (_, i) => token('', 64, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + i)).join('\n');
  const real = ['-----BEGIN RSA ' + 'PRIVATE KEY-----', body, '-----END RSA PRIVATE KEY-----', ''].join('\n');
  const header = ['Keys start with `-----BEGIN RSA ' + 'PRIVATE KEY-----`.', ''].join('\n');
  const fake = ['-----BEGIN ' + 'PRIVATE KEY-----', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + 'x'.repeat(32), 'x'.repeat(64), '-----END PRIVATE KEY-----', ''].join('\n');
  const f = scan({ 'scripts/deploy_key.pem': real, 'references/keys.md': header, 'references/fake.txt': fake }, privateKey);
  assert.deepEqual(f.map((x) => `${where(x)} ${x.severity}`), ['references/fake.txt:1:1 info', 'scripts/deploy_key.pem:1:1 error']);
  assert.match(f[1].message, /rsa private key/);
});

test('generic-secret: literal high-entropy values under secret names warn', () => {
  const py = ['API_KEY = "f8a9c0d1e2b3a4f5c6d7e8f9"', 'password = "S3cr3tP4ssw0rd!x"', 'config = {"client_secret": "9fK2mQ7xL4pZ8wR1vT3y"}', ''].join('\n');
  const env = 'DB_PASSWORD=Xk9mP2vL7qR4\nAPP_NAME=demo\n';
  const yaml = 'service:\n  auth_token: b7Hq2Lx9Pz4Kw8Mn3Rt6\n';
  const f = scan({ 'scripts/app.py': py, 'config/.env': env, 'config/app.yaml': yaml }, genericSecret);
  assert.deepEqual(summary(f), ['config/.env:1:1 warning', 'config/app.yaml:2:3 warning', 'scripts/app.py:1:1 warning', 'scripts/app.py:2:1 warning', 'scripts/app.py:3:12 warning']);
  assert.deepEqual(f.map((x) => x.data?.name), ['DB_PASSWORD', 'auth_token', 'API_KEY', 'password', 'client_secret']);
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

test('generic-secret: .env.example and bad-example blocks are info', () => {
  const env = 'DB_PASSWORD=Xk9mP2vL7qR4\n';
  const md = ['# Config', '', '```python', '# VULNERABLE: hard-coded', 'password = "S3cr3tP4ssw0rd!x"', '```', ''].join('\n');
  const f = scan({ '.env.example': env, 'references/config.md': md }, genericSecret);
  assert.deepEqual(f.map((x) => `${where(x)} ${x.severity} ${x.data?.reason}`), ['.env.example:1:1 info example-file', 'references/config.md:5:1 info bad-example']);
});

test('secret helpers: names, values, placeholders, entropy', () => {
  assert.equal(secretName('clientSecret'), true);
  assert.equal(secretName('OPENAI_API_KEY'), true);
  assert.equal(secretName('secret_key'), true);
  assert.equal(secretName('max_tokens'), false);
  assert.equal(secretName('token_url'), false);
  assert.equal(secretName('keyboard'), false);
  assert.equal(realLooking('f8a9c0d1e2b3a4f5c6d7e8f9', 'api_key'), true);
  assert.equal(realLooking('abcdefghijklmnop', 'api_key'), false);
  assert.equal(realLooking('hunter22', 'password'), false, 'low entropy');
  assert.equal(placeholderKind('${TOKEN}'), 'indirect');
  assert.equal(placeholderKind('<token>'), 'indirect');
  assert.equal(placeholderKind('$TOKEN'), 'indirect');
  assert.equal(placeholderKind('your-api-key-here'), 'pure');
  assert.equal(placeholderKind('xxxxxxxxxxxx'), 'pure');
  assert.equal(placeholderKind('AKIAIOSFODNN7EXAMPLE'), 'pure');
  assert.equal(placeholderKind('sk-or-v1-your-api-key-here'), 'pure');
  assert.equal(placeholderKind('AIzaSyCORPUS_REDACTED_xxx'), 'marked');
  assert.equal(placeholderKind('S3cr3tP4ssw0rd!x'), 'none');
  assert.equal(entropy('aaaa'), 0);
  assert.equal(entropy('abcd'), 2);
});

test('credential corpus: spark-video .env.example placeholders are not counted', async () => {
  const doc = await loadSkill('/work/shared/corpus/modelstudioai__skills/spark-video');
  const f = scanDocument(doc, { rules: [providerKey, genericSecret, privateKey] }).findings;
  assert.deepEqual(f.filter((x) => x.data?.counted), []);
});
