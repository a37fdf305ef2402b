/**
 * The four directions of phase 3 (seed metis: [A] new, [B] merge, [C] upgrade via the
 * sandbox, [D] borrow and write anew) carried through phases 4–8 by `luban new` /
 * `luban upgrade` at a terminal, in temp workspaces; C in a real git repository, where
 * submit keeps a pre-submit commit.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { atTerminal } from '../../support/wizard.ts';
import { WEEKLY_REPORT, metisProfileFor, workspace } from '../wizard/fixtures.ts';

const read = (ws: string, rel: string) => readFileSync(path.join(ws, rel), 'utf8');
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' },
  });

const MEETING_NOTES =
  '---\nname: meeting-notes\ndescription: 整理会议纪要。当用户说"会议纪要"时使用。也可用于站会。\n---\n\n# 会议纪要\n\n## 步骤\n\n按 `references/format.md` 的格式整理会议纪要，可用于周报。\n';

/** The fixture workspace, where meeting-notes has a references/format.md too (a path both sources share). */
function mergeWorkspace(): string {
  const ws = workspace();
  writeFileSync(path.join(ws, 'skills/meeting-notes/SKILL.md'), MEETING_NOTES);
  execFileSync('mkdir', ['-p', path.join(ws, 'skills/meeting-notes/references')]);
  writeFileSync(path.join(ws, 'skills/meeting-notes/references/format.md'), '# 纪要格式\n\n- 议题\n- 结论\n');
  return ws;
}

/** The phase-1 interview, then confirmations, with `direction` at phase 3 and a second phase-5 pass (the review fixes the bare paths). */
function answers(interview: string[], direction: string, phase5Twice: boolean): string[] {
  return [...interview, '确认', '确认', direction, '可以', '可以', ...(phase5Twice ? ['可以'] : []), '提交', '确认', '通过'];
}

const headers = (t: string) => [...t.matchAll(/━━ (Phase [\d.]+) · /g)].map((m) => m[1]);

test('direction A: a brand-new skill, nothing drawn from another; 3.5 is skipped', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes');
  const r = await atTerminal(['new', 'standup-notes'], ws, answers(['汇总每日站会记录', '整理发言', '不处理周报', '', '', '站会纪要'], 'A', false));
  assert.equal(r.code, 0, r.transcript);
  assert.deepEqual(r.left, []);
  assert.ok(!headers(r.transcript).includes('Phase 3.5'));
  const skill = read(ws, 'skills/standup-notes/skill.md');
  assert.doesNotMatch(skill, /Merged from|Design drawn from/);
  assert.deepEqual(JSON.parse(read(ws, '.luban/wizard/standup-notes/state.json')).decision.sources, []);
});

