/** The constant folder's expression evaluator: joins, char codes, reversal, codecs and calls read statically (lib/decode-fold.ts). */
import { quote, rot13 } from './normalise.ts';
import type { WrapperCodec } from './decoder-wrappers.ts';
import { chars, show, str, unknown, type Bound, type Tok, type V } from './decode-fold-values.ts';

export interface Ctx {
  toks: Tok[];
  at: number;
  env: ReadonlyMap<string, Bound>;
  /** The skill's own decoding helpers of the region, read on first need. */
  helpers: () => ReadonlyMap<string, WrapperCodec>;
  /** Decoding steps applied so far (codes, reversal, base64, hex, rot13, a join of pieces, a name looked up by a built string). */
  ops: number;
  /** Concatenations of literals (a URL joined to its path is ordinary; a command name split is not). */
  weak: number;
  /** Set when a decoding step met a name it could not read. */
  miss: { v: boolean };
}

const peek = (c: Ctx, v: string, off = 0): boolean => {
  const t = c.toks[c.at + off];
  return !!t && (t.k === 'p' || t.k === 'id') && t.v.toLowerCase() === v;
};

/** `[a, b, …]` / `(a, b)` / `{a, b}` items up to `close`. */
export function items(c: Ctx, close: string): V[] {
  const out: V[] = [];
  while (c.at < c.toks.length && !peek(c, close)) {
    if (peek(c, '...') || peek(c, '*')) c.at++;
    const before = c.at;
    out.push(expr(c));
    if (peek(c, '...')) c.at++;
    if (peek(c, ',')) c.at++;
    else if (c.at === before) c.at++;
    else if (!peek(c, close)) {
      // (something not understood: skip to the close)
      while (c.at < c.toks.length && !peek(c, close)) c.at++;
      out.push(unknown('…'));
    }
    if (out.length > 4096) break;
  }
  c.at++;
  return out;
}

function expr(c: Ctx): V {
  let left = unary(c);
  for (let n = 0; n < 200; n++) {
    const t = c.toks[c.at];
    if (!t) break;
    // (`.` joins in PHP and Perl: a literal or a `$name` after it, never a member)
    const next = c.toks[c.at + 1];
    const dotJoin = t.v === '.' && !!next && (next.k === 's' || next.k === 'n' || (next.k === 'id' && next.v.startsWith('$')));
    if (t.k === 'p' && (t.v === '+' || t.v === '&' || t.v === '..' || dotJoin)) {
      c.at++;
      const right = unary(c);
      if ((left.t === 's' || left.t === 'n') && (right.t === 's' || right.t === 'n') && !(left.t === 'n' && right.t === 'n')) c.weak++;
      left = str(show(left) + show(right));
      continue;
    }
    if (t.k === 'id' && t.v.toLowerCase() === '-join') {
      c.at++;
      const sep = unary(c);
      left = join(c, left, sep.t === 's' ? sep.v : '');
      continue;
    }
    break;
  }
  return left;
}

function join(c: Ctx, list: V, sep: string): V {
  if (list.t !== 'l') return list.t === 's' ? list : str(show(list));
  if (list.v.length >= 2) c.ops++;
  const cs = sep === '' ? chars(list) : undefined;
  return str(cs ?? list.v.map((e) => show(e)).join(sep));
}

function unary(c: Ctx): V {
  if (peek(c, '-join')) {
    c.at++;
    return join(c, unary(c), '');
  }
  return postfix(c);
}

function reverse(c: Ctx, x: V): V {
  c.ops++;
  c.miss.v ||= x.t === 'u';
  if (x.t === 'l') return { t: 'l', v: [...x.v].reverse() };
  return str([...show(x)].reverse().join(''));
}

