/**
 * Issue 33 item 9 ("wrong messages and exit codes"), through the built CLI (dist/cli.cjs; run
 * `npm run build` first) on skills in temporary folders: what each command says it did
 * is what it did, and its exit code agrees (docs/guide/cli.md).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'dist/cli.cjs');

function luban(args: string[], cwd: string) {
  assert.ok(existsSync(BIN), 'run npm run build first');
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, LUBAN_LOCALE: 'en', NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const CLEAN = ['---', 'name: demo', 'description: Does demo things. Use when the user says "demo".', '---', '', '# Demo', '', 'Run it.', ''].join('\n');

test('regress --no-write says it ran the cases and wrote nothing, and writes nothing', () => {
  const dir = tempDir({ 'demo/SKILL.md': CLEAN });
  const r = luban(['regress', 'demo', '--no-write'], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.doesNotMatch(r.stdout, /case\(s\) added/);
  assert.match(r.stdout, /Ran \d+ case\(s\) \(\d+ pass, 0 fail; \d+ not run\); --no-write: wrote nothing/);
  assert.deepEqual(readdirSync(path.join(dir, 'demo')), ['SKILL.md']);
  const json = JSON.parse(luban(['regress', 'demo', '--no-write', '--format', 'json'], dir).stdout);
  assert.equal(json.write, false);
  assert.equal(json.skills[0].testsYaml.written, false);
});

test('slim on a skill with nothing to slim says so once and asks nothing, even with --apply; exit 0', () => {
  const dir = tempDir({ 'demo/SKILL.md': CLEAN });
  for (const args of [
    ['slim', 'demo'],
    ['slim', 'demo', '--apply'],
  ]) {
    const r = luban(args, dir);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout.match(/Nothing to slim/g)?.length, 1);
    assert.doesNotMatch(r.stdout + r.stderr, /Confirm which items|CHECKPOINT|--yes/);
  }
  const json = JSON.parse(luban(['slim', 'demo', '--format', 'json'], dir).stdout);
  assert.equal(json.command, 'slim');
  assert.equal(json.skills[0].nothingToSlim, true);
  assert.deepEqual(json.skills[0].items, []);
  assert.deepEqual(json.exit, { code: 0, reason: 'nothing to slim' });
});

test('slim with items exits 0 (advice, not errors); --apply without a terminal or --yes changes nothing and exits 2', () => {
  const dir = tempDir({ 'demo/SKILL.md': CLEAN, 'demo/references/unused.md': '# Unused\n\nNobody links here.\n' });
  const plan = luban(['slim', 'demo'], dir);
  assert.equal(plan.code, 0, plan.stderr);
  assert.match(plan.stdout, /references\/unused\.md/);
  const refused = luban(['slim', 'demo', '--apply'], dir);
  assert.equal(refused.code, 2);
  assert.ok(existsSync(path.join(dir, 'demo/references/unused.md')));
  const json = JSON.parse(luban(['slim', 'demo', '--apply', '--yes', '--format', 'json'], dir).stdout);
  assert.equal(json.exit.code, 0);
  assert.deepEqual(json.skills[0].applied[0].files, ['references/unused.md']);
  assert.equal(existsSync(path.join(dir, 'demo/references/unused.md')), false);
});

test('health: the lights agree with the problems, actions are words, exit 1 only with a 🔴 problem', () => {
  const dir = tempDir({
    'ok/SKILL.md': CLEAN.replace('name: demo', 'name: ok'),
    'bad/SKILL.md': CLEAN.replace('name: demo', 'name: bad').replace('Run it.', 'Run it, then read [the guide](references/missing.md).'),
  });
  const bad = luban(['health', 'bad'], dir);
  assert.equal(bad.code, 1, bad.stderr);
  for (const row of bad.stdout.split('\n').filter((l) => /^\| (Utility|Redundancy|Compatibility|Failure risk|Validation gaps) \|/.test(l))) {
    const [, , light, n] = row.split('|').map((c) => c.trim());
    assert.equal(light === '🟢', n === '0', row);
  }
  assert.match(bad.stdout, /\| 🔴 must fix \| SKILL\.md:\d+ \| Broken reference: references\/missing\.md \| Repair \|/);
  assert.doesNotMatch(bad.stdout, /\| (repair|retire|merge|add_validator) \|$/m);
  const zh = luban(['health', 'bad', '--locale', 'zh-CN'], dir);
  assert.match(zh.stdout, /\| 修复 \|/);
  const ok = luban(['health', 'ok', '--format', 'json'], dir);
  assert.equal(ok.code, 0, ok.stderr);
  const json = JSON.parse(ok.stdout);
  assert.equal(json.command, 'health');
  assert.notEqual(json.skills[0].status, 'red');
  for (const d of Object.values(json.skills[0].dimensions) as Array<{ status: string; issues: number }>) assert.equal(d.status === 'green', d.issues === 0);
  for (const p of json.skills[0].problems) assert.ok(p.actionText && p.actionText !== p.action);
  assert.equal(json.exit.code, 0);
});

test('an unreadable SKILL.md (binary, not UTF-8) loads in no runtime and is an error naming the file: exit 1', () => {
  const dir = tempDir({
    'binary/SKILL.md': Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0x01, 0x02, 0xff, 0x00]),
    'latin/SKILL.md': Buffer.from('---\nname: latin\ndescription: caf\xe9 when asked\n---\n# Hi\n', 'latin1'),
  });
  for (const skill of ['binary', 'latin']) {
    const r = luban(['scan', skill, '--format', 'json'], dir);
    assert.equal(r.code, 1, r.stderr);
    const s = JSON.parse(r.stdout).skills[0];
    const err = s.findings.find((f: { ruleId: string; severity: string }) => f.ruleId === 'skillops/unreadable-file' && f.severity === 'error');
    assert.ok(err, JSON.stringify(s.findings));
    assert.equal(err.file, 'SKILL.md');
    assert.match(err.message, /SKILL\.md/);
    for (const c of s.compatibility) assert.equal(c.verdict, 'dropped', `${skill}: ${c.name}`);
    const text = luban(['scan', skill], dir);
    assert.match(text.stdout, /Claude Code dropped/);
    assert.doesNotMatch(text.stdout, /Claude Code loads/);
  }
});

test('a file argument scans the skill that holds it; a file inside no skill is a usage error (exit 2)', () => {
  const dir = tempDir({ 'demo/SKILL.md': CLEAN, 'demo/references/a.md': '# A\n', 'loose.md': '# not a skill\n' });
  for (const file of ['demo/SKILL.md', 'demo/references/a.md']) {
    const r = luban(['scan', file, '--format', 'json'], dir);
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(r.stdout);
    assert.deepEqual(
      report.skills.map((s: { dir: string }) => s.dir),
      ['demo'],
      file,
    );
    assert.ok(!report.skills[0].findings.some((f: { ruleId: string }) => f.ruleId === 'skillops/missing-skill-md'));
  }
  const loose = luban(['scan', 'loose.md'], dir);
  assert.equal(loose.code, 2);
  assert.match(loose.stderr, /loose\.md is a file inside no skill/);
});

test('fix: exit 0 after fixing when no error remains, JSON says what was done; exit 1 says why', () => {
  const dir = tempDir({
    'demo/SKILL.md': CLEAN.replace('Does demo things.', 'Does demo things: well.'),
    'broken/SKILL.md': CLEAN.replace('name: demo', 'name: broken').replace('Run it.', 'Read [x](references/missing.md).'),
  });
  const json = luban(['fix', 'demo', '--format', 'json', '--no-backup'], dir);
  assert.equal(json.code, 0, json.stderr);
  const out = JSON.parse(json.stdout);
  assert.equal(out.command, 'fix');
  assert.equal(out.fixed, 1);
  assert.deepEqual(out.files, [{ file: 'demo/SKILL.md', fixes: 1 }]);
  assert.equal(out.remaining.errors, 0);
  assert.match(readFileSync(path.join(dir, 'demo/SKILL.md'), 'utf8'), /description: "Does demo things: well/);
  const again = luban(['fix', 'demo'], dir);
  assert.equal(again.code, 0);
  assert.match(again.stdout, /nothing to fix safely/);
  const broken = luban(['fix', 'broken'], dir);
  assert.equal(broken.code, 1);
  assert.match(broken.stdout, /1 error-severity finding\(s\) remain that no safe fix covers/);
});

test('upgrade --format json: one result object with the exit reason (a usage error stays exit 2)', () => {
  const dir = tempDir({ 'notaskill/x.md': '# x\n' });
  const r = luban(['upgrade', 'notaskill', '--format', 'json'], dir);
  assert.equal(r.code, 2);
  const help = luban(['upgrade', '--help'], dir);
  assert.match(help.stdout, /--format <format>/);
  for (const c of ['health', 'slim', 'fix']) assert.match(luban([c, '--help'], dir).stdout, /--format <format>[\s\S]*Exit codes/, c);
});

test('README: the quick-start scan exits 1 on the examples, and the README says so', () => {
  const r = luban(['scan', 'examples/skills'], ROOT);
  assert.equal(r.code, 1);
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.slice(readme.indexOf('## Try it'), readme.indexOf('## Install'));
  assert.match(start, /exits? (with )?(code )?`?1`?/);
});
