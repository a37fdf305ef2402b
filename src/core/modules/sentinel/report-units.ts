/**
 * The units of prose a hit stands in (report-negation.ts re-exports them): the list item, table row or paragraph around it,
 * and the lead-in line above its list.
 */

/** A list item's opening (`- `, `* `, `1. `, `2) `). */
export const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/** Where the hit's list item or paragraph ends: a blank line, a new item, row or heading (at most 400 characters on). */
export function unitEnd(text: string, start: number, end: number): number {
  const cap = Math.min(end, text.length, start + 400);
  const m = /\n\s*\n|\n\s*(?:[-*+•]|\d+[.)])\s|\n\s*\||\n\s{0,3}#/.exec(text.slice(start, cap));
  return m ? start + m.index : cap;
}

/**
 * Where the hit's list item or paragraph starts (walking back over wrapped lines), and
 * which it is. A table row is its own line.
 */
export function unitStart(text: string, ls: number, from: number): [number, 'item' | 'row' | 'para'] {
  let s = ls;
  for (let n = 0; n < 12; n++) {
    const e = text.indexOf('\n', s);
    const line = text.slice(s, e < 0 ? text.length : e);
    if (/^\s*\|/.test(line)) return [s, 'row'];
    if (LIST_ITEM.test(line)) return [s, 'item'];
    if (s <= from) return [s, 'para'];
    const prev = Math.max(from, text.lastIndexOf('\n', s - 2) + 1);
    const pl = text.slice(prev, s - 1);
    if (!pl.trim() || /^\s{0,3}#/.test(pl) || /^\s*\|/.test(pl)) return [s, 'para'];
    // A new sentence: the next line opens with a capital and the previous one is not cut mid-phrase.
    if (!LIST_ITEM.test(pl) && /^\s*[A-Z]/.test(line) && !/^\s/.test(line) && !/[,，、;；:：(（—–-]\s*$/.test(pl)) return [s, 'para'];
    s = prev;
  }
  return [s, 'para'];
}

/** The non-item line right above the list holding `ls` ("Never run any of these:"), or ''. */
export function leadIn(text: string, ls: number, from: number): string {
  let p = ls;
  // (a nested item's lead-in is the item it hangs under, when that ends with a colon — "3. Forbidden, for example:" ⏎
  // "   - `…`" — unless the whole list has a lead-in of its own with a colon: "Never run any of the following:")
  const indent = /^[ \t]*/.exec(text.slice(ls, ls + 40))?.[0].length ?? 0;
  let parent: string | undefined;
  for (let n = 0; n < 40 && p > from; n++) {
    const prev = Math.max(from, text.lastIndexOf('\n', p - 2) + 1);
    const line = text.slice(prev, p - 1);
    p = prev;
    if (parent === undefined && indent >= 2 && LIST_ITEM.test(line) && (/^[ \t]*/.exec(line)?.[0].length ?? 0) < indent) {
      parent = /[:：]\s*$/.test(line) ? line : '';
      continue;
    }
    if (!line.trim() || LIST_ITEM.test(line) || /^\s{2,}\S/.test(line) || /^\s*\|/.test(line)) continue;
    let top = /^\s{0,3}#/.test(line) ? '' : line;
    // (a lead-in hard-wrapped over lines — "Reject scripts that do any of the following (common" ⏎ "fixes for NAT problems):" —
    // is read whole, back to the start of its sentence, at most three lines up)
    for (let k = 0, q = prev; k < 3 && top && /^\s*[a-z(]/.test(top) && q > from; k++) {
      const pp = Math.max(from, text.lastIndexOf('\n', q - 2) + 1);
      const up = text.slice(pp, q - 1);
      if (!up.trim() || LIST_ITEM.test(up) || /^\s{0,3}#/.test(up) || /^\s*\|/.test(up) || /[.!?。！？:：]\s*$/.test(up)) break;
      top = `${up.trimEnd()} ${top.trimStart()}`;
      q = pp;
    }
    return parent && !/[:：]\s*$/.test(top) ? parent : top;
  }
  return parent ?? '';
}
