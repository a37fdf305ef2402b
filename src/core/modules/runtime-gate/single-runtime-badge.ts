/**
 * runtimegate/single-runtime-badge — a badge or tagline that presents the skill as
 * made for one runtime (docs/features.md B7: "单一 badge/标识语"): a shields.io / badgen badge
 * naming a single runtime when no other runtime has a badge, or a tagline such as
 * "Made for Claude Code" / "专为 Claude Code 打造" whose line and section name no
 * other runtime. Exempt when the skill name binds a runtime. No mechanical fix.
 */
import type { Rule } from '../../rules/types.ts';
import { regionAt } from '../../skill/markdown.ts';
import { lineText, rangeOf } from '../../skill/text.ts';
import type { Range } from '../../skill/types.ts';
import { quoteLine } from './context.ts';
import { RT, canonicalRuntime, coversOther, gateSubject, matchesAroundMentions, neutralisersIn, sectionNeutraliser } from './runtimes.ts';

const BADGE_URL = /https?:\/\/(?:img\.)?(?:shields\.io|badgen\.net)\/[^\s)"'<>\]]+/g;
const BADGE_RUNTIME = new RegExp(RT, 'g');
const TAGLINE = new RegExp(
  `\\b(?:[Mm]ade|[Bb]uilt|[Dd]esigned|[Cc]rafted|[Oo]ptimi[sz]ed|[Ww]ritten) (?:for|with) (?:the )?(${RT})\\b|(?:专为|专门为|为)\\s*(${RT})\\s*(?:打造|设计|定制|开发|优化)`,
  'g',
);

/** Badge URL text with shields' escapes undone (`_` and `%20` are spaces, `--` is `-`). */
export function decodeBadge(url: string): string {
  let s = url;
  try {
    s = decodeURIComponent(s);
  } catch {
    /* keep as written */
  }
  return s
    .replace(/--/g, '\u0000')
    .replace(/[_-]/g, ' ')
    .replace(/\u0000/g, '-');
}

export const rule: Rule = {
  meta: {
    id: 'runtimegate/single-runtime-badge',
    module: 'RuntimeGate',
    dimension: 'dim6',
    defaultSeverity: 'error',
    description: {
      en: 'A badge or tagline presenting the skill as made for a single runtime ("Made for Claude Code").',
      zh: '把 skill 标为单一 runtime 专用的 badge 或标识语（"Made for Claude Code"）。',
    },
    fixable: false,
    messages: {
      badge: {
        en: 'Badge for {runtime} only (line {line}: "{text}"). Show every supported runtime, or none.',
        zh: '只有 {runtime} 的 badge（第 {line} 行原文：「{text}」）。列出所有支持的 runtime，或不放 runtime badge。',
      },
      tagline: {
        en: 'Tagline "{match}" presents the skill as made for {runtime} only (line {line}: "{text}"). Describe it as an agent skill for any skills-compatible runtime.',
        zh: '标识语「{match}」把 skill 标为 {runtime} 专用（第 {line} 行原文：「{text}」）。改为适用于任何支持 skills 的 agent runtime。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const subject = gateSubject(doc);
    if (!subject) return;
    const { info, md } = subject;
    const text = info.text;
    const skip = (offset: number) => {
      const r = regionAt(md, offset);
      return r === 'frontmatter' || r === 'htmlComment';
    };

    if (text.includes('shields.io') || text.includes('badgen.net')) {
      const badges: Array<{ range: Range; runtimes: Set<string> }> = [];
      const all = new Set<string>();
      for (const m of text.matchAll(BADGE_URL)) {
        const start = m.index ?? 0;
        if (skip(start)) continue;
        const runtimes = new Set<string>();
        for (const r of decodeBadge(m[0]).matchAll(BADGE_RUNTIME)) runtimes.add(canonicalRuntime(r[0]));
        if (runtimes.size === 0) continue;
        for (const r of runtimes) all.add(r);
        badges.push({ range: rangeOf(info, start, start + m[0].length), runtimes });
      }
      if (all.size === 1) {
        const runtime = [...all][0];
        for (const b of badges) {
          const line = b.range.start.line;
          ctx.report({
            messageId: 'badge',
            range: b.range,
            data: { runtime, line, text: quoteLine(lineText(info, line)) },
            facts: { runtime, line, kind: 'badge' },
          });
        }
      }
    }

    for (const { start, m } of matchesAroundMentions(doc, TAGLINE, (x) => x[1] ?? x[2])) {
      if (skip(start)) continue;
      const runtime = canonicalRuntime(m[1] ?? m[2]);
      const range = rangeOf(info, start, start + m[0].length);
      const line = range.start.line;
      const lineStr = lineText(info, line);
      if (coversOther(neutralisersIn(lineStr), runtime) || coversOther(sectionNeutraliser(doc, line), runtime)) continue;
      ctx.report({
        messageId: 'tagline',
        range,
        data: { match: m[0], runtime, line, text: quoteLine(lineStr) },
        facts: { runtime, line, kind: 'tagline' },
      });
    }
  },
};
