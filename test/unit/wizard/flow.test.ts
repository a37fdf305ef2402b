import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NoAnswerError } from '../../../src/core/workflows/loop/types.ts';
import { runWizard } from '../../../src/core/workflows/wizard/machine.ts';
import { treeDigest } from '../../../src/core/workflows/wizard/phase-3-5-sync.ts';
import type { WizardOptions } from '../../../src/core/workflows/wizard/types.ts';
import { confirmingPerson, person, type ScriptedPerson } from '../../support/wizard.ts';
import { WEEKLY_REPORT, metisProfileFor, workspace } from './fixtures.ts';

function options(ws: string, p: ScriptedPerson, o: Partial<WizardOptions> & Pick<WizardOptions, 'kind' | 'name' | 'target'>): WizardOptions {
  return { workspace: ws, locale: 'zh-CN', approver: p.approver, onEvent: p.onEvent, ...o };
}

const phasesRun = (p: ScriptedPerson) => p.events.flatMap((e) => (e.type === 'phase' ? [e.phase] : []));

const STANDUP = {
  intent: '汇总每日站会记录',
  abilities: '整理站会发言; 输出纪要',
  boundaries: '不处理周报',
  failure: '记录缺失时提示用户补充',
  constraints: '只读本地记录',
  triggers: '站会纪要, 整理站会',
};

test('luban new end to end: 8 phases, each passed only by a confirmation; the skill is installed and verified', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const p = confirmingPerson({ answers: STANDUP, direction: 'A' });
  const target = path.join(ws, 'skills/standup-notes');
  const out = await runWizard(options(ws, p, { kind: 'new', name: 'standup-notes', target }));
  assert.equal(out.status, 'done', out.error);
  assert.deepEqual(phasesRun(p), ['1', '2', '3', '4', '5', '6', '7', '8']);
  assert.deepEqual(
    out.state.gates.map((g) => g.split(':')[0]),
    ['1', '2', '3', '4', '5', '6', '7', '8'],
  );
  const skill = readFileSync(path.join(target, 'skill.md'), 'utf8');
  assert.match(
    skill,
    /^---\nname: standup-notes\ndescription: 汇总每日站会记录。当用户说"站会纪要"、"整理站会"时使用。\nversion: 1\.0\.0\nlazy_load: true\nthink_type: react\n---/,
  );
  assert.match(skill, /## 不适用场景\n\n- 不处理周报/);
  // Phase 1–4 products in tmps/, the sandbox copy beside it, nothing of either in the other.
  const tmps = readdirSync(path.join(out.workDir, 'tmps')).sort();
  assert.deepEqual(tmps, ['01-understand.md', '02-discover.md', '03-decide.md', '04-plan.md']);
  assert.deepEqual(readdirSync(path.join(out.workDir, 'sandbox/standup-notes')), ['skill.md']);
  assert.match(readFileSync(path.join(out.workDir, 'report.md'), 'utf8'), /\*\*验证通过\*\* ✅\n\n技能 `standup-notes` 已成功部署。/);
});

test('discovery rates existing skills ★1–5, sorted, and a close match suggests upgrading it', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  let report = '';
  const p = confirmingPerson({
    answers: { intent: '写每周的工作总结', triggers: '写周报, 生成周报, 会议纪要' },
    onGate: (cp) => {
      if (cp.phase === '2') report = cp.body.zh;
      if (cp.phase === '3') return 'stop';
      return undefined;
    },
  });
  const out = await runWizard(options(ws, p, { kind: 'new', name: 'weekly-digest', target: path.join(ws, 'skills/weekly-digest') }));
  assert.equal(out.status, 'stopped');
  const d = out.state.discovery!;
  assert.deepEqual(
    d.map((m) => m.name),
    ['weekly-report', 'meeting-notes'],
  );
  assert.ok(d[0].stars >= 4 && d[0].stars > d[1].stars, JSON.stringify(d));
  assert.ok(!d.some((m) => m.name === 'pdf-summary'), 'a skill matching no keyword is ★1 and left out');
  assert.match(report, /★★★★☆|★★★★★/);
  assert.match(report, /存在高度匹配的技能（weekly-report，★★★★.）：建议升级它（方向 C），而不是新建。/);
  const three = p.asked.find((c) => c.phase === '3')!;
  assert.match(three.body.zh, /推荐：C —— weekly-report 已匹配 ★★★★.，扩展它可避免重复造轮子/);
});

