/**
 * Small text helpers of sentinel/secret-exfiltration (split from it): clipping a command for a message,
 * the name a file is imported or included by, inline code spans of a prose line, the n-th line end.
 */

export function clip(s: string, n = 80): string {
  const t = s.replace(/\s+/g, ' ');
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
}

/** Whether `text` includes the file named `mod` (PHP/Perl/Ruby `include`/`require`, shell `source`, a template rendered by name). */
export function includes(text: string, mod: string): boolean {
  const m = mod.replace(/[^\w-]/g, '');
  return (
    m.length > 1 &&
    new RegExp(
      String.raw`\b(?:include|require|include_once|require_once|source|dofile|do|load|render|render_template|template|partial|view)\b[^\n]{0,120}\b${m}\b`,
    ).test(text)
  );
}

/** The name a file is imported by (`lib/collect.mjs` → `collect`, `session.py` → `session`). */
export function moduleName(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.indexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/**
 * Two files of one package that call each other's functions unqualified: the same folder and the same
 * `package x` line (Go, Kotlin, Java, Scala).
 */
export function samePackage(a: { path: string; text: string }, b: { path: string; text: string }): boolean {
  const dir = (p: string) => p.slice(0, p.lastIndexOf('/') + 1);
  if (dir(a.path) !== dir(b.path)) return false;
  const pkg = (t: string) => /^\s*package\s+([\w.]+)/m.exec(t.slice(0, 4000))?.[1];
  const p = pkg(a.text);
  return p !== undefined && p === pkg(b.text);
}

/** Inline code spans of a prose line (each a command), plus the line itself when it has none. */
export function inlinePieces(line: string, at: number): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  const re = /(`+)([^`]+?)\1/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line))) out.push([at + m.index + m[1].length, m[2]]);
  if (!out.length) out.push([at, line]);
  return out;
}

export function nthLineEnd(text: string, from: number, n: number, limit: number): number {
  let p = from;
  for (let i = 0; i < n && p < limit; i++) {
    const nl = text.indexOf('\n', p + 1);
    p = nl < 0 ? limit : nl;
  }
  return Math.min(p, limit);
}

/**
 * One search for "any of these patterns", for a yes/no test or for where the first match starts: the parts' top-level
 * alternatives, those opening with `\b` (or `\.`) under one shared `\b` (`\.`), no named groups — the same language,
 * tried far faster than the parts each in a named group. (Which alternative wins at a place is not kept: callers that
 * need it exec the grouped pattern there.) No part may hold a back-reference.
 */
export function anyOf(parts: readonly string[], flags: string): RegExp {
  const alts = parts.flatMap(topAlternatives);
  const b = alts.filter((a) => a.startsWith('\\b')).map((a) => a.slice(2));
  const dot = alts.filter((a) => a.startsWith('\\.')).map((a) => a.slice(2));
  const rest = alts.filter((a) => !a.startsWith('\\b') && !a.startsWith('\\.'));
  const all = [...(b.length ? [`\\b(?:${b.join('|')})`] : []), ...(dot.length ? [`\\.(?:${dot.join('|')})`] : []), ...rest];
  return new RegExp(all.join('|'), flags);
}

/** A pattern's alternatives at its top level (outside groups and classes). */
function topAlternatives(p: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cls = false;
  let from = 0;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') i++;
    else if (cls) cls = c !== ']';
    else if (c === '[') cls = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(p.slice(from, i));
      from = i + 1;
    }
  }
  out.push(p.slice(from));
  return out;
}
