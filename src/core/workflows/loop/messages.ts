/**
 * User-visible strings of the optimiser (core/loop), English and Simplified Chinese:
 * notices, progress lines, CHECKPOINT titles, bodies and choices. `say(key, data)` fills
 * the `{name}` placeholders of both languages; a value may itself be a LocalisedText (a
 * list joined the way each language joins lists, a clause chosen by the caller), and
 * then each language gets its own half.
 *
 * The results.tsv and rejected_edits.md vocabulary is in ./row-notes.ts: a record is
 * written once, the same in every locale, and later runs and reports read it back.
 */
import { format, pick } from '../../base/l10n/index.ts';
import type { LocalisedText } from '../../rules/types.ts';
import { runEndMessages } from './messages-run-end.ts';

export const loopMessages = {
  // choices
  'choice.continue': { en: 'continue', zh: '继续' },
  'choice.stopHere': { en: 'stop here', zh: '到此为止' },
  'choice.continue.hint': { en: 'go on with the run', zh: '继续运行' },
  'choice.stopHere.hint': { en: 'end the run now: the edits kept so far stay and the report is written', zh: '现在结束运行：已保留的修改不变，并生成报告' },
  'choice.stop': { en: 'stop', zh: '停止' },
  'choice.approve': { en: 'approve', zh: '确认' },
  'choice.reuse': { en: 'reuse', zh: '复用' },
  'choice.rewrite': { en: 'rewrite', zh: '重写' },
  'choice.append': { en: 'append', zh: '追加' },
  'choice.backups': { en: 'use file backups', zh: '使用文件备份' },
  'choice.gitInit': { en: 'git init in {dir}', zh: '在 {dir} 执行 git init' },
  'choice.newBranch': { en: 'new branch', zh: '新起分支' },
  'choice.continueOn': { en: 'continue on {branch}', zh: '在 {branch} 上继续' },
  'choice.done': { en: 'done', zh: '收工' },
  'choice.oneMore': { en: 'one more round', zh: '继续加 1 轮' },
  'choice.exploratory': { en: 'exploratory rewrite', zh: '进入探索性重写' },
  'choice.no': { en: 'no', zh: '不要' },

  // the run
  cancelled: {
    en: 'Cancelled: SKILL.md is the pre-edit or the last kept version; results.tsv says which.',
    zh: '已取消：SKILL.md 为编辑前或最后保留的版本；results.tsv 记录了是哪一个。',
  },
  writeFailed: { en: '{skill}: cannot write {file}: {error}', zh: '{skill}：无法写入 {file}：{error}' },
  registryWriteFailed: { en: 'cannot write optimization-registry.tsv: {error}', zh: '无法写入 optimization-registry.tsv：{error}' },
  resultsRebuilt: { en: 'results.tsv rebuilt', zh: 'results.tsv 已重建' },
  skillMdGone: {
    en: '{skill}: SKILL.md disappeared; this skill stops (status=error) and the next one continues.',
    zh: '{skill}：SKILL.md 不见了；该 skill 终止（status=error），继续处理下一个。',
  },

  // Phase 0: scope, records, history, mode
  'phase0.progress': { en: 'getting ready: {n} skill(s)', zh: '准备中：共 {n} 个 skill' },
  profileCorrupt: {
    en: 'luban-profile.json cannot be fully read ({problem}); the valid entries are used, and it is backed up before it is rewritten.',
    zh: 'luban-profile.json 无法完整读取（{problem}）；仅使用有效条目，重写前会先备份。',
  },
  configIgnored: { en: 'config ignored for {skill}: {error}', zh: '{skill} 的配置文件已忽略：{error}' },
  skillMdMissing: {
    en: '{skill}: the folder has no SKILL.md; this skill stops (status=error) and the next one continues.',
    zh: '{skill}：目录中没有 SKILL.md；该 skill 终止（status=error），继续处理下一个。',
  },
  mode: { en: 'Mode: {mode} ({reason}); MAX_ROUNDS {max}.', zh: '模式：{mode}（{reason}）；MAX_ROUNDS {max}。' },
  pairedRaised: {
    en: 'Paired judges: {asked} raised to {n} (a majority decides only with at least 3).',
    zh: '成对评委：{asked} 位提高到 {n} 位（至少 3 位才能以多数决定）。',
  },
  redline1Run: {
    en: 'Redline 1: the judge runs in the editing context. Every judged dim8 is halved and rows carry redline_1_violation=true.',
    zh: '红线 1：评分与编辑同源（同一 context）。dim8 一律 ×0.5，results.tsv 记录 redline_1_violation=true。',
  },
  resultsMissing: {
    en: '{skill}: results.tsv is missing (first optimisation); created it with the 12-column header.',
    zh: '{skill}：results.tsv 不存在（首次优化），已新建并写入 12 列表头。',
  },
  resultsCreateFailed: { en: '{skill}: cannot create results.tsv: {error}', zh: '{skill}：无法创建 results.tsv：{error}' },
  resultsCorrupt: {
    en: '{skill}: results.tsv is corrupt ({where}); it will be backed up as results.tsv.bak.YYYYMMDD-HHMM and rebuilt before the first row is written. {rows} readable row(s) are kept.',
    zh: '{skill}：results.tsv 已损坏（{where}）；写入第一行前会备份为 results.tsv.bak.YYYYMMDD-HHMM 并重建，保留 {rows} 行可读记录。',
  },
  rejectedCorrupt: {
    en: '{skill}: rejected_edits.md has entries that cannot be read ({detail}); the readable ones are used.',
    zh: '{skill}：rejected_edits.md 有无法读取的条目（{detail}）；仅使用可读条目。',
  },
  'skipReason.detour': { en: 'reverted before (detour, 绕行)', zh: '历史上曾被回滚（绕行）' },
  'skipReason.oscillation': { en: '[oscillation] {steps}', zh: '[oscillation] {steps}' },
  'skipReason.guard': { en: 'oscillation_guard: {why}', zh: 'oscillation_guard：{why}' },
  'skipReason.noIrreversible': { en: 'no irreversible step to guard', zh: '没有需要把关的不可撤回步骤' },
  dim4NothingToGuard: {
    en: '{skill}: dim4 (checkpoints) is not worked on — no step of the skill does anything irreversible, so a STOP would only cost the user a question.',
    zh: '{skill}：不优化 dim4（检查点）——技能没有任何不可撤回的步骤，加 STOP 只会多问用户一次。',
  },
  oscillationRequested: {
    en: '{skill}: {dim} oscillated ({steps}), but you asked for it: it is not skipped this run.',
    zh: '{skill}：{dim} 出现振荡（{steps}），但你明确要求了它：本次不跳过。',
  },
  oscillation: { en: '{skill}: {dim} oscillated ({steps}); it is skipped this run.', zh: '{skill}：{dim} 出现振荡（{steps}）；本次跳过该维度。' },
  detour: { en: '{skill}: detour around {dims} (reverted before).', zh: '{skill}：绕行 {dims}（历史回滚）。' },

  // Phase 0: interrupted rounds, git
  recoverFailed: { en: '{skill}: could not check for an interrupted round: {error}', zh: '{skill}：无法检查中断的轮次：{error}' },
  interruptedKept: {
    en: '{skill}: the last run was interrupted after keeping an edit ({ref}, {delta} [{dim}]) but before logging it; SKILL.md is the kept version. A row is added.',
    zh: '{skill}：上次运行在保留编辑（{ref}，{delta} [{dim}]）后、记录前中断；SKILL.md 为保留后的版本。已补记一行。',
  },
  interruptedRestored: {
    en: '{skill}: the last run was interrupted mid-round ({ref}); the undecided edit was discarded and SKILL.md restored to the pre-edit version.',
    zh: '{skill}：上次运行在轮次中途中断（{ref}）；未判定的编辑已丢弃，SKILL.md 已恢复为编辑前版本。',
  },
  interruptedPreEdit: {
    en: '{skill}: the last run was interrupted mid-round ({ref}); SKILL.md is the pre-edit version.',
    zh: '{skill}：上次运行在轮次中途中断（{ref}）；SKILL.md 为编辑前版本。',
  },
  notARepo: {
    en: '{skill}: not inside a git repository (git rev-parse failed). Full mode records every edit as a commit.',
    zh: '{skill}：不在 git 仓库中（git rev-parse 失败）。Full 模式需要用 git commit 记录每次编辑。',
  },
  'notARepo.title': { en: 'Not a git repository', zh: '不在 git 仓库中' },
  'notARepo.body': {
    en: 'Run "git init" in {dir}, or use file backups (SKILL.md.bak.YYYYMMDD-HHMM) instead of commits?',
    zh: '在 {dir} 执行 git init，还是用文件备份（SKILL.md.bak.YYYYMMDD-HHMM）代替 commit？',
  },
  usingBackups: { en: '{skill}: using SKILL.md.bak.YYYYMMDD-HHMM backups instead of git.', zh: '{skill}：使用 SKILL.md.bak.YYYYMMDD-HHMM 文件备份代替 git。' },
  gitInit: { en: 'Initialised a git repository in {dir}.', zh: '已在 {dir} 初始化 git 仓库。' },
  gitIdentity: {
    en: 'git has no user.name/user.email; Luban commits as "Luban <luban@localhost>".',
    zh: 'git 未配置 user.name/user.email；Luban 以 "Luban <luban@localhost>" 提交。',
  },
  branchesExist: { en: 'Branches {branches} already exist.', zh: '分支 {branches} 已存在。' },
  'branchExists.title': { en: 'Branch exists', zh: '分支已存在' },
  'branchExists.body': { en: '{branches} exist. Continue on {last}, or start a new branch?', zh: '{branches} 均已存在。在 {last} 上继续，还是新起一个分支？' },
  branchExisted: { en: 'Branch {branches} existed; using {branch}.', zh: '分支 {branches} 已存在；改用 {branch}。' },
  branch: { en: 'Working on git branch {branch}.', zh: '在 git 分支 {branch} 上工作。' },
  dirtyTree: { en: 'The working tree has uncommitted changes: {n} file(s).', zh: '工作树有未提交的改动：{n} 个文件。' },
  'dirtyTree.title': { en: 'Uncommitted changes', zh: '有未提交的改动' },
  'dirtyTree.body': { en: '{inside}{elsewhere}', zh: '{inside}{elsewhere}' },
  'dirtyTree.inside': {
    en: 'Inside the skill folders (they go into the "pre-edit:" commit): {files}. ',
    zh: 'skill 目录内（将随 "pre-edit:" commit 一起提交）：{files}。',
  },
  'dirtyTree.elsewhere': { en: 'Elsewhere (left alone, never committed by Luban): {files}.', zh: '其他位置（保持原样，Luban 不会提交）：{files}。' },

  // Every card's cost so far, and the progress line of long work (issue 33 item 6)
  'card.cost': { en: 'So far: {calls} model call(s) · {tokens} tokens · {time}.', zh: '目前已用：模型调用 {calls} 次 · {tokens} tokens · 用时 {time}。' },
  'usage.line': { en: '{stage}: {counts}', zh: '{stage}：{counts}' },
  'usage.counts': { en: '{calls} of {planned} calls · ~{tokens} tokens · {time}', zh: '{calls}/{planned} 次调用 · 约 {tokens} tokens · {time}' },
  'usage.countsUnplanned': { en: '{calls} calls · ~{tokens} tokens · {time}', zh: '{calls} 次调用 · 约 {tokens} tokens · {time}' },
  'stage.0': { en: 'getting ready', zh: '准备' },
  'stage.0.3': { en: 'rule check', zh: '规则检查' },
  'stage.gate': { en: 'runtime gate', zh: 'runtime 检查' },
  'stage.0.5': { en: 'test prompts', zh: '测试题' },
  'stage.1': { en: 'baseline', zh: '基线' },
  'stage.2': { en: 'round {round}', zh: '第 {round} 轮' },
  'stage.2.any': { en: 'improving', zh: '改进中' },
  'stage.2.skill': { en: '{skill} round {round}', zh: '{skill} 第 {round} 轮' },
  'stage.2.5': { en: 'rewrite', zh: '重写' },
  'stage.3': { en: 'report', zh: '报告' },

  // Phase 0.3 and the runtime gate
  'phase0.3.progress': { en: "checking {skill} with Luban's rules", zh: '用 Luban 的规则检查 {skill}' },
  'phase0.3.line': {
    en: '{skill}: structure (SkillOps) {skillOps}/3 · firm wording (HASP) {hasp}/3 · brevity (Distill) {distill}/2 · safety (Sentinel) {sentinel}/2 · back-and-forth edits {oscillation} · safety alerts {alerts}',
    zh: '{skill}：结构（SkillOps）{skillOps}/3 · 措辞硬度（HASP）{hasp}/3 · 精炼（Distill）{distill}/2 · 安全（Sentinel）{sentinel}/2 · 反复改动 {oscillation} · 安全告警 {alerts}',
  },
  'phase0.3.title': { en: 'Where the skill loses points now', zh: '技能目前在哪里失分' },
  'phase0.3.happened': {
    en: 'Luban checked {n} skill(s) with its own rules (no model call yet). Points per area, higher is better (saved in diagnostics.tsv):',
    zh: 'Luban 用自身规则检查了 {n} 个技能（尚未调用模型）。各方面得分，越高越好（已存入 diagnostics.tsv）：',
  },
  'phase0.3.next.model': {
    en: 'Next: the model designs test prompts, then every skill gets its starting score (the baseline) before any edit.',
    zh: '接下来：模型先设计测试题，然后在任何修改之前为每个技能测出起始分（基线）。',
  },
  'phase0.3.next.static': {
    en: "Next: every skill gets its starting score from Luban's rules (no model), before any edit.",
    zh: '接下来：在任何修改之前，用 Luban 的规则（不调用模型）为每个技能测出起始分。',
  },
  runtimeGateExempt: { en: '{skill}: runtime gate exempt (the name binds one runtime).', zh: '{skill}：Runtime Gate 豁免（名称绑定单一 runtime）。' },
  runtimeGateFail: {
    en: '{skill}: [runtime_gate: fail] {where}. The flow stops here: the first Phase 2 round repairs it (P0) now, and the gate must pass again before Phase 0.5.',
    zh: '{skill}：[runtime_gate: fail] {where}。流程在此打断：Phase 2 第一轮现在先修复（P0），修复后须重新通过此 Gate 才进入 Phase 0.5。',
  },
  runtimeGatePassed: {
    en: '{skill}: [runtime_gate: pass] the gate passes again; on to Phase 0.5.',
    zh: '{skill}：[runtime_gate: pass] 已重新通过 Gate；进入 Phase 0.5。',
  },
  runtimeGateSkipped: {
    en: '{skill}: the runtime gate still fails; the skill is left out of this run. Make the wording runtime-neutral, then run again.',
    zh: '{skill}：Runtime Gate 仍未通过；本次运行不处理该技能。请把措辞改为 runtime 中立后重跑。',
  },
  'runtimeGateCp.title': { en: '🔴 {skill}: runtime gate fails', zh: '🔴 {skill}：Runtime Gate 未通过' },
  'runtimeGateCp.body': {
    en: '{skill} binds one runtime: {where}.\nNo automatic repair was kept, and the gate must pass before Phase 0.5. Fix these lines by hand (keep the skill runtime-neutral: "your agent runtime", not one tool\'s name or install path), then check again — or leave the skill out of this run.',
    zh: '{skill} 绑定了单一 runtime：{where}。\n没有保留任何自动修复，而进入 Phase 0.5 前必须通过此 Gate。请手动修改这些行（保持 runtime 中立：写“你的 agent runtime”，不要写某个工具的名称或安装路径），然后重新检查——或本次运行不处理该技能。',
  },
  'runtimeGateCp.recheck': { en: 'I fixed it — check again', zh: '已手动修复——重新检查' },
  'runtimeGateCp.skip': { en: 'leave this skill out of this run', zh: '本次运行不处理该技能' },

  // What a runtime-gate repair writes into the skill, in the language of the line it rewrites (issue 33 item 2)
  neutralRuntime: { en: 'your agent runtime', zh: '你所用的智能体运行环境' },
  // An edit nobody approved yet (issue 33 item 2): shown before it is kept
  'editApproval.title': { en: '{skill}: keep this edit?', zh: '{skill}：保留这处修改吗？' },
  'editApproval.body': {
    en: '{skill}: Luban changed SKILL.md on its own: {what}.\nWhy: {why}\n{lines}\nIt is kept only if you say so; undo puts SKILL.md back as it was.',
    zh: '{skill}：Luban 自动修改了 SKILL.md：{what}。\n原因：{why}\n{lines}\n只有你同意才会保留；撤销会把 SKILL.md 恢复原样。',
  },
  'editApproval.keep': { en: 'keep this edit', zh: '保留此修改' },
  'editApproval.keep.hint': { en: 'the edit stays and the run goes on', zh: '保留修改并继续运行' },
  'editApproval.undo': { en: 'undo it', zh: '撤销' },
  'editApproval.undo.hint': { en: 'SKILL.md goes back to how it was; the run goes on without this edit', zh: 'SKILL.md 恢复原样；不带此修改继续运行' },
  'editApproval.stop.hint': { en: 'undo this edit and end the run now', zh: '撤销此修改并立即结束运行' },
  editUndone: { en: '{skill}: the edit was undone; SKILL.md is as it was before it.', zh: '{skill}：修改已撤销；SKILL.md 已恢复到修改前。' },
  ownRulesBroken: {
    en: "{skill} round {round}: the edit breaks Luban's own rules ({breaks}); it is rolled back and its gain does not count.",
    zh: '{skill} 第 {round} 轮：修改违反 Luban 自身规则（{breaks}）；已回滚，加分不算数。',
  },

  // Phase 0.5: test prompts
  'phase0.5.skipped': {
    en: 'Phase 0.5 skipped: no model, so dim8 (measured performance) is not scored and needs no test prompts.',
    zh: 'Phase 0.5 跳过：没有模型，dim8（实测表现）不评分，无需测试 prompt。',
  },
  testPromptsExist: { en: '{skill}: {file} exists{state}.', zh: '{skill}：{file} 已存在{state}。' },
  'testPromptsExist.invalid': { en: ' but cannot be used ({error})', zh: '，但无法使用（{error}）' },
  'testPromptsExist.count': { en: ' ({n} prompt(s))', zh: '（{n} 个 prompt）' },
  'testPromptsExist.title': { en: 'Test prompts exist', zh: '测试题已存在' },
  'testPromptsExist.body': { en: '{shown}\nReuse, rewrite (the old file is backed up) or append?', zh: '{shown}\n复用、重写（旧文件先备份）还是追加？' },
  'testPrompts.withProblems': { en: '{state}; {problems}', zh: '{state}；{problems}' },
  'testPrompts.unusable': { en: '{skill}: {problems}', zh: '{skill}：{problems}' },
  testPromptsFailed: {
    en: '{skill}: test prompts could not be designed ({detail}); dim8 falls back to what the judge can do without them.',
    zh: '{skill}：无法设计测试 prompt（{detail}）；dim8 按无测试题的降级方式处理。',
  },
  'phase0.5.title': { en: 'Approve the test prompts before scoring', zh: '评分前请确认测试题' },
  'phase0.5.happened': {
    en: 'The model wrote these test tasks. The judges run the skill on them to score how it really performs (dim8):',
    zh: '模型写出了以下测试任务。评委会让技能实际完成这些任务，以评判它的真实表现（dim8）：',
  },
  'phase0.5.next': {
    en: 'Next: they are saved to test-prompts.json and every skill gets its starting score (the baseline) with the model.',
    zh: '接下来：测试题存入 test-prompts.json，并用模型为每个技能测出起始分（基线）。',
  },
  testPromptsBackup: { en: '{skill}: the old {file} was backed up to {backup}.', zh: '{skill}：旧的 {file} 已备份为 {backup}。' },

  // scoring
  budgetPartly: {
    en: 'The call budget is spent: {skill} was scored only partly ({total}/{outOf}).',
    zh: '调用预算已用完：{skill} 只得到部分评分（{total}/{outOf}）。',
  },
  judgesUnavailable: {
    en: '{skill}: independent judges unavailable for {n} part(s) ({first}); those parts are left out of the comparison (fallback).',
    zh: '{skill}：{n} 个部分无法派发独立评委（{first}）；这些部分不参与比较（降级）。',
  },

  // Phase 1: baseline
  fallbackMode: {
    en: 'Independent judge contexts are unavailable: fallback mode (judge_count=1, eval_mode=fallback, no multi-role review, dim8 fallback_dry). Degraded scores cannot be compared with full_test scores.',
    zh: '无法派发独立评委：降级模式（judge_count=1，eval_mode=fallback，跳过多角色审查，dim8 为 fallback_dry）。降级分不可与 full_test 分直接比较。',
  },
  'phase1.progress': { en: 'measuring the starting score of {skill} (baseline)', zh: '测量 {skill} 的起始分（基线）' },
  redline3Baseline: {
    en: '{skill}: every dim8 evaluation of the baseline was dry_run; the row is marked invalid (redline 3).',
    zh: '{skill}：基线的 dim8 全部为 dry_run；该行标记为 invalid（红线 3）。',
  },
  'reviewGate.opened': {
    en: '{skill}: the multi-role review left {n} P1 items open (≥ {threshold} blocks optimisation until a person decides).',
    zh: '{skill}：多角色审查仍有 {n} 个 P1 未关闭（≥ {threshold} 个时，须由人决定后才能优化）。',
  },
  'reviewGate.title': { en: '🔴 {skill}: review gate — open P1 items', zh: '🔴 {skill}：评审闸门——存在未关闭的 P1' },
  'reviewGate.body': {
    en: '{skill} has {n} open P1 items from the multi-role review (the gate closes at {threshold}). Fixing them one dimension at a time may not be what the skill needs: read the review first. Optimise it anyway only if you have decided to.',
    zh: '{skill} 的多角色审查有 {n} 个未关闭的 P1（达到 {threshold} 个即触发闸门）。逐维度修补未必是这个技能所需要的：请先阅读审查意见。只有在你已决定的情况下才继续优化。',
  },
  'reviewGate.skip': { en: 'do not optimise this skill', zh: '不优化此技能' },
  'reviewGate.decided': { en: 'I have decided: optimise it', zh: '我已决定：继续优化' },
  'reviewGate.stop': { en: 'stop the run', zh: '停止运行' },
  'reviewGate.blocked': {
    en: '{skill}: not optimised — {n} open P1 items wait for a person (review gate).',
    zh: '{skill}：未优化——{n} 个未关闭的 P1 等待人来决定（评审闸门）。',
  },
  keepNotCommitted: {
    en: '{skill}: the kept edit could not be committed ({detail}) after 3 retries. It stays in the working tree and results.tsv records it against its pre-edit commit, so the next run keeps it; commit it yourself once git is free (e.g. a stale .git/index.lock removed).',
    zh: '{skill}：保留的改动重试 3 次后仍无法提交（{detail}）。改动留在工作区中，results.tsv 已按其编辑前提交记录，下次运行会保留它；待 git 可用后（例如删除残留的 .git/index.lock）请自行提交。',
  },
  noiseFloor: {
    en: '{skill}: judge noise floor ±{noise} (one score’s standard deviation, from {n} judgings of the unchanged text{fresh}); a change must move the score more than ±{margin} (√2 × the floor) or win the paired judges.',
    zh: '{skill}：评委噪声底 ±{noise}（单次评分的标准差，由同一文本 {n} 次评分测得{fresh}）；改动须使分数变化超过 ±{margin}（√2 × 噪声底）或获成对评委多数支持。',
  },
  'noiseFloor.fresh': { en: ', the agent runs re-run in {k} of them', zh: '，其中 {k} 次重新运行了 agent' },
  noiseFloorFailed: {
    en: '{skill}: the noise floor could not be measured ({n} of {of} re-judgings complete); every judged change is decided by the paired judges.',
    zh: '{skill}：噪声底未能测得（{of} 次重评中 {n} 次完整）；所有评委打分的改动由成对评委裁决。',
  },
  quickNoNoise: {
    en: 'Quick mode measures no noise floor: every judged change is decided by {n} paired judges (up to {n} calls a round); a change to dim1/dim4/dim7a alone by its static points.',
    zh: 'Quick 模式不测噪声底：评委打分的改动一律由 {n} 位成对评委裁决（每轮至多 {n} 次调用）；只改 dim1/dim4/dim7a 的改动按其静态分裁决。',
  },
  noPairedUnmeasured: {
    en: 'No noise floor is measured and the paired judges are off: a judged change cannot be told from noise, so none can be kept (only static-only changes can).',
    zh: '未测噪声底且成对评委已关闭：评委打分的改动无法与噪声区分，均不能保留（仅纯静态改动可保留）。',
  },
  notScoredBudget: {
    en: '{skill}: not scored — the call budget was spent before any judge answered. Nothing was edited; raise --budget to score it.',
    zh: '{skill}：未评分——在任何评委作答前调用预算已用完。未做任何修改；提高 --budget 后可评分。',
  },
  modelDidNotAnswer: {
    en: '{skill}: not scored — the model did not answer: {failed} of {calls} calls failed ({reason}). The run stops; nothing was edited.',
    zh: '{skill}：未评分——模型没有作答：{calls} 次调用中 {failed} 次失败（{reason}）。运行停止，未做任何修改。',
  },
  partialBaseline: {
    en: '{skill}: the baseline is partial ({missing} not measured); a partial score can justify no keep, so the skill is not optimised.',
    zh: '{skill}：基线评分不完整（{missing} 未测得）；不完整的评分不能作为保留依据，该 skill 不做优化。',
  },
  consumerUnmeasured: {
    en: '{skill}: the consumer baseline was not measured ({reason}); the C8 gate cannot pass on a measurement that is missing, so the skill is scored, not edited. Run again when the endpoint answers.',
    zh: '{skill}：消费者基线未测得（{reason}）；C8 闸门不能凭缺失的测量通过，因此本技能只评分、不修改。请在端点恢复后重新运行。',
  },
  consumerBaselineSaved: {
    en: '{skill}: the consumer baseline skill was generated and saved to {file}; later runs measure against it (edit or delete the file to change that).',
    zh: '{skill}：已生成消费者基线 skill 并保存到 {file}；之后的运行以它为基线（修改或删除该文件即可更换）。',
  },
  consumerBaseline: {
    en: "{skill}: consumer baseline failed (score {score} < 60): the target model's bare capability is too low for this skill's domain; optimisation is blocked. {report}",
    zh: '{skill}：消费者能力基线未通过（{score} < 60）：目标模型在该领域的裸能力不足，阻断后续优化。{report}',
  },
  roiSkipHistory: {
    en: '{skill}: the last recorded baseline was {percent}% with its lowest dimension {dim} at {value} (≥ 85% and ≥ 7) — ceiling near; evaluate only, no edits.',
    zh: '{skill}：上次记录的基线为 {percent}%，最低维度 {dim} 为 {value}（≥85% 且 ≥7）——天花板已近，建议仅评估不改。',
  },
  roiSkip: {
    en: '{skill}: {percent}% with every scored dimension ≥ 7 — ceiling near; evaluate only, no edits.',
    zh: '{skill}：{percent}% 且各已评维度 ≥ 7——天花板已近，建议仅评估不改。',
  },
  'phase1.line': { en: '{skill}: {total}/{outOf} ({evalMode}, judges {judges}){roi}', zh: '{skill}：{total}/{outOf}（{evalMode}，评委 {judges}）{roi}' },
  'phase1.roi': { en: ' — ROI skip', zh: '——ROI 跳过' },
  'phase1.title': { en: 'Starting scores, before any edit', zh: '起始分（尚未做任何修改）' },
  'phase1.happened': {
    en: 'Each skill was scored as it is now (the baseline every edit must beat):',
    zh: '每个技能按当前内容评了分（之后的每次修改都必须超过这个基线）：',
  },
  'phase1.next': {
    en: 'Next: up to {max} rounds per skill, each improving its weakest dimension; an edit is kept only if the score rises.',
    zh: '接下来：每个技能最多 {max} 轮，每轮改进最弱的一个维度；只有分数上升的修改才会保留。',
  },

  // Phase 2: skills in order, mode switches, the per-skill CHECKPOINT
  quickToFullPinned: {
    en: '{skill} gained {gain} within 3 Quick rounds (Quick → Full trigger); the mode stays Quick as pinned by --mode.',
    zh: '{skill} 在 Quick 3 轮内提升 {gain}（Quick → Full 触发）；--mode 已固定，保持 Quick。',
  },
  quickToFull: {
    en: '{skill} gained {gain} within 3 rounds: switching to Full for the next skills (a gold mine).',
    zh: '{skill} 在 3 轮内提升 {gain}：后续 skill 升级为 Full（有金矿）。',
  },
  fullToQuickPinned: {
    en: '3 Full skills in a row gained < 3 (Full → Quick trigger); the mode stays Full as pinned by --mode.',
    zh: '连续 3 个 Full skill 提升 < 3（Full → Quick 触发）；--mode 已固定，保持 Full。',
  },
  fullToQuick: {
    en: '3 Full skills in a row gained < 3: switching to Quick for the next skills (mature and stable).',
    zh: '连续 3 个 Full skill 稳定提升 < 3：后续 skill 降级为 Quick（成熟稳定）。',
  },
  'skillDone.title': { en: '{skill} done', zh: '{skill} 优化完成' },
  'skillDone.body': {
    en: '{skill}: {before} → {after} ({gain}), {kept} kept, {reverted} reverted{dims}.{next}',
    zh: '{skill}：{before} → {after}（{gain}），保留 {kept} 次，回滚 {reverted} 次{dims}。{next}',
  },
  'skillDone.dims': { en: ' [{dims}]', zh: '［{dims}］' },
  'skillDone.report': { en: ' Next: report.', zh: '接下来：汇总报告。' },
  'skillDone.next': { en: ' Next skill?', zh: '继续下一个 skill？' },
  guardSkip: {
    en: '{skill}: {dim} skipped by luban-profile.json oscillation_guard ({pattern}).',
    zh: '{skill}：luban-profile.json 的 oscillation_guard 命中，跳过 {dim}（{pattern}）。',
  },
  skipping: { en: '{skill}: skipping {dims}.', zh: '{skill}：跳过 {dims}。' },
  'skipping.item': { en: '{dim} ({reason})', zh: '{dim}（{reason}）' },
  plateau: { en: '{skill}: two rounds in a row gained < 2 — plateau, stopping here (seed HL-3).', zh: '{skill}：连续 2 轮 Δ < 2——触顶，见好就收。' },
  maxRounds: {
    en: '{skill}: MAX_ROUNDS {max} reached; weakest dimension left: {dim} ({score}/10).',
    zh: '{skill}：已达 MAX_ROUNDS {max}；当前最弱维度：{dim}（{score}/10）。',
  },
  'maxRounds.title': { en: '{skill}: all {max} rounds used', zh: '{skill}：{max} 轮已全部用完' },
  'maxRounds.body': {
    en: '{skill}: weakest dimension {dim} {score}/10. One more round, an exploratory rewrite, or done?',
    zh: '{skill}：最弱维度 {dim} {score}/10。继续加 1 轮、进入探索性重写，还是收工？',
  },

  // Phase 2: proposals
  noProposal: {
    en: '{skill}: no deterministic proposal improves {dim} ({score}/10); it needs a model.',
    zh: '{skill}：{dim}（{score}/10）没有能提升分数的确定性方案，需要模型。',
  },
  proposalFailed: { en: '{skill}: the editor gave no usable proposal ({reason}).', zh: '{skill}：编辑模型没有给出可用方案（{reason}）。' },
  'proposal.why': { en: '{why} ({item})', zh: '{why}（{item}）' },
  sizeCap: {
    en: '{skill}: the proposal would make SKILL.md {size} characters, over 150% of the original ({cap}); rejected — asking for a slimmer version.',
    zh: '{skill}：方案会使 SKILL.md 达到 {size} 字符，超过原始体积的 150%（{cap}）；拒绝提交，要求精简后重提。',
  },
  'problem.sizeCap': {
    en: 'the file would be {size} characters, over the 150% cap ({cap}): remove redundancy, merge repetition',
    zh: '全文将达 {size} 字符，超过 150% 上限（{cap}）：删冗余、合并重复',
  },
  'problem.budget': { en: '{changed} characters changed, over the 10% budget ({limit})', zh: '改动 {changed} 字符，超过 10% 预算（{limit}）' },
  'problem.blacklist': { en: 'blacklist #{n} ({pattern}): {detail}', zh: '反例黑名单 #{n}（{pattern}）：{detail}' },
  'blacklist.duplicate': { en: 'repeats text already in SKILL.md ("{text}")', zh: '重复了 SKILL.md 已有的内容（"{text}"）' },
  'blacklist.otherDim': { en: 'the proposal targets {declared}, the round targets {target}', zh: '方案针对 {declared}，本轮目标是 {target}' },
  'problem.rejectedBefore': { en: 'rejected before (rejected_edits.md)', zh: '已在 rejected_edits.md 中被拒绝过' },
  proposalRejected: {
    en: '{skill}: proposal for {dim} rejected before applying: {problems}{again}.',
    zh: '{skill}：{dim} 的方案在应用前被拒：{problems}{again}。',
  },
  'proposalRejected.again': { en: ' — asking once more', zh: '——再请求一次' },

  // Phase 2: the deterministic proposals (no model), what they do and why
  'proposal.checkpoint.what': {
    en: 'insert "{mark}" before the step on line {line} ("{action}": irreversible or seen by others)',
    zh: '在第 {line} 行的步骤前插入「{mark}」（「{action}」不可撤回或他人可见）',
  },
  'proposal.checkpoint.why': { en: 'dim4 checkpoint design: a {mark} (now {now})', zh: 'dim4 检查点设计：{mark}（当前 {now}）' },
  'proposal.checkpoint.stop': { en: 'STOP-level mark scores 10', zh: 'STOP 级标记 = 10 分' },
  'proposal.checkpoint.mark': { en: 'CHECKPOINT mark scores 5', zh: 'CHECKPOINT 标记 = 5 分' },
  'proposal.harden.what': { en: 'harden {n} soft word(s) on line {line} ({words})', zh: '硬化第 {line} 行的 {n} 处软化词（{words}）' },
  'proposal.harden.why': {
    en: 'dim5 specificity: soft words leave the decision to the model (HASP level 1)',
    zh: 'dim5 可执行具体性：软化词把决定交给模型（HASP 一级硬化）',
  },
  'proposal.runtime.what': { en: 'neutralise single-runtime wording ({w})', zh: '替换单 runtime 措辞（{w}）' },
  'proposal.runtime.why': {
    en: 'runtime-neutrality gate (P0): the skill must run in any skills-compatible runtime',
    zh: 'Runtime 中立性 Gate（P0）：skill 必须能在任何 skills-compatible runtime 运行',
  },
  'proposal.yaml.what': { en: 'quote the frontmatter YAML value ({w})', zh: '给 frontmatter 的 YAML 值加引号（{w}）' },
  'proposal.yaml.why': { en: 'dim1 frontmatter quality: the YAML must parse in every runtime', zh: 'dim1 Frontmatter 质量：YAML 必须在所有 runtime 中可解析' },
  'proposal.reference.what': { en: 'repair the broken reference ({w})', zh: '修复断裂引用（{w}）' },
  'proposal.reference.why': { en: 'dim6 resource integration: every referenced path must resolve', zh: 'dim6 资源整合度：引用路径必须可达' },

  // Phase 2: one round
  'round.diagnose': { en: '{skill} round {round}: diagnose', zh: '{skill} 第 {round} 轮：诊断' },
  'round.propose': { en: '{skill} round {round}: propose ({dim})', zh: '{skill} 第 {round} 轮：提方案（{dim}）' },
  'round.preEdit': { en: '{skill} round {round}: pre-edit snapshot', zh: '{skill} 第 {round} 轮：编辑前备份' },
  'round.apply': { en: '{skill} round {round}: apply — {what}', zh: '{skill} 第 {round} 轮：执行改进——{what}' },
  'round.selfCheck': { en: '{skill} round {round}: self-check dims 1/4/7a/9', zh: '{skill} 第 {round} 轮：自检 dim1/4/7a/9' },
  'round.rescore': { en: '{skill} round {round}: re-score ({judges})', zh: '{skill} 第 {round} 轮：重新评分（{judges}）' },
  'round.rescore.judges': { en: 'independent judges', zh: '独立评委' },
  'round.rescore.static': { en: 'static scorecard', zh: '静态评分卡' },
  'round.decide': { en: '{skill} round {round}: decide', zh: '{skill} 第 {round} 轮：决策' },
  'round.paired': {
    en: '{skill} round {round}: Δ {delta} {where} — {n} paired judges compare before and after ({dim})',
    zh: '{skill} 第 {round} 轮：Δ {delta} {where}——{n} 位成对评委比较编辑前后（{dim}）',
  },
  nothingLeft: {
    en: '{skill}: no dimension left to improve (or all remaining ones are skipped).',
    zh: '{skill}：没有可继续改进的维度（或剩余维度均被跳过）。',
  },
  budgetBeforeRound: { en: 'The call budget is spent; {skill} stops before round {round}.', zh: '调用预算已用完；{skill} 在第 {round} 轮前停止。' },
  redline4: {
    en: '{skill}: the {gate} cannot be fixed automatically; redline 4 (no gate bypass) stops this skill. Fix it by hand, then run again.',
    zh: '{skill}：{gate}无法自动修复；红线 4（禁止 bypass gate）中断该 skill。请手动修复后重跑。',
  },
  'redline4.runtime': { en: 'runtime-neutrality gate', zh: 'Runtime 中立性 Gate' },
  'redline4.p0': { en: 'open P0 review item', zh: '未闭合的 P0 审查项' },
  'selfCheck.item': { en: '{dim} {before}→{after}', zh: '{dim} {before}→{after}' },
  selfCheckFailed: { en: '{skill}: the edit made {dims} worse; the round is rolled back.', zh: '{skill}：改动使 {dims} 变差；整轮回滚。' },
  redline2: {
    en: '{skill}: the edit for {dim} also changed {others}; redline 2 (one dimension per round) rolls back the whole round.',
    zh: '{skill}：针对 {dim} 的改动还改变了 {others}；红线 2（每轮只改一个维度）整轮回滚。',
  },
  redline1Round: {
    en: '{skill}: round {round} was judged in the editing context: dim8 ×0.5, redline_1_violation=true.',
    zh: '{skill}：第 {round} 轮由编辑同源的 context 评分：dim8 ×0.5，redline_1_violation=true。',
  },
  redline3Round: {
    en: '{skill}: every dim8 evaluation of round {round} was dry_run; the score is invalid and the edit is not kept (redline 3).',
    zh: '{skill}：第 {round} 轮 dim8 全部为 dry_run；分数无效，不保留该编辑（红线 3）。',
  },
  scoreDrift: {
    en: '{skill}: round {round} changed the score by {signedChange} (< 0.05): not an improvement; reverted.',
    zh: '{skill}：第 {round} 轮分数变化 {change}（< 0.05）：不算真正提升，回滚。',
  },
  revertFailed: { en: '{skill}: git checkout failed ({failure}); {how}.', zh: '{skill}：git checkout 失败（{failure}）；{how}。' },
  'revertFailed.stash': { en: 'stashed the edit and retried: restored', zh: '已 git stash 后重试：已恢复' },
  'revertFailed.show': { en: 'restored SKILL.md from the pre-edit commit (git show)', zh: '已从 pre-edit commit 读出 SKILL.md 覆盖恢复' },
  pairedBudget: {
    en: 'The call budget is spent: only {answered} of {n} paired judges answered for {skill} round {round}; the judges that could not answer count against keeping the edit.',
    zh: '调用预算已用完：{skill} 第 {round} 轮只有 {answered}/{n} 位成对评委作答；未作答的评委按不支持保留计。',
  },
  paired: {
    en: '{skill}: round {round} Δ {delta} {where}; {n} paired judges compared the versions before and after the edit on {dim}: after {after}, before {before}, tie {tie}{abstained} → {verdict}.',
    zh: '{skill}：第 {round} 轮 Δ {delta} {where}；{n} 位成对评委就 {dim} 比较了编辑前后两个版本：编辑后 {after}、编辑前 {before}、平局 {tie}{abstained} → {verdict}。',
  },
  'paired.inside': {
    en: 'is inside the noise of a difference (±{margin} = √2 × the judge noise floor ±{noise})',
    zh: '在差值噪声（±{margin} = √2 × 评委噪声底 ±{noise}）以内',
  },
  'paired.unmeasured': { en: 'cannot be told from noise (no noise floor measured)', zh: '无法与噪声区分（未测量噪声底）' },
  'paired.abstained': { en: ', abstained {n}{why}', zh: '、弃权 {n}{why}' },
  'paired.kept': { en: 'kept (a majority prefers the edit)', zh: '保留（多数评委认为编辑后更好）' },
  'paired.reverted': { en: 'reverted (the paired judges did not confirm the edit)', zh: '回滚（成对评委未确认改进）' },

  // Phase 2.5: exploratory rewrite
  'phase2.5.noModel': {
    en: 'Phase 2.5 (exploratory rewrite) is triggered but needs a model; skipped.',
    zh: 'Phase 2.5（探索性重写）已触发，但需要模型；跳过。',
  },
  'phase2.5.title': { en: 'Rewrite {skill} from scratch?', zh: '从头重写 {skill}？' },
  'phase2.5.body': {
    en: '{skill} broke at round 1{how}. Rewrite SKILL.md from scratch, keep it only if it scores higher?',
    zh: '{skill} 在第 1 轮就停止{how}。从头重写 SKILL.md，仅在分数更高时采用？',
  },
  'phase2.5.consecutive': { en: ' (two skills in a row)', zh: '（连续 2 个 skill）' },
  'phase2.5.twice': { en: ' in this run and the last one', zh: '（本次与上一次运行均如此）' },
  'phase2.5.noModelTwice': {
    en: '{skill} broke at round 1 in this run and the last one: Phase 2.5 (exploratory rewrite) would be offered, but it needs a model.',
    zh: '{skill} 在本次与上一次运行中都在第 1 轮停止：本应提议 Phase 2.5（探索性重写），但它需要模型。',
  },
  rewriteFailed: { en: '{skill}: the exploratory rewrite failed ({reason}).', zh: '{skill}：探索性重写失败（{reason}）。' },
  rewriteSizeCap: {
    en: '{skill}: the rewrite is {size} characters, over 150% of the original; not used.',
    zh: '{skill}：重写版 {size} 字符，超过原始体积 150%；不采用。',
  },

  // Phase 3: report, meta-review, backups
  backupRotation: {
    en: '{skill}: {n} old backup(s) moved to luban-backups-archive/{skill}/ (kept: latest 5, baseline, first round).',
    zh: '{skill}：{n} 个旧备份已移至 luban-backups-archive/{skill}/（保留最近 5 个、基线与首轮备份）。',
  },
  metaReview: { en: 'Meta-review: {n} pattern(s) added to meta_learnings.md.', zh: 'Meta-Review：meta_learnings.md 新增 {n} 条规律。' },
  metaReviewNone: { en: 'Meta-review: no pattern held in two or more skills this run.', zh: 'Meta-Review：本次没有在 2 个以上 skill 间成立的规律。' },
  guardsAdded: { en: 'oscillation_guard: {dims} added to luban-profile.json.', zh: 'oscillation_guard：luban-profile.json 新增 {dims}。' },
  degradedScorings: {
    en: '{n} scorings in a row were degraded (fallback mode, or judges that did not answer): those scores run high and cannot be compared with full_test scores. Degraded scorings in this run: {total}.',
    zh: '连续 {n} 次评分为降级评分（降级模式，或评委未作答）：降级分虚高，不可与 full_test 评分直接比较。本次运行的降级评分共 {total} 次。',
  },

  // Why rounds or the run ended, and where a Full run's result is (./messages-run-end.ts)
  ...runEndMessages,
} satisfies Record<string, LocalisedText>;

