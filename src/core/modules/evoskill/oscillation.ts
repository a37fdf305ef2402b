/**
 * evoskill/oscillation — a rubric dimension that went up and down over two or more
 * optimisation rounds (docs/features.md B6, seed v3 模块子分规则: "历史振荡（同维度 2+ 轮反复涨跌）
 * 仅标注 [oscillation]"). Editing it again is likely to undo the last edit, so the
 * loop skips it unless the user asks (Phase 2 Step 1). No sub-score.
 *
 * The history comes from results.tsv: `ctx.results` when the caller read it, else
 * the results.tsv text in the skill folder. The finding points at the latest row
 * that changed the dimension.
 */
import type { ResultsRow, Rule } from '../../rules/types.ts';
import { describeSteps, oscillatingDimensions } from './history.ts';
import { resultsFileOf, resultsRowsOf, rowRange } from './source.ts';

export { detourDimensions, oscillatingDimensions } from './history.ts';

export const rule: Rule = {
  meta: {
    id: 'evoskill/oscillation',
    module: 'EvoSkill',
    dimension: 'dim3',
    defaultSeverity: 'warning',
    description: {
      en: 'A dimension went up and down over 2+ optimisation rounds in results.tsv; the loop skips it.',
      zh: 'results.tsv 中某维度在 2 轮以上反复涨跌；优化循环将跳过该维度。',
    },
    fixable: false,
    messages: {
      oscillation: {
        en: '[oscillation] {dimension} went up and down over {rounds} rounds ({history}); the optimisation loop skips it unless you ask for it.',
        zh: '[oscillation] {dimension} 在 {rounds} 轮中反复涨跌（{history}）；除非你明确要求，优化循环将跳过该维度。',
      },
    },
  },
  check(ctx) {
    const rows: ResultsRow[] | undefined = ctx.results ?? resultsRowsOf(ctx.doc);
    if (!rows || rows.length < 2) return;
    const file = resultsFileOf(ctx.doc);
    for (const o of oscillatingDimensions(rows)) {
      const last = o.steps[o.steps.length - 1];
      const line = last.line ?? rows.indexOf(last.row) + 2;
      ctx.report({
        messageId: 'oscillation',
        file: file?.path ?? 'results.tsv',
        range: rowRange(file, line),
        data: { dimension: o.dimension, rounds: o.rounds, history: describeSteps(o.steps) },
        facts: { dimension: o.dimension, flips: o.flips, rounds: o.rounds, tag: 'oscillation' },
      });
    }
  },
};
