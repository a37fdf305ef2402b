/**
 * Quoted stretches of one line of prose. A soft word inside quotes is being cited
 * (a ban-list such as `Using "should", "probably"` or 「MrBeast 可能会建议...」), not
 * used, so HASP does not count it (corpus NOTES §7 traps).
 *
 * Pairs: “…” ‘…’ 「…」 『…』 (nesting by a stack per kind), straight "…" (paired in
 * order) and straight '…' (only where it cannot be an apostrophe: an opener follows
 * a non-letter and a closer precedes a non-letter). A curly or CJK opener left open
 * at the end of the line quotes the rest of the line; a closer with no opener quotes
 * the start of the line, so a quotation broken over two lines still counts.
 */

export type Interval = [number, number];

const PAIRS: Record<string, string> = { '“': '”', '‘': '’', '「': '」', '『': '』' };
const CLOSERS: Record<string, string> = { '”': '“', '’': '‘', '」': '「', '』': '『' };
const LETTER = /[\p{L}\p{N}]/u;

/**
 * Quoted intervals (offsets relative to `line`, inner text only) of one line.
 * `isProse(i)` says whether character i is prose; quote marks outside prose (for
 * instance inside inline code) are ignored.
 */
export function quotedIntervals(line: string, isProse: (i: number) => boolean = () => true): Interval[] {
  const out: Interval[] = [];
  const stacks = new Map<string, number[]>();
  let straightDouble = -1;
  let straightSingle = -1;
  for (let i = 0; i < line.length; i++) {
    // Code units first: `line[i]` made a string of every CJK character of the line.
    const c = line.charCodeAt(i);
    if (c !== 0x22 && c !== 0x27 && c !== 0x201c && c !== 0x201d && c !== 0x2018 && c !== 0x2019 && (c < 0x300c || c > 0x300f)) continue;
    const ch = line[i];
    if (!isProse(i)) continue;
    if (ch === '"') {
      if (straightDouble < 0) straightDouble = i;
      else {
        out.push([straightDouble + 1, i]);
        straightDouble = -1;
      }
    } else if (ch === "'") {
      const prev = i > 0 ? line[i - 1] : '';
      const next = i + 1 < line.length ? line[i + 1] : '';
      if (straightSingle >= 0 && prev && !/\s/.test(prev) && !LETTER.test(next)) {
        out.push([straightSingle + 1, i]);
        straightSingle = -1;
      } else if (straightSingle < 0 && !LETTER.test(prev) && next && !/\s/.test(next)) {
        straightSingle = i;
      }
    } else if (ch in PAIRS) {
      let s = stacks.get(ch);
      if (!s) stacks.set(ch, (s = []));
      s.push(i);
    } else {
      const opener = CLOSERS[ch];
      const s = stacks.get(opener);
      if (s?.length) out.push([s.pop()! + 1, i]);
      // ’ is also the curly apostrophe (don’t): only a closer of a pending ‘ counts.
      else if (ch !== '’') out.push([0, i]);
    }
  }
  for (const s of stacks.values()) for (const start of s) out.push([start + 1, line.length]);
  return out;
}

export function insideAny(intervals: Interval[], start: number, end: number): boolean {
  return intervals.some(([a, b]) => start >= a && end <= b);
}
