/**
 * The optimiser's record vocabulary: the `note` column of results.tsv, the reasons in
 * rejected_edits.md, the entries of meta_learnings.md and luban-profile.json's
 * oscillation_guard. A record is written once and read in any locale, so each text is one
 * string, bilingual where the seed's records are ("English / 中文"). Later runs, the
 * report and the history read some of it back (`redline_1_violation=true`, the paired
 * summary, "rejected before applying"): change a text here only with its readers.
 */
import { format } from '../../base/l10n/index.ts';

export const rowNotes = {
  skillMdMissing: 'SKILL.md not found / 找不到 SKILL.md',
  recoveredKept: 'recovered: kept before an interruption / 中断前已保留，补记',
  interruptedRestored: 'interrupted round: pre-edit version restored / 中断轮次：已恢复编辑前版本',
  interruptedPreEdit: 'interrupted round: SKILL.md was still the pre-edit version / 中断轮次：SKILL.md 仍为编辑前版本',
  cancelledMidRound: 'cancelled mid-round: pre-edit version restored / 轮中取消：已恢复编辑前版本',

  // baseline rows
  initial: 'initial evaluation / 初始评估',
  score: '{total}/{outOf}',
  staticScore: 'static {total}/{outOf}',
  redline1: 'redline_1_violation=true',
  baselineAllDry: 'invalid: every dim8 evaluation was dry_run (redline 3)',
  noiseFloor: "noise floor ±{noise} (one score's sd, from {n} judgings)",
  rescoredAfterSwitch: 're-scored after the switch to {mode} / 切换模式后重评; {total}/{outOf}',

  // round rows: what the comparison saw, and why an edit was not kept
  comparedOn: 'compared on {outOf} common points ({dropped} left out)',
  deltaWithNoise: 'Δ {delta} (noise ±{noise}; of a difference ±{margin})',
  deltaNoiseUnmeasured: 'Δ {delta} (noise not measured)',
  effectFell:
    'measured uplift fell beyond its noise: {before} → {after} (95% CI {low}…{high}) / 实测提升的下降超出噪声：{before} → {after}（95% 区间 {low}…{high}）',
  selfCheckFailed: 'self-check failed / 自检未通过: {checks}',
  redline2: 'redline 2: changed {dims} in one round / 红线 2：一轮改了多个维度',
  redline3: 'invalid: every dim8 evaluation was dry_run (redline 3) / 红线 3：dim8 全部 dry_run',
  runtimeGatePass: '[runtime_gate: pass]',
  runtimeGateFails: 'runtime gate still fails / Gate 仍未通过',
  runtimeScoreFell: 'score fell {delta}',
  runtimeGateLeftOut: '[runtime_gate: fail] left out of this run until the gate passes / Gate 未通过，通过前本次运行不处理',
  pairedNotConfirmed: '{summary}: the paired judges did not confirm the edit inside the noise floor / 噪声底内的改动未获成对评委确认',
  notImprovement: 'Δ {delta} < 0.05: not an improvement / 不算真正提升',
  scoreFell: 'score fell {delta} / 分数下降',
  keptUncommitted: 'kept, not committed (git refused the commit): the edit is in the working tree / 已保留但未提交（git 拒绝提交）：改动在工作区中',
  lowestDim: 'lowest {dim} {value}',
  partialRescore: 'partial score ({dropped} not measured on both sides): a partial score never justifies a keep / 评分不完整，不能作为保留依据',
  staticOnly: 'static-only change: static {delta} on {touched}',
  staticNotImproved: 'the static points it touched did not rise ({delta}) / 所改静态项未提升',
  staticOnlyJudgedFell: 'the judged score fell beyond the noise ({delta}): not a static-only change / 评委分数下降超出噪声',
  pairedNotConfirmedUnmeasured: '{summary}: the paired judges did not confirm the edit (noise not measured) / 成对评委未确认改进（噪声未测）',
  insideNoiseNoPaired: 'inside the noise of a difference and no paired judges: not shown to help / 在差值噪声内且无成对评委，无法证明改进',
  noiseUnmeasuredNoPaired: 'not measured: no noise floor and no paired judges, a judged change cannot be told from noise / 未测量：无噪声底亦无成对评委',
  partialBaseline: 'partial: {missing} not measured / 评分不完整：{missing} 未测得',
  notScoredBudget: 'not scored: the call budget was spent before any judge answered / 未评分：评委作答前预算已用完',
  notScored: 'not scored: the model did not answer ({failed} of {calls} calls failed: {reason}) / 未评分：模型未作答',
  consumerUnmeasured: 'consumer baseline not measured ({reason}) / 消费者基线未测得',
  noiseFresh: 'agent runs re-run in {k} of them',
  unmeasuredRevert: '[not measured: recorded here only, not a rejected edit / 未测得：仅记录于此，不算被拒改动]',
  rejectedBeforeApplying: 'rejected before applying / 应用前拒绝: {reason}',
  ownRulesBroken: "breaks Luban's own rules, so its gain does not count / 违反 Luban 自身规则，加分不算数: {breaks}",
  'ownRule.stopLine': 'L{line} adds a STOP/CHECKPOINT before a step that can be undone / 第 {line} 行在可撤回的步骤前加了 STOP/CHECKPOINT',
  'ownRule.softWord': 'adds soft words ({words}) / 新增软化词（{words}）',
  'ownRule.newFinding': 'adds {n} {rule} finding(s) / 新增 {n} 条 {rule} 问题',
  'ownRule.language': 'L{line} writes "{added}" in another language than the text it replaces / 第 {line} 行写入的“{added}”与原文语言不一致',
  notApproved: 'not approved at the CHECKPOINT: undone / 未在 CHECKPOINT 获批：已撤销',
  notAnswered: 'nobody answered the CHECKPOINT: undone / CHECKPOINT 无人回答：已撤销',
  rewriteKept: 'Phase 2.5 exploratory rewrite: {summary}',
  rewriteNotBetter: 'Phase 2.5 exploratory rewrite not better; the previous version is kept',

  // meta-review (meta_learnings.md, oscillation_guard)
  learningPattern: '{dim}: kept in {n} skills, average {avg} per round / {dim} 在 {n} 个 skill 上保留，平均每轮 {avg}',
  learningSources: '{skills}（{n}/{tried} 验证）',
  learningReuse: 'skills weak in {dim} / {dim} 薄弱的 skill',
  confidenceHigh: '高',
  confidenceMedium: '中',
  guardPattern: 'keep {kept} / revert {reverted} across skills（跨 skill 反复涨跌）',
  guardSkipFor: '跳过 {dim} 优化，先加固 {alt} / skip {dim}, strengthen {alt} first',
  guardSkip: '跳过 {dim} 优化 / skip {dim}',
} satisfies Record<string, string>;

export type RowNoteKey = keyof typeof rowNotes;

/** The record text `key`, its `{name}` placeholders filled. */
export function rowNote(key: RowNoteKey, data: Record<string, string | number> = {}): string {
  return format(rowNotes[key], data);
}