function postfix(c: Ctx): V {
  let v = primary(c);
  for (let n = 0; n < 40; n++) {
    if (peek(c, '.') || peek(c, '::')) {
      const dot = c.toks[c.at].v;
      const name = c.toks[c.at + 1];
      if (name?.k !== 'id') break;
      c.at += 2;
      // (PowerShell `.$m(…)`: a member named by a variable)
      const bound = name.v.startsWith('$') ? c.env.get(name.v.slice(1)) : undefined;
      if (bound?.val.t === 's' && /^\w+$/.test(bound.val.v)) {
        c.ops += bound.ops;
        name.v = bound.val.v;
      }
      if (peek(c, '(')) {
        c.at++;
        v = method(c, v, name.v, items(c, ')'), dot);
      } else v = v.t === 'c' || v.t === 'u' ? { t: v.t, v: `${v.v}${dot}${name.v}` } : unknown(name.v);
      continue;
    }
    if (peek(c, '[')) {
      c.at++;
      const inner: Tok[] = [];
      let depth = 0;
      while (c.at < c.toks.length && !(depth === 0 && peek(c, ']'))) {
        if (peek(c, '[')) depth++;
        if (peek(c, ']')) depth--;
        inner.push(c.toks[c.at++]);
      }
      c.at++;
      v = index(c, v, inner);
      continue;
    }
    if (peek(c, '(') && (v.t === 'c' || v.t === 'u')) {
      c.at++;
      v = call(c, v.v, items(c, ')'), v);
      continue;
    }
    break;
  }
  return v;
}

/** `x[::-1]`, `x[-1..-14]`, `x[1:]`, `x[3]`. */
function index(c: Ctx, v: V, inner: Tok[]): V {
  const s = inner.map((t) => t.v).join(' ');
  // (PowerShell counts down from the last index too: `$s[($s.Length - 1)..0]`, `$s[-1..-($s.Length)]`, `$a[$a.Count-1..0]`)
  if (
    /^: *: *- *1$/.test(s) ||
    /^- *1 *\.\. *- *(?:\d+|\( *\$?\w+ *\. *(?:length|count) *\))$/i.test(s) ||
    /^\(? *\$?\w+ *\. *(?:length|count) *- *1 *\)? *\.\. *0$/i.test(s)
  )
    return reverse(c, v.t === 's' ? { t: 'l', v: [...v.v].map(str) } : v);
  const sl = /^(\d*) *: *(\d*)$/.exec(s);
  if (sl && (v.t === 'l' || v.t === 's')) {
    const arr = v.t === 'l' ? v.v : [...v.v].map(str);
    const part = arr.slice(sl[1] ? Number(sl[1]) : 0, sl[2] ? Number(sl[2]) : undefined);
    return v.t === 'l' ? { t: 'l', v: part } : str(part.map((e) => show(e)).join(''));
  }
  if (/^\d+$/.test(s) && v.t === 'l') return v.v[Number(s)] ?? unknown('…');
  return v.t === 'u' || v.t === 'c' ? unknown(`${v.v}[…]`) : unknown('…');
}

/** A string that interpolates (`'$fetch -fsSL $src'`, `"${x}"`): the names bound to folded values put in, the others left as written. */
function interpolate(c: Ctx, v: string): string {
  return v.replace(/\$\{([A-Za-z_]\w*)\}|\$([A-Za-z_]\w*)/g, (all, a?: string, b?: string) => {
    const bound = c.env.get((a ?? b)!);
    if (!bound || (bound.val.t !== 's' && bound.val.t !== 'n')) return all;
    c.ops += bound.ops;
    c.weak += bound.weak;
    return show(bound.val);
  });
}

