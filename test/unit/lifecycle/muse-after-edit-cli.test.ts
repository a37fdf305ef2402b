/**
 * MUSE after every edit (issue 31 item 2, seed v2 §七): `luban harden --yes` and
 * `luban report-failure --apply --yes` run the skill's tests.yaml cases on the written
 * skill — every case failing restores SKILL.md byte for byte and fails the command;
 * some failing keeps the edit and lists them; no tests.yaml says that no regression ran.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';
import { readFailures } from '../../../src/core/formats/failures.ts';
import { hardenFixture, SKILL } from './harden-support.ts';
import { skillFolder, SKILL_ZH } from './evoskill-helpers.ts';

/** tests.yaml with the given deterministic cases (condition + check). */
function testsYaml(dir: string, cases: Array<{ id: string; dimension: string; condition: string; check: string }>): void {
  const body = cases
    .map(
      (c) =>
        `  - id: ${c.id}\n    dimension: "${c.dimension}"\n    condition: "${c.condition}"\n    check: "${c.check}"\n    status: pass\n    last_run: 2026-11-20\n`,
    )
    .join('');
  writeFileSync(path.join(dir, 'tests.yaml'), `skill: report-writer\ngenerated_at: 2026-11-20\ntests:\n${body}`);
}

/** The soft wording harden turns into "must": a case that holds it fails once the rule is hardened. */
const SOFT = { id: 'format_001', dimension: '输出格式', condition: 'You should output', check: 'text_present' };
const SECTIONS = { id: 'format_002', dimension: '输出格式', condition: 'sections', check: 'sections_present: Rules' };

test('harden --yes, then every regression case fails: SKILL.md restored byte for byte, exit 1, JSON says so', async () => {
  const dir = await hardenFixture();
  const file = path.join(dir, 'SKILL.md');
  testsYaml(dir, [SOFT]);
  const records = readFileSync(path.join(dir, 'failures.jsonl'));
  const r = await cli(['harden', dir, '--yes']);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stdout, /MUSE forced rollback: all 1 regression case\(s\) failed; .*SKILL\.md restored/);
  assert.ok(readFileSync(file).equals(Buffer.from(SKILL)), 'the pre-edit bytes are back');
  // The rewording link goes back with the text: the rule is still known by its old wording.
  assert.ok(readFileSync(path.join(dir, 'failures.jsonl')).equals(records), 'failures.jsonl is as before (no `reworded` link)');
  const again = await cli(['harden', dir, '--format', 'json']);
  assert.match(again.stdout, /You should output/);
});

test('harden --yes --format json: the forced rollback is the `regression` field; the pre-edit bytes are back', async () => {
  const dir = await hardenFixture();
  testsYaml(dir, [SOFT]);
  const r = await cli(['harden', dir, '--yes', '--format', 'json']);
  assert.equal(r.code, 1, r.stderr);
  const j = JSON.parse(r.stdout);
  assert.equal(j.applied, true);
  assert.equal(j.regression.ran, true);
  assert.equal(j.regression.forcedRollback, true);
  assert.equal(j.regression.total, 1);
  assert.equal(j.regression.passed, 0);
  assert.deepEqual(
    j.regression.failed.map((f: { id: string }) => f.id),
    ['format_001'],
  );
  assert.ok(readFileSync(path.join(dir, 'SKILL.md')).equals(Buffer.from(SKILL)));
});

test('harden --yes, some regression cases fail: the edit is kept, the failures are listed, exit 0', async () => {
  const dir = await hardenFixture();
  const file = path.join(dir, 'SKILL.md');
  testsYaml(dir, [SOFT, SECTIONS]);
  const r = await cli(['harden', dir, '--yes']);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /MUSE regression ran: 1\/2 passed; 1 failed \(the edit is kept; rollback suggested\)\./);
  assert.match(r.stdout, /✗ format_001 \[输出格式\] the format constraint is no longer stated: "You should output"/);
  assert.match(readFileSync(file, 'utf8'), /- You must output the report as a Markdown table\./, 'the edit stays');
});

