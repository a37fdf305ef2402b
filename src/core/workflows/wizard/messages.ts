/**
 * Every string the metis wizard shows a person (docs/features.md G1–G7), English and 简体中文. The
 * Chinese strings are the seed's own wording (seed metis, `003_…`): the Gate Check
 * questions, the Gate Check rules, the refusal and conflict templates, the final summary.
 */
import { localTable } from '../../base/l10n/index.ts';
import type { LocalisedText } from '../../rules/types.ts';

export const WIZARD_MESSAGES = {
  // ── the phases ──
  'phase.1': { en: 'Phase 1 · Understand', zh: 'Phase 1 · 理解（Understand）' },
  'phase.2': { en: 'Phase 2 · Discover', zh: 'Phase 2 · 发现（Discover）' },
  'phase.3': { en: 'Phase 3 · Decide', zh: 'Phase 3 · 抉择（Decide）' },
  'phase.3.5': { en: 'Phase 3.5 · Sync (direction C only, mandatory)', zh: '★ Phase 3.5 · 同步（Sync）【方向 C 专属 · 必经】' },
  'phase.4': { en: 'Phase 4 · Plan', zh: 'Phase 4 · 规划（Plan）' },
  'phase.5': { en: 'Phase 5 · Generate', zh: 'Phase 5 · 生成（Generate）' },
  'phase.6': { en: 'Phase 6 · Review (mandatory, cannot be skipped)', zh: '★ Phase 6 · 审查（Review）【必经 · 不可跳过】' },
  'phase.7': { en: 'Phase 7 · Submit', zh: 'Phase 7 · 提交（Submit）' },
  'phase.8': { en: 'Phase 8 · Verify', zh: 'Phase 8 · 验证（Verify）' },

  // ── Gate Check questions (seed wording) ──
  'gate.prefix': { en: '[Gate Check] Please confirm: ', zh: '[Gate Check] 请确认：' },
  'gate.1': { en: 'Is the requirement summary above accurate?', zh: '以上需求摘要是否准确？' },
  'gate.2': { en: 'Do you accept the matching conclusion above?', zh: '以上匹配结论是否认可？' },
  'gate.3': { en: 'Please choose the evolution direction (A/B/C/D)', zh: '请选择进化方向（A/B/C/D）' },
  'gate.3.5': { en: 'Is the directory structure above the same as the APP directory?', zh: '以上目录结构是否与 APP 目录一致？' },
  'gate.4': { en: 'Does the resource list above meet the requirement?', zh: '以上资源清单是否满足需求？' },
  'gate.5': { en: 'Is the generated content above what you expected?', zh: '以上生成内容是否符合预期？' },
  'gate.6': {
    en: '[Gate Check] The AI self-check of the products above passed in full. Please confirm: may they be submitted?',
    zh: '[Gate Check] 以上产物 AI 自查已全部通过，请确认是否可以提交？',
  },
  'gate.7': { en: 'The submission is done. Do you accept the result?', zh: '提交已完成，请确认结果是否接受？' },
  'gate.8': { en: 'Do you accept the verification result above?', zh: '以上验证结果是否接受？' },
  'gate.howto': {
    en: 'Reply 可以 / 确认 / 提交 / 没问题 / 通过 (or yes / confirm / ok) to pass; anything else is a change request and goes back to this phase (or upstream).',
    zh: '回复「可以」「确认」「提交」「没问题」「通过」等明确肯定语义才算通过；其他回复视为修改意见，回退到当前 Phase 或上游 Phase。',
  },
  'gate.howto3': {
    en: 'Reply with a letter (A/B/C/D), optionally followed by your reason; "yes" (or Enter) takes the recommended one.',
    zh: '请回复字母（A/B/C/D），可附上选择理由；回复"是"/"好"（或直接回车）即选推荐的方向。',
  },
  'choice.confirm': { en: 'Confirm', zh: '确认' },
  'choice.revise': { en: 'Revise', zh: '修改' },
  'choice.stop': { en: 'Stop here (resume later)', zh: '暂停（稍后继续）' },

  // ── Gate Check rules: refusals (seed templates) ──
  'refuse.general5': {
    en: '⛔ The iron rules require every Gate Check to wait for your explicit confirmation. Please confirm the current output first.',
    zh: '⛔ 铁律要求所有 Gate Check 必须等待用户明确确认，请先确认当前产出。',
  },
  'refuse.judge1': {
    en: "⛔ Gate Check rule #1: the AI may not review and pass its own work; it must wait for your confirmation. Please reply to confirm the current phase's output first.",
    zh: '⛔ Gate Check 总则 #1：AI 不得自审自过，必须等待用户确认。请先回复确认当前阶段产出。',
  },
  'refuse.submit5': {
    en: '⛔ Gate Check rule #5 + iron rules #9/#19: every Gate Check must wait for your explicit confirmation. Please review the products first and tell me once they are right.',
    zh: '⛔ Gate Check 总则 #5 + 铁律 #9/#19：所有 Gate Check 必须等待用户明确确认。请先审查产物，确认无误后告知我。',
  },
  'refuse.review19': {
    en: '⛔ Iron rule #19: the review is a hard gate; neither the AI self-check nor your confirmation may be skipped. Complete the whole of Phase 6 first.',
    zh: '⛔ 铁律 #19：审查是硬闸门，AI 自查和用户确认都不得跳过。先完成 Phase 6 全流程。',
  },
  'refuse.sandbox18': {
    en: '⛔ Iron rule #18: an upgrade must go through the Phase 3.5 sandbox sync; changing the APP directory directly is forbidden. The sandbox copy comes first.',
    zh: '⛔ 铁律 #18：升级场景必须经过 Phase 3.5 沙箱同步，禁止直接修改 APP 目录。先执行沙箱复制。',
  },
  'refuse.delete17': {
    en: '⛔ Iron rule #17: the agent has no permission to delete skills. The skill is at {dir}; please go to that folder and do it yourself.',
    zh: '⛔ 铁律 #17：智能体没有权限删除技能。该技能位于 {dir}，请自行到目录中操作。',
  },
  'refuse.empty': {
    en: 'No answer is not a confirmation (Gate Check rule #3). Reply 可以 / 确认 / 提交 / 没问题 / 通过, or say what to change.',
    zh: '空回复不算确认（Gate Check 总则 #3）。请回复「可以」「确认」「提交」「没问题」「通过」，或说明要修改什么。',
  },
  'refuse.noDirection': {
    en: 'No direction chosen yet (Phase 3 waits for an explicit choice). Reply A, B, C or D.',
    zh: '尚未明确选择方向（Phase 3 不等用户确认不走下一步）。请回复 A、B、C 或 D。',
  },
  'refuse.cNeedsSkill': {
    en: 'Direction C upgrades an existing skill, and discovery found none to upgrade. Choose A, B or D, or go back to Phase 1.',
    zh: '方向 C 是升级已有技能，但发现阶段没有找到可升级的技能。请选择 A、B 或 D，或回退到 Phase 1。',
  },
  'refuse.bNeedsSkills': {
    en: 'Direction B merges existing skills into a new one, and none was found or named. Name them after the letter (e.g. "B weekly-report, meeting-notes"), or choose A.',
    zh: '方向 B 是把已有技能合并为新技能，但没有找到或指定要合并的技能。请在字母后写明技能名（如「B weekly-report, meeting-notes」），或选择 A。',
  },
  'refuse.dNeedsSkill': {
    en: 'Direction D borrows the design of an existing skill, and none was found or named. Name it after the letter (e.g. "D weekly-report"), or choose A.',
    zh: '方向 D 是借鉴已有技能的设计思路，但没有找到或指定要借鉴的技能。请在字母后写明技能名（如「D weekly-report」），或选择 A。',
  },
  'refuse.cWithout35': {
    en: '⛔ Iron rules #9/#18: direction C without the Phase 3.5 sandbox sync is refused; the wizard goes to Phase 3.5 first.',
    zh: '⛔ 铁律 #9/#18：方向 C 未经 Phase 3.5 沙箱同步，拒绝继续；先执行 Phase 3.5。',
  },
  'refuse.submitWithoutReview': {
    en: '⛔ Iron rules #9/#19: the review checklist has not passed in full and been confirmed by you; Phase 7 is refused. Back to Phase 6.',
    zh: '⛔ 铁律 #9/#19：审查清单未全部通过且未经用户确认，严禁进入 Phase 7。回到 Phase 6。',
  },
  'refuse.upgradeOnlyC': {
    en: 'This run upgrades {name}: only direction C applies here. For a new skill ({letter}), run `luban new NAME` (or "Luban: New Skill").',
    zh: '本次流程是升级 {name}：这里只适用方向 C。如需新建技能（{letter}），请运行 `luban new NAME`（或「Luban: New Skill」）。',
  },
  'refuse.reasonNeeded': {
    en: 'Iron rule #11: choosing among several options needs a reason. {letter} is not the recommended direction ({recommended}); why {letter}?',
    zh: '铁律 #11：多选一须说明选择理由。{letter} 不是推荐方向（{recommended}），请说明选择 {letter} 的理由。',
  },

  // ── notices ──
  'notice.passed': { en: '✓ Gate passed ({answer}).', zh: '✓ Gate Check 通过（{answer}）。' },
  'notice.revise': { en: '↺ Back to {phase}: {note}', zh: '↺ 回退到 {phase}：{note}' },
  'notice.reviewFailed': {
    en: '✗ The 3-layer review has {n} unchecked box(es) [ ]: back to Phase 5 (Stage B is not reached).',
    zh: '✗ 3 层审查有 {n} 项未通过 [ ]：回退 Phase 5 修改，不得进入 Stage B。',
  },
  'notice.tmpsCleared': {
    en: 'Starting over: removed {n} file(s) an earlier run of this skill left in its work folder ({dir}); the error log there is kept.',
    zh: '重新开始：已删除此技能上次运行留在工作目录（{dir}）中的 {n} 个文件；其中的错误日志保留。',
  },
  'notice.intro': {
    en: 'What happens now: a few questions about the skill, a look for similar skills, then a draft in a work folder ({work}) that is reviewed with you. Nothing is written to {target} until you confirm the review; you can stop at any question and resume later.',
    zh: '接下来：先问你几个关于技能的问题，查找相似技能，再在工作目录（{work}）中起草并和你一起审查。审查确认之前不会写入 {target}；任何问题处都可以暂停，稍后继续。',
  },
  'notice.resumed': { en: 'Resuming the saved run at {phase}.', zh: '从保存的进度 {phase} 继续。' },
  'notice.stateProblem': {
    en: '{file}: {problem}; it was backed up to {backup} and the wizard starts over.',
    zh: '{file}：{problem}；已备份为 {backup}，向导重新开始。',
  },
  'notice.crashed': {
    en: '✗ {phase} failed: {message} (logged to {log}; the sandbox and the APP directory are as they were).',
    zh: '✗ {phase} 出错：{message}（已记录到 {log}；沙箱与 APP 目录保持原样）。',
  },
  'notice.noModel': {
    en: 'No model configured: phases 1, 4 and 5 work from templates and your answers (nothing is drafted by a model).',
    zh: '未配置模型：Phase 1、4、5 按模板和你的回答生成（没有任何内容由模型起草）。',
  },
  'notice.modelDrafting': {
    en: 'Phases 1, 4 and 5 are drafted by the model {model} (you accepted the plan); every phase still waits for your Gate Check.',
    zh: 'Phase 1、4、5 由模型 {model} 起草（你已同意调用计划）；每个阶段仍等待你的 Gate Check。',
  },
  'notice.budgetSpent': {
    en: 'The call budget ({limit}) is spent: this phase works from its template (nothing more is sent).',
    zh: '调用预算（{limit} 次）已用完：本阶段改用模板（不再发送任何请求）。',
  },
  'notice.modelDeclined': { en: 'Model drafting declined: working from templates and your answers.', zh: '已拒绝模型起草：按模板和你的回答生成。' },
  'notice.modelFailed': {
    en: 'The model did not answer usably ({detail}); this phase works from the template instead.',
    zh: '模型未给出可用回答（{detail}）；本阶段改用模板。',
  },
  'notice.waiver': { en: 'Waiver recorded for iron rule #{rule}: {reason}', zh: '已记录铁律 #{rule} 的豁免理由：{reason}' },
  'notice.fixesApplied': { en: 'Fixed from the review: {list}', zh: '按审查结果修正：{list}' },

  // ── resume ──
  'resume.title': { en: 'A saved wizard run for "{name}" stopped at {phase}', zh: '「{name}」有一次保存的向导进度，停在 {phase}' },
  'resume.body': {
    en: 'Resume it, or restart (tmps/ is cleared except error.log, the sandbox is removed).',
    zh: '继续，还是重新开始（清空 tmps/ 中除 error.log 外的文件，删除沙箱）？',
  },
  'resume.resume': { en: 'Resume', zh: '继续' },
  'resume.restart': { en: 'Restart', zh: '重新开始' },

  // ── cost ──
  'cost.title': { en: 'Drafting plan: phases 1, 4 and 5 by the model {model}', zh: '起草计划：Phase 1、4、5 由模型 {model} 起草' },
  'cost.body': {
    en: '{calls} model calls (one per drafted phase; one more per revision), about {input} input + {output} output tokens (estimates, ±30%). Nothing is sent before you agree.',
    zh: '调用模型 {calls} 次（每个起草阶段一次；每次修改再加一次），估计输入 ~{input}、输出 ~{output} tokens（估算值，±30%）。同意之前不发送任何请求。',
  },
  'cost.proceed': { en: 'Proceed with the model', zh: '使用模型起草' },
  'cost.templates': { en: 'No model: templates and my answers', zh: '不用模型：按模板和我的回答' },

  // ── phase 1 interview (the seed's 5-dimension matrix) ──
  'ask.intent': {
    en: 'User intent — what problem are you solving, and what result do you want in the end?',
    zh: '用户意图——你要解决什么问题？最终想要什么效果？',
  },
  'ask.abilities': {
    en: 'Core abilities — what must this skill be able to do? (one per line or separated by ;)',
    zh: '核心能力——这个技能必须能做什么事？（多项用 ; 分隔）',
  },
  'ask.boundaries': {
    en: 'Boundary conditions — when should this skill NOT activate? (negative triggers, things it does not do)',
    zh: '边界条件——什么情况下这个技能不应该激活？（否定触发词、不做的事）',
  },
  'ask.failure': { en: 'Failure strategy — what should happen when something goes wrong?', zh: '失败策略——出错时怎么处理？' },
  'ask.constraints': {
    en: 'Constraints — any limits (performance, security, format, data sources)?',
    zh: '约束条件——有什么限制？（性能、安全、格式、数据源等）',
  },
  'ask.triggers': {
    en: 'Trigger words — what will people say when they need this skill? (separated by , or ;)',
    zh: '触发词——用户需要这个技能时会说什么？（用 , 或 ; 分隔）',
  },
  'ask.keep': { en: '(Enter keeps: {value})', zh: '（回车保留：{value}）' },
  'ask.reason': { en: 'Your reason for {letter}', zh: '选择 {letter} 的理由' },
  'ask.waiverReason': {
    en: 'Why keep your request against iron rule #{rule}? (the waiver reason is recorded)',
    zh: '为何坚持违反铁律 #{rule} 的需求？（豁免理由将被记录）',
  },

  // ── conflicts (G6, seed templates) ──
  'conflict.title': { en: '🚒 Conflict with iron rule #{rule} ({type})', zh: '🚒 与铁律 #{rule} 冲突（{type}）' },
  'conflict.type.path': { en: 'path conflict', zh: '路径冲突' },
  'conflict.type.naming': { en: 'naming conflict', zh: '命名冲突' },
  'conflict.type.structure': { en: 'structure conflict', zh: '结构冲突' },
  'conflict.type.config': { en: 'configuration conflict', zh: '配置冲突' },
  'conflict.body': {
    en: 'Paused. Your request: "{request}"\nImpact: {impact}\nDecide: accept the iron rule, keep your request as a recorded waiver (accept the risk), or change the request.',
    zh: '已暂停。你的需求：「{request}」\n影响：{impact}\n请决策：接受铁律、接受风险继续（记录豁免理由），或调整需求。',
  },
  'conflict.accept': { en: 'Accept the iron rule', zh: '接受铁律' },
  'conflict.waive': { en: 'Accept the risk and continue (record a waiver)', zh: '接受风险继续（记录豁免理由）' },
  'conflict.adjust': { en: 'Change my request', zh: '调整需求' },
  'conflict.1': {
    en: '⛔ Iron rule #1: a skill name must be lowercase letters and hyphens. It is converted to {converted}. Is that all right?',
    zh: '⛔ 铁律 #1：Skill 名称必须为小写字母+连字符。自动转换为 {converted}。可以吗？',
  },
  'conflict.7': {
    en: '⛔ Iron rule #7: lazy loading is on by default. A low-frequency skill need not be eager. Confirm keeping lazy_load: true?',
    zh: '⛔ 铁律 #7：默认启用懒加载。低频技能无需设为非懒加载。确认保持 lazy_load: true？',
  },
  'conflict.4': {
    en: '⛔ Iron rule #4: absolute paths are forbidden; every path uses the @[skfile:] syntax ({path} → a skill-relative @[skfile:…] or @[param:…] reference), so the skill works wherever it is installed. Confirm using the reference syntax?',
    zh: '⛔ 铁律 #4：禁止绝对路径，所有路径使用 @[skfile:] 语法（{path} → 相对技能目录的 @[skfile:…] 或 @[param:…] 引用），技能安装在任何位置都能正常工作。确认改用引用语法？',
  },
  'conflict.2': {
    en: "⛔ Iron rule #2: no version log in skill.md; version control is Git's job (the history is in the commits). Confirm leaving the version log out?",
    zh: '⛔ 铁律 #2：不得在 skill.md 中写版本记录，版本控制由 Git 管理（历史在提交记录中）。确认不写版本记录？',
  },
  'conflict.3': {
    en: '⛔ Iron rule #3: the description holds no version number (the version field does). Confirm leaving the version out of the description?',
    zh: '⛔ 铁律 #3：技能描述不包含版本号（版本号写在 version 字段）。确认描述中不写版本号？',
  },
  'impact.1': { en: 'the name would not load as a skill id on the platform', zh: '名称无法作为平台上的技能标识加载' },
  'impact.7': { en: 'an eager skill is loaded into every conversation and costs context', zh: '非懒加载技能会加载到每次对话中，占用上下文' },
  'impact.4': { en: 'the path breaks on every other machine and install location', zh: '换一台机器或安装位置，路径就失效' },
  'impact.2': { en: 'the version log grows the prompt and drifts from the Git history', zh: '版本记录让提示词变长，且与 Git 历史不一致' },
  'impact.3': { en: 'a version in the description changes the trigger text on every release', zh: '描述里的版本号每次发布都会改变触发文本' },

  // ── products ──
  'product.drafted.model': { en: 'Drafted by the model {model}.', zh: '由模型 {model} 起草。' },
  'product.drafted.template': { en: 'From the template and your answers (no model).', zh: '按模板和你的回答生成（未使用模型）。' },
  'product.written': { en: 'Written to {file}', zh: '已写入 {file}' },
  'understand.heading': { en: 'Requirement summary', zh: '需求摘要' },
  'understand.intent': { en: 'User intent', zh: '用户意图' },
  'understand.abilities': { en: 'Core abilities', zh: '核心能力' },
  'understand.boundaries': { en: 'Boundary conditions', zh: '边界条件' },
  'understand.failure': { en: 'Failure strategy', zh: '失败策略' },
  'understand.constraints': { en: 'Constraints', zh: '约束条件' },
  'understand.triggers': { en: 'Trigger words', zh: '触发词' },
  'understand.description': { en: 'Description', zh: '技能描述' },
  'discover.heading': { en: 'Skill discovery report (keywords: {keywords})', zh: '技能发现报告（关键词：{keywords}）' },
  'discover.none': { en: 'No existing skill matches: confirmed no duplicate.', zh: '未发现匹配的已有技能：确认无重复。' },
  'discover.close': {
    en: 'A close match exists ({name}, {stars}): consider upgrading it (direction C) instead of creating a new one.',
    zh: '存在高度匹配的技能（{name}，{stars}）：建议升级它（方向 C），而不是新建。',
  },
  'decide.A': { en: '[A] Create a brand-new "{name}" skill → new', zh: '[A] **创建全新**「{name}」技能 → 新建' },
  'decide.B': { en: '[B] Migrate / merge several skills{sources} → merge', zh: '[B] **迁移/融合**多个技能{sources} → 合并' },
  'decide.C': { en: '[C] Upgrade / extend an existing skill{base} → extend', zh: '[C] **升级/增强**已有技能{base} → 扩展' },
  'decide.D': { en: '[D] Borrow design ideas{sources} → take the good parts, write anew', zh: '[D] **参考借鉴**设计思路{sources} → 吸收优点，全新编写' },
  'decide.namesHint': {
    en: 'For B or D you may name the skills to draw on after the letter (e.g. "B weekly-report, meeting-notes"); otherwise the ones in brackets are used.',
    zh: '选择 B 或 D 时，可在字母后写明要借鉴的技能（如「B weekly-report, meeting-notes」）；否则使用括号中的技能。',
  },
  'decide.mergeOf': { en: 'Merged from: {names} (they stay where they are: iron rule #17).', zh: '合并来源：{names}（原技能保持不动：铁律 #17）。' },
  'decide.borrowFrom': { en: 'Design borrowed from: {names} (written anew; nothing is copied).', zh: '借鉴来源：{names}（全新编写，不复制内容）。' },
  'decide.recommend': { en: 'Recommended: {letter} — {reason}', zh: '推荐：{letter} —— {reason}' },
  'decide.why.upgrade': { en: 'you asked to upgrade {name}', zh: '你要求升级 {name}' },
  'decide.why.close': { en: '{name} already matches {stars}; extending it avoids a duplicate', zh: '{name} 已匹配 {stars}，扩展它可避免重复造轮子' },
  'decide.why.several': { en: '{n} skills each cover part of the need ({names})', zh: '{n} 个技能各覆盖一部分需求（{names}）' },
  'decide.why.partial': { en: '{name} is related ({stars}) but does not cover the need', zh: '{name} 相关（{stars}），但不能覆盖需求' },
  'decide.why.none': { en: 'no existing skill covers the need', zh: '没有已有技能覆盖这一需求' },
  'decide.chosen': { en: 'Chosen: {letter} — {reason}', zh: '选择：{letter} —— {reason}' },
  'sync.done': {
    en: 'Sync complete: {from} → {to} ({n} files; same as the APP directory: {same})',
    zh: 'Sync complete: {from} → {to}（{n} 个文件；与 APP 目录一致：{same}）',
  },
  'plan.heading': { en: 'Resource list', zh: '资源推荐清单' },
  'plan.create': { en: 'create', zh: '新建' },
  'plan.modify': { en: 'modify', zh: '修改' },
  'plan.keep': { en: 'keep', zh: '保留' },
  'plan.sources.B': {
    en: 'Skills merged (their instructions go into {file}, their resources are migrated)',
    zh: '合并的技能（其说明并入 {file}，其资源迁移过来）',
  },
  'plan.sources.D': { en: 'Design to borrow (outline only: the new skill is written anew)', zh: '借鉴的设计（仅参考结构：新技能全新编写）' },
  'generate.files': { en: 'Files in the sandbox {dir}:', zh: '沙箱 {dir} 中的文件：' },
  'generate.structure': { en: 'Key structure of {file}:', zh: '{file} 关键结构：' },
  'generate.editHint': {
    en: 'You may edit the files in the sandbox yourself before you answer; the wizard reads them again.',
    zh: '回答之前，你可以自己编辑沙箱中的文件；向导会重新读取。',
  },
  'review.stageA': { en: 'Stage A — AI self-check (3-layer checklist)', zh: 'Stage A — AI 自查（3 层审查清单）' },
  'review.L1': { en: 'L1 basics', zh: 'L1 基本检查' },
  'review.L2': { en: 'L2 compliance', zh: 'L2 合规检查' },
  'review.L3': { en: 'L3 bare-path scan', zh: 'L3 裸路径扫描' },
  'submit.done': { en: 'Submitted: {from} → {to}', zh: '提交成功：{from} → {to}' },
  'submit.commit': {
    en: 'Pre-submit commit: {hash} (git: restore with `git checkout {hash} -- {dir}`)',
    zh: '提交前快照提交：{hash}（git：可用 `git checkout {hash} -- {dir}` 恢复）',
  },
  'submit.backup': { en: 'Pre-submit backup: {path}', zh: '提交前备份：{path}' },
  'submit.new': { en: 'New skill: nothing was there before.', zh: '新建技能：此前该目录不存在。' },
  'submit.sourcesKept': {
    en: 'The skills drawn on are unchanged: {list}. Iron rule #17: the wizard deletes no skill; if the new skill replaces them, remove their folders yourself.',
    zh: '所借鉴/合并的技能保持不变：{list}。铁律 #17：智能体没有权限删除技能；如新技能取代了它们，请自行到目录中删除。',
  },
  'verify.ok': { en: '**Verification passed** ✅\n\nSkill `{name}` is deployed.', zh: '**验证通过** ✅\n\n技能 `{name}` 已成功部署。' },
  'verify.failed': { en: '**Verification failed** ✗', zh: '**验证失败** ✗' },
  'verify.runtimes': { en: 'runtimes that load it:', zh: '各运行时的加载结果：' },
  'verify.dropped': {
    en: '{n} of {total} runtimes drop it ({names}): they will not load this skill as it is',
    zh: '{total} 个运行时中有 {n} 个会丢弃它（{names}）：按现在的样子它们不会加载这个技能',
  },
  'verify.found': { en: 'found as a skill at {dir}', zh: '在 {dir} 被识别为技能' },
  'verify.notFound': { en: 'not found as a skill at {dir}', zh: '未在 {dir} 识别到技能' },
  'verify.name': { en: 'name: {name}', zh: '名称：{name}' },
  'verify.triggers': { en: 'trigger words in the description: {present}', zh: '描述中的触发词：{present}' },
  'verify.missing': { en: 'missing trigger words: {missing}', zh: '缺少的触发词：{missing}' },
  'verify.scan': {
    en: "scan ({profile}): {errors} error(s) ({profileErrors} from the profile's own rules, which fail the verification), {warnings} warning(s) — `luban scan` lists them",
    zh: '扫描（{profile}）：{errors} 个错误（其中 {profileErrors} 个来自规则集本身，会导致验证失败），{warnings} 个警告——`luban scan` 可查看明细',
  },
  'done.title': { en: '✅ {name} {op} complete', zh: '✅ {name} 创建/升级完成' },
  'done.titleNotReady': {
    en: '⚠ {name} {op} written, but the verification above found problems: fix them before relying on it',
    zh: '⚠ {name} 已写入（{op}），但上面的验证发现了问题：修复后再使用',
  },
  'done.body': {
    en: 'Skill {op} complete ✅\n\n**Skill name**: `{name}`\n**Operation**: {op}\n**Work folder**: `{work}`\n**APP directory**: `{app}`\n\n**Next steps**:\n1. Test that the skill triggers in a conversation\n2. Type its trigger words to check: {triggers}',
    zh: 'Skill 创建/升级完成 ✅\n\n**技能名称**：`{name}`\n**操作类型**：{op}\n**工作目录**：`{work}`\n**APP 目录**：`{app}`\n\n**下一步**：\n1. 在对话中测试技能触发\n2. 输入对应触发词验证：{triggers}',
  },
  'op.new': { en: 'new', zh: '新建' },
  'op.upgrade': { en: 'upgrade', zh: '升级' },
} satisfies Record<string, LocalisedText>;

export type WizardMessageKey = keyof typeof WIZARD_MESSAGES;

export const sayWizard = localTable(WIZARD_MESSAGES);

/** The localised text of a key with its placeholders filled, in both languages. */
export function wizardText(key: WizardMessageKey, data?: Record<string, string | number>): LocalisedText {
  return { en: sayWizard('en', key, data), zh: sayWizard('zh-CN', key, data) };
}
