/**
 * `skillops/structure` (dim7a, seed v3 结构合规 6): heading levels never skip, and the
 * skill has at least 3 of the 4 required sections — purpose / when to use, workflow,
 * failure handling, anti-patterns / examples (recognised in English and Chinese); −2 per
 * item (heading skips count once; one missing section is allowed). Why: agents and people navigate a skill by its headings, and a skill
 * without a failure section leaves the agent to improvise when a step fails. Info: it
 * explains the static view's points. A skipped level has a suggested fix (the heading
 * one level below its parent); a missing section needs the author's words.
 */
import type { Rule } from '../../rules/types.ts';
import { lineText } from '../../skill/text.ts';
import { skillMdName } from './shared.ts';
import { lost, reasonRange } from './static-view.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/structure',
    module: 'SkillOps',
    dimension: 'dim7a',
    defaultSeverity: 'info',
    description: {
      en: 'Heading levels never skip, and the required sections are there: purpose / when to use, workflow, failure handling, anti-patterns / examples.',
      zh: '标题层级不跳级，且具备必需章节：用途/适用场景、工作流程、失败处理、反例/示例。',
    },
    fixable: 'suggestion',
    messages: {
      headingSkip: {
        en: 'dim7a · structure: {detail} (skipped levels cost 2 of 6, once). Use one level below the parent heading.',
        zh: 'dim7a · 结构：{detail}（标题跳级扣 2/6，只扣一次）。请使用比上级标题低一级的标题。',
      },
      sectionsMissing: {
        en: 'dim7a · structure −{cost} of 6: {n} of the 4 required sections are missing ({list}); 3 of 4 are needed — purpose / when to use, workflow, failure handling, anti-patterns / examples.',
        zh: 'dim7a · 结构 −{cost}/6：4 个必需章节缺了 {n} 个（{list}）；至少需要 3 个——用途/适用场景、工作流程、失败处理、反例/示例。',
      },
    },
  },
  check(ctx) {
    const file = skillMdName(ctx.doc);
    const headings = ctx.doc.markdown?.headings ?? [];
    for (const r of lost(ctx.doc, 'dim7a')) {
      const detail = ctx.locale === 'zh-CN' ? r.message.zh : r.message.en;
      if (r.code === 'heading-skip') {
        const i = headings.findIndex((h) => h.line === r.line);
        const h = headings[i];
        const parent = i > 0 ? headings[i - 1].depth : 0;
        const range = reasonRange(ctx.doc, r);
        const info = ctx.doc.skillFile?.text;
        const text = h && info && h.line <= info.lineStarts.length ? lineText(info, h.line) : undefined;
        const marks = text ? /^( {0,3})(#{1,6})(?=\s|$)/.exec(text) : null;
        const suggestions =
          h && marks
            ? [
                {
                  safe: false,
                  title: { en: `Make it an h${parent + 1}`, zh: `改为 h${parent + 1}` },
                  edits: [
                    {
                      file,
                      range: { start: { line: h.line, column: marks[1].length + 1 }, end: { line: h.line, column: marks[1].length + marks[2].length + 1 } },
                      newText: '#'.repeat(parent + 1),
                    },
                  ],
                },
              ]
            : undefined;
        ctx.report({ messageId: 'headingSkip', data: { detail }, file, range, ...(suggestions ? { suggestions } : {}) });
      }
    }
    // One missing section is allowed; each one beyond it costs 2 points.
    const missing = lost(ctx.doc, 'dim7a').filter((r) => r.code === 'section-missing');
    if (missing.length >= 2) {
      const list = missing.map((r) => (ctx.locale === 'zh-CN' ? r.message.zh : r.message.en)).join(ctx.locale === 'zh-CN' ? '；' : '; ');
      ctx.report({
        messageId: 'sectionsMissing',
        data: { cost: 2 * (missing.length - 1), n: missing.length, list },
        file,
        range: reasonRange(ctx.doc, missing[0]),
      });
    }
  },
};