function primary(c: Ctx): V {
  const t = c.toks[c.at];
  if (!t) return unknown('…');
  if (t.k === 's') {
    c.at++;
    let v = t.i ? interpolate(c, t.v) : t.v;
    // adjacent literals: one value
    while (c.toks[c.at]?.k === 's') {
      v += c.toks[c.at++].v;
      c.weak++;
    }
    return str(v);
  }
  if (t.k === 'n') {
    c.at++;
    return { t: 'n', v: t.n! };
  }
  if (t.k === 'x') {
    c.at++;
    return unknown('…');
  }
  if (t.k === 'ty') {
    c.at++;
    if (peek(c, '::')) return { t: 'c', v: `[${t.v}]` };
    // a cast: `[char[]](78, 101)`, `[char]112`, `[string]$x`
    const operand = unary(c);
    if (t.v === 'char[]' || t.v === 'char') {
      const cs = chars(operand);
      if (cs !== undefined && operand.t !== 's') {
        c.ops++;
        return t.v === 'char' ? str(cs) : { t: 'l', v: [...cs].map(str) };
      }
    }
    return operand;
  }
  if (t.k === 'p') {
    if (t.v === '(' || t.v === '[' || t.v === '{') {
      c.at++;
      // Go's `[]string{…}`, `[]byte{…}`: the list in braces
      if (t.v === '[' && peek(c, ']') && c.toks[c.at + 1]?.k === 'id' && peek(c, '{', 2)) {
        c.at += 3;
        return { t: 'l', v: items(c, '}') };
      }
      const close = t.v === '(' ? ')' : t.v === '[' ? ']' : '}';
      const list = items(c, close);
      // (a parenthesised expression is its value; a tuple or a bracket a list)
      if (t.v === '(' && list.length === 1 && !peek({ ...c, at: c.at - 2 }, ',')) return list[0];
      return { t: 'l', v: list };
    }
    if (t.v === '@' && peek(c, '(', 1)) {
      c.at += 2;
      return { t: 'l', v: items(c, ')') };
    }
    c.at++;
    return unknown('…');
  }
  // a name
  c.at++;
  const name = t.v;
  const lower = name.toLowerCase();
  if (lower === 'new' || lower === 'new-object') {
    const inner = unary(c);
    return inner.t === 's' || inner.t === 'c' ? { t: 'c', v: `New-Object ${show(inner)}` } : inner;
  }
  const b = c.env.get(name) ?? c.env.get(name.replace(/^\$/, ''));
  if (b && !peek(c, '(')) {
    c.ops += b.ops;
    c.weak += b.weak;
    return b.val;
  }
  // a dotted name read as one (`base64.b64decode`, `strings.Join`, `codecs.decode`)
  let full = name;
  while ((peek(c, '.') || peek(c, '::')) && c.toks[c.at + 1]?.k === 'id' && !peek(c, '(', 2) && c.env.get(full) === undefined) {
    full += `.${c.toks[c.at + 1].v}`;
    c.at += 2;
  }
  if ((peek(c, '.') || peek(c, '::')) && c.toks[c.at + 1]?.k === 'id' && peek(c, '(', 2)) {
    // `mod.func(` : the call's name holds the receiver path
    const fn = c.toks[c.at + 1].v;
    c.at += 3;
    return call(c, `${full}.${fn}`, items(c, ')'), { t: 'u', v: full });
  }
  return { t: 'u', v: full };
}

