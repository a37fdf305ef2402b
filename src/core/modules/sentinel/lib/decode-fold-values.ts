/** The constant folder's folded values and the tokenizer of one statement (lib/decode-fold.ts). */
import { literalValue } from './normalise.ts';

/** A folded value: a string, a number, a list, a piece of code (a module, a function) or unknown (a name kept as `{name}`). */
export type V = { t: 's'; v: string } | { t: 'n'; v: number } | { t: 'l'; v: V[] } | { t: 'c'; v: string } | { t: 'u'; v: string };

export interface Tok {
  k: 's' | 'n' | 'id' | 'p' | 'ty' | 'x';
  v: string;
  n?: number;
  /** A literal that interpolates `$name` (lang `other`). */
  i?: boolean;
}

export const MAX_STMT = 2000;

/** Tokens of one statement (strings, numbers, names, PowerShell type literals, punctuation); undefined for a statement that is too long. */
export function tokenize(s: string, lang: string): Tok[] | undefined {
  if (s.length > MAX_STMT) return undefined;
  const out: Tok[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    // comments end the statement
    if (c === '#' && lang !== 'other') break;
    if (c === '/' && s[i + 1] === '/') break;
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < s.length && s[j] !== c) {
        if (s[j] === '\\' && c !== '`') j++;
        else if (s[j] === '\n' && c !== '`') break;
        j++;
      }
      if (j >= s.length || s[j] !== c) return out;
      const raw = s.slice(i, j + 1);
      const prev = out[out.length - 1];
      const fstr = prev?.k === 'x' && prev.v === 'f';
      if (fstr) out.pop();
      // (an interpolating string: its value is not known)
      if (fstr || (c === '`' && raw.includes('${')) || (c === '"' && lang === 'ps' && raw.includes('$'))) out.push({ k: 'x', v: raw });
      else if (c === '`') out.push({ k: 's', v: raw.slice(1, -1) });
      else if (c === "'" && lang === 'ps') out.push({ k: 's', v: raw.slice(1, -1).replace(/''/g, "'") });
      // (Dart, Kotlin, Groovy, PHP, Perl: `$name` and `${name}` inside a literal; bound names are put in when it is folded)
      else if (lang === 'other' && /\$\{?[A-Za-z_]/.test(raw)) out.push({ k: 's', v: literalValue(raw), i: true });
      else out.push({ k: 's', v: literalValue(raw) });
      i = j + 1;
      continue;
    }
    const num = /^(?:0x[0-9a-fA-F]+|\d+)/.exec(s.slice(i, i + 12));
    if (num && !/[\w$]/.test(s[i - 1] ?? '')) {
      out.push({ k: 'n', v: num[0], n: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const id = (lang === 'ps' ? /^(?:-join\b|-split\b|\$?[A-Za-z_]\w*(?:-[A-Za-z]\w*)?)/i : /^\$?[A-Za-z_]\w*/).exec(s.slice(i, i + 80));
    if (id) {
      // (string prefixes: r'', b'', u'', f'')
      if (/^(?:[rbuRBU]|rb|br|[fF]|fr|rf)$/.test(id[0]) && (s[i + id[0].length] === '"' || s[i + id[0].length] === "'")) {
        if (/f/i.test(id[0])) out.push({ k: 'x', v: 'f' });
        i += id[0].length;
        continue;
      }
      out.push({ k: 'id', v: id[0] });
      i += id[0].length;
      continue;
    }
    if (c === '[' && lang !== 'py') {
      const ty = /^\[([A-Za-z][\w.]*(?:\[\])?)\]/.exec(s.slice(i, i + 60));
      if (ty && /^\s*(?:::|\(|\$|\[|\d|-)/.test(s.slice(i + ty[0].length, i + ty[0].length + 4))) {
        out.push({ k: 'ty', v: ty[1].toLowerCase() });
        i += ty[0].length;
        continue;
      }
    }
    const p = /^(?:\.\.\.|\.\.|::|:=|==|!=|=>|->|[-+&.,:;()[\]{}=*<>|!%^~?@\\/])/.exec(s.slice(i, i + 3));
    if (p) {
      out.push({ k: 'p', v: p[0] });
      i += p[0].length;
      continue;
    }
    i++;
  }
  return out;
}

export interface Bound {
  val: V;
  ops: number;
  weak: number;
}

export const str = (v: string): V => ({ t: 's', v });
export const unknown = (name: string): V => ({ t: 'u', v: name });

/** The text of a value (a list of characters or codes joins up; unknown parts stay as `{name}`). */
export function show(x: V, sep = ''): string {
  switch (x.t) {
    case 's':
      return x.v;
    case 'n':
      return String(x.v);
    case 'c':
      return x.v;
    case 'u':
      return `{${x.v}}`;
    case 'l':
      return x.v.map((e) => show(e)).join(sep);
  }
}

/** A value read as characters: a number is a code, a list joins. */
export function chars(x: V): string | undefined {
  if (x.t === 's') return x.v;
  if (x.t === 'n') return x.v >= 0 && x.v < 0x110000 ? String.fromCodePoint(x.v) : undefined;
  if (x.t === 'l') {
    let out = '';
    for (const e of x.v) {
      const c = chars(e);
      if (c === undefined) return undefined;
      out += c;
    }
    return out;
  }
  return undefined;
}
