/**
 * cascade/stale-reference — a file citing external knowledge (arXiv papers, API
 * docs, standards) that has not been updated for more than the rule's `staleDays`
 * option (default 180; the config's `cascade.staleDays` still sets it) days (docs/features.md B3,
 * seed v3: "外部引用过期 >180 天 … 标注"). Papers get new versions, APIs change,
 * standards are revised. The date is the latest dated `## [YYYY-MM-DD] 更新` block in
 * the file, else its last git commit. Offline: this reports age only; it never looks
 * the references up.
 */
import { optionsOf, type Rule } from '../../rules/types.ts';
import { DAYS_SCHEMA, DEFAULT_THRESHOLDS } from './references.ts';
import { reportByAge } from './report.ts';

type StaleOptions = { staleDays: number };

export const rule: Rule = {
  meta: {
    id: 'cascade/stale-reference',
    module: 'CASCADE',
    dimension: 'dim6',
    defaultSeverity: 'warning',
    description: {
      en: 'External references (arXiv, URLs, standards) in a file not updated for more than 180 days.',
      zh: '文件中的外部引用（arXiv、URL、标准编号）超过 180 天未更新。',
    },
    fixable: false,
    options: {
      schema: { type: 'object', additionalProperties: false, properties: { staleDays: DAYS_SCHEMA } },
      defaults: { staleDays: DEFAULT_THRESHOLDS.staleDays } satisfies StaleOptions,
      configKeys: { staleDays: 'cascade.staleDays' },
    },
    messages: {
      stale: {
        en: '{file} cites {count} external reference(s) ({refs}) and was last updated {date} ({age} days ago, from {source}), more than {threshold} days. Check them for newer versions and append a dated "## [YYYY-MM-DD] 更新" block (append-only).',
        zh: '{file} 引用了 {count} 个外部来源（{refs}），最后更新于 {date}（{age} 天前，依据：{sourceZh}），已超过 {threshold} 天。请核对是否有新版本，并追加带日期的「## [YYYY-MM-DD] 更新」段落（只追加不删除）。',
      },
    },
  },
  check(ctx) {
    const { staleDays } = optionsOf<StaleOptions>(ctx);
    // "Stale" depends on staleDays alone; the refresh threshold only splits what is younger.
    reportByAge(ctx, 'stale', 'stale', { ...DEFAULT_THRESHOLDS, staleDays }, staleDays);
  },
};
