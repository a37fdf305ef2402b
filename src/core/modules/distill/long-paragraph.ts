/**
 * `distill/long-paragraph` (dim7b, seed v3 优化策略库 P3 段落过长 "单段 > 200 字符"): a prose
 * paragraph of SKILL.md longer than `maxChars` (200) characters, counted as the seed counts
 * them (./paragraphs.ts: a CJK character is one; code blocks, tables and the frontmatter are
 * not paragraphs). Why: an agent skims a wall of text the way a person does — the rule in
 * its middle is the one it misses. Info: the static score does not price it; the optimiser
 * takes it as a P3 target (strategy: split, tabulate). No fix: where to split is the
 * author's call. `"rules": { "distill/long-paragraph": ["info", { "maxChars": 300 }] }`.
 */
import type { Rule } from '../../rules/types.ts';
import { optionsOf } from '../../rules/types.ts';
import { lineText } from '../../skill/text.ts';
import { skillMdName } from '../skillops/shared.ts';
import { paragraphs } from './paragraphs.ts';

interface LongParagraphOptions extends Record<string, unknown> {
  maxChars: number;
}

export const rule: Rule = {
  meta: {
    id: 'distill/long-paragraph',
    module: 'Distill',
    dimension: 'dim7b',
    defaultSeverity: 'info',
    description: {
      en: 'A SKILL.md paragraph is at most 200 characters (CJK counted per character; code, tables and frontmatter excluded).',
      zh: 'SKILL.md 的单个段落不超过 200 字符（中日韩文字按字计；不含代码、表格和 frontmatter）。',
    },
    fixable: false,
    options: {
      schema: { type: 'object', additionalProperties: false, properties: { maxChars: { type: 'integer', minimum: 20 } } },
      defaults: { maxChars: 200 },
    },
    messages: {
      long: {
        en: 'dim7b · this paragraph has {chars} characters (more than {max}): split it into steps or a list, and put comparisons or parameters in a table.',
        zh: 'dim7b · 本段共 {chars} 字符（超过 {max}）：请拆成步骤或列表，对比或参数类内容改用表格。',
      },
    },
  },
  check(ctx) {
    const info = ctx.doc.skillFile?.text;
    if (!info) return;
    const { maxChars } = optionsOf<LongParagraphOptions>(ctx);
    const file = skillMdName(ctx.doc);
    for (const p of paragraphs(ctx.doc)) {
      if (p.chars <= maxChars) continue;
      ctx.report({
        messageId: 'long',
        data: { chars: p.chars, max: maxChars },
        file,
        range: { start: { line: p.line, column: 1 }, end: { line: p.line, column: lineText(info, p.line).length + 1 } },
      });
    }
  },
};