test('direction B: the named skills are merged — their bodies under one heading each, their resources migrated (a shared path renamed), the sources untouched', async () => {
  const ws = mergeWorkspace();
  metisProfileFor(ws, 'team-digest');
  const before = { weekly: read(ws, 'skills/weekly-report/SKILL.md'), meeting: read(ws, 'skills/meeting-notes/SKILL.md') };
  const r = await atTerminal(
    ['new', 'team-digest'],
    ws,
    answers(['汇总周报与会议纪要', '读取提交记录; 整理会议', '不用于日报', '', '', '周报, 会议纪要'], 'B weekly-report, meeting-notes', true),
  );
  assert.equal(r.code, 0, r.transcript);
  assert.deepEqual(r.left, []);
  const t = r.transcript;
  assert.deepEqual(headers(t), ['Phase 1', 'Phase 2', 'Phase 3', 'Phase 4', 'Phase 5', 'Phase 6', 'Phase 5', 'Phase 6', 'Phase 7', 'Phase 8']);
  assert.ok(t.includes('[B] Migrate / merge several skills (meeting-notes, weekly-report) → merge'));
  assert.ok(t.includes('✓ Gate passed (B — weekly-report, meeting-notes).'));
  // Phase 4: each source resource is planned as a migration; the path both have is renamed for the second.
  assert.ok(t.includes('- [create] references/format.md — migrated from weekly-report/references/format.md'));
  assert.ok(t.includes('- [create] references/meeting-notes-format.md — migrated from meeting-notes/references/format.md'));
  assert.match(
    t,
    /## Skills merged \(their instructions go into skill\.md, their resources are migrated\)\n\n- weekly-report \(SKILL\.md\)\n {4}# 周报生成\n {4}## 工作流程\n {4}resources: references\/format\.md/,
  );
  // Phase 6 finds the sources' bare paths; phase 5 rewrites them as references.
  assert.match(t, /- \[ \] Zero bare paths \(line-by-line scan\) — skill\.md:\d+: references\/format\.md/);
  assert.ok(t.includes('The skills drawn on are unchanged: weekly-report ('));
  assert.ok(t.includes('Iron rule #17: the wizard deletes no skill'));

  const skill = read(ws, 'skills/team-digest/skill.md');
  assert.match(skill, /^---\nname: team-digest\n/);
  assert.match(skill, /## Merged from\n\nThis skill merges the skills below; they are left as they were\.\n\n- weekly-report\n- meeting-notes\n/);
  assert.match(skill, /## From weekly-report\n\n### 周报生成\n\n#### 工作流程\n\n1\. 读取 @\[skfile:references\/format\.md\] 里的周报格式。/);
  assert.match(skill, /## From meeting-notes\n\n### 会议纪要\n\n#### 步骤\n\n按 @\[skfile:references\/meeting-notes-format\.md\] 的格式整理会议纪要/);
  assert.doesNotMatch(skill, /@\[skill:/, 'a merged skill does not load its sources');
  assert.equal(read(ws, 'skills/team-digest/references/format.md'), read(ws, 'skills/weekly-report/references/format.md'));
  assert.equal(read(ws, 'skills/team-digest/references/meeting-notes-format.md'), read(ws, 'skills/meeting-notes/references/format.md'));
  assert.equal(read(ws, 'skills/weekly-report/SKILL.md'), before.weekly);
  assert.equal(read(ws, 'skills/meeting-notes/SKILL.md'), before.meeting);
  const state = JSON.parse(read(ws, '.luban/wizard/team-digest/state.json'));
  assert.equal(state.decision.direction, 'B');
  assert.deepEqual(
    state.decision.sources.map((d: string) => path.basename(d)),
    ['weekly-report', 'meeting-notes'],
  );
  assert.equal(state.synced, undefined, 'no sandbox sync outside direction C');
});

test('direction D: the design is borrowed and the skill written anew — the outline shown, no text or file copied, the source untouched', async () => {
  const ws = mergeWorkspace();
  metisProfileFor(ws, 'standup-digest');
  const before = read(ws, 'skills/meeting-notes/SKILL.md');
  const r = await atTerminal(
    ['new', 'standup-digest'],
    ws,
    answers(['汇总每日站会', '整理发言', '不处理周报', '', '', '会议纪要, 站会'], 'D meeting-notes 的步骤结构清晰', false),
  );
  assert.equal(r.code, 0, r.transcript);
  assert.deepEqual(r.left, []);
  const t = r.transcript;
  assert.ok(!headers(t).includes('Phase 3.5'));
  assert.ok(t.includes('✓ Gate passed (D — meeting-notes 的步骤结构清晰).'));
  assert.match(
    t,
    /## Design to borrow \(outline only: the new skill is written anew\)\n\n- meeting-notes \(SKILL\.md\)\n {4}# 会议纪要\n {4}## 步骤\n {4}resources: references\/format\.md/,
  );
  assert.ok(t.includes('- [create] skill.md — core prompt file'));
  assert.ok(!t.includes('migrated from'));
  const skill = read(ws, 'skills/standup-digest/skill.md');
  assert.match(skill, /## Design drawn from\n\nWritten anew; the structure borrows from:\n\n- meeting-notes — 会议纪要 \/ 步骤\n/);
  assert.ok(!skill.includes('按 `references/format.md` 的格式整理会议纪要'), 'no sentence of the source is copied');
  assert.equal(existsSync(path.join(ws, 'skills/standup-digest/references')), false, 'no resource copied');
  assert.equal(read(ws, 'skills/meeting-notes/SKILL.md'), before);
  assert.ok(t.includes('The skills drawn on are unchanged: meeting-notes ('));
});

test('B and D need a skill to draw on: with none found or named the choice is refused and phase 3 asks again', async () => {
  const ws = workspace();
  const r = await atTerminal(['new', 'invoice-check'], ws, [...['核对发票', '', '', '', '', '发票核对'], '确认', '确认', 'B', 'D', 'A', 'stop']);
  const t = r.transcript;
  assert.ok(t.includes('> B\nDirection B merges existing skills into a new one, and none was found or named.'), t);
  assert.ok(t.includes('> D\nDirection D borrows the design of an existing skill, and none was found or named.'));
  assert.ok(t.includes('✓ Gate passed (A — no existing skill covers the need).'));
});

test('direction C in a git repository: luban upgrade syncs into the sandbox (3.5), and submit keeps a pre-submit commit of the installed skill', async () => {
  const ws = workspace();
  git(ws, 'init', '-q');
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '-m', 'skills');
  // The person's own edit, not committed yet: the pre-submit commit keeps it.
  const edited = WEEKLY_REPORT.replace('按项目分组', '按项目和负责人分组');
  writeFileSync(path.join(ws, 'skills/weekly-report/SKILL.md'), edited);
  const r = await atTerminal(['upgrade', 'skills/weekly-report'], ws, [
    '',
    '读取提交记录',
    '不用于日报',
    '',
    '',
    '',
    '确认',
    '确认',
    'C',
    '一致',
    '可以',
    '可以',
    '可以',
    '提交',
    '确认',
    '通过',
  ]);
  assert.equal(r.code, 0, r.transcript);
  assert.deepEqual(r.left, []);
  assert.deepEqual(headers(r.transcript), [
    'Phase 1',
    'Phase 2',
    'Phase 3',
    'Phase 3.5',
    'Phase 4',
    'Phase 5',
    'Phase 6',
    'Phase 5',
    'Phase 6',
    'Phase 7',
    'Phase 8',
  ]);
  const m = /Pre-submit commit: ([0-9a-f]{7}) \(git: restore with `git checkout \1 -- skills\/weekly-report`\)/.exec(r.transcript);
  assert.ok(m, r.transcript);
  assert.equal(git(ws, 'log', '-1', '--format=%s', m[1]).trim(), 'pre-submit: weekly-report');
  assert.equal(git(ws, 'show', `${m[1]}:skills/weekly-report/SKILL.md`), edited);
  assert.equal(
    git(ws, 'rev-parse', 'HEAD').trim().slice(0, 7),
    m[1],
    'the pre-submit commit is the newest; the upgrade itself is left for the person to commit',
  );
  const upgraded = read(ws, 'skills/weekly-report/SKILL.md');
  assert.match(upgraded, /按项目和负责人分组/);
  assert.match(upgraded, /## When not to use\n\n- 不用于日报/);
  assert.ok(!r.transcript.includes('The skills drawn on are unchanged'));
});
