import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import { atTerminal } from '../../support/wizard.ts';
import { EXIT_STOPPED_AT_GATE } from '../../../src/cli/wizard-front.ts';
import { workspace } from '../wizard/fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const UPGRADE_ANSWERS = [
  '', // intent: keep
  '读取提交记录; 按项目分组', // abilities
  '不用于日报', // boundaries
  '没有提交记录时请用户提供', // failure
  '', // constraints
  '', // trigger words: keep
  '确认', // gate 1
  'skip', // gate 2: refused
  '确认', // gate 2
  'C', // gate 3
  '一致', // gate 3.5
  '可以', // gate 4
  '没问题', // gate 5 → the review finds the bare path, back to 5
  '可以', // gate 5
  '提交', // gate 6 (Stage B)
  '确认', // gate 7
  '通过', // gate 8
];

test('luban upgrade end to end at a terminal: every phase asks, a skip is refused, the review sends a bare path back to phase 5', async () => {
  const ws = workspace();
  const r = await atTerminal(['upgrade', 'skills/weekly-report'], ws, UPGRADE_ANSWERS);
  assert.equal(r.code, 0, r.transcript);
  assert.deepEqual(r.left, []);
  const t = r.transcript;
  for (const h of [
    'Phase 1 · Understand',
    'Phase 2 · Discover',
    'Phase 3 · Decide',
    'Phase 3.5 · Sync (direction C only, mandatory)',
    'Phase 4 · Plan',
    'Phase 5 · Generate',
    'Phase 6 · Review (mandatory, cannot be skipped)',
    'Phase 7 · Submit',
    'Phase 8 · Verify',
  ])
    assert.ok(t.includes(`━━ ${h} ━━`), h);
  assert.ok(t.includes('[Gate Check] Please confirm: Is the requirement summary above accurate?'));
  assert.ok(t.includes('> skip\n⛔ The iron rules require every Gate Check to wait for your explicit confirmation. Please confirm the current output first.'));
  assert.match(
    t,
    /- \[ \] Zero bare paths \(line-by-line scan\) — SKILL\.md:12: references\/format\.md\n✗ The 3-layer review has 1 unchecked box\(es\) \[ \]: back to Phase 5/,
  );
  assert.ok(t.includes('[Gate Check] The AI self-check of the products above passed in full. Please confirm: may they be submitted?'));
  assert.match(t, /Pre-submit backup: .*luban-backups-archive\/weekly-report\/pre-submit-\d{8}-\d{4}/);
  assert.ok(t.includes('**Verification passed** ✅\n\nSkill `weekly-report` is deployed.'));
  assert.ok(t.includes('Done: weekly-report at '));
  const installed = readFileSync(path.join(ws, 'skills/weekly-report/SKILL.md'), 'utf8');
  assert.match(installed, /\[references\/format\.md\]\(references\/format\.md\)/);
  assert.match(installed, /## When not to use\n\n- 不用于日报/);
});

test('luban new end to end at a terminal (中文)', async () => {
  const ws = workspace();
  const r = await atTerminal(
    ['new', 'standup-notes'],
    ws,
    [
      '汇总每日站会记录',
      '整理发言; 列出阻塞',
      '不处理周报',
      '缺记录时提示',
      '',
      '站会纪要, 整理站会',
      '可以',
      '确认',
      'A',
      '可以',
      '确认',
      '提交',
      '确认',
      '通过',
    ],
    'zh-CN',
  );
  assert.equal(r.code, 0, r.transcript);
  assert.ok(r.transcript.includes('[Gate Check] 请确认：请选择进化方向（A/B/C/D）'));
  assert.ok(r.transcript.includes('✅ standup-notes 创建/升级完成'));
  // An ordinary Agent Skills workspace: the SKILL.md every runtime loads (the metis skill.md only under the metis profile).
  assert.deepEqual(readdirSync(path.join(ws, 'skills/standup-notes')), ['SKILL.md']);
  const skill = readFileSync(path.join(ws, 'skills/standup-notes/SKILL.md'), 'utf8');
  assert.match(skill, /^---\nname: standup-notes\n/);
  assert.doesNotMatch(skill, /think_type|lazy_load/);
  assert.match(skill, /\nmetadata:\n {2}version: 1\.0\.0\n/);
  assert.ok(r.transcript.includes('个运行时都能加载它。可以使用了。'), r.transcript.slice(-600));
});

test('without a terminal the run stops at the first Gate Check, says so, keeps its state and exits 3; the next run resumes', async () => {
  const ws = workspace();
  let err = '';
  const code = await runCli(['upgrade', 'skills/weekly-report', '--boundaries', '不用于日报'], {
    stdout: () => undefined,
    stderr: (t) => (err += t),
    env: {},
    cwd: ws,
    isTTY: false,
    locale: 'en',
    interactive: false,
  });
  assert.equal(code, EXIT_STOPPED_AT_GATE);
  assert.equal(EXIT_STOPPED_AT_GATE, 3);
  assert.match(err, /\[Gate Check\] Please confirm: Is the requirement summary above accurate\?/);
  assert.match(
    err,
    /Stopped at Phase 1 · Understand: it needs a person at a terminal \(there is no --yes for Gate Checks, and piped input is not read as answers\)\./,
  );
  assert.ok(!err.includes('User intent —'), 'the interview questions are not shown without a terminal');
  const state = JSON.parse(readFileSync(path.join(ws, '.luban/wizard/weekly-report/state.json'), 'utf8'));
  assert.equal(state.phase, '1');
  assert.deepEqual(state.requirement.boundaries, ['不用于日报']);
  assert.equal(existsSync(path.join(ws, '.luban/wizard/weekly-report/tmps/01-understand.md')), true);
  // At a terminal, the saved run resumes at phase 1's gate.
  const r = await atTerminal(['upgrade', 'skills/weekly-report'], ws, ['resume', 'stop']);
  assert.equal(r.code, EXIT_STOPPED_AT_GATE);
  assert.ok(r.transcript.includes('Resuming the saved run at 1.'));
});

test('usage errors exit 2: new over an existing folder, upgrade of a folder without a skill file', async () => {
  const ws = workspace();
  let err = '';
  const io = { stdout: () => undefined, stderr: (t: string) => (err += t), env: {}, cwd: ws, isTTY: false, locale: 'en' as const, interactive: false };
  assert.equal(await runCli(['new', 'weekly-report'], io), 2);
  assert.match(err, /skills\/weekly-report already exists: to change that skill, run `luban upgrade skills\/weekly-report`/);
  assert.equal(await runCli(['upgrade', 'skills'], io), 2);
  assert.match(err, /skills holds no SKILL\.md or skill\.md: not a skill folder/);
});

test('a spawned luban upgrade with answers piped into stdin still stops at the first gate: piped input never passes a gate', () => {
  const ws = workspace();
  const r = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'src/cli/bin.ts'), 'upgrade', 'skills/weekly-report'], {
    cwd: ws,
    input: '确认\n确认\nC\n一致\n可以\n可以\n提交\n确认\n通过\n',
    env: { ...process.env, LUBAN_LOCALE: 'en' },
    encoding: 'utf8',
  });
  assert.equal(r.status, 3, r.stderr);
  assert.match(r.stderr, /Stopped at Phase 1 · Understand: it needs a person at a terminal/);
  assert.equal(readFileSync(path.join(ws, 'skills/weekly-report/SKILL.md'), 'utf8').includes('version'), false);
});
