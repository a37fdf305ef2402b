/**
 * `distill/no-quick-start` (dim7b, seed v3 优化策略库 P3 缺速查入口 "用户需通读全文才能上手 → 添加
 * TL;DR 或决策树"): a long SKILL.md — more than `minLines` (150) lines of body — without a
 * quick entry: a TL;DR / summary / quick start / cheat sheet / 速查 / 摘要 heading or lead-in,
 * or a decision tree (a heading or lead-in that names one, or a Mermaid flowchart).
 *
 * The threshold: 150 body lines is about three screens. Below it a reader (or an agent
 * deciding whether the skill applies) takes in the whole skill at once and a summary would
 * repeat it; above it the steps that matter scroll out of view. It sits well under
 * metis/skill-md-length's 400-line limit, so the skills that come near that limit have a
 * way in. Info (P3): the optimiser takes it as a target (strategy: add a TL;DR or a
 * decision tree). No fix: the summary is the author's words.
 */
import type { Rule } from '../../rules/types.ts';
import { optionsOf } from '../../rules/types.ts';
import { lineText } from '../../skill/text.ts';
import { skillMdName } from '../skillops/shared.ts';

interface QuickStartOptions extends Record<string, unknown> {
  minLines: number;
}

/** Words that name a quick entry, in a heading or at the start of a line (bold or a label). */
const QUICK =
  /\b(?:TL;?DR|summary|quick[ -]?(?:start|reference|guide|path)|cheat[ -]?sheet|at a glance|decision (?:tree|table|guide)|which (?:one|mode|path) to (?:use|choose))\b|决策树|速查|摘要|概要|概览|总结|一句话|快速(?:开始|上手|入门|参考)|选择指南/i;
const MERMAID_FLOW = /^\s*(?:flowchart|graph)\s+(?:TD|TB|LR|RL|BT)\b/m;

export const rule: Rule = {
  meta: {
    id: 'distill/no-quick-start',
    module: 'Distill',
    dimension: 'dim7b',
    defaultSeverity: 'info',
    description: {
      en: 'A SKILL.md longer than 150 lines has a quick entry: a TL;DR / summary or a decision tree.',
      zh: '超过 150 行的 SKILL.md 有速查入口：TL;DR / 摘要或决策树。',
    },
    fixable: false,
    options: {
      schema: { type: 'object', additionalProperties: false, properties: { minLines: { type: 'integer', minimum: 1 } } },
      defaults: { minLines: 150 },
    },
    messages: {
      missing: {
        en: 'dim7b · SKILL.md has {lines} lines of body (more than {min}) and no TL;DR, summary or decision tree: add one at the top so the reader does not have to read it all to start.',
        zh: 'dim7b · SKILL.md 正文共 {lines} 行（超过 {min} 行），却没有 TL;DR、摘要或决策树：请在开头添加，免得读者通读全文才能上手。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const info = doc.skillFile?.text;
    if (!info || !doc.markdown) return;
    const { minLines } = optionsOf<QuickStartOptions>(ctx);
    const first = doc.frontmatter ? doc.frontmatter.closingLine + 1 : 1;
    const total = info.text.endsWith('\n') ? info.lineStarts.length - 1 : info.lineStarts.length;
    const lines = total - first + 1;
    if (lines <= minLines) return;
    if (doc.markdown.headings.some((h) => QUICK.test(h.text))) return;
    if (MERMAID_FLOW.test(info.text)) return;
    for (let l = first; l <= total; l++) {
      // A lead-in: "**TL;DR**: …", "Summary: …", "> 速查：…".
      if (/^\s*(?:>\s*)?(?:[-*]\s+)?(?:\*\*|__)?[^\n]{0,24}?(?:\*\*|__)?\s*[:：]/.test(lineText(info, l)) && QUICK.test(lineText(info, l).slice(0, 40))) return;
    }
    let at = first;
    while (at < total && !lineText(info, at).trim()) at++;
    ctx.report({
      messageId: 'missing',
      data: { lines, min: minLines },
      file: skillMdName(doc),
      range: { start: { line: at, column: 1 }, end: { line: at, column: lineText(info, at).length + 1 } },
    });
  },
};