/** A call `name(args)` (a function of the language, a helper of the skill's own, or a runner named by a folded string). */
function call(c: Ctx, name: string, args: V[], callee: V): V {
  const last = name.split(/[.:]+/).pop() ?? name;
  const l = last.toLowerCase();
  const path = name.toLowerCase();
  const a0 = args[0];
  // (a bare call on a literal of a name the language does not define: perhaps a helper of the skill's own)
  const helper = a0 && (a0.t === 's' || a0.t === 'l') && name === last && !COMMON.has(l) ? c.helpers().get(last) : undefined;
  if (helper && a0) return applyWrapper(c, helper, a0);
  if (!a0) return unknown(`${name}()`);
  switch (l) {
    case 'chr':
    case 'chrw':
    case 'chrb':
    case 'char':
    case 'fromcharcode':
    case 'fromcodepoint': {
      const cs = chars(args.length > 1 ? { t: 'l', v: args } : a0);
      if (cs !== undefined && a0.t !== 's') {
        c.ops++;
        return str(cs);
      }
      return unknown(name);
    }
    // Dart `String.fromCharCodes([115, 104])`, also over decoded bytes (`String.fromCharCodes(base64.decode(…))`)
    case 'fromcharcodes': {
      const cs = chars(a0);
      if (cs === undefined) return unknown(name);
      if (a0.t !== 's') c.ops++;
      return str(cs);
    }
    case 'map':
      if (a0.t === 'u' && /^chr$/i.test(a0.v) && args[1]?.t === 'l') {
        c.ops++;
        return { t: 'l', v: args[1].v.map((e) => str(chars(e) ?? '?')) };
      }
      return unknown(name);
    case 'join':
      // sep.join(L) (receiver a string) · strings.Join(L, sep) · str.join(sep, L)
      if (callee.t === 's') return join(c, a0, callee.v);
      if (args.length >= 2 && args[0].t === 'l') return join(c, args[0], show(args[1]));
      if (args.length >= 2 && args[1].t === 'l') return join(c, args[1], show(args[0]));
      return unknown(name);
    case 'reversed':
    case 'strrev':
    case 'strreverse':
    case 'reverse':
      return reverse(c, a0);
    case 'getattr':
      if (args[1]?.t === 's' && /^\w+$/.test(args[1].v)) {
        c.ops++;
        return { t: 'c', v: `${show(a0)}.${args[1].v}` };
      }
      return unknown(name);
    case '__import__':
    case 'import_module':
    case 'require':
      if (a0.t === 's' && /^[\w.:]+$/.test(a0.v)) return { t: 'c', v: path === 'require' ? `require('${a0.v}')` : a0.v };
      return unknown(name);
    case 'decode':
    case 'decodestring':
      if (path.includes('hex')) return codecApply(c, 'hex', a0);
      if (path.includes('base64') || path.includes('base32')) return codecApply(c, 'base64', a0);
      if (args[1]?.t === 's') return codecByName(c, args[1].v, a0);
      return a0;
    case 'b64decode':
    case 'standard_b64decode':
    case 'urlsafe_b64decode':
    case 'decodebytes':
    case 'atob':
    case 'base64_decode':
    case 'frombase64string':
    case 'decode64':
    case 'strict_decode64':
    case 'urlsafe_decode64':
      return codecApply(c, 'base64', a0);
    case 'fromhex':
    case 'unhexlify':
    case 'a2b_hex':
    case 'hex2bin':
      return codecApply(c, 'hex', a0);
    case 'str_rot13':
    case 'rot13':
      return codecApply(c, 'rot13', a0);
    case 'from':
      if (args[1]?.t === 's') return codecByName(c, args[1].v, a0);
      return a0.t === 'l' ? str(chars(a0) ?? show(a0)) : a0;
    case 'getstring':
      if (/unicode|utf-?16/.test(path)) {
        c.ops++;
        return str(Buffer.from(show(a0), 'latin1').toString('utf16le'));
      }
      return a0.t === 'l' ? str(chars(a0) ?? show(a0)) : a0;
    case 'fields':
      return a0.t === 's' ? { t: 'l', v: a0.v.split(/\s+/).filter(Boolean).map(str) } : unknown(name);
    case 'bytes':
    case 'bytearray':
    case 'string':
    case 'str':
    case 'tostring': {
      const cs = a0.t === 'l' ? chars(a0) : undefined;
      if (cs !== undefined) c.ops++;
      return a0.t === 'l' ? str(cs ?? show(a0)) : a0;
    }
    default:
      // (a call on a module or an object the code built: read as code)
      return callee.t === 'c' ? { t: 'c', v: `${name}(${args.map(shown).join(', ')})` } : unknown(`${name}(…)`);
  }
}

/** A value as it would be written in code: strings quoted, code as is. */
export function shown(x: V): string {
  return x.t === 's' ? quote(x.v) : show(x, ' ');
}

/** Bare calls of the languages that are never a decoding helper. */
const COMMON = new Set([
  'print',
  'println',
  'printf',
  'len',
  'open',
  'int',
  'float',
  'list',
  'dict',
  'set',
  'tuple',
  'isinstance',
  'range',
  'format',
  'puts',
  'echo',
  'die',
  'warn',
  'log',
  'assert',
  'raise',
  'sprintf',
  'panic',
  'append',
  'make',
  'error',
  'alert',
  'require',
  'include',
]);

