/**
 * Where a sentence of prose begins and ends (lib/sentences-read.ts): its unit — a paragraph's lines, a list item, a
 * quote — bounded by blank lines, list items, headings and table rows, and inside it the sentence punctuation.
 */
import { END } from './sentences-words.ts';

/**
 * Whether the line [a, b) starts a new unit: a list item, a heading, a table row, a quote,
 * a blank line — /^\s*(?:[-*+•]\s|\d+[.)]\s|#{1,6}\s|\||>|$)/ over that slice, read in
 * place (no slice: it runs on every line a sentence's unit spans).
 */
export function unitStart(text: string, a: number, end: number): boolean {
  const b = Math.min(end, text.length);
  let i = a;
  while (i < b && isSpace(text.charCodeAt(i))) i++;
  if (i >= b) return true;
  const c = text.charCodeAt(i);
  if (c === 0x7c) return true; // |
  if (c === 0x3e) return quoteStart(text, a, i, b); // >
  if (c === 0x2d || c === 0x2a || c === 0x2b || c === 0x2022) return i + 1 < b && isSpace(text.charCodeAt(i + 1)); // - * + •
  if (c >= 0x30 && c <= 0x39) {
    let k = i + 1;
    while (k < b && text.charCodeAt(k) >= 0x30 && text.charCodeAt(k) <= 0x39) k++;
    const d = text.charCodeAt(k);
    return k + 1 < b && (d === 0x2e || d === 0x29) && isSpace(text.charCodeAt(k + 1)); // . )
  }
  return c === 0x23 && hashHeading(text, i, b);
}

/**
 * A quoted line (`>` at i) starts a unit unless it continues the quoted line above: a
 * quote wraps its sentences over lines ("> Follow these rules …" / "> in every session"),
 * while a blank quoted line, a list item or a heading inside the quote starts a new one.
 */
function quoteStart(text: string, a: number, i: number, b: number): boolean {
  let k = i;
  while (k < b && (text.charCodeAt(k) === 0x3e || isSpace(text.charCodeAt(k)))) k++;
  if (k >= b || unitStart(text, k, b)) return true;
  if (a === 0) return true;
  const prev = text.lastIndexOf('\n', a - 2) + 1;
  let p = prev;
  while (p < a - 1 && isSpace(text.charCodeAt(p))) p++;
  if (text.charCodeAt(p) !== 0x3e) return true;
  while (p < a - 1 && (text.charCodeAt(p) === 0x3e || isSpace(text.charCodeAt(p)))) p++;
  return p >= a - 1;
}

/** `#{1,6}\s` at i, within [i, b). */
function hashHeading(text: string, i: number, b: number): boolean {
  let k = i;
  while (k < b && text.charCodeAt(k) === 0x23) k++;
  return k - i <= 6 && k < b && isSpace(text.charCodeAt(k));
}

/** The line [a, b) is blank or a heading or table row: /^\s*$/ or /^\s*(?:#{1,6}\s|\|)/ over that slice. */
function stopLine(text: string, a: number, end: number): boolean {
  const b = Math.min(end, text.length);
  let i = a;
  while (i < b && isSpace(text.charCodeAt(i))) i++;
  if (i >= b) return true;
  const c = text.charCodeAt(i);
  return c === 0x7c || (c === 0x23 && hashHeading(text, i, b));
}

/** JavaScript's `\s`. */
export function isSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * The sentence or list item holding `pos`, within [from, to): it does not cross a blank
 * line, a list item, a heading or a table row, and stops at sentence punctuation
 * (English or Chinese).
 */
export function sentenceAt(text: string, pos: number, from: number, to: number): [number, number] {
  // Unit bounds by lines.
  let ls = text.lastIndexOf('\n', pos - 1) + 1;
  if (ls < from) ls = from;
  let us = ls;
  while (us > from) {
    const nl = text.indexOf('\n', us);
    if (unitStart(text, us, nl < 0 ? to : nl)) break;
    const prev = text.lastIndexOf('\n', us - 2) + 1;
    if (prev < from || us - prev > 2000) break;
    if (stopLine(text, prev, us - 1)) break;
    us = prev;
    if (ls - us > 1500) break;
  }
  let ue = text.indexOf('\n', pos);
  if (ue < 0 || ue > to) ue = to;
  while (ue < to) {
    const next = text.indexOf('\n', ue + 1);
    if (unitStart(text, ue + 1, next < 0 || next > to ? to : next) || ue - pos > 1500) break;
    ue = next < 0 || next > to ? to : next;
  }
  // Sentence bounds inside the unit.
  const unit = text.slice(us, ue);
  const rel = pos - us;
  let s = 0;
  let e = unit.length;
  END.lastIndex = 0;
  for (let m = END.exec(unit); m; m = END.exec(unit)) {
    const after = m.index + m[0].length;
    if (after <= rel) s = after;
    else {
      e = after;
      break;
    }
  }
  return [us + s, us + e];
}
