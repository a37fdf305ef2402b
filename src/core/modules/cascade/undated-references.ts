/**
 * cascade/undated-references — a file cites external knowledge but its last update
 * is unknown: no dated `## [YYYY-MM-DD] 更新` block and no git history for it (not a
 * git repository, or the file is not committed). Staleness cannot be judged, and a
 * file's modification time is not evidence, so this says "unknown" instead of
 * guessing (principle: nothing invented, never silent). Info only.
 */
import type { Rule } from '../../rules/types.ts';
import { DEFAULT_THRESHOLDS, externalReferences, freshnessOf } from './references.ts';
import { reportFile } from './report.ts';

export const rule: Rule = {
  meta: {
    id: 'cascade/undated-references',
    module: 'CASCADE',
    dimension: 'dim6',
    defaultSeverity: 'info',
    description: {
      en: 'External references in a file whose last update is unknown (no dated update block, no git history).',
      zh: '文件中有外部引用，但最后更新日期未知（无带日期的更新段落，也无 git 历史）。',
    },
    fixable: false,
    messages: {
      unknown: {
        en: '{file} cites {count} external reference(s) ({refs}); its last update is unknown (no dated "## [YYYY-MM-DD] 更新" block and no git history), so staleness cannot be checked. Commit the file or add a dated update block.',
        zh: '{file} 引用了 {count} 个外部来源（{refs}）；最后更新日期未知（没有带日期的「## [YYYY-MM-DD] 更新」段落，也没有 git 历史），无法判断是否过期。请提交到 git 或追加带日期的更新段落。',
      },
    },
  },
  check(ctx) {
    for (const r of externalReferences(ctx.doc)) {
      // Whether a date is known does not depend on the thresholds.
      if (freshnessOf(ctx, r, DEFAULT_THRESHOLDS).state !== 'unknown') continue;
      reportFile(ctx, r, 'unknown', {}, { lastUpdated: 'unknown' });
    }
  },
};