test('every gate refuses to pass without an explicit confirmation: silence, maybes, skip and "you decide" requests', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const seen = new Map<string, number>();
  const sequence = ['', '应该差不多吧？', '跳过确认', '你直接判断吧，不用问我'];
  const p = confirmingPerson({
    answers: STANDUP,
    onGate: (cp) => {
      const n = seen.get(cp.phase) ?? 0;
      seen.set(cp.phase, n + 1);
      // Phase 3 has a recommended direction: a plain "可以" takes it (issue 33 item 8); no letter and no yes is refused.
      if (cp.phase === '3') return n === 0 ? '随便' : n === 1 ? '跳过' : '可以';
      return n < sequence.length ? sequence[n] : undefined;
    },
  });
  const out = await runWizard(options(ws, p, { kind: 'new', name: 'standup-notes', target: path.join(ws, 'skills/standup-notes') }));
  assert.equal(out.status, 'done', out.error);
  const gates = p.asked.filter((c) => c.kind === 'wizard-gate');
  for (const phase of ['1', '2', '4', '5', '6', '7', '8'])
    assert.ok(gates.filter((g) => g.phase === phase).length >= 5, `phase ${phase} asked until confirmed`);
  // The change request at each gate went back to that phase (6 and 7: to phase 5), never forward.
  assert.deepEqual(phasesRun(p), ['1', '2', '3', '4', '5', '6', '5', '6', '7', '5', '6', '7', '8']);
  assert.deepEqual([...new Set(out.state.gates)], ['1:确认', '2:确认', '3:可以', '4:确认', '5:确认', '6:确认', '7:确认', '8:确认']);
  const zh = p.zhNotices();
  assert.ok(zh.filter((n) => n === '⛔ 铁律要求所有 Gate Check 必须等待用户明确确认，请先确认当前产出。').length >= 8);
  assert.ok(zh.filter((n) => n === '⛔ Gate Check 总则 #1：AI 不得自审自过，必须等待用户确认。请先回复确认当前阶段产出。').length >= 7);
  assert.ok(zh.some((n) => n.startsWith('空回复不算确认（Gate Check 总则 #3）')));
  assert.ok(zh.some((n) => n.startsWith('尚未明确选择方向')));
  assert.ok(zh.some((n) => n.startsWith('↺ 回退到 Phase 1：应该差不多吧？')));
});

test('upgrade: a bare path in the review sends the wizard back to phase 5; the APP directory is untouched until submit, which keeps a backup', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const target = path.join(ws, 'skills/weekly-report');
  const before = await treeDigest(target);
  let reviewAtFirst = '';
  let appAtGate6 = '';
  const p = confirmingPerson({
    answers: { boundaries: '不用于日报', triggers: '写周报, 生成周报' },
    direction: 'C',
    onGate: async (cp) => {
      if (cp.phase === '6') appAtGate6 = await treeDigest(target);
      return undefined;
    },
  });
  p.onEvent = ((inner) => (e) => {
    if (e.type === 'product' && e.phase === '6' && !reviewAtFirst) reviewAtFirst = e.text.zh;
    inner(e);
  })(p.onEvent);
  const out = await runWizard(options(ws, p, { kind: 'upgrade', name: 'weekly-report', target }));
  assert.equal(out.status, 'done', out.error);
  assert.deepEqual(phasesRun(p), ['1', '2', '3', '3.5', '4', '5', '6', '5', '6', '7', '8']);
  assert.match(reviewAtFirst, /- \[ \] 零裸路径残留（逐行扫描） — SKILL\.md:12: references\/format\.md/);
  assert.match(reviewAtFirst, /- \[x\] 版本号 — version 1\.0\.0/);
  assert.ok(p.zhNotices().includes('✗ 3 层审查有 1 项未通过 [ ]：回退 Phase 5 修改，不得进入 Stage B。'));
  assert.equal(appAtGate6, before, 'nothing is written to the APP directory before phase 7');
  const installed = readFileSync(path.join(target, 'SKILL.md'), 'utf8');
  assert.match(installed, /1\. 读取 \[references\/format\.md\]\(references\/format\.md\) 里的周报格式。/);
  assert.match(installed, /metadata:\n {2}version: 1\.0\.0/);
  assert.match(installed, /## 不适用场景\n\n- 不用于日报/);
  const backup = out.state.submitted?.backup;
  assert.ok(backup && existsSync(backup), 'a pre-submit backup outside git');
  assert.equal(readFileSync(path.join(backup, 'SKILL.md'), 'utf8'), WEEKLY_REPORT);
  assert.ok(backup.includes(`${path.sep}luban-backups-archive${path.sep}weekly-report${path.sep}pre-submit-`));
  assert.deepEqual(
    readdirSync(path.dirname(target)).filter((n) => n.startsWith('.')),
    [],
    'no temporary folder left beside the skill',
  );
});

