/**
 * A cheap normaliser for code text that hides a name or a command by building it from
 * pieces: `getattr(__import__('o'+'s'), 'sys'+'tem')`, `'\x63\x75\x72\x6c'`, `'\u0065val'`,
 * `chr(99)+chr(117)`, `String.fromCharCode(101, 118)`, `'lruc'[::-1]`,
 * `['cu','rl'].join('')`, `codecs.decode('riny', 'rot13')`, `"a" "b"` and `+` or `\` at a
 * line end. It rewrites every such piece into one plain string literal, so that checks
 * written for plain text (a download piped to a shell, a dynamic call, a reverse shell)
 * can run on the result. It only folds literals: a variable in a concatenation stays.
 *
 * Offsets are not kept: use it to decide whether a span hides something, and report on
 * the original span. Bounded: at most 8 KB of text and 12 folding rounds.
 */

const MAX = 8192;

/**
 * Signs that a span builds a name from pieces (test before normalising): `\x63`, `\u0065`,
 * `chr(99`, `fromCharCode(`, `[::-1]`, `.reverse()`, `''.join(`, `.join('')`, `'a' + 'b'`,
 * `'a' 'b'`, a literal continued with `\` at a line end, `rot13`, `getattr(`, `["a" +`, `[k + "al"]`, `atob("…")`,
 * `bytes([`, PowerShell's `-join` and `[char[]]`.
 * (The alternatives with a common first character are grouped behind it: the same matches
 * at the same places, fewer tries per character.)
 */
