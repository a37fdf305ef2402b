/**
 * distill/dead-file (docs/features.md B4, seed v2 §五 P0 "完全未被引用的 references → 直接建议删除"):
 * a document under `references/` (or `reference/`) that SKILL.md never mentions, neither
 * directly nor through another file it reaches. Such a file is never loaded by the
 * agent, so it only costs maintenance and context budget when someone opens it. The
 * scope and what counts as a mention are documented in ./matrix.ts (links, paths,
 * bare names, sub-folders, templates; LICENSE/README/nested skills are never dead).
 * No automatic fix: deleting a file is the user's call (the slimming plan lists it as P0).
 */
import type { Rule } from '../../rules/types.ts';
import { analyseDistill, hasDistillScope } from './matrix.ts';

export const rule: Rule = {
  meta: {
    id: 'distill/dead-file',
    module: 'Distill',
    dimension: 'dim7b',
    defaultSeverity: 'warning',
    description: {
      en: 'A reference file that SKILL.md never mentions, directly or through other files (P0: delete it or link it)',
      zh: 'SKILL.md 从未直接或间接引用的 references 文件（P0：建议删除或在需要处引用）',
    },
    fixable: false,
    messages: {
      dead: {
        en: '{file} is never referenced from SKILL.md, directly or through other files ({kb} KB) — P0: delete it, or link it where it is needed',
        zh: '{file} 未被 SKILL.md 直接或间接引用（{kb} KB）——P0：建议删除，或在需要它的地方引用',
      },
    },
  },
  check(ctx) {
    if (!hasDistillScope(ctx.doc)) return;
    const analysis = analyseDistill(ctx.doc);
    for (const stat of analysis.scope) {
      if (!stat.dead) continue;
      ctx.report({
        messageId: 'dead',
        file: stat.file,
        range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
        data: { file: stat.file, kb: (stat.bytes / 1024).toFixed(1) },
        facts: { file: stat.file, fApprox: 1, refs: 0, bytes: stat.bytes },
      });
    }
  },
};
