/** User-visible strings of the spread beside judged numbers (spread.ts), English and Simplified Chinese. */
import { format, pick, type Locale } from '../l10n/index.ts';
import type { LocalisedText } from '../rules/types.ts';

export const spreadMessages = {
  judgesSaid: { en: '{n} judges: {values}', zh: '{n} 位评委：{values}' },
  oneJudge: { en: '1 judge, spread unknown', zh: '1 位评委，离散度未知' },
  notRecorded: { en: '{n} judges, spread not recorded', zh: '{n} 位评委，离散度未记录' },
  totalWithSpread: { en: '{total} ± {spread}', zh: '{total} ± {spread}' },
  fromJudges: {
    en: '  ± {spread}: the judges\' spread (pooled sd {sd} over {df} degrees of freedom), propagated by each dimension\'s judged weight.',
    zh: '  ± {spread}：评委离散度（合并标准差 {sd}，自由度 {df}），按各维度评委部分的权重传播。',
  },
  fromJudgesAtLeast: {
    en: '  ± {spread} at least: the judges\' spread (pooled sd {sd}, {df} degrees of freedom) propagated by weight; {dims} add a spread not recorded here, so the true ± is larger.',
    zh: '  ± 至少 {spread}：评委离散度（合并标准差 {sd}，自由度 {df}）按权重传播；{dims} 的离散度未记录，实际 ± 更大。',
  },
  fromNoiseFloor: { en: '  ± {spread}: the measured noise floor (sd of {n} judgings of the same text).', zh: '  ± {spread}：实测噪声底（同一文本 {n} 次评分的标准差）。' },
  unknownSpread: {
    en: '  Spread unknown: 1 judge per dimension — a second judge (--mode full) measures it.',
    zh: '  离散度未知：每个维度只有 1 位评委——增加评委（--mode full）才能测出。',
  },
  disagree: {
    en: '⚠ Judges disagree on {dims}: read their evidence before relying on these values.',
    zh: '⚠ 评委在 {dims} 上分歧较大：依赖这些分数前请先看评委的依据。',
  },
} satisfies Record<string, LocalisedText>;

export type SpreadMessageKey = keyof typeof spreadMessages;

export function spreadSay(locale: Locale, key: SpreadMessageKey, data?: Record<string, string | number>): string {
  return format(pick(spreadMessages[key], locale), data);
}
