/**
 * One walker over code text for the Sentinel rules that need to know where a call's
 * argument list ends or where a statement's top-level commas are: it skips string
 * literals (`"…"`, `'…'`, template strings, backslash escapes) and tracks bracket depth.
 * Rules read it instead of each hand-rolling its own quote-and-bracket loop.
 */

/**
 * Visit every character of `s` from `from` that is outside a string literal, with the
 * bracket depth after that character (an opening bracket counts itself; a closing one
 * has already been taken off). A number returned by `visit` ends the walk with it.
 */
export function walkCode(s: string, from: number, visit: (ch: string, i: number, depth: number) => number | undefined): number | undefined {
  let depth = 0;
  let quote = '';
  for (let i = from; i < s.length; i++) {
    const ch = s[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') {
      quote = ch;
      continue;
    }
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    const r = visit(ch, i, depth);
    if (r !== undefined) return r;
  }
  return undefined;
}

/**
 * Whether offset `at` of a code line lies inside a string literal (`"…"`, `'…'`, a
 * template string) or after a line comment (`#` after a space or at the start when
 * `comments` is 'hash', `//` when it is 'slash'): text there is data or a remark, not code
 * that runs.
 */
export function inLiteralOrComment(line: string, at: number, comments: 'hash' | 'slash' | 'none'): boolean {
  let quote = '';
  for (let i = 0; i < at && i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (
      (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t') &&
      ((comments === 'hash' && ch === '#') || (comments === 'slash' && ch === '/' && line[i + 1] === '/'))
    )
      return true;
  }
  return quote !== '';
}

/** Index just past the bracket closing the one at `open`, or the text end. */
export function closeBracket(s: string, open: number): number {
  return walkCode(s, open, (ch, i, depth) => (depth === 0 && (ch === ')' || ch === ']' || ch === '}') ? i + 1 : undefined)) ?? s.length;
}

/** Split an argument list at its top-level commas (trimmed, empty parts dropped). */
export function splitTopLevel(args: string): string[] {
  const out: string[] = [];
  let last = 0;
  walkCode(args, 0, (ch, i, depth) => {
    if (ch === ',' && depth === 0) {
      out.push(args.slice(last, i));
      last = i + 1;
    }
    return undefined;
  });
  out.push(args.slice(last));
  return out.map((a) => a.trim()).filter(Boolean);
}
