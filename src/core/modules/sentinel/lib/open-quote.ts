/** A quotation left open before a hit (report.ts: a hit inside someone's quoted words is a quotation, not an order). */

/** Whether `text` leaves a quotation open with a typographic mark (« “ „ 「 『) or a `"` that opens before a word. */
export function openQuotation(text0: string): boolean {
  // (a closed German quotation, „…“, ends with the mark English opens with: out first)
  const text = text0.includes('„') ? text0.replace(/„[^“”„"\n]*[“”"]/g, '') : text0;
  const pairs: Array<[string, string]> = [
    ['«', '»'],
    ['“', '”'],
    ['„', '“'],
    ['「', '」'],
    ['『', '』'],
  ];
  if (pairs.some(([o, c]) => text.lastIndexOf(o) > text.lastIndexOf(c))) return true;
  const plain = [...text.matchAll(/"/g)].map((m) => m.index);
  // (an odd count whose last mark opens: after a blank or a line start, before a letter)
  return plain.length % 2 === 1 && /(?:^|[\s(:])"(?=\p{L})/u.test(text.slice(Math.max(0, plain[plain.length - 1] - 1)));
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
  // A closed German quotation („…“, or „…" typed with the plain mark) ends with the mark English opens with: out first.
  const before = text.includes('„') ? text.replace(/„[^“”„"\n]*[“”"]/g, '') : text;
  if (odd(before, '"') || (backticks && odd(before, '`'))) return true;
  const pairs: Array<[string, string]> = [
    ['“', '”'],
    ['「', '」'],
    ['『', '』'],
    ['‘', '’'],
    ['《', '》'],
    // German „… (closed ones were taken out above) and French/Russian «…», ‹…›
    ['„', '“'],
    ['«', '»'],
    ['‹', '›'],
  ];
  return pairs.some(([o, c]) => before.lastIndexOf(o) > before.lastIndexOf(c));
}
