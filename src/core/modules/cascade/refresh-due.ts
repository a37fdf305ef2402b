/**
 * cascade/refresh-due — a file citing external knowledge last updated more than
 * the rule's `refreshDays` option (default 90) days ago but not yet stale after
 * `staleDays` (default 180; the config's `cascade.refreshDays` / `cascade.staleDays`
 * still set them) (docs/features.md B3, seed v2 §四 trigger: "距上次更新 > 90 天"): a quarterly
 * knowledge refresh is due. Info only.
 */
import { optionsOf, type Rule } from '../../rules/types.ts';
import { DAYS_SCHEMA, DEFAULT_THRESHOLDS, type AgeThresholds } from './references.ts';
import { reportByAge } from './report.ts';

export const rule: Rule = {
  meta: {
    id: 'cascade/refresh-due',
    module: 'CASCADE',
    dimension: 'dim6',
    defaultSeverity: 'info',
    description: {
      en: 'External references in a file last updated more than 90 days ago: a knowledge refresh is due.',
      zh: '文件中的外部引用最后更新已超过 90 天：建议进行知识刷新。',
    },
    fixable: false,
    options: {
      schema: { type: 'object', additionalProperties: false, properties: { refreshDays: DAYS_SCHEMA, staleDays: DAYS_SCHEMA } },
      defaults: { ...DEFAULT_THRESHOLDS } satisfies AgeThresholds,
      configKeys: { refreshDays: 'cascade.refreshDays', staleDays: 'cascade.staleDays' },
    },
    messages: {
      due: {
        en: '{file} cites {count} external reference(s) ({refs}); last updated {date} ({age} days ago, from {source}), more than {threshold} days. A refresh is due: check for newer versions and append a dated "## [YYYY-MM-DD] 更新" block.',
        zh: '{file} 引用了 {count} 个外部来源（{refs}）；最后更新于 {date}（{age} 天前，依据：{sourceZh}），已超过 {threshold} 天。该刷新了：核对是否有新版本，并追加带日期的「## [YYYY-MM-DD] 更新」段落。',
      },
    },
  },
  check(ctx) {
    const thresholds = optionsOf<AgeThresholds>(ctx);
    reportByAge(ctx, 'refresh-due', 'due', thresholds, thresholds.refreshDays);
  },
};
