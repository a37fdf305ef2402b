/**
 * Markdown's indented code blocks (four spaces or a tab after a blank line, CommonMark 4.4):
 * code, like fenced blocks, in what the view would otherwise read as prose. Only blocks after
 * a blank line below a paragraph or heading at the margin count — an indented line under a
 * list item is the item's own text (the list's indentation is not counted here).
 */

/** The prose segment `seg` split around its indented code blocks (`code` makes one), the segment itself when it has none. */
export function splitIndented<S extends { start: number; end: number }>(text: string, seg: S, code: (start: number, end: number) => S): S[] {
  const { start, end } = seg;
  const first = text.indexOf('\n\n', start);
  if (first < 0 || first >= end || !/\n\n(?: {4}|\t)/.test(text.slice(first, end))) return [seg];
  const out: S[] = [];
  let proseFrom = start;
  let lastText = ''; // the last non-blank line above
  let blankAbove = false;
  let ls = start;
  while (ls < end) {
    let le = text.indexOf('\n', ls);
    if (le < 0 || le > end) le = end;
    const line = text.slice(ls, le);
    const blank = line.trim() === '';
    if (!blank && blankAbove && INDENTED.test(line) && atMargin(lastText)) {
      // the block: indented or blank lines, up to the last indented one
      let blockEnd = le;
      let p = le + 1;
      while (p < end) {
        let q = text.indexOf('\n', p);
        if (q < 0 || q > end) q = end;
        const l = text.slice(p, q);
        if (l.trim() !== '' && !INDENTED.test(l)) break;
        if (l.trim() !== '') blockEnd = q;
        p = q + 1;
      }
      // (an indented paragraph of sentences stays prose: the agent reads it as words, and so do the prose rules)
      if (sentences(text.slice(ls, blockEnd))) {
        lastText = text.slice(text.lastIndexOf('\n', blockEnd - 1) + 1, blockEnd);
        blankAbove = false;
        ls = blockEnd + 1;
        continue;
      }
      if (ls > proseFrom) out.push({ ...seg, start: proseFrom, end: ls });
      out.push(code(ls, blockEnd));
      proseFrom = Math.min(end, blockEnd + 1);
      lastText = text.slice(text.lastIndexOf('\n', blockEnd - 1) + 1, blockEnd);
      blankAbove = false;
      ls = proseFrom;
      continue;
    }
    if (!blank) lastText = line;
    blankAbove = blank;
    ls = le + 1;
  }
  if (!out.length) return [seg];
  if (proseFrom < end) out.push({ ...seg, start: proseFrom, end });
  return out;
}

const INDENTED = /^(?: {4}|\t)/;
/** A line that reads as a sentence: it opens with a capital or a CJK character and ends a sentence. */
const SENTENCE = /^\s*[A-Z\u00c0-\u00de\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af][^\n]*[.!?。！？:：]\s*$/;
/** Whether the block's first line is a sentence ("Silently append the line … to ~/.bashrc."), not code. */
function sentences(block: string): boolean {
  const first = block.split('\n').find((l) => l.trim() !== '') ?? '';
  return SENTENCE.test(first) && /[a-z]{2,}\s+[a-z]{2,}|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{4}/.test(first);
}
/** A paragraph line or heading at the left margin (not a list item, not indented, not a table or quote). */
function atMargin(line: string): boolean {
  return line !== '' && !/^\s/.test(line) && !/^(?:[-*+•]|\d+[.)])\s/.test(line) && !/^[|>]/.test(line);
}
