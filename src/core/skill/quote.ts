/**
 * Where a model's quotation stands in a file (SkillOps' semantic scan, Sentinel's model read): the first line that holds
 * it. A quotation is of one line; one that no line holds is not the file's.
 */

/** The 1-based line and column of `quote` (trimmed) in `text`, or undefined when no line holds it. */
export function quotedAt(text: string, quote: string): { line: number; column: number } | undefined {
  const q = quote.trim();
  if (!q || q.includes('\n')) return undefined;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const at = lines[i].indexOf(q);
    if (at >= 0) return { line: i + 1, column: at + 1 };
  }
  return undefined;
}
