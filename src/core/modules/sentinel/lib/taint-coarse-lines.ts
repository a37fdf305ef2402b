/**
 * Reading one line of any language for the coarse flow (lib/taint-coarse.ts): its string literals blanked,
 * the names it binds, its assignment operator and brackets, and where a function body ends.
 */

export const KEYWORDS = new Set(
  'this self it my our local val var let const final static auto public private protected return new in of as for foreach each do end then if else elif while fn func function def sub true false nil null undefined none None string int bool String Int Bool void use import require'.split(
    ' ',
  ),
);

/** Whether line `i` is the last expression of a body that the next non-blank line closes at the function's indentation (`end`, `}`). */
export function lastExpr(lines: string[], i: number, indent: number): boolean {
  if (/^\s*(?:if|unless|while|for|puts|print|p|raise|log|echo)\b|[{(,]\s*$|;\s*$/.test(lines[i])) return false;
  for (let k = i + 1; k < lines.length && k <= i + 3; k++) {
    const l = lines[k];
    if (!l.trim()) continue;
    return /^\s*(?:end|\})\s*$/.test(l) && l.length - l.trimStart().length === indent;
  }
  return false;
}

/** The indentation of the line holding `at` (a header at the margin opens a top-level function). */
export function lineIndent(text: string, at: number): number {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let k = ls;
  while (k < at && (text[k] === ' ' || text[k] === '\t')) k++;
  return k - ls;
}

/** A line with its string literals' text blanked, their interpolations kept (`"$x"`, `"${x}"`, `"#{x}"`, `"{$x}"`). */
export function codeOf(line: string): string {
  if (!/["'\x60]/.test(line)) return line;
  return line.replace(
    /(["'\x60])((?:\\.|(?!\1)[^\\\n])*)\1/g,
    (_, q: string, inner: string) => `${q}${(inner.match(/\$\{?\w+|\$\(\s*\w+|#\{[^}]*\}|\{\$?\w+/g) ?? []).join(' ')}${q}`,
  );
}

/** The names a line binds. */
export function bindings(line: string): string[] {
  const out: string[] = [];
  // loop variables
  const loop =
    /\bas\s+\$?(\w+)(?:\s*=>\s*\$?(\w+))?|\bfor(?:each)?\s*\(?\s*(?:my\s+|local\s+|const\s+|let\s+|var\s+|val\s+|final\s+)?\$?(\w+)(?:\s*,\s*\$?(\w+))?\s+(?:in|of|:)\s|(?:\{|\bdo)\s*\|\s*(\w+)(?:\s*,\s*(\w+))?\s*\||\{\s*(\w+)(?:\s*,\s*(\w+))?\s*->/g;
  for (const m of line.matchAll(loop)) for (const g of m.slice(1)) if (g) out.push(g);
  // containers filled in place
  for (const m of line.matchAll(
    /\b(\w+)\.Header\.(?:Set|Add)\s*\(|(?:[{|;]\s*|=>\s*|\bthen\s+|\bdo\s+)(\w+)\s*\[[^\]\n]*\]\s*=(?![=~>])|\b(\w+)\s*(?:\.|->)\s*(?:add\w*|append\w*|push\w*|put\w*|insert|extend|update|concat|set|write\w*|load|merge|Add\w*|Append\w*|Put\w*)\s*\(|\bpush\s*\(?\s*@(\w+)|\btable\.insert\s*\(\s*(\w+)|\barray_push\s*\(\s*\$(\w+)|\b(\w+)\s*<<(?!<)|\b(\w+)\s*\+=/g,
  ))
    for (const g of m.slice(1)) if (g) out.push(g);
  // assignments
  const a = assignAt(line);
  if (a >= 0) {
    const lhs = line
      .slice(0, a)
      .replace(/(?<=[\w\])])\s*\[[^\]]*\]/g, '')
      .replace(/\{[^}]*\}/g, '');
    const ids = lhs.match(/[A-Za-z_]\w*/g) ?? [];
    for (const id of ids) if (!KEYWORDS.has(id) && !/^[A-Z][a-z]/.test(id)) out.push(id);
    // (a container a class keeps, filled by key: C#'s and Java's `Context["env." + k] = v`)
    const kept = /^\s*([A-Z][a-z]\w*)\s*\[/.exec(line);
    if (kept && !KEYWORDS.has(kept[1])) out.push(kept[1]);
  }
  return out;
}

/** Index of the first assignment operator outside strings and brackets, or -1. */
function assignAt(line: string): number {
  let quote = '';
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '{') depth++;
    else if (c === ')' || c === '}') depth--;
    else if (depth <= 0 && c === '=' && line[i + 1] !== '=' && line[i + 1] !== '>' && line[i + 1] !== '~' && !/[=!<>]/.test(line[i - 1] ?? ''))
      return /[:.+|&\-*\/]/.test(line[i - 1] ?? '') ? i - 1 : i;
    else if (depth <= 0 && c === '<' && line[i + 1] === '-' && line[i - 1] === ' ') return i;
  }
  return -1;
}

/** Opening and closing brackets of a line, outside strings: [number opened net of those closed on the line, closes of earlier ones]. */
export function brackets(line: string): [number, number] {
  let quote = '';
  let open = 0;
  let closes = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      // a quote that opens a string closed on this line (Perl's `$#x` or an apostrophe in a comment would not be)
      if (line.indexOf(c, i + 1) > 0) quote = c;
    } else if (c === '(' || c === '[' || c === '{') open++;
    else if (c === ')' || c === ']' || c === '}') {
      if (open > 0) open--;
      else closes++;
    }
  }
  return [open, closes];
}
