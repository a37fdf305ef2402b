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

/** The body of the block opened at `open` (a `{`): up to its matching `}`, at most `max` characters. */
export function braceBody(text: string, open: number, max = 1500): [number, number] | undefined {
  let depth = 0;
  const stop = Math.min(text.length, open + max);
  for (let i = open; i < stop; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return [open + 1, i];
  }
  return undefined;
}

/**
 * The end of an indented block (Python): from the line break `first` after its head, the lines indented deeper
 * than the head's line (which starts at `headLine`), blank lines included, at most `max` characters on.
 */
export function indentedEnd(text: string, headLine: number, first: number, max: number): number {
  const indent = /^[ \t]*/.exec(text.slice(headLine))![0].length;
  let end = first;
  for (let i = first + 1; i < text.length && i - first < max; ) {
    const le = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    const line = text.slice(i, le);
    if (line.trim() && /^[ \t]*/.exec(line)![0].length <= indent) break;
    end = le;
    i = le + 1;
  }
  return end;
}