test('a crash inside phase 5 is logged to tmps/error.log with its phase; the sandbox and the APP directory stay intact, and the run resumes', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const target = path.join(ws, 'skills/weekly-report');
  const before = await treeDigest(target);
  const p = confirmingPerson({ answers: { triggers: '写周报' }, direction: 'C' });
  const out = await runWizard({
    ...options(ws, p, { kind: 'upgrade', name: 'weekly-report', target }),
    hooks: {
      beforeGenerateWrite: () => {
        throw new Error('disk on fire');
      },
    },
  });
  assert.equal(out.status, 'error');
  assert.equal(out.phase, '5');
  const log = readFileSync(path.join(out.workDir, 'tmps/error.log'), 'utf8');
  assert.match(log, /^\d{4}-\d\d-\d\dT[\d:.]+Z \[phase 5\] Error: disk on fire/);
  assert.equal(await treeDigest(path.join(out.workDir, 'sandbox/weekly-report')), before, 'the sandbox is still the phase 3.5 copy');
  assert.equal(await treeDigest(target), before);
  assert.ok(p.notices().some((n) => n.startsWith('✗ Phase 5 failed: disk on fire (logged to ')));
  // The saved state resumes at phase 5; tmps/ and its error.log stay.
  const again = confirmingPerson({ answers: { triggers: '写周报' }, direction: 'C', onGate: () => undefined });
  const resumed = await runWizard(
    options(
      ws,
      { ...again, approver: { ask: (cp) => (cp.kind === 'wizard-resume' ? Promise.resolve('resume') : again.approver.ask(cp)) } },
      { kind: 'upgrade', name: 'weekly-report', target },
    ),
  );
  assert.equal(resumed.status, 'done', resumed.error);
  assert.equal(phasesRun(again)[0], '5');
  assert.match(readFileSync(path.join(out.workDir, 'tmps/error.log'), 'utf8'), /\[phase 5\] Error: disk on fire/);
});

test('direction C without phase 3.5 is refused, even from a saved state that says otherwise', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const target = path.join(ws, 'skills/weekly-report');
  const first = confirmingPerson({ answers: { triggers: '写周报' }, direction: 'C', onGate: (cp) => (cp.phase === '3.5' ? 'stop' : undefined) });
  const stopped = await runWizard(options(ws, first, { kind: 'upgrade', name: 'weekly-report', target }));
  assert.equal(stopped.status, 'stopped');
  assert.equal(stopped.phase, '3.5');
  // Someone edits state.json to jump past the sandbox sync.
  const file = path.join(stopped.workDir, 'state.json');
  const state = JSON.parse(readFileSync(file, 'utf8'));
  state.phase = '5';
  state.plan = [{ path: 'SKILL.md', action: 'modify', purpose: '' }];
  writeFileSync(file, JSON.stringify(state));
  const p = person((cp) => (cp.kind === 'wizard-resume' ? 'resume' : cp.kind === 'wizard-gate' ? 'stop' : ''));
  const out = await runWizard(options(ws, p, { kind: 'upgrade', name: 'weekly-report', target }));
  assert.ok(p.zhNotices().includes('⛔ 铁律 #9/#18：方向 C 未经 Phase 3.5 沙箱同步，拒绝继续；先执行 Phase 3.5。'));
  assert.equal(phasesRun(p)[0], '3.5');
  assert.equal(out.phase, '3.5');
});

