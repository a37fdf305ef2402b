/**
 * distill/slimmable (docs/features.md B4, seed v2 §五 "F_approx ≥ 0.7：标记「可精简」"): a reference
 * document that is large for how rarely it is referenced. F_approx = 1 − refs / (bytes /
 * unit) with unit = max(median size of the skill's reference documents, 4 KB); see
 * ./matrix.ts. Two or more such files cost the Distill sub-score one point. Dead files
 * are reported by distill/dead-file instead, never twice. Files with F ≤ 0.3 are "core
 * assets"; they appear in the slimming plan only, not as findings.
 */
import type { Rule } from '../../rules/types.ts';
import { analyseDistill, hasDistillScope, SLIM_THRESHOLD } from './matrix.ts';

export const rule: Rule = {
  meta: {
    id: 'distill/slimmable',
    module: 'Distill',
    dimension: 'dim7b',
    defaultSeverity: 'info',
    description: {
      en: 'A reference file that is large for how rarely it is referenced (F_approx ≥ 0.7: can be slimmed)',
      zh: '体量大但很少被引用的 references 文件（F_approx ≥ 0.7：可精简）',
    },
    fixable: false,
    messages: {
      slimmable: {
        en: '{file} is large for how rarely it is used (F_approx {f}: {refs} reference(s), {kb} KB) — it can be slimmed or inlined',
        zh: '{file} 体量大但很少被引用（F_approx {f}：{refs} 处引用，{kb} KB）——可精简或内联',
      },
    },
  },
  check(ctx) {
    if (!hasDistillScope(ctx.doc)) return;
    const analysis = analyseDistill(ctx.doc);
    for (const stat of analysis.scope) {
      if (stat.dead || stat.fApprox < SLIM_THRESHOLD) continue;
      ctx.report({
        messageId: 'slimmable',
        file: stat.file,
        range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
        data: { file: stat.file, f: stat.fApprox.toFixed(2), refs: stat.refs, kb: (stat.bytes / 1024).toFixed(1) },
        facts: { file: stat.file, fApprox: stat.fApprox, refs: stat.refs, bytes: stat.bytes },
      });
    }
  },
};
