/**
 * Shared user-visible strings (CLI and reports) in English and Simplified Chinese.
 * Rule messages are declared with their rules.
 */
import type { LocalisedText } from './text.ts';

export const messages = {
  'cli.noFindings': { en: 'no problems', zh: '没有问题' },
  'cli.summary': {
    en: '{problems} problems ({errors} errors, {warnings} warnings, {infos} info) in {skills} skills',
    zh: '{skills} 个技能中共 {problems} 个问题（{errors} 个错误，{warnings} 个警告，{infos} 个提示）',
  },
  'cli.summaryClean': { en: '✔ {skills} skills scanned, no problems', zh: '✔ 已扫描 {skills} 个技能，没有问题' },
  'cli.fixableHint': { en: '{count} can be fixed with `luban fix`', zh: '{count} 个可用 `luban fix` 自动修复' },
  'cli.subscores': { en: 'sub-scores', zh: '模块子分' },
  'cli.dims': { en: 'static dims', zh: '确定性维度' },
  // docs/features.md C3a: the static view is "form checks X of Y" in every front end, never "the score"
  // (issue 32 item 1: it measures form, not effect — docs/validity.md).
  'cli.staticScore': {
    en: 'form checks {total} of {outOf} (judged dimensions not scored)',
    zh: '形式检查 {total} / {outOf}（需模型评审的维度未评分）',
  },
  // Said once wherever the form checks appear: what they do not measure (issue 32 item 1, docs/validity.md).
  'cli.formChecksNote': {
    en: 'Form checks: structure, wording and safety patterns — not whether the skill helps an agent (see docs/validity.md)',
    zh: '形式检查：结构、措辞与安全模式——不代表技能能否帮助智能体（见 docs/validity.md）',
  },
  'cli.runtimeGate': { en: 'runtime-neutral wording', zh: 'Runtime 中立措辞' },
  // The security verdict beside the score (docs/features.md B5a): what a person sees first.
  'security.block.one': {
    en: '⛔ security: do not install — 1 Sentinel error: {rules}',
    zh: '⛔ 安全：请勿安装 —— 1 个 Sentinel 错误：{rules}',
  },
  'security.block.many': {
    en: '⛔ security: do not install — {count} Sentinel errors: {rules}',
    zh: '⛔ 安全：请勿安装 —— {count} 个 Sentinel 错误：{rules}',
  },
  'security.review.one': {
    en: '⚠ security: review before installing — 1 Sentinel warning: {rules}',
    zh: '⚠ 安全：安装前请人工审查 —— 1 个 Sentinel 警告：{rules}',
  },
  'security.review.many': {
    en: '⚠ security: review before installing — {count} Sentinel warnings: {rules}',
    zh: '⚠ 安全：安装前请人工审查 —— {count} 个 Sentinel 警告：{rules}',
  },
  'security.clear': { en: 'security: no Sentinel alerts', zh: '安全：无 Sentinel 告警' },
  'security.more': { en: '+{count} more', zh: '另有 {count} 条' },
  'cli.profile': { en: 'profile', zh: '规则集' },
  'cli.pathMissing': { en: 'path does not exist: {path}', zh: '路径不存在：{path}' },
  'cli.noSkills': { en: 'no skills found under {path}', zh: '{path} 下没有找到技能' },
  'cli.fixApplied': { en: 'fixed {count} problems in {files} files', zh: '已修复 {count} 个问题，涉及 {files} 个文件' },
  'cli.fixNone': { en: 'nothing to fix safely', zh: '没有可以安全自动修复的问题' },
  'cli.fixFile': { en: 'fixed {file} ({count})', zh: '已修复 {file}（{count} 处）' },
  'cli.fixSkipped': {
    en: '{file}: skipped, it changed on disk while fixing',
    zh: '{file}：已跳过，修复期间文件在磁盘上被改动',
  },
  'cli.fixDryRun': { en: 'would fix {file} ({count})', zh: '将修复 {file}（{count} 处）' },
  'cli.cacheWriteFailed': {
    en: 'could not write the scan cache {file} ({detail}); the report is complete',
    zh: '无法写入扫描缓存 {file}（{detail}）；报告完整无缺',
  },
  'cli.configError': { en: 'invalid config {detail}', zh: '配置文件无效 {detail}' },
  'cli.badConcurrency': {
    en: 'invalid --concurrency "{value}" (a number of scan threads, auto or off)',
    zh: '无效的 --concurrency "{value}"（扫描线程数、auto 或 off）',
  },
  'cli.badFormat': { en: 'unknown format "{format}" (text, json or sarif)', zh: '未知输出格式 "{format}"（可选 text、json、sarif）' },
  'cli.badProfile': {
    en: 'unknown profile "{profile}" (agentskills, claude-code, metis, skilltree)',
    zh: '未知规则集 "{profile}"（可选 agentskills、claude-code、metis、skilltree）',
  },
  // luban slim --apply (issue 12 item 4)
  'slim.item': {
    en: '🔴 CHECKPOINT ({index}/{total}) — slim plan item {n}: {priority} {files}',
    zh: '🔴 CHECKPOINT（{index}/{total}）—— 精简方案第 {n} 项：{priority} {files}',
  },
  'slim.ask': { en: 'Apply item {n}? [y]es / [s]kip / [q]uit (Enter = skip): ', zh: '应用第 {n} 项？[y] 应用 / [s] 跳过 / [q] 退出（回车 = 跳过）：' },
  'slim.acceptedByYes': { en: 'applied (--yes)', zh: '已应用（--yes）' },
  'slim.needYes': {
    en: 'luban slim --apply: no terminal to ask on; nothing was changed. Re-run with --yes to apply every item that has an automatic change.',
    zh: 'luban slim --apply：没有可提问的终端，未做任何修改。加上 --yes 可应用所有可自动处理的条目。',
  },
  'slim.nothing': { en: '{skill}: nothing in the slim plan can be applied automatically.', zh: '{skill}：精简方案中没有可自动应用的条目。' },
  'slim.summary': {
    en: '{skill}: {applied} applied, {skipped} skipped, {stale} changed on disk (left alone).',
    zh: '{skill}：已应用 {applied} 项，跳过 {skipped} 项，{stale} 项在磁盘上已变化（未处理）。',
  },
  'slim.backups': { en: 'Removed files are in {folder} (move them back to restore).', zh: '移除的文件在 {folder}（移回原处即可恢复）。' },
  'severity.error': { en: 'error', zh: '错误' },
  'severity.warning': { en: 'warning', zh: '警告' },
  'severity.info': { en: 'info', zh: '提示' },
  'gate.pass': { en: 'pass', zh: '通过' },
  'gate.fail': { en: 'FAIL', zh: '未通过' },
  'gate.exempt': { en: 'exempt', zh: '豁免' },
} satisfies Record<string, LocalisedText>;

export type MessageKey = keyof typeof messages;
