/**
 * Statements and expressions for the taint analysis (lib/taint.ts): cutting code into logical
 * statements, identifiers outside string literals, comments blanked, bracket and quote
 * scanning, assignment targets and byte-spelled constants.
 */
import type { Lang } from '../view.ts';

export const MAX_STMTS = 4000;

export interface Ident {
  n: string;
  at: number;
  /** Called (`n(`) or substituted (`$(n`). */
  call: boolean;
}

/** Identifiers of `code` outside plain string literals, less attribute names, keyword arguments and object keys. */
export function idents(code: string): Ident[] {
  const bare = code.replace(/(["'])(?:(?!\1)[^\\\n]|\\.)*\1/g, (q) => (/\$\{?\w|\{[\w(]|\$\(/.test(q) ? q : ' '.repeat(q.length)));
  const out: Ident[] = [];
  const re = /[$@]?\{?([A-Za-z_]\w*)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(bare))) {
    const n = m[1];
    const sigil = m[0][0] === '$' || m[0][0] === '@';
    const after = m.index + m[0].length;
    // `.name(` after a space, `(`, `,` or `=`: R's dot-named function (`.diagnostics()`), not an attribute
    if (!sigil && bare[m.index - 1] === '.' && !(m.index > 1 && /[\s(,=]/.test(bare[m.index - 2]) && bare[after] === '(')) {
      // … but `self.x` / `this.x` is the object's own attribute, one name across its methods (`self.token` set in
      // `__init__`, read in `as_dict`), written `self.x` for both languages
      if (m.index >= 5 && /^(?:self|this)$/.test(bare.slice(m.index - 5, m.index - 1)) && !/[\w$.]/.test(bare[m.index - 6] ?? ''))
        out.push({ n: `self.${n}`, at: m.index - 5, call: /^\s*\(/.test(bare.slice(after, after + 8)) });
      continue;
    }
    if (!sigil && /^\s*(?:=(?![=~])|:(?![:=]))/.test(bare.slice(after, after + 3)) && /[({,]\s*$/.test(bare.slice(Math.max(0, m.index - 20), m.index)))
      continue;
    if (KEYWORDS.has(n)) continue;
    const call = /^\s*\(/.test(bare.slice(after, after + 8)) || /(?:\$\(|`)\s*$/.test(bare.slice(Math.max(0, m.index - 3), m.index));
    out.push({ n, at: after - n.length, call });
  }
  return out;
}

export const KEYWORDS = new Set(
  'if else elif for while in of return def function func var let const and or not is None null true false True False new await async this self range await with as try except catch finally import from export local declare readonly echo print string int bool byte map err nil make len str dict list set type struct'.split(
    ' ',
  ),
);

/** Cut code into logical statements: a line, extended while `(`/`[`/an expression `{` is open or the line continues. */
export function splitStatements(text: string, lang: Lang): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let pos = 0;
  const n = text.length;
  while (pos < n && out.length < MAX_STMTS) {
    let depth = 0;
    let end = pos;
    let lines = 0;
    for (;;) {
      let le = text.indexOf('\n', end);
      if (le < 0) le = n;
      // (the line [end, le) read in place)
      depth += exprDelta(text, end, le, lang, depth);
      lines++;
      const cont = lineContinues(text, end, le, lang);
      end = le;
      if (end >= n || lines >= 30 || (depth <= 0 && !cont)) break;
      end++;
    }
    out.push([pos, end]);
    pos = end + 1;
  }
  return out;
}

/** Whether the line [a, b) continues on the next: a trailing `\\`, or (not Python) `|`, `&&`, `,`, `+`, `join(` (trailing white space aside). */
function lineContinues(text: string, a: number, b: number, lang: Lang): boolean {
  let e = b;
  while (e > a && WS.test(text[e - 1])) e--;
  if (e === a) return false;
  const c = text.charCodeAt(e - 1);
  if (c === 0x5c) return true;
  if (lang === 'py') return false;
  if (c === 0x7c || c === 0x2c || c === 0x2b) return true;
  if (c === 0x26) return e - 2 >= a && text.charCodeAt(e - 2) === 0x26;
  return c === 0x28 && e - 5 >= a && text.startsWith('join', e - 5) && !(e - 5 > a && WORD.test(text[e - 6]));
}
const WS = /\s/;
const WORD = /\w/;

/**
 * Bracket balance of the line [a, b) of `text`: `(`, `[`, and `{` where it opens an expression
 * (after `=`, `(`, `,`, `:`, `return`); `carried` = depth so far.
 */
function exprDelta(text: string, a: number, b: number, lang: Lang, carried: number): number {
  let d = 0;
  let quote = 0;
  let braces: boolean[] | undefined;
  const psSingle = lang === 'ps';
  const hash = lang !== 'js';
  const slashes = lang !== 'sh' && lang !== 'py';
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === 0x5c && !(psSingle && quote === 0x27)) i++;
      else if (c === quote) quote = 0;
      continue;
    }
    if (c === 0x23 && hash && (i === a || text.charCodeAt(i - 1) === 0x20 || text.charCodeAt(i - 1) === 0x09)) break;
    if (c === 0x2f && slashes && i + 1 < b && text.charCodeAt(i + 1) === 0x2f) break;
    // a JavaScript regex literal (`/^["']|["']$/g`): its quotes and brackets are not code
    if (c === 0x2f && lang === 'js') {
      const close = regexEnd(text, a, i, b);
      if (close > 0) {
        i = close;
        continue;
      }
    }
    if (c === 0x22 || c === 0x27 || c === 0x60) {
      // a Python triple-quoted string closed on the same line (`r"""…["']…"""`): skipped whole
      if (lang === 'py' && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c) {
        const close = text.indexOf(c === 0x22 ? '"""' : "'''", i + 3);
        if (close >= 0 && close + 3 <= b) {
          i = close + 2;
          continue;
        }
      }
      quote = c;
    } else if (c === 0x28 || c === 0x5b) d++;
    else if (c === 0x29 || c === 0x5d) d--;
    else if (c === 0x7b) {
      const before = text.slice(Math.max(a, i - 8), i).trimEnd();
      const expr = /(?:[=(,:[]|\breturn|@)$/.test(before);
      // A callback's body opened at the line's end inside a call (`new Promise((resolve) => {`, `on('x', function (r) {`):
      // the call's head ends the statement here, and the body's lines are statements of their own.
      if (!expr && carried + d > 0 && lang === 'js' && /=>$|\)$/.test(before) && !/\S/.test(text.slice(i + 1, b)) && CALLBACK_HEAD.test(text.slice(a, i))) {
        d = -carried;
        break;
      }
      (braces ??= []).push(expr);
      if (expr) d++;
    } else if (c === 0x7d) {
      if (braces?.length) {
        if (braces.pop()) d--;
      } else if (carried + d > 0) d--;
    }
  }
  return d;
}

/** A line that opens a callback: an arrow's parameters or a `function (…)` expression before the brace. */
const CALLBACK_HEAD = /(?:\([^()]*\)|[A-Za-z_$][\w$]*)\s*=>\s*$|\bfunction\s*[\w$]*\s*\([^()]*\)\s*$/;

/** Where a JavaScript regex literal opening at `i` (a `/` after an operator, a bracket or `return`) closes on the line [a, b); -1 if none. */
function regexEnd(text: string, a: number, i: number, b: number): number {
  let p = i - 1;
  while (p >= a && (text.charCodeAt(p) === 0x20 || text.charCodeAt(p) === 0x09)) p--;
  if (p >= a && !REGEX_BEFORE.test(text[p]) && !/\breturn$/.test(text.slice(Math.max(a, p - 5), p + 1))) return -1;
  let cls = false;
  for (let j = i + 1; j < b; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) j++;
    else if (c === 0x5b) cls = true;
    else if (c === 0x5d) cls = false;
    else if (c === 0x2f && !cls) return j > i + 1 ? j : -1;
  }
  return -1;
}
const REGEX_BEFORE = /[(,=:[!&|?{};+\-*%<>~^]/;

/** A constant spelled as byte values (`zone = string([]byte{0x62, 0x2e, …})`, `bytes([98, 46, …]).decode()`, `Buffer.from([…])`), as a plain string assignment. */
export function byteConst(code: string): RegExpExecArray | null {
  const m =
    /^\s*(?:var\s+|const\s+|let\s+)?([A-Za-z_]\w*)\s*(?::\s*[\w.]+\s*)?:?=\s*(?:string\s*\(\s*\[\]byte\s*\{|bytes\s*\(\s*\[|bytearray\s*\(\s*\[|Buffer\.from\s*\(\s*\[|new\s+byte\s*\[\s*\]\s*\{)((?:\s*(?:0x[0-9a-fA-F]{1,2}|\d{1,3})\s*,?){4,256})[}\]]/.exec(
      code,
    );
  if (!m) return null;
  const chars = m[2]
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => Number(x));
  if (chars.some((n) => !(n >= 32 && n < 127))) return null;
  const value = String.fromCharCode(...chars);
  if (/["'\x60$]/.test(value)) return null;
  const out = [code, m[1], '"', value] as unknown as RegExpExecArray;
  out.index = 0;
  return out;
}

/** Line comments blanked out (same length, so offsets keep). */
export function stripLineComments(s: string, lang: Lang): string {
  if (lang === 'js' || lang === 'other' || lang === 'any') s = blankComments(s, '//', false);
  if (lang === 'js') return s;
  return blankComments(s, '#', true);
}

const SPACE = /\s/;
/**
 * `s.replace(/(^|\s)(MARK[^\n]*)/g, …)` with the comment blanked to spaces (for `#` also `(?![!{])`),
 * by hand: a match starts at a white-space character before the mark (or the mark opens the text)
 * and runs to the line end, and the next cannot start inside it — no callback per comment.
 */
function blankComments(s: string, mark: string, hash: boolean): string {
  let out = '';
  let copied = 0;
  let next = 0;
  for (let i = s.indexOf(mark); i >= 0; i = s.indexOf(mark, i + 1)) {
    if (i > 0 ? i - 1 < next || !SPACE.test(s[i - 1]) : next > 0) continue;
    if (hash && (s[i + 1] === '!' || s[i + 1] === '{')) continue;
    let end = s.indexOf('\n', i);
    if (end < 0) end = s.length;
    out += s.slice(copied, i) + ' '.repeat(end - i);
    copied = next = end;
    i = end - 1;
  }
  return copied ? out + s.slice(copied) : s;
}

export function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (s.slice(start).trim()) out.push(s.slice(start));
  return out;
}

/** Index of the `)` closing the `(` at `open` (or the end). */
export function closeAt(s: string, open: number): number {
  let d = 0;
  let quote = '';
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(') d++;
    else if (c === ')' && --d === 0) return i;
  }
  return s.length;
}

/** Where a `for (…)` / `foreach (…)` header closes, or the `:` / `do` / `{` that opens the body. */
export function loopHeaderEnd(code: string): number {
  const p = code.indexOf('(');
  if (p >= 0 && p < 12) return closeAt(code, p) + 1;
  const m = /:\s*$|;\s*do\b|\{/m.exec(code);
  return m ? m.index + m[0].length : -1;
}

/** The names an assignment binds (`a = …`, `a, b := …`, `const [a, b] = …`, `x.y = …`, `$a = …`, `a += …`), or undefined. */
export function assignment(code: string): string[] | undefined {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < code.length && i < 300; i++) {
    const c = code[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      quote = c;
      continue;
    }
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === '\n' && depth === 0) return undefined;
    // R's `x <- value` / `x <<- value`: one plain name on the left
    else if (c === '<' && depth === 0 && (code[i + 1] === '-' || (code[i + 1] === '<' && code[i + 2] === '-'))) {
      const n = /^\s*([A-Za-z_][\w.]*)\s*$/.exec(code.slice(0, i));
      return n && code[i + (code[i + 1] === '-' ? 2 : 3)] !== '-' ? [n[1]] : undefined;
    } else if (c === '=' && depth === 0) {
      const prev = code[i - 1];
      const next = code[i + 1];
      if (next === '=' || next === '>' || prev === '=' || prev === '!' || prev === '<' || prev === '>') {
        i++;
        continue;
      }
      let lhs = code.slice(0, i).replace(/[:+\-*\/|&.?]$/, '');
      if (/^\s*(?:if|elif|while|return|assert|print|echo|case|when|until|local\s+-r)\b/.test(lhs)) return undefined;
      lhs = lhs.replace(/^\s*(?:(?:export|local|readonly|declare(?:\s+-\w+)*|const|let|var|my|our|final|val|auto|set)\s+)+/, '');
      // a command with an option value (`curl -F f=@x`) is not an assignment: one target, or a list of them
      if (/[\w\])'"]\s+[\w$@-]/.test(lhs.trim().replace(/:\s*[\w.[\]]+$/, ''))) return undefined;
      // `d[k]` / `obj.attr` / `self.x`: the container (or the object's own attribute, as `self.x`)
      const names = lhs
        .replace(/\[[^\]]*\]/g, (b) => (/^\[\s*[\w\s,]+\]$/.test(b) && /^\s*\[/.test(lhs) ? b : ''))
        .replace(/:\s*[\w.[\]]+\s*$/, '')
        .split(/[\s,[\]{}()]+/)
        .map((n) => n.replace(/^[$@%]/, ''))
        .map((n) => (/^(?:self|this)\./.test(n) ? `self.${n.split('.')[1]}` : n.includes('.') ? `.${n.split('.')[0]}` : n))
        .filter((n) => /^(?:\.|self\.)?[A-Za-z_]\w*$/.test(n) && !KEYWORDS.has(n.replace(/^\.|^self\./, '')));
      return names.length && names.length <= 6 ? names : undefined;
    }
  }
  return undefined;
}
