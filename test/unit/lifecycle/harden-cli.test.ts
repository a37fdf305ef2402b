import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { runCli } from '../../../src/cli/main.ts';
import { cli } from '../../support/cli.ts';
import { RULES, SKILL, hardenFixture } from './harden-support.ts';

async function interactive(args: string[], answer: string) {
  let stdout = '';
  let stderr = '';
  const asked: string[] = [];
  const code = await runCli(args, {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env: {},
    cwd: process.cwd(),
    isTTY: false,
    locale: 'en',
    interactive: true,
    ask: async (q) => {
      asked.push(q);
      return answer;
    },
  });
  return { code, stdout, stderr, asked };
}

test('luban harden without a terminal shows the CHECKPOINT and writes nothing (exit 1); --yes writes it atomically with a backup', async () => {
  const dir = await hardenFixture();
  const file = path.join(dir, 'SKILL.md');
  const r = await cli(['harden', dir]);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /🔴 CHECKPOINT HASP rule hardening — report-writer/);
  assert.match(r.stderr, /nobody can answer here/);
  assert.equal(readFileSync(file, 'utf8'), SKILL);
  const y = await cli(['harden', dir, '--yes']);
  assert.equal(y.code, 0, y.stderr);
  assert.match(y.stderr, /Hardened .*SKILL\.md \(2 change\(s\)\)/);
  const after = readFileSync(file, 'utf8');
  assert.match(after, /- You must output the report as a Markdown table\./);
  assert.ok(after.includes(RULES.tone));
  const fm = parse(after.split('---\n')[1]) as { hard_rules: Array<Record<string, unknown>> };
  assert.deepEqual(Object.keys(fm.hard_rules[0]), ['id', 'should_activate', 'intervene', 'severity', 'last_violated', 'violation_count']);
  assert.equal(fm.hard_rules[0].violation_count, 3);
  const bak = readdirSync(dir).filter((n) => n.startsWith('SKILL.md.bak.'));
  assert.equal(bak.length, 1, 'not in git: a backup first');
  assert.equal(readFileSync(path.join(dir, bak[0]), 'utf8'), SKILL);
  // Run again: the entry is up to date and the wording is hardened — nothing left to do.
  const again = await cli(['harden', dir, '--format', 'json']);
  assert.equal(again.code, 0);
  const json = JSON.parse(again.stdout);
  assert.equal(json.applied, false);
  assert.ok(json.items.every((i: { status: string }) => i.status !== 'proposed'));
  assert.ok(json.items.some((i: { status: string }) => i.status === 'up-to-date'));
});

test('luban harden on a terminal asks; "n" leaves the file, "y" writes; JSON lists items, levels and Sentinel hits', async () => {
  const dir = await hardenFixture();
  const file = path.join(dir, 'SKILL.md');
  const no = await interactive(['harden', dir], 'n');
  assert.equal(no.code, 1);
  assert.match(no.asked[0], /🔴 CHECKPOINT: apply 2 hardening change\(s\) to .*SKILL\.md\? \[y\/N\]/);
  assert.match(no.stderr, /Not applied: nothing was written/);
  assert.equal(readFileSync(file, 'utf8'), SKILL);
  const yes = await interactive(['harden', dir, '--format', 'json'], 'y');
  assert.equal(yes.code, 0);
  const json = JSON.parse(yes.stdout);
  assert.equal(json.applied, true);
  assert.deepEqual(json.items.map((i: { level: number; status: string }) => `${i.level}:${i.status}`).sort(), [
    '0:below-threshold',
    '1:proposed',
    '2:not-applicable',
    '2:proposed',
  ]);
  assert.equal(json.sentinelHits.length, 3);
  assert.notEqual(readFileSync(file, 'utf8'), SKILL);
});

test('luban harden: a file edited after the plan was made is not overwritten (the person wins)', async () => {
  const dir = await hardenFixture();
  const file = path.join(dir, 'SKILL.md');
  const edited = SKILL + '\nA line the person just typed.\n';
  const r = await runCli(['harden', dir], {
    stdout: () => {},
    stderr: () => {},
    env: {},
    cwd: process.cwd(),
    isTTY: false,
    locale: 'en',
    interactive: true,
    ask: async () => {
      writeFileSync(file, edited);
      return 'y';
    },
  });
  assert.equal(r, 1);
  assert.equal(readFileSync(file, 'utf8'), edited);
});

test('luban harden: no counts → nothing to harden (exit 0); a missing folder is exit 2', async () => {
  const r = await cli(['harden', path.join(path.dirname(await hardenFixture()), '..', 'nope')]);
  assert.equal(r.code, 2);
  const { tempDir } = await import('../../support/tmp.ts');
  const clean = tempDir({ 'SKILL.md': '---\nname: s\n---\n# s\n' });
  const ok = await cli(['harden', clean, '--locale', 'zh-CN']);
  assert.equal(ok.code, 0);
  assert.match(ok.stdout, /没有记录到被忽略的规则/);
});