/** `x.method(args)`. */
function method(c: Ctx, recv: V, name: string, args: V[], dot = '.'): V {
  const l = name.toLowerCase();
  switch (l) {
    case 'join':
      if (recv.t === 's') return join(c, args[0] ?? unknown('…'), recv.v);
      if (recv.t === 'l') return join(c, recv, args[0]?.t === 's' ? args[0].v : ',');
      break;
    case 'reverse':
    case 'reversed':
      if (recv.t === 'l' || recv.t === 's') return reverse(c, recv);
      break;
    case 'split':
      if (recv.t === 's') {
        const sep = args[0]?.t === 's' ? args[0].v : undefined;
        if (sep === '') return { t: 'l', v: [...recv.v].map(str) };
        return {
          t: 'l',
          v: recv.v
            .split(sep ?? /\s+/)
            .filter((x) => sep !== undefined || x)
            .map(str),
        };
      }
      break;
    case 'tochararray':
    case 'chars':
      if (recv.t === 's') return { t: 'l', v: [...recv.v].map(str) };
      break;
    case 'decode':
    case 'encode':
    case 'tostring':
    case 'toarray':
    case 'read':
      if (recv.t === 's' || recv.t === 'l') {
        if (l === 'decode' && args[0]?.t === 's' && !/^(?:utf-?8|ascii|latin-?1|utf8)$/i.test(args[0].v)) return codecByName(c, args[0].v, recv);
        if (l === 'tostring' && args[0]?.t === 's') return codecByName(c, args[0].v, recv);
        return recv.t === 'l' ? str(chars(recv) ?? show(recv)) : recv;
      }
      break;
    case 'unpack1':
    case 'unpack':
      if (recv.t === 's' && args[0]?.t === 's') {
        if (/^m/.test(args[0].v)) return codecApply(c, 'base64', recv);
        if (/^H/.test(args[0].v)) return codecApply(c, 'hex', recv);
      }
      break;
    default:
      break;
  }
  if (recv.t === 'c' || recv.t === 'u') return call(c, `${recv.v}${dot}${name}`, args, recv);
  return unknown(`…${name}(…)`);
}

function codecByName(c: Ctx, codec: string, x: V): V {
  const n = codec.toLowerCase().replace(/[-_ ]/g, '');
  if (n === 'rot13') return codecApply(c, 'rot13', x);
  if (n === 'hex') return codecApply(c, 'hex', x);
  if (n === 'base64' || n === 'base64url') return codecApply(c, 'base64', x);
  return x;
}

function codecApply(c: Ctx, codec: Exclude<WrapperCodec, 'reverse' | 'charcodes'>, x: V): V {
  const s = chars(x);
  if (s === undefined) {
    c.miss.v ||= x.t === 'u';
    return unknown(codec);
  }
  c.ops++;
  if (codec === 'rot13') return str(rot13(s));
  if (codec === 'hex') return /^(?:[0-9a-fA-F]{2})+$/.test(s) ? str(Buffer.from(s, 'hex').toString('latin1')) : unknown(codec);
  if (!/^[A-Za-z0-9+/=_-\s]+$/.test(s)) return unknown(codec);
  return str(Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1'));
}

function applyWrapper(c: Ctx, codec: WrapperCodec, x: V): V {
  if (codec === 'reverse') return reverse(c, x);
  if (codec === 'charcodes') {
    const cs = chars(x);
    if (cs === undefined) return unknown(codec);
    c.ops++;
    return str(cs);
  }
  return codecApply(c, codec, x);
}

/** Evaluates the expression tokens `toks`: its value and the decoding steps applied. */
export function fold(toks: Tok[], env: ReadonlyMap<string, Bound>, helpers: () => ReadonlyMap<string, WrapperCodec>, miss: { v: boolean }): Bound {
  const c: Ctx = { toks, at: 0, env, helpers, ops: 0, weak: 0, miss };
  const val = expr(c);
  return { val, ops: c.ops, weak: c.weak };
}
