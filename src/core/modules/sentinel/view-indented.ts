/**
 * Markdown's indented code blocks (four spaces or a tab after a blank line, CommonMark 4.4):
 * code, like fenced blocks, in what the view would otherwise read as prose. Only blocks after
 * a blank line below a paragraph or heading at the margin count — an indented line under a
 * list item is the item's own text, unless it is indented four past the item's content (a code block in the item).
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
    if (!blank && blankAbove && INDENTED.test(line) && (atMargin(lastText) || inItemCode(lastText, line))) {
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

/**
 * A line indented four more than the content of the list item above it (CommonMark 5.2: "2. Set the registry:" ⏎⏎
 * "       npm config set registry …" is a code block inside the item).
 */
function inItemCode(item: string, line: string): boolean {
  const m = /^ {0,3}(?:[-*+]|\d{1,9}[.)])( {1,4})(?=\S)/.exec(item);
  if (!m) return false;
  return /^ */.exec(line)![0].length >= m[0].length + 4;
}
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

/** A blank line, then a line indented four spaces or a tab: where an indented code block may start (one test per file). */
/**
 * Whether `text` holds a blank line followed by an indented one (`/\n[ \t]*\n(?: {4}|\t)/`), by
 * the line breaks: the pattern, tried at every character, was a good part of reading a large
 * Markdown file.
 */
export function hasIndentedBlock(text: string): boolean {
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    let j = i + 1;
    let c = text.charCodeAt(j);
    while (c === 32 || c === 9) c = text.charCodeAt(++j);
    if (c === 10 && (text.charCodeAt(j + 1) === 9 || text.startsWith('    ', j + 1))) return true;
  }
  return false;
}
