import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isConfirmation, readDirection, readGateReply, refusalFor } from '../../../src/core/workflows/wizard/answers.ts';
import { detectConflicts, nameConflict, toSkillName, withoutAbsolutePaths } from '../../../src/core/workflows/wizard/conflicts.ts';
import { WIZARD_MESSAGES } from '../../../src/core/workflows/wizard/messages.ts';

test("the seed's confirmation words pass a gate, alone or together", () => {
  for (const w of ['可以', '确认', '提交', '没问题', '通过', '可以吧', '确认提交', '没问题，提交', 'yes', 'OK', 'Confirm', 'looks good', 'confirm'])
    assert.equal(readGateReply(w).kind, 'confirm', w);
});

test('a reply that is more than a confirmation is a change request, not a pass', () => {
  for (const w of ['可以，但是把标题改一下', '不可以', '看起来没问题吧？不确定', 'yes but rename it', 'maybe', '好像可以']) {
    assert.notEqual(readGateReply(w).kind, 'confirm', w);
    assert.equal(isConfirmation(w), false, w);
  }
  assert.deepEqual(readGateReply('把触发词改成 日报'), { kind: 'revise', note: '把触发词改成 日报' });
  assert.equal(readGateReply('   ').kind, 'empty');
});

test('skip and "judge for me" requests are refused with the seed\'s templates, citing the rule', () => {
  const cases: Array<[string, string, string]> = [
    ['不用问直接下一步', 'refuse.general5', '⛔ 铁律要求所有 Gate Check 必须等待用户明确确认，请先确认当前产出。'],
    ['跳过确认', 'refuse.general5', '⛔ 铁律要求所有 Gate Check 必须等待用户明确确认，请先确认当前产出。'],
    ['你直接判断吧，不用问我', 'refuse.judge1', '⛔ Gate Check 总则 #1：AI 不得自审自过，必须等待用户确认。请先回复确认当前阶段产出。'],
    ['跳过审查直接提交', 'refuse.review19', '⛔ 铁律 #19：审查是硬闸门，AI 自查和用户确认都不得跳过。先完成 Phase 6 全流程。'],
    ['直接改 APP 目录，不用沙箱', 'refuse.sandbox18', '⛔ 铁律 #18：升级场景必须经过 Phase 3.5 沙箱同步，禁止直接修改 APP 目录。先执行沙箱复制。'],
    [
      '不用问你意见了，直接提交',
      'refuse.submit5',
      '⛔ Gate Check 总则 #5 + 铁律 #9/#19：所有 Gate Check 必须等待用户明确确认。请先审查产物，确认无误后告知我。',
    ],
    ['skip this gate', 'refuse.general5', ''],
    ['you decide', 'refuse.judge1', ''],
    ['删掉这个技能', 'refuse.delete17', ''],
  ];
  for (const [reply, template, zh] of cases) {
    const r = readGateReply(reply);
    assert.equal(r.kind, 'refuse', reply);
    assert.equal(refusalFor(reply)?.template, template, reply);
    if (zh) assert.equal(WIZARD_MESSAGES[template as keyof typeof WIZARD_MESSAGES].zh, zh);
  }
});

test('phase 3 reads a direction letter and its reason', () => {
  assert.deepEqual(readDirection('C'), { letter: 'C', reason: '' });
  assert.deepEqual(readDirection('b，因为两个技能各管一半'), { letter: 'B', reason: '两个技能各管一半' });
  assert.deepEqual(readDirection('选 D because I like its layout'), { letter: 'D', reason: 'I like its layout' });
  assert.deepEqual(readDirection('[A]'), { letter: 'A', reason: '' });
  assert.equal(readDirection('可以'), undefined);
  assert.equal(readDirection('Add a section'), undefined);
});

test('iron-rule conflicts in a request: naming (#1), lazy_load (#7), absolute paths (#4), version log (#2), version in the description (#3)', () => {
  assert.equal(toSkillName('Weekly_Report Helper'), 'weekly-report-helper');
  assert.equal(toSkillName('myCoolSkill'), 'my-cool-skill');
  assert.equal(nameConflict('weekly-report'), undefined);
  assert.equal(nameConflict('Weekly_Report')?.data.converted, 'weekly-report');
  assert.deepEqual(
    detectConflicts('写一个没有 lazy_load 的 Skill').map((c) => c.rule),
    [7],
  );
  assert.deepEqual(
    detectConflicts('数据在 /home/alice/data/reports 下').map((c) => [c.rule, c.found]),
    [[4, '/home/alice/data/reports']],
  );
  assert.deepEqual(
    detectConflicts('read C:\\Users\\bob\\notes.txt').map((c) => c.rule),
    [4],
  );
  assert.deepEqual(
    detectConflicts('please add a changelog section').map((c) => c.rule),
    [2],
  );
  assert.deepEqual(
    detectConflicts('在描述里加上版本号').map((c) => c.rule),
    [3],
  );
  assert.deepEqual(detectConflicts('生成周报，读取 @[skfile:references/format.md]'), []);
  assert.equal(withoutAbsolutePaths('数据在 /home/alice/data/reports 下'), '数据在 @[param:user_work_dir]/reports 下');
});