test('harden --yes without tests.yaml: "no regression" and why; the edit is kept', async () => {
  const dir = await hardenFixture();
  const file = path.join(dir, 'SKILL.md');
  rmSync(path.join(dir, 'tests.yaml'));
  const r = await cli(['harden', dir, '--yes']);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /No MUSE regression: the skill has no regression cases \(no tests\.yaml, or it is empty\)\./);
  assert.doesNotMatch(r.stdout, /passed/);
  assert.match(readFileSync(file, 'utf8'), /- You must output the report/);
});

test('harden --yes with only behavioural cases and no model: no regression ran (they need a model), in 简体中文 too', async () => {
  const dir = await hardenFixture(); // its tests.yaml holds one behavioural case
  const r = await cli(['harden', dir, '--yes', '--locale', 'zh-CN', '--format', 'json']);
  assert.equal(r.code, 0, r.stderr);
  const j = JSON.parse(r.stdout);
  assert.deepEqual({ ran: j.regression.ran, reason: j.regression.reason, cases: j.regression.cases }, { ran: false, reason: 'no-model', cases: 1 });
  assert.match(j.regression.message.zh, /^未运行 MUSE 回归测试：其 1 条用例都是行为用例，需要模型/);
});

test('report-failure --apply --yes: a partial regression keeps the fix, lists the failure, JSON `regression`', async () => {
  const { root, dir } = skillFolder();
  testsYaml(dir, [
    { id: 'flow_001', dimension: '流程完整性', condition: 'steps', check: 'steps_unbroken: 6' },
    { id: 'format_001', dimension: '输出格式', condition: 'sections', check: 'sections_present: 流程' },
  ]);
  const r = await cli(
    ['report-failure', 'slides-handout', '--instruction', '导出讲义', '--feedback', '讲义缺少目录页', '--apply', '--yes', '--format', 'json'],
    {
      cwd: root,
    },
  );
  assert.equal(r.code, 0, r.stderr);
  const j = JSON.parse(r.stdout);
  assert.equal(j.regression.ran, true);
  assert.equal(j.regression.forcedRollback, false);
  assert.deepEqual([j.regression.passed, j.regression.total], [1, 2]);
  assert.deepEqual(
    j.regression.failed.map((f: { id: string }) => f.id),
    ['flow_001'],
  );
  assert.notEqual(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL_ZH, 'the fix stays');
});

test('report-failure --apply --yes: every case failing restores SKILL.md byte for byte, the report stays pending, exit 1', async () => {
  const { root, dir } = skillFolder();
  testsYaml(dir, [{ id: 'flow_001', dimension: '流程完整性', condition: 'steps', check: 'steps_unbroken: 6' }]);
  const r = await cli(['report-failure', 'slides-handout', '--instruction', '导出讲义', '--feedback', '讲义缺少目录页', '--apply', '--yes'], { cwd: root });
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stdout, /MUSE forced rollback: all 1 regression case\(s\) failed; SKILL\.md restored/);
  assert.ok(readFileSync(path.join(dir, 'SKILL.md')).equals(Buffer.from(SKILL_ZH)));
  assert.equal((await readFailures(dir)).records.at(-1)?.status, 'pending', 'the fix is not in the file: still pending');
});

test('slim --apply --yes: the dated section moved out and every case failing restores SKILL.md (exit 1, JSON `regression`)', async () => {
  const FM = '---\nname: kit\ndescription: Builds a press kit. Use when the user asks for "a press kit".\n---\n';
  const SKILL_KIT = FM + '\n# Kit\n\n## Workflow\n\n1. Read the brief.\n2. Write the kit.\n\n## [2023-02-01] Update\n\nThe 2022 layout notes.\n';
  const dir = path.join(tempDir({ 'kit/SKILL.md': SKILL_KIT }), 'kit');
  testsYaml(dir, [{ id: 'format_001', dimension: '输出格式', condition: 'The 2022 layout notes.', check: 'text_present' }]);
  const r = await cli(['slim', '.', '--apply', '--yes', '--format', 'json'], { cwd: dir });
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, /MUSE forced rollback: all 1 regression case\(s\) failed; kit\/SKILL\.md restored/);
  const j = JSON.parse(r.stdout);
  assert.equal(j.skills[0].regression.forcedRollback, true);
  assert.ok(readFileSync(path.join(dir, 'SKILL.md')).equals(Buffer.from(SKILL_KIT)));
});
