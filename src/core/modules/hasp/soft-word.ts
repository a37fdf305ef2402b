/**
 * hasp/soft-word — soft or hedging words in SKILL.md prose (docs/features.md B2, seed v3 dim5
 * pre-scan: 建议/可考虑/根据情况/灵活把握/视情况而定/可能/大概 …, should/consider/
 * maybe/might …). A skill is an instruction to an agent; "should", "尽量" and
 * "if appropriate" leave the decision to the model, which is what makes a skill
 * behave differently run to run. Each hit lowers the HASP sub-score (dim5).
 *
 * Only prose counts: code, inline code, frontmatter, link targets and HTML comments
 * are skipped (matchesInProse); suppressed lines are dropped by the engine. Not
 * counted either: words inside quotation marks, which are cited rather than used (a
 * ban-list like `Using "should", "probably"`, 「MrBeast 可能会建议...」); words in
 * example blockquotes ("改写前：" followed by `> …`, see examples.ts); questions
 * ("When should this skill trigger?", "这可能吗？"), which ask rather than instruct;
 * and non-hedge uses (不可能, 可能性, 给建议, the term `should-trigger`). The list is
 * adjustable with the rule's options `add` / `remove` (the config's `softWords.add/remove`
 * still set them). Where a grammatical
 * mechanical rewrite exists (should → must, consider using X → use X, Maybe run → Run, 尽量 X → X …, see fixes.ts) it is offered
 * as an unsafe fix (HASP hardening level 1).
 */
import { regionAt } from '../../skill/markdown.ts';
import { lineText, rangeOf } from '../../skill/text.ts';
import { optionsOf, type Rule } from '../../rules/types.ts';
import { matchesInProse } from '../../rules/util.ts';
import { exampleBlockquotes } from './examples.ts';
import { hardeningEdit } from './fixes.ts';
import { insideAny, quotedIntervals, type Interval } from './quotes.ts';
import { canonicalWord, inQuestion, isCjkWord, isHedgeUse, isWholeWord, softWordMatcher } from './words.ts';

export const SOFT_WORD_RULE_ID = 'hasp/soft-word';

/** Words added to and removed from the built-in list (canonical forms are compared). */
type SoftWordOptions = { add: string[]; remove: string[] };

const WORD_LIST = { type: 'array', items: { type: 'string', minLength: 1 } } as const;

/** A line inside a blockquote (possibly in a list item). */
const BLOCKQUOTE_LINE = /^\s*(?:(?:[-*+]|\d+[.)])\s+)*>/;

export const rule: Rule = {
  meta: {
    id: SOFT_WORD_RULE_ID,
    module: 'HASP',
    dimension: 'dim5',
    defaultSeverity: 'warning',
    description: {
      en: 'Soft or hedging wording in SKILL.md prose (should, consider, try to, 建议, 尽量 …) that leaves the decision to the model.',
      zh: 'SKILL.md 正文中的软化词（should、consider、try to、建议、尽量 等），把决定权交给了模型。',
    },
    fixable: 'suggestion',
    options: {
      schema: { type: 'object', additionalProperties: false, properties: { add: WORD_LIST, remove: WORD_LIST } },
      defaults: { add: [], remove: [] } satisfies SoftWordOptions,
      configKeys: { add: 'softWords.add', remove: 'softWords.remove' },
    },
    messages: {
      softWord: {
        en: 'Soft word "{word}": state exactly what to do (must / never, a number, a condition) instead of leaving it to the model.',
        zh: '软化词「{word}」：写明确切要求（必须 / 禁止、具体数值或条件），不要把决定留给模型。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const info = doc.skillFile?.text;
    const md = doc.markdown;
    if (!info || !md) return;
    const matcher = softWordMatcher(optionsOf<SoftWordOptions>(ctx));
    if (!matcher) return;
    const text = info.text;
    const quotesByLine = new Map<number, Interval[]>();
    let examples: Array<[number, number]> | undefined;
    for (const hit of matchesInProse(doc, matcher)) {
      const written = hit.match[0];
      const word = canonicalWord(written);
      const start = hit.offset;
      const end = start + written.length;
      if (!isCjkWord(word) && !isWholeWord(text, start, end)) continue;
      if (!isHedgeUse(word, text.slice(Math.max(0, start - 4), start), text.slice(end, end + 4))) continue;
      if (inQuestion(text, end)) continue;
      const line = hit.range.start.line;
      // Example blockquotes need the tree; only look when the line is quoted.
      if (BLOCKQUOTE_LINE.test(lineText(info, line))) {
        examples ??= exampleBlockquotes(md);
        if (examples.some(([a, b]) => start >= a && start < b)) continue;
      }
      let quotes = quotesByLine.get(line);
      if (!quotes) {
        const lineStart = info.lineStarts[line - 1];
        quotes = quotedIntervals(lineText(info, line), (i) => regionAt(md, lineStart + i) === 'prose');
        quotesByLine.set(line, quotes);
      }
      const col = hit.range.start.column - 1;
      if (insideAny(quotes, col, col + written.length)) continue;
      const edit = hardeningEdit(text, start, end, word);
      const shown = written.replace(/\s+/g, ' ');
      const data = { word: shown, replacement: edit?.replacement ?? '', from: edit?.from?.replace(/\s+/g, ' ') ?? shown };
      ctx.report({
        messageId: 'softWord',
        data,
        range: hit.range,
        facts: { word },
        fix: edit
          ? {
              safe: false,
              title: edit.replacement
                ? { en: 'Harden: replace "{from}" with "{replacement}"', zh: '硬化：把「{from}」改为「{replacement}」' }
                : { en: 'Harden: remove "{word}"', zh: '硬化：删除「{word}」' },
              edits: [
                {
                  file: doc.skillFileName ?? 'SKILL.md',
                  range: rangeOf(info, edit.start, edit.end),
                  newText: edit.newText,
                },
              ],
            }
          : undefined,
      });
    }
  },
};
