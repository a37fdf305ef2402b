/**
 * Where a gate match sits and whether it is exempt: the region of SKILL.md it is in
 * (frontmatter, HTML comments and link targets are skipped), quoted or example text
 * in prose (a quoted user question, a sample tweet), and the line/section
 * neutralisers from runtimes.ts.
 */
import { regionAt } from '../../skill/markdown.ts';
import { memo, memoKey } from '../../skill/memo.ts';
import { lineText } from '../../skill/text.ts';
import type { RegionKind, SkillDocument } from '../../skill/types.ts';
import { exampleBlockquotes } from '../hasp/examples.ts';
import { insideAny, quotedIntervals } from '../hasp/quotes.ts';

export const SKIPPED_REGIONS: ReadonlySet<RegionKind> = new Set(['frontmatter', 'htmlComment', 'linkTarget']);

/** Per-document lazy facts (example blockquotes). */
const EXAMPLES = memoKey<Array<[number, number]>>('runtime-gate/example-blockquotes');

/** Whether a prose match at [start, end) is quoted or inside an example blockquote. */
export function isCitedProse(doc: SkillDocument, start: number, end: number, line: number, column: number): boolean {
  const md = doc.markdown;
  const info = doc.skillFile?.text;
  if (!md || !info) return false;
  const ex = memo(doc, EXAMPLES, () => exampleBlockquotes(md));
  if (ex.some(([a, b]) => start >= a && start < b)) return true;
  const lineStart = info.lineStarts[line - 1];
  const quotes = quotedIntervals(lineText(info, line), (i) => regionAt(md, lineStart + i) === 'prose');
  return insideAny(quotes, column - 1, column - 1 + (end - start));
}

/** The line as a short quote for messages (trimmed, at most 160 characters). */
export function quoteLine(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > 160 ? t.slice(0, 157) + '…' : t;
}
