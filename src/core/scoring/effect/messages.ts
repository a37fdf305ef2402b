/** The effect runner's texts (English + 简体中文). */
import type { LocalisedText } from '../../base/l10n/text.ts';

export const EFFECT_TEXT = {
  title: {
    en: 'Effect of {skill}: {tasks} task(s) × {trials} trial(s), with and without the skill',
    zh: '{skill} 的实测效果：{tasks} 个任务 × {trials} 次试验，带技能与不带技能',
  },
  method: {
    en: 'Pass rates with Wilson 95 % intervals; uplift = with − without, Newcombe hybrid-score 95 % interval; trials pooled over tasks as independent.',
    zh: '通过率附 Wilson 95% 置信区间；提升 = 带技能 − 不带技能，Newcombe 混合得分 95% 区间；各任务的试验合并、视为独立。',
  },
  row: {
    en: '  {id} ({check}, line {line}): with {with}  without {without}  uplift {uplift}',
    zh: '  {id}（{check}，第 {line} 行）：带技能 {with}  不带 {without}  提升 {uplift}',
  },
  skipConfirm: {
    en: '  {id} (line {line}): not run — its check_command runs only after you confirm (--allow-check-commands)',
    zh: '  {id}（第 {line} 行）：未运行——check_command 需要你确认后才会执行（--allow-check-commands）',
  },
  skipInput: { en: '  {id} (line {line}): not run — input unreadable: {detail}', zh: '  {id}（第 {line} 行）：未运行——输入文件无法读取：{detail}' },
  total: { en: 'All tasks: with {with}  without {without}  uplift {uplift}', zh: '全部任务：带技能 {with}  不带 {without}  提升 {uplift}' },
  partial: {
    en: 'PARTIAL{why}: not every planned trial was measured — this run decides nothing.',
    zh: '不完整{why}：并非所有计划的试验都已测量——本次结果不作任何判定。',
  },
  complete: { en: 'Complete: {calls} model calls as planned.', zh: '完整：按计划调用模型 {calls} 次。' },
  noTasks: {
    en: 'No effect tasks: add a `tasks:` list to tests.yaml (see docs/effect.md).',
    zh: '没有实测任务：在 tests.yaml 中加入 `tasks:` 列表（见 docs/effect.md）。',
  },
  notMeasured: { en: 'n = 0 (not measured)', zh: 'n = 0（未测量）' },
  badFile: { en: '{file}:{line}: {detail}', zh: '{file}:{line}：{detail}' },
  dim8Note: {
    en: 'dim8 from measured tasks: uplift {uplift} over {n} paired trials (docs/effect.md).',
    zh: 'dim8 来自实测任务：提升 {uplift}，共 {n} 组试验（见 docs/effect.md）。',
  },
} satisfies Record<string, LocalisedText>;

export function effectSay(lang: 'en' | 'zh', key: keyof typeof EFFECT_TEXT, vars: Record<string, string | number> = {}): string {
  return EFFECT_TEXT[key][lang].replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}
