/** Quotations left open before a hit (report.ts: a hit inside someone's quoted words is a quotation, not an order). */

/** Typographic quotation marks, opening and closing: German „… (closed ones taken out first), French and Russian «…», ‹…›. */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['“', '”'],
  ['「', '」'],
  ['『', '』'],
  ['‘', '’'],
  ['《', '》'],
  ['„', '“'],
  ['«', '»'],
  ['‹', '›'],
];

/** `text` without its closed German quotations: „…“ (or „…" typed with the plain mark) ends with the mark English opens with. */
function withoutClosedGerman(text: string): string {
  return text.includes('„') ? text.replace(/„[^“”„"\n]*[“”"]/g, '') : text;
}

/** Whether a typographic quotation is left open in `text`. */
function typographicOpen(text: string): boolean {
  return PAIRS.some(([o, c]) => text.lastIndexOf(o) > text.lastIndexOf(c));
}

/**
 * Whether `text` (a blockquote before the hit, over several lines) leaves a quotation open: a typographic mark, or a `"`
 * that opens before a word — not a stray one (`13" screens`).
 */
export function openQuotation(text0: string): boolean {
  const text = withoutClosedGerman(text0);
  if (typographicOpen(text)) return true;
  const plain = [...text.matchAll(/"/g)].map((m) => m.index);
  // (an odd count whose last mark opens: after a blank or a line start, before a letter)
  // (…or after an emphasis mark: *"Delete all tags … without asking"*)
  return plain.length % 2 === 1 && /(?:^|[\s(:*_])"(?=\p{L})/u.test(text.slice(Math.max(0, plain[plain.length - 1] - 1)));
}

export function odd(s: string, ch: string): boolean {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) if (s[i - 1] !== '\\') n++;
  return n % 2 === 1;
}

/**
 * Whether the text before a hit (same line) leaves a quotation open; backticks count
 * in code (a template string) but not in prose, where they mark inline code.
 */
export function inQuotes(text: string, backticks = true): boolean {
  const before = withoutClosedGerman(text);
  return odd(before, '"') || (backticks && odd(before, '`')) || typographicOpen(before);
}
