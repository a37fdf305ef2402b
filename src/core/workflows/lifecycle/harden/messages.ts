/** User-visible strings of HASP hardening (docs/features.md E3a), English and 简体中文. */
import { localTable } from '../../../base/l10n/index.ts';
import type { LocalisedText } from '../../../rules/types.ts';

export const hardenMessages = {
  title: { en: 'HASP rule hardening — {skill}', zh: 'HASP 规则硬化 —— {skill}' },
  noCounts: {
    en: 'No ignored rules counted for {skill} (failed must/forbid cases in tests.yaml, failure reports in failures.jsonl). Nothing to harden.',
    zh: '{skill} 没有记录到被忽略的规则（tests.yaml 中失败的必须/禁止用例、failures.jsonl 中的失败报告）。无需硬化。',
  },
  nothingToApply: { en: 'Nothing to apply.', zh: '没有需要应用的修改。' },
  item: { en: '{n}. {where} {rule} — ignored {count}× ({sources})', zh: '{n}. {where} {rule} —— 被忽略 {count} 次（{sources}）' },
  level1: { en: '   → level 1 (Should → Must wording): {changes}', zh: '   → 层级 1（措辞强化 Should → Must）：{changes}' },
  level2: {
    en: '   → level 2 (hard_rules {id}): should_activate "{activate}", intervene {type}',
    zh: '   → 层级 2（hard_rules {id}）：should_activate「{activate}」，intervene {type}',
  },
  belowThreshold: { en: '   · ignored once: not hardened yet (level 1 at 2, level 2 at 3)', zh: '   · 仅忽略 1 次：暂不处理（2 次→层级 1，≥3 次→层级 2）' },
  notApplicable: { en: '   · not hardened: {reason}', zh: '   · 不硬化：{reason}' },
  noMechanical: {
    en: '   · level 1 due, but the rule has no soft word with a mechanical rewrite: state it as must / never by hand',
    zh: '   · 应做层级 1，但该规则没有可机械改写的软化词：请手动改为"必须/禁止"的明确表述',
  },
  notFound: { en: '   · the rule is no longer in SKILL.md: nothing to harden', zh: '   · SKILL.md 中已找不到该规则：无需硬化' },
  upToDate: { en: '   · hard_rules {id} is already up to date', zh: '   · hard_rules {id} 已是最新' },
  skipped: { en: '   · could not be written: the frontmatter has YAML errors', zh: '   · 无法写入：frontmatter 有 YAML 错误' },
  sourceError: { en: '! {source} could not be read: {message}', zh: '! 无法读取 {source}：{message}' },
  sentinel: { en: '{count} rule(s) ignored ≥ 2× count as Sentinel hits (dim10).', zh: '{count} 条规则被忽略 ≥2 次，计入 Sentinel 命中（dim10）。' },
  ask: { en: 'Apply these {count} hardening change(s) to {file}?', zh: '要把这 {count} 项硬化修改写入 {file} 吗？' },
  written: { en: 'Hardened {file} ({count} change(s)).', zh: '已硬化 {file}（{count} 项修改）。' },
  backup: { en: 'Backup: {file}', zh: '备份：{file}' },
  discarded: { en: 'Not applied: nothing was written.', zh: '未应用：没有写入任何内容。' },
  changedOnDisk: {
    en: '{file} changed since the plan was made (you edited it): nothing was written. Run harden again.',
    zh: '{file} 在生成方案后被修改（你正在编辑）：未写入任何内容。请重新运行 harden。',
  },
  removed: { en: 'removed', zh: '删除' },
  line: { en: 'SKILL.md:{line}', zh: 'SKILL.md:{line}' },
  missingLine: { en: '(not in SKILL.md)', zh: '（不在 SKILL.md 中）' },
} satisfies Record<string, LocalisedText>;

export type HardenMessageKey = keyof typeof hardenMessages;

export const sayHarden = localTable(hardenMessages);

/** The CLI's own lines for `luban harden`. */
export const hardenCliMessages = {
  askPrompt: { en: '🔴 CHECKPOINT: apply {count} hardening change(s) to {file}? [y/N] ', zh: '🔴 CHECKPOINT：把 {count} 项硬化修改写入 {file} 吗？[y/N] ' },
  needYes: {
    en: 'Not applied: this is a 🔴 CHECKPOINT and nobody can answer here (no terminal). Run it at a terminal, or pass --yes to accept.',
    zh: '未应用：这是一个 🔴 CHECKPOINT，但当前不是终端、无法确认。请在终端运行，或加 --yes 接受。',
  },
  acceptedByYes: { en: '🔴 CHECKPOINT accepted by --yes.', zh: '🔴 CHECKPOINT 已由 --yes 接受。' },
  notFound: { en: 'path does not exist: {path}', zh: '路径不存在：{path}' },
  noSkill: { en: '{path}: no SKILL.md in this folder', zh: '{path}：该文件夹中没有 SKILL.md' },
} satisfies Record<string, LocalisedText>;

export const sayHardenCli = localTable(hardenCliMessages);
