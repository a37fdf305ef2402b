/** The wording of the review's stages 3–4 (./review-stages.ts): progress lines and the results.tsv note. */
import { format } from '../../../base/l10n/index.ts';
import type { LocalisedText } from '../../../rules/types.ts';

const M = {
  stage3: { en: '{skill}: review stage 3 — fixing {n} item(s) P0 → P1 → P2', zh: '{skill}：审查阶段 3——按 P0 → P1 → P2 修复 {n} 项' },
  outOfScope: {
    en: '{skill}: review item {id}: edit rejected — it changes lines the item does not name ({detail})',
    zh: '{skill}：审查项 {id}：修改被拒绝——改动了该项未涉及的行（{detail}）',
  },
  stage4: { en: '{skill}: review stage 4 — closure of {n} item(s)', zh: '{skill}：审查阶段 4——闭环检查 {n} 项' },
  done: {
    en: '{skill}: review stages — fixed {fixed}, rejected {rejected}, confirmed {confirmed}, escalated {escalated}, open P0 {open}: {verdict}',
    zh: '{skill}：审查阶段——已修复 {fixed}，拒绝 {rejected}，确认关闭 {confirmed}，升级 {escalated}，未关闭 P0 {open}：{verdict}',
  },
  kept: { en: 'kept', zh: '已保留' },
  blocked: { en: 'not kept (an open P0 blocks the keep)', zh: '未保留（未关闭的 P0 阻止保留）' },
  nothing: { en: 'nothing fixed', zh: '未修复任何项' },
} satisfies Record<string, LocalisedText>;

export function say(key: keyof typeof M, data: Record<string, string | number | LocalisedText> = {}): LocalisedText {
  const half = (l: 'en' | 'zh') => Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === 'object' ? v[l] : v]));
  return { en: format(M[key].en, half('en')), zh: format(M[key].zh, half('zh')) };
}

/** The results.tsv note of the stages (bilingual like the other row notes). */
export function stagesNote(o: { fixed: readonly unknown[]; rejected: readonly unknown[]; confirmed: number; escalated: number; openP0: number }): string {
  const d = { fixed: o.fixed.length, rejected: o.rejected.length, confirmed: o.confirmed, escalated: o.escalated, open: o.openP0 };
  return format(
    'review stages 3-4: fixed {fixed}, rejected {rejected}, confirmed {confirmed}, escalated {escalated}, open P0 {open} / 审查阶段 3-4：修复 {fixed}，拒绝 {rejected}，确认 {confirmed}，升级 {escalated}，未关闭 P0 {open}',
    d,
  );
}