export type LoopMessageKey = keyof typeof loopMessages;

/** A placeholder's value: the same in both languages, or one per language. */
export type MessageValue = string | number | LocalisedText;
export type MessageData = Record<string, MessageValue>;

/** The message `key` in both languages, its placeholders filled from `data`. */
export function say(key: LoopMessageKey, data: MessageData = {}): LocalisedText {
  const m: LocalisedText = loopMessages[key];
  return { en: fill(m.en, data, 'en'), zh: fill(m.zh, data, 'zh') };
}

/** Items joined as each language lists them: "a, b" and "a、b". */
export function listOf(items: ReadonlyArray<string | LocalisedText>): LocalisedText {
  const half = (lang: 'en' | 'zh') => items.map((x) => (typeof x === 'string' ? x : x[lang]));
  return { en: half('en').join(', '), zh: half('zh').join('、') };
}

/** Lines joined with newlines, each language on its own. */
export function linesOf(lines: readonly LocalisedText[]): LocalisedText {
  return { en: lines.map((l) => l.en).join('\n'), zh: lines.map((l) => l.zh).join('\n') };
}

/** The same text in both languages (a person's own words, a model's reply). */
export function both(text: string): LocalisedText {
  return { en: text, zh: text };
}

function fill(template: string, data: MessageData, lang: 'en' | 'zh'): string {
  const flat: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(data)) flat[k] = typeof v === 'object' ? pick(v, lang === 'en' ? 'en' : 'zh-CN') : v;
  return format(template, flat);
}