export const BUILDS =
  /\\(?:x[0-9a-fA-F]{2}|u\{?[0-9a-fA-F]{4})|\b[cC]hr[wWbB]?\s*\(\s*\d|fromCharCode\s*\(|\[\s*(?:::\s*-1\s*\]|["'][^"'\n]*["']\s*\+|[\w$]+\s*\+\s*["'])|\.(?:reverse\s*\(\s*\)|join\s*\(\s*(?:''|"")\s*\))|(?:''|"")\.join\s*\(|["'](?:\s*[+&]\s*["']|[ \t]*(?:\.\.?|\*|<>)[ \t]*["']|[ \t]+["']|\s*\\\r?\n)|\w["'][ \t]*["']\w|\b(?:str_)?rot_?13\b|\bstrrev\s*\(\s*["']|\bgetattr\s*\(|\batob\s*\(\s*["']|\bbytes\s*\(\s*\[|-join\b|\[char\[\]\]|fromCharCodes\s*\(\s*\[|\bnew\s+[Ss]tring\s*\(\s*new\b|\bGetString\s*\(\s*new\b|ArrayOf\s*\(\s*\d|\[\]byte\s*\{\s*\d|\bASCII\s+character\s+\d/;

const LIT = String.raw`(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')`;

/** A plain single-quoted literal holding `s`. */
export function quote(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** The value of a plain string literal (escapes decoded). */
export function literalValue(lit: string): string {
  return lit
    .slice(1, -1)
    .replace(/\\x([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\u\{([0-9a-fA-F]{1,6})\}/g, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\([0-7]{1,3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)))
    .replace(/\\n/g, '\n')
    .replace(/\\t/g, '\t')
    .replace(/\\(.)/g, '$1');
}

export function rot13(s: string): string {
  return s.replace(/[a-zA-Z]/g, (c) => {
    const b = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - b + 13) % 26) + b);
  });
}

/** AppleScript's character from its code: `(ASCII character 124)`, `ASCII character 124`. */
const ASCII_CHAR = /\(\s*ASCII\s+character\s+(\d{1,3})\s*\)|\bASCII\s+character\s+(?=\d)(\d{1,3})\b/gi;
const CHR = /\b(?:[cC]hr[wWbB]?|String\.fromCharCode|fromCharCode)\s*\(\s*((?:\d{1,7}|0x[0-9a-fA-F]{1,6})(?:\s*,\s*(?:\d{1,7}|0x[0-9a-fA-F]{1,6}))*)\s*\)/g;
// (and PHP's `strrev('metsys')`)
const REVERSED = new RegExp(
  String.raw`(${LIT})\s*(?:\[\s*::\s*-1\s*\]|\.split\(\s*(?:""|'')\s*\)\.reverse\(\s*\)\.join\(\s*(?:""|'')\s*\))|\bstrrev\s*\(\s*(${LIT})\s*\)`,
  'g',
);
const JOIN_LIST = new RegExp(
  String.raw`\[\s*(${LIT}(?:\s*,\s*${LIT})*)\s*,?\s*\]\s*\.join\(\s*(?:""|'')\s*\)|(?:""|'')\.join\(\s*[[(]\s*(${LIT}(?:\s*,\s*${LIT})*)\s*,?\s*[\])]\s*\)`,
  'g',
);
// (and PHP's `str_rot13('flfgrz')`)
const ROT = new RegExp(String.raw`\bcodecs\.(?:decode|encode)\s*\(\s*(${LIT})\s*,\s*["']rot_?13["']\s*\)|\bstr_rot13\s*\(\s*(${LIT})\s*\)`, 'g');
const CODES = String.raw`((?:\d{1,7}|0x[0-9a-fA-F]{1,6})(?:\s*,\s*(?:\d{1,7}|0x[0-9a-fA-F]{1,6}))*)`;
/**
 * A list of character codes made text: `''.join(map(chr, [111, 115]))`, `''.join(chr(c) for c in [111, 115])`,
 * `bytes([111, 115]).decode()`, `String.fromCharCode(...[101, 118])`, PowerShell's `[char[]](73, 69, 88) -join ''`,
 * `-join [char[]](73, 69, 88)`, `[string]::new([char[]](73, 69, 88))`, and the same in Dart, Java, C#, Kotlin and Go.
 * Every group but the second (a loop's name) holds codes.
 */
const CODE_LIST = new RegExp(
  [
    String.raw`(?:""|'')\.join\(\s*(?:map\(\s*chr\s*,\s*[[(]\s*${CODES}\s*,?\s*[\])]\s*\)|chr\(\s*(\w+)\s*\)\s+for\s+\2\s+in\s+[[(]\s*${CODES}\s*,?\s*[\])])\s*\)|\bbytes\(\s*\[\s*${CODES}\s*,?\s*\]\s*\)\.decode\(\s*(?:["'](?:utf-?8|ascii|latin-?1)["'])?\s*\)|fromCharCode\(\s*\.\.\.\s*\[\s*${CODES}\s*,?\s*\]\s*\)|(?:-join\s*)?\[char\[\]\]\s*\(\s*${CODES}\s*\)(?:\s*-join\s*(?:''|""))?|\[string\]::new\(\s*\[char\[\]\]\s*\(\s*${CODES}\s*\)\s*\)`,
    // Dart `String.fromCharCodes([115, 104])`; Java / C# `new String(new char[] {99, 117})`, `Encoding.UTF8.GetString(new byte[] {…})`;
    // Kotlin `String(byteArrayOf(…))`, `String(charArrayOf(…))`; Go `string([]byte{…})`
    String.raw`\bString\.fromCharCodes\(\s*\[\s*${CODES}\s*,?\s*\]\s*\)|\bnew\s+[Ss]tring\s*\(\s*new\s+(?:char|byte)\s*\[\s*\]\s*\{\s*${CODES}\s*,?\s*\}\s*\)|\bEncoding\.(?:UTF8|ASCII|Default|Latin1)\.GetString\(\s*new\s+byte\s*\[\s*\]\s*\{\s*${CODES}\s*,?\s*\}\s*\)|\bString\(\s*(?:byte|char|int)ArrayOf\(\s*${CODES}\s*,?\s*\)\s*\)|\bstring\(\s*\[\]byte\s*\{\s*${CODES}\s*,?\s*\}\s*\)`,
  ].join('|'),
  'gi',
);
/** PowerShell joins a list of literals: `('I','E','X') -join ''`, `-join ('I','E','X')`. */
const PS_JOIN = new RegExp(String.raw`\(\s*(${LIT}(?:\s*,\s*${LIT})+)\s*\)\s*-join\s*(?:''|"")|-join\s*\(\s*(${LIT}(?:\s*,\s*${LIT})+)\s*\)`, 'gi');
const fromCodes = (nums: string): string =>
  nums
    .split(',')
    .map((n) => Number(n.trim()))
    .filter((n) => n >= 0 && n < 0x110000)
    .map((n) => String.fromCodePoint(n))
    .join('');
/** A short name in base64 (`atob("ZXZhbA==")`): folded like any other literal. */
const ATOB = new RegExp(String.raw`\batob\s*\(\s*("[A-Za-z0-9+/=]{4,88}"|'[A-Za-z0-9+/=]{4,88}')\s*\)`, 'g');
/** Two literals joined: `+` (most languages), `&` (VBScript/VBA), `.` (PHP, Perl), `..` (Lua), `*` (Julia), `<>` (Elixir), or adjacent. */
// (`&` within one line: on the next line's start it is PowerShell's call operator, `'…'\n& $c`)
const CONCAT = new RegExp(String.raw`(${LIT})(?:\s*\+\s*|[ \t]*&[ \t]*|[ \t]*(?:\.\.?|\*|<>)[ \t]*|[ \t]*)(${LIT})`, 'g');

/**
 * The span with its built-up literals folded into plain ones (see the file comment).
 * Returns the text unchanged when nothing is built.
 */
export function normaliseCode(span: string): string {
  if (span.length > MAX || !BUILDS.test(span)) return span;
  // line continuations: `\` at a line end, `+` at a line end or start, adjacent literals on two lines
  // identifier escapes (`\u0065val`) → the letter
  let s = span.replace(/\\u([0-9a-fA-F]{4})/g, (m, h: string) =>
    /^[\w$]$/.test(String.fromCharCode(parseInt(h, 16))) ? String.fromCharCode(parseInt(h, 16)) : m,
  );
  s = s.replace(/\\\r?\n[ \t]*/g, ' ').replace(/\+[ \t]*\r?\n[ \t]*|\r?\n[ \t]*\+/g, ' + ');
  // VBScript/VBA: ` _` continues a line (`"W" & _` / `& "Sh"`)
  if (s.includes(' _')) s = s.replace(/[ \t]_[ \t]*\r?\n[ \t]*/g, ' ');
  s = s.replace(/(["'])[ \t]*\r?\n[ \t]*(?=["'])/g, '$1 ');
  // every literal with escapes → its plain value
  s = s.replace(new RegExp(LIT, 'g'), (lit) => (lit.includes('\\') ? quote(literalValue(lit)) : lit));
  // (group 2 is the loop's name, `chr(c) for c in …`; every other group holds codes)
  s = s.replace(CODE_LIST, (...m: unknown[]) => quote(fromCodes((m.slice(1, -2) as (string | undefined)[]).find((g, i) => i !== 1 && g !== undefined) ?? '')));
  s = s.replace(CHR, (_, nums: string) => quote(fromCodes(nums)));
  // AppleScript's `(ASCII character 124)`
  if (s.includes('ASCII')) s = s.replace(ASCII_CHAR, (_, n: string) => quote(String.fromCharCode(Number(n))));
  for (let round = 0; round < 12; round++) {
    const before = s;
    s = s.replace(REVERSED, (_, a?: string, b?: string) => quote([...literalValue((a ?? b)!)].reverse().join('')));
    s = s.replace(JOIN_LIST, (_, a?: string, b?: string) => quote([...(a ?? b ?? '').matchAll(new RegExp(LIT, 'g'))].map((m) => literalValue(m[0])).join('')));
    s = s.replace(ROT, (_, a?: string, b?: string) => quote(rot13(literalValue((a ?? b)!))));
    s = s.replace(PS_JOIN, (_, a?: string, b?: string) => quote([...(a ?? b ?? '').matchAll(new RegExp(LIT, 'g'))].map((m) => literalValue(m[0])).join('')));
    s = s.replace(ATOB, (m, lit: string) => {
      const v = Buffer.from(literalValue(lit), 'base64').toString('latin1');
      return /^[\x20-\x7e]+$/.test(v) ? quote(v) : m;
    });
    s = s.replace(CONCAT, (_, a: string, b: string) => quote(literalValue(a) + literalValue(b)));
    if (s === before) break;
  }
  return s;
}

/**
 * The normalised text with the quotes around folded literals dropped where they name a
 * call (`getattr(__import__('os'), 'system')` → `__import__('os').system`), so that call
 * patterns written for plain code match.
 */
export function normaliseCalls(span: string): string {
  let s = normaliseCode(span);
  // (each rewrite, in this order, only where its literal part stands: most spans hold none)
  if (s.includes('getattr'))
    s = s.replace(
      /\bgetattr\s*\(\s*([\w.]+|__import__\s*\(\s*(?:"[\w.]+"|'[\w.]+')\s*\))\s*,\s*(?:"(\w+)"|'(\w+)')\s*\)/g,
      (_, obj: string, a?: string, b?: string) => `${obj}.${a ?? b}`,
    );
  if (s.includes('getfield'))
    s = s.replace(
      /\bgetfield\s*\(\s*(\w+)\s*,\s*(?::(\w+)|Symbol\s*\(\s*(?:"(\w+)"|'(\w+)')\s*\))\s*\)/g,
      (_, o: string, a?: string, b?: string, c?: string) => `${o}.${a ?? b ?? c}`,
    );
  // (an index with a quoted name: `x["name"]`)
  if (s.includes('[')) s = s.replace(/\b(?:globals|locals|vars)\s*\(\s*\)\s*\[\s*(?:"(\w+)"|'(\w+)')\s*\]/g, (_, a?: string, b?: string) => `${a ?? b}`);
  if (s.includes('__builtins__')) s = s.replace(/\b__builtins__(?:\.__dict__)?\s*\[\s*(?:"(\w+)"|'(\w+)')\s*\]/g, (_, a?: string, b?: string) => `${a ?? b}`);
  if (s.includes('['))
    s = s.replace(/\b(window|globalThis|global|self|this)\s*\[\s*(?:"(\w+)"|'(\w+)')\s*\]/g, (_, _o: string, a?: string, b?: string) => `${a ?? b}`);
  if (s.includes('Reflect.get'))
    s = s.replace(/\bReflect\.get\s*\(\s*(?:window|globalThis|global|self)\s*,\s*(?:"(\w+)"|'(\w+)')\s*\)/g, (_, a?: string, b?: string) => `${a ?? b}`);
  if (s.includes('['))
    s = s.replace(
      /\b(require\s*\(\s*(?:"[\w:]+"|'[\w:]+')\s*\)|[A-Za-z_$][\w$]*)\s*\[\s*(?:"(\w+)"|'(\w+)')\s*\]\s*\(/g,
      (_, o: string, a?: string, b?: string) => `${o}.${a ?? b}(`,
    );
  return s;
}

/** Signs that shell code builds a word from variables (`c=cu; c="${c}rl"`, `$a$b`). */
/** (also a command word that is only a quoted variable, `"$c" -fsS …`, and a value decoded from base64 in place) */
export const SH_BUILDS =
  /\$\{!|=["']?\$\{?[A-Za-z_]\w*\}?[\w./-]|=["']?[\w./-]+\$\{?[A-Za-z_]|\$\{?[A-Za-z_]\w*\}?\$\{?[A-Za-z_]|(?:^|[|;&]\s*)"\$\{?[A-Za-z_]\w*\}?"\s|=\$\(\s*(?:printf|echo)\b[^)|\n]{0,300}\|\s*base64\s+(?:-d|--decode|-D)\b/m;

/** `$(printf '\x63…')` / `$(echo -e "\x63…")`: a command substitution that only prints an escaped literal. */
const PRINTF_VALUE = /^"?\$\(\s*(?:printf|echo\s+-n?en?)\s+(["'])((?:\\(?:x[0-9a-fA-F]{2}|[0-7]{3})|[\w.\/:-])+)\1\s*\)"?$/;

/** `$(echo YmFzaA== | base64 -d)` / `$(printf '%s' 'aHR0…' | base64 --decode)`: a substitution that only decodes a literal. */
const BASE64_VALUE = /^"?\$\(\s*(?:printf\s+(?:'%s'|"%s")\s+|echo\s+(?:-n\s+)?)(["']?)([A-Za-z0-9+/]{4,}={0,2})\1\s*\|\s*base64\s+(?:-d|--decode|-D)\s*\)"?$/;

const SH_ASSIGN = /^\s*(?:export\s+|local\s+|readonly\s+|declare\s+(?:-\w+\s+)?)?([A-Za-z_]\w*)=(.*)$/;

/**
 * Shell code with the variables that hold plain words substituted where they are used:
 * `c=cu; c="${c}rl"; $c -fsSL "$u" | $s` → `… curl -fsSL "https://…" | bash`. One line out
 * per line in (assignment lines come out unchanged); only values that are literal words
 * or built from such values are tracked, never `$(…)` or backticks. At most 5000 lines.
 */
export function normaliseShell(body: string): string[] {
  const lines = body.split('\n');
  if (lines.length > 5000) return lines;
  const vars = new Map<string, string>();
  // (a quoted word that is only a variable, `"$c"`, loses its quotes when the value is one plain word: `"$c" -fsS` → `curl -fsS`)
  // `${!ref}` is bash's indirection: the value of the variable whose name `ref` holds
  const expand = (s: string): string =>
    s
      .replace(/"\$\{?([A-Za-z_]\w*)\}?"/g, (m, a: string) => {
        const v = vars.get(a);
        return v !== undefined && /^[\w.\/:@%+-]+$/.test(v) ? v : m;
      })
      .replace(/\$\{(!?)([A-Za-z_]\w*)\}|\$([A-Za-z_]\w*)/g, (m, bang: string | undefined, a?: string, b?: string) => {
        const v = vars.get((a ?? b)!);
        if (!bang) return v ?? m;
        return v !== undefined && /^[A-Za-z_]\w*$/.test(v) ? (vars.get(v) ?? m) : m;
      });
  return lines.map((line) => {
    if (!line.includes('$') && !line.includes('=')) return line;
    const parts = line.split(/;[ \t]*/);
    let changed = false;
    const out = parts.map((p) => {
      const a = SH_ASSIGN.exec(p);
      if (a) {
        const rhs = a[2].trim();
        // `h=$(printf '\x31\x39…')`: a value spelled in escapes is still a literal word
        const printed = PRINTF_VALUE.exec(rhs);
        if (printed) {
          vars.set(a[1], literalValue(`'${printed[2]}'`));
          return p;
        }
        const decoded = BASE64_VALUE.exec(rhs);
        if (decoded) {
          const v = Buffer.from(decoded[2], 'base64').toString('latin1');
          // (only a printable word or address: anything else is data, not a hidden name)
          if (/^[\x21-\x7e]{1,300}$/.test(v)) vars.set(a[1], v);
          else vars.delete(a[1]);
          return p;
        }
        const simple = /^(?:"[^"`]*"|'[^']*'|[^\s"'`;|&<>()]*)$/.test(rhs) && !rhs.includes('$(');
        if (simple) {
          const v = rhs.startsWith("'") ? rhs.slice(1, -1) : expand(rhs.replace(/^"|"$/g, ''));
          if (!v.includes('$')) vars.set(a[1], v);
          else vars.delete(a[1]);
        } else vars.delete(a[1]);
        return p;
      }
      const e = expand(p);
      if (e !== p) changed = true;
      return e;
    });
    return changed ? out.join('; ') : line;
  });
}

/**
 * Shell words written to hide their letters, read back: ANSI-C quoted words
 * (`$'\x63\x75\x72\x6c'` → `'curl'`, octal and `\u` escapes too) and a value written as
 * adjacent quoted pieces (`src="a.b"'.c'` → `src='a.b.c'`). One line out per line in, so
 * that normaliseShell can track the words and offsets stay line-aligned.
 */
export function shellLiterals(body: string): string {
  if (body.length > 200_000) return body;
  return body
    .replace(/\$'((?:[^'\\\n]|\\.)*)'/g, (_, inner: string) => {
      const v = literalValue(`'${inner}'`).replace(/\n/g, ' ');
      return v.includes("'") ? `"${v.replace(/["\\$`]/g, '\\$&')}"` : `'${v}'`;
    })
    .replace(
      /(^|[\s;])([A-Za-z_]\w*)=((?:[\w./:@-]*(?:"[^"$`\\\n]*"|'[^'\n]*'))+[\w./:@-]*)(?=[\s;]|$)/gm,
      (all, pre: string, name: string, pieces: string) => {
        const parts = [...pieces.matchAll(/"([^"]*)"|'([^']*)'|([\w./:@-]+)/g)];
        if (parts.length < 2) return all;
        const v = parts.map((m) => m[1] ?? m[2] ?? m[3]).join('');
        return `${pre}${name}='${v}'`;
      },
    );
}

// (and AppleScript's `set p1 to "cu"`)
const NAME_LIT = new RegExp(
  String.raw`^[ \t]*(?:const\s+|let\s+|var\s+|set\s+(?=[A-Za-z_]\w*\s+to\s))?([A-Za-z_$][\w$]*)\s*(?:=|\bto\b)\s*(${LIT})\s*;?[ \t]*(?:#.*|\/\/.*|--.*)?$`,
  'gm',
);

const NAME_BUILT = /^[ \t]*(?:const\s+|let\s+|var\s+|set\s+(?=[A-Za-z_]\w*\s+to\s))?([A-Za-z_$][\w$]*)\s*(?:=|\bto\b)\s*([^\n]{3,400}?)\s*;?[ \t]*$/gm;
const ONE_LIT = new RegExp(`^${LIT}$`);

/**
 * `name = 'literal'` assignments of a code region (Python, JavaScript, PowerShell's `$name`), last one wins; at
 * most 500 — and names given a value built from pieces that folds into one literal (`mod = ''.join(map(chr, …))`,
 * `$c = ('I','E','X') -join ''`), as that literal.
 */
export function literalNames(body: string): Map<string, string> {
  const out = new Map<string, string>();
  if (body.length > 200_000) return out;
  for (const m of body.matchAll(NAME_LIT)) {
    out.set(m[1], m[2]);
    if (out.size >= 500) return out;
  }
  if (!BUILDS.test(body)) return out;
  for (const m of body.matchAll(NAME_BUILT)) {
    if (out.has(m[1]) || !BUILDS.test(m[2])) continue;
    const folded = normaliseCode(m[2]).trim();
    if (ONE_LIT.test(folded)) out.set(m[1], folded);
    if (out.size >= 500) break;
  }
  return out;
}

/** AppleScript running a shell command. */
export const APPLESCRIPT_RUN = /\bdo\s+shell\s+script\b/;

/** A name standing alone where a built name hides a call: `__import__(mod)`, `getattr(o, n)`, `window[k]`, PowerShell's `& $c`. */
export const NAME_SLOT =
  /\b(?:__import__|import_module|require)\s*\(\s*[A-Za-z_$][\w$]*\s*\)|\bgetattr\s*\([^,()\n]{1,80},\s*[A-Za-z_$][\w$]*\s*\)|\b(?:window|globalThis|global|self|this)\s*\[\s*[A-Za-z_$][\w$]*\s*\]|&\s*\$\w+/;
/** Before and after a name in one of NAME_SLOT's places. */
const SLOT_BEFORE =
  /(?:\b(?:__import__|import_module|require)\s*\(\s*|\bgetattr\s*\([^,()\n]{1,80},\s*|\b(?:window|globalThis|global|self|this)\s*\[\s*|&\s*)$/;
const SLOT_AFTER = /^\s*[)\]]|^\s*(?:\(|$|\s\S)/;

/**
 * Names that hold string literals put back where they are concatenated (`a + b + c` with
 * `a = "ghp_"` …), so that normaliseCode can fold the whole value: a secret or a command
 * split over innocuous names reads as one literal again.
 */
export function substituteNames(span: string, names: Map<string, string>): string {
  const plus = span.includes('+');
  const slot = NAME_SLOT.test(span);
  // (AppleScript joins with `&`: `do shell script p1 & " " & p2`)
  const amp = span.includes('&') && APPLESCRIPT_RUN.test(span);
  if (!names.size || !(plus || slot || amp)) return span;
  return span.replace(/(?<![\w$.'"])([A-Za-z_$][\w$]*)(?![\w$(])/g, (m, name: string, at: number, s: string) => {
    const lit = names.get(name);
    if (!lit) return m;
    const before = s.slice(Math.max(0, at - 3), at);
    const after = s.slice(at + m.length, at + m.length + 3);
    if (plus && (/\+\s*$/.test(before) || /^\s*\+/.test(after))) return lit;
    if (amp && (/&\s*$/.test(before) || /^\s*&/.test(after) || /\bscript\s*$/.test(s.slice(Math.max(0, at - 8), at)))) return lit;
    return slot && SLOT_BEFORE.test(s.slice(Math.max(0, at - 100), at)) && SLOT_AFTER.test(s.slice(at + m.length, at + m.length + 2)) ? lit : m;
  });
}