test('a restart clears tmps/ except error.log and removes the sandbox', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const target = path.join(ws, 'skills/weekly-report');
  const a = confirmingPerson({ answers: { triggers: '写周报' }, direction: 'C', onGate: (cp) => (cp.phase === '4' ? 'stop' : undefined) });
  const first = await runWizard(options(ws, a, { kind: 'upgrade', name: 'weekly-report', target }));
  assert.equal(first.phase, '4');
  writeFileSync(path.join(first.workDir, 'tmps/error.log'), 'earlier\n');
  assert.ok(existsSync(path.join(first.workDir, 'sandbox/weekly-report/SKILL.md')));
  const b = person((cp) => {
    if (cp.kind === 'wizard-resume') return 'restart';
    throw new NoAnswerError(cp);
  });
  const second = await runWizard(options(ws, b, { kind: 'upgrade', name: 'weekly-report', target }));
  assert.equal(second.status, 'stopped');
  assert.deepEqual(readdirSync(path.join(first.workDir, 'tmps')), ['error.log'], readdirSync(path.join(first.workDir, 'tmps')).join());
  assert.equal(readFileSync(path.join(first.workDir, 'tmps/error.log'), 'utf8'), 'earlier\n');
  assert.equal(existsSync(path.join(first.workDir, 'sandbox/weekly-report')), false);
  assert.ok(
    b
      .notices()
      .includes(`Starting over: removed 4 file(s) an earlier run of this skill left in its work folder (${first.workDir}); the error log there is kept.`),
    b.notices().join('\n'),
  );
  assert.ok(!b.notices().some((n) => n.includes('tmps/')), 'no folder jargon');
});

test('conflicts (G6): a name against iron rule #1 is converted on accept; a lazy_load request is paused and may be waived with a recorded reason', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const p = confirmingPerson({ answers: { ...STANDUP, constraints: '写一个没有 lazy_load 的 Skill' }, direction: 'A' });
  let conflicts = 0;
  const approver = {
    ask: async (cp: import('../../../src/core/workflows/loop/types.ts').Checkpoint) => {
      if (cp.kind === 'wizard-conflict') {
        conflicts++;
        if (cp.body.zh.startsWith('⛔ 铁律 #1')) return '可以';
        if (cp.body.zh.startsWith('⛔ 铁律 #7')) return 'waive';
      }
      if (cp.kind === 'wizard-question' && cp.body.zh.startsWith('为何坚持违反铁律 #7')) return '每次对话都要用';
      return p.approver.ask(cp);
    },
  };
  const out = await runWizard({ ...options(ws, p, { kind: 'new', name: 'Standup_Notes', target: path.join(ws, 'skills/Standup_Notes') }), approver });
  assert.equal(out.status, 'done', out.error);
  assert.equal(conflicts, 2);
  assert.equal(out.state.name, 'standup-notes');
  assert.equal(out.state.target, path.join(ws, 'skills/standup-notes'));
  assert.deepEqual(
    out.state.waivers.map((w) => [w.rule, w.reason]),
    [[7, '每次对话都要用']],
  );
  const skill = readFileSync(path.join(ws, 'skills/standup-notes/skill.md'), 'utf8');
  assert.match(skill, /lazy_load: false/);
  assert.ok(p.zhNotices().includes('已记录铁律 #7 的豁免理由：每次对话都要用'));
});

test('an absolute path in an answer is a path conflict; accepting the iron rule rewrites it as a reference', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const seen: string[] = [];
  const p = confirmingPerson({
    answers: { ...STANDUP, constraints: '记录在 /home/alice/standups 下' },
    direction: 'A',
    onGate: (cp) => (cp.phase === '2' ? 'stop' : undefined),
  });
  const approver = {
    ask: async (cp: import('../../../src/core/workflows/loop/types.ts').Checkpoint) => {
      if (cp.kind === 'wizard-conflict') {
        seen.push(cp.body.zh);
        return 'accept';
      }
      return p.approver.ask(cp);
    },
  };
  const out = await runWizard({ ...options(ws, p, { kind: 'new', name: 'standup-notes', target: path.join(ws, 'skills/standup-notes') }), approver });
  assert.equal(out.status, 'stopped');
  assert.equal(seen.length, 1);
  assert.match(seen[0], /^⛔ 铁律 #4：禁止绝对路径，所有路径使用 @\[skfile:\] 语法（\/home\/alice\/standups → /);
  assert.match(seen[0], /已暂停。你的需求：「记录在 \/home\/alice\/standups 下」/);
  assert.equal(out.state.requirement?.constraints, '记录在 @[param:user_work_dir]/standups 下');
});
