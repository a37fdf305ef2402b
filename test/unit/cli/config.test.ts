import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';

const SKILL = [
  '---',
  'name: demo',
  'description: "Does demo things. Use when the user says demo."',
  '---',
  '',
  '# Demo',
  '',
  'You should run it, hopefully.',
  '',
].join('\n');

async function scanJson(dir: string, ...args: string[]) {
  const r = await cli(['scan', dir, '--format', 'json', ...args]);
  return { ...r, report: r.stdout ? JSON.parse(r.stdout) : undefined };
}

test('the nearest .luban.json above the skill sets severities, turns rules off and edits the soft-word list', async () => {
  const dir = tempDir({
    '.luban.json': JSON.stringify({ rules: { 'hasp/soft-word': 'error', 'distill/dead-file': 'off' }, softWords: { add: ['hopefully'] } }),
    'skills/demo/SKILL.md': SKILL,
    'skills/demo/references/unused.md': '# never linked\n',
  });
  const { report, code } = await scanJson(path.join(dir, 'skills'));
  const findings = report.skills[0].findings;
  const soft = findings.filter((f: { ruleId: string }) => f.ruleId === 'hasp/soft-word');
  assert.deepEqual(
    soft.map((f: { column: number }) => f.column),
    [5, 20],
  );
  assert.ok(soft.every((f: { severity: string }) => f.severity === 'error'));
  assert.equal(findings.filter((f: { ruleId: string }) => f.ruleId === 'distill/dead-file').length, 0);
  assert.equal(code, 1, 'error severity from the config makes the exit code 1');
});

test('without a config the defaults apply', async () => {
  const dir = tempDir({ 'skills/demo/SKILL.md': SKILL, 'skills/demo/references/unused.md': '# never linked\n' });
  const { report } = await scanJson(path.join(dir, 'skills'));
  const findings = report.skills[0].findings;
  assert.deepEqual(
    findings.filter((f: { ruleId: string }) => f.ruleId === 'hasp/soft-word').map((f: { severity: string }) => f.severity),
    ['warning'],
  );
  assert.equal(findings.filter((f: { ruleId: string }) => f.ruleId === 'distill/dead-file').length, 1);
});

test('profiles per folder, --profile, and ignored folders', async () => {
  const dir = tempDir({
    'luban.config.json': JSON.stringify({ profiles: { 'plugins/cc': 'claude-code' }, ignore: ['vendor'] }),
    'plugins/cc/demo/SKILL.md': SKILL.replace('name: demo', 'name: demo\nargument-hint: "[file]"'),
    'skills/demo/SKILL.md': SKILL.replace('name: demo', 'name: demo\nargument-hint: "[file]"'),
    'vendor/demo/SKILL.md': SKILL,
  });
  const { report } = await scanJson(dir);
  const bySuffix = (s: string) => report.skills.find((k: { dir: string }) => k.dir.endsWith(s));
  assert.equal(report.skills.length, 2, 'vendor/ is ignored');
  assert.equal(bySuffix('plugins/cc/demo').profile, 'claude-code');
  assert.equal(bySuffix('skills/demo').profile, 'agentskills');
  const unknown = (s: string) => bySuffix(s).findings.filter((f: { ruleId: string }) => f.ruleId === 'profile/unknown-key').length;
  assert.equal(unknown('plugins/cc/demo'), 0, 'argument-hint is a claude-code field');
  assert.equal(unknown('skills/demo'), 1, 'but not an agentskills one');
  const forced = await scanJson(path.join(dir, 'skills'), '--profile', 'claude-code');
  assert.equal(forced.report.skills[0].profile, 'claude-code');
});

test('a broken config file is exit code 2 with a message naming the file', async () => {
  const badJson = tempDir({ '.luban.json': '{ "rules": ', 'demo/SKILL.md': SKILL });
  const r1 = await cli(['scan', path.join(badJson, 'demo')]);
  assert.equal(r1.code, 2);
  assert.match(r1.stderr, /\.luban\.json/);
  assert.match(r1.stderr, /not valid JSON/);
  const badKey = tempDir({ '.luban.json': JSON.stringify({ rules: { 'hasp/soft-word': 'loud' } }), 'demo/SKILL.md': SKILL });
  const r2 = await cli(['scan', path.join(badKey, 'demo')]);
  assert.equal(r2.code, 2);
  assert.match(r2.stderr, /\.luban\.json: \/rules\/hasp~1soft-word must be equal to one of the allowed values/);
});

test("rules: [level, options] (ESLint style) in .luban.json sets one rule's options; options its schema refuses are exit 2 naming the file and rule", async () => {
  const dir = tempDir({ '.luban.json': JSON.stringify({ rules: { 'hasp/soft-word': ['error', { add: ['hopefully'] }] } }), 'skills/demo/SKILL.md': SKILL });
  const { report, code } = await scanJson(path.join(dir, 'skills'));
  const soft = report.skills[0].findings.filter((f: { ruleId: string }) => f.ruleId === 'hasp/soft-word');
  assert.deepEqual(
    soft.map((f: { column: number; severity: string }) => `${f.column} ${f.severity}`),
    ['5 error', '20 error'],
  );
  assert.equal(code, 1);
  const bad = tempDir({ '.luban.json': JSON.stringify({ rules: { 'hasp/soft-word': ['warning', { add: 'hopefully' }] } }), 'demo/SKILL.md': SKILL });
  const r = await cli(['scan', path.join(bad, 'demo')]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /\.luban\.json: \/rules\/hasp\/soft-word: options \/add must be array/);
  assert.equal(r.stdout, '', 'nothing scanned with a config it could not apply');
});
