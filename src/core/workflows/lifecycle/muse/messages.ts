/** Every MUSE string people read, English and 简体中文 (the seed's verdict wording kept). */
import { localTable } from '../../../base/l10n/index.ts';
import type { LocalisedText } from '../../../rules/types.ts';

export const museMessages = {
  verdictPass: {
    en: 'Regression passed, no regression (回归测试通过，无退化): {pass} of {run} cases pass.',
    zh: '回归测试通过，无退化：{run} 条用例全部通过。',
  },
  verdictPartial: { en: 'Regression: {fail} of {run} cases fail. Rollback suggested.', zh: '回归测试部分失败：{run} 条用例中 {fail} 条失败。建议回滚。' },
  verdictFail: { en: 'Regression: all {run} cases fail. Roll back (forced suggestion).', zh: '回归测试全部失败（{run} 条）。强制建议回滚。' },
  verdictNotRun: { en: 'Regression not run: no case could be run ({notRun} not run).', zh: '回归测试未运行：没有可运行的用例（{notRun} 条未运行）。' },
  notRunCount: { en: '{n} behavioural case(s) not run: {why}.', zh: '{n} 条行为用例未运行：{why}。' },
  'notRun.not-requested': { en: 'run with --behavioural (needs a model)', zh: '需加 --behavioural 运行（需要模型）' },
  'notRun.no-model': { en: 'no model configured', zh: '未配置模型' },
  'notRun.budget': { en: 'the call budget is spent', zh: '调用预算已用完' },
  'notRun.cancelled': { en: 'cancelled', zh: '已取消' },
  'notRun.model-error': { en: 'the model did not answer', zh: '模型未应答' },
  'notRun.unknown-check': { en: 'the check method is not one MUSE knows', zh: 'MUSE 不认识该检查方法' },
  rollbackSnapshot: { en: 'Roll back to the snapshot of {at}: {files}.', zh: '回滚到 {at} 的快照：{files}。' },
  rollbackCommit: { en: 'Or to the last commit {sha}: {command}', zh: '或回滚到上一个提交 {sha}：{command}' },
  rollbackNone: { en: 'No snapshot or commit to roll back to: undo the edit by hand.', zh: '没有可回滚的快照或提交：请手动撤销修改。' },
  filesAdded: { en: '{files} added', zh: '新增 {files}' },
  filesChanged: { en: '{files} changed', zh: '修改了 {files}' },
  filesDeleted: { en: '{files} deleted', zh: '删除了 {files}' },
  noChange: { en: 'no file changed since', zh: '此后没有文件改动' },
  intended: { en: 'If the change was intended, remove the case from tests.yaml.', zh: '若改动是有意的，请从 tests.yaml 中删除该用例。' },
  testsAdded: { en: 'tests.yaml: {n} passing case(s) added ({total} in all).', zh: 'tests.yaml：新增 {n} 条通过的用例（共 {total} 条）。' },
  testsKept: { en: 'tests.yaml: {total} case(s), none added.', zh: 'tests.yaml：共 {total} 条用例，无新增。' },
  testsNotWritten: {
    en: 'Ran {run} case(s) ({pass} pass, {fail} fail; {notRun} not run); --no-write: wrote nothing (tests.yaml, the history and the snapshots are unchanged; {n} passing case(s) would have been added to tests.yaml).',
    zh: '运行了 {run} 条用例（{pass} 条通过，{fail} 条失败；{notRun} 条未运行）；--no-write：未写入任何文件（tests.yaml、回归历史和快照均未改动；本会向 tests.yaml 新增 {n} 条通过的用例）。',
  },
  fewCases: { en: 'Only {n} case(s) could be derived from this skill (MUSE aims for 5–10).', zh: '只能从该技能推出 {n} 条用例（MUSE 目标为 5–10 条）。' },

  // deviations
  triggerGone: { en: 'the description no longer names the trigger "{phrase}"', zh: '描述中不再含有触发词「{phrase}」' },
  fileGone: { en: '{file} does not exist any more', zh: '{file} 已不存在' },
  ruleGone: { en: 'the rule is no longer in SKILL.md: "{rule}"', zh: 'SKILL.md 中已没有这条规则：「{rule}」' },
  ruleSoftened: { en: 'the rule was softened: it now reads "{now}"', zh: '规则被弱化：现在写作「{now}」' },
  ruleReversed: { en: 'the rule was reversed: it now reads "{now}"', zh: '规则被反转：现在写作「{now}」' },
  textGone: { en: 'the format constraint is no longer stated: "{text}"', zh: '不再写明该格式约束：「{text}」' },
  sectionsGone: { en: 'section(s) missing: {sections}', zh: '缺少章节：{sections}' },
  stepsShrank: { en: 'the workflow has {now} step(s), it had {was}', zh: '流程现在只有 {now} 步，原有 {was} 步' },
  stepsJump: { en: 'the step numbering jumps from {from} to {to}', zh: '步骤编号从 {from} 跳到 {to}' },
  judgedFail: { en: 'the judge found: {deviation}', zh: '评委判定：{deviation}' },

  // CLI
  planTitle: { en: 'Behavioural cases: {n}', zh: '行为用例：{n} 条' },
  askProceed: { en: 'Run the behavioural cases? [y/N] ', zh: '运行行为用例吗？[y/N] ' },
  declined: { en: 'Behavioural cases not run: declined.', zh: '未运行行为用例：已拒绝。' },
  refuse: {
    en: 'the behavioural cases would make {calls} model calls and cannot ask for confirmation (no terminal). Pass --yes to accept the plan or --budget N to cap the calls.',
    zh: '行为用例将调用模型 {calls} 次，但当前不是终端、无法请求确认。请加 --yes 接受计划，或用 --budget N 限制调用次数。',
  },
  budget: { en: 'Budget: at most {n} model calls; the run stops cleanly when they are spent.', zh: '预算：最多调用模型 {n} 次；用完即干净地停止。' },
  badBudget: { en: '--budget must be a whole number ≥ 0, got "{v}"', zh: '--budget 必须是 ≥0 的整数，收到 "{v}"' },
  noSkill: { en: 'no skill (SKILL.md) found at {path}', zh: '{path} 下没有找到技能（SKILL.md）' },
  badBase: { en: '--base {rev}: {detail}', zh: '--base {rev}：{detail}' },
  notice: { en: 'note: {text}', zh: '注意：{text}' },
  optimizerReverted: { en: 'MUSE: the edit breaks must/forbid case(s) {ids} / 破坏了关键规则用例', zh: 'MUSE：改动破坏了关键规则用例 {ids}' },
} satisfies Record<string, LocalisedText>;

export type MuseMessageKey = keyof typeof museMessages;

export const sayMuse = localTable(museMessages);

/** A message as both languages, its placeholders filled. */
export function museText(key: MuseMessageKey, data: Record<string, string | number> = {}): LocalisedText {
  return { en: sayMuse('en', key, data), zh: sayMuse('zh-CN', key, data) };
}
