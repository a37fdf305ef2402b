/**
 * `metis/version-log` (iron rule #2, seed 003: "不得在 skill.md 中写版本记录 — 版本控制由
 * Git 管理"): skill.md's body keeps no version record —
 * - a section titled as one (Changelog, Version history, Release notes, 版本记录,
 *   更新日志, 变更记录, 修订历史 …) or a heading that is a version (`## v5.2 (2025-03-01)`,
 *   `## [1.2.0]`): one finding on the heading, with a fix that removes the section up to
 *   the next heading of the same or a higher level (offered, not applied by `luban fix`:
 *   it deletes text);
 * - outside such sections, list items or table rows that start with a version
 *   (`- v5.1: added X`, `| 1.2.0 | 2025-01-02 | … |`): one finding per run of them.
 * The frontmatter's `version:` field is the place for the current version and is not
 * a record; a version mentioned in passing ("（v5.2 更新）") is not one either.
 */
import type { Rule } from '../../rules/types.ts';
import { regionAt } from '../../skill/markdown.ts';
import { lineText } from '../../skill/text.ts';
import { skillMdName } from '../skillops/shared.ts';

const LOG_TITLE =
  /\b(?:change ?log|version history|release notes|revision history|history of changes)\b|版本(?:记录|历史|日志|说明|变更|更新)|更新(?:日志|记录|历史)|变更(?:记录|日志|历史)|修订(?:记录|历史)|历史版本|发布记录/i;
const VERSION_HEADING = /^\[?v?\d+\.\d+(?:\.\d+)?\]?(?:$|\s|[-–—(（:：])/i;
const VERSION_ENTRY = /^\s*(?:[-*+]\s+|\|\s*)(?:\*\*|__)?\[?v?\d+\.\d+(?:\.\d+)?\]?(?:\*\*|__)?\s*(?:$|[|:：\-–—(（]|\s+\d{4}[-/.]\d{1,2})/i;

export const rule: Rule = {
  meta: {
    id: 'metis/version-log',
    module: 'Metis',
    dimension: 'dim7a',
    defaultSeverity: 'warning',
    profiles: ['metis'],
    ironRule: 2,
    description: {
      en: 'Iron rule #2: skill.md keeps no version record; Git keeps the history.',
      zh: '铁律 #2：不得在 skill.md 中写版本记录，版本控制由 Git 管理。',
    },
    fixable: 'suggestion',
    messages: {
      section: {
        en: '⛔ Iron rule #2: "{heading}" is a version record in skill.md; Git keeps the history. Remove the section (commit messages and tags say what changed).',
        zh: '⛔ 铁律 #2：“{heading}”是写在 skill.md 中的版本记录；版本历史由 Git 管理。请删除这一节（变更写进提交信息和标签）。',
      },
      entries: {
        en: '⛔ Iron rule #2: these lines are version entries ("{entry}"); skill.md keeps no version record — Git does.',
        zh: '⛔ 铁律 #2：这些行是版本条目（“{entry}”）；skill.md 不写版本记录，由 Git 管理。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const info = doc.skillFile?.text;
    const md = doc.markdown;
    if (!info || !md) return;
    const file = skillMdName(doc);
    const headings = md.headings;
    const covered: Array<[number, number]> = [];
    const lastLine = info.lineStarts.length;
    for (let i = 0; i < headings.length; i++) {
      const h = headings[i];
      const title = h.text.replace(/^[^\p{L}\p{N}[]+/u, '').trim();
      if (covered.some(([a, b]) => h.line >= a && h.line <= b)) continue;
      if (!LOG_TITLE.test(title) && !VERSION_HEADING.test(title)) continue;
      const next = headings.slice(i + 1).find((n) => n.depth <= h.depth);
      const endLine = next ? next.line - 1 : lastLine;
      covered.push([h.line, endLine]);
      const startOffset = info.lineStarts[h.line - 1];
      const endOffset = next ? info.lineStarts[next.line - 1] : info.text.length;
      const startPos = { line: h.line, column: 1 };
      const endPos = next ? { line: next.line, column: 1 } : { line: lastLine, column: lineText(info, lastLine).length + 1 };
      ctx.report({
        messageId: 'section',
        data: { heading: h.text },
        file,
        range: h.range,
        fix:
          endOffset > startOffset
            ? {
                safe: false,
                title: { en: `Remove the section "${h.text}"`, zh: `删除“${h.text}”一节` },
                edits: [{ file, range: { start: startPos, end: endPos }, newText: '' }],
              }
            : undefined,
      });
    }
    const bodyLine = doc.frontmatter ? doc.frontmatter.closingLine + 1 : 1;
    let inRun = false;
    for (let l = bodyLine; l <= lastLine; l++) {
      const text = lineText(info, l);
      const isEntry =
        VERSION_ENTRY.test(text) && regionAt(md, info.lineStarts[l - 1] + text.search(/\S/)) === 'prose' && !covered.some(([a, b]) => l >= a && l <= b);
      if (isEntry && !inRun) {
        const col = text.search(/\S/) + 1;
        ctx.report({
          messageId: 'entries',
          data: { entry: text.trim().slice(0, 60) },
          file,
          range: { start: { line: l, column: col }, end: { line: l, column: text.length + 1 } },
        });
      }
      inRun = isEntry;
    }
  },
};
