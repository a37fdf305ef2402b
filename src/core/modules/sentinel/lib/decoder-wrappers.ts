/**
 * Decoders hidden behind a small helper of the skill's own (issue 28, technique 6): a
 * one-line function that only decodes its argument — `function fmt($s) { return
 * str_rot13($s); }`, `string Rev(string s) => new string(s.Reverse().ToArray());`,
 * `const s = (a) => String.fromCharCode(...a)`, `def unhex(x): return bytes.fromhex(x).decode()`
 * — and calls of it on literals, so that no decoder stands next to the payload. The helper's
 * calls on literals are folded back into plain literals (statically, nothing is run), and
 * what comes out is checked like any built-up call: a download piped to an interpreter, or
 * the name of a function that runs code or commands (`system`, `assert`, `Process`,
 * `powershell` …). Language-neutral: the helper is recognised by the decoder in its body.
 */
import { literalValue, rot13 } from './normalise.ts';

export type WrapperCodec = 'rot13' | 'reverse' | 'charcodes' | 'base64' | 'hex';

/** A function definition with one parameter and a one-expression body (PHP, JS/TS, Python, C#, Ruby, Go). */
const DEF = new RegExp(
  [
    // function f($s) { return …; }   function f(s) { return …; }   func f(s string) string { return … }
    String.raw`\b(?:function|func)\s+(?<n1>[A-Za-z_]\w*)\s*\(\s*(?<p1>\$?[A-Za-z_]\w*)[^)]{0,40}\)[^{\n]{0,40}\{\s*return\s+(?<b1>[^;\n]{1,200});?\s*\}`,
    // const f = (s) => …   const f = s => …
    String.raw`\b(?:const|let|var)\s+(?<n2>[A-Za-z_$][\w$]*)\s*=\s*(?:\(\s*(?:\.\.\.)?(?<p2>[A-Za-z_$][\w$]*)[^)]{0,40}\)|(?<p3>[A-Za-z_$][\w$]*))\s*(?::\s*\w+\s*)?=>\s*(?<b2>[^;\n]{1,200})`,
    // def f(s): return …
    String.raw`\bdef\s+(?<n3>[A-Za-z_]\w*)\s*\(\s*(?<p4>[A-Za-z_]\w*)[^)]{0,40}\)\s*(?:->\s*\w+\s*)?:\s*(?:\n\s+)?return\s+(?<b3>[^\n]{1,200})`,
    // C#: string F(string s) => …;
    String.raw`\b(?:string|var|object)\s+(?<n4>[A-Za-z_]\w*)\s*\(\s*(?:string|byte\[\]|int\[\]|object)\s+(?<p5>[A-Za-z_]\w*)\s*\)\s*=>\s*(?<b4>[^;\n]{1,200})`,
    // Ruby: def f(s) s.reverse end / def f(s) = s.reverse
    String.raw`\bdef\s+(?<n5>[a-z_]\w*)\s*\(\s*(?<p6>[a-z_]\w*)\s*\)\s*(?:=\s*|;?\s*)(?<b5>[^\n;]{1,200}?)(?:\s*;?\s*end\b|$)`,
  ].join('|'),
  'gm',
);

/** The decoder a body applies to the parameter. */
function codecOf(body: string, param: string): WrapperCodec | undefined {
  const p = param.replace(/\$/g, '\\$');
  if (!new RegExp(String.raw`(?<![\w$])${p}(?![\w$])`).test(body)) return undefined;
  if (/rot_?13/i.test(body)) return 'rot13';
  if (/fromCharCode|\bchr\b|\bChr\b|map\s*\(\s*['"]?chr/.test(body)) return 'charcodes';
  if (/\breverse\b|\bReverse\s*\(|\bstrrev\b|\[\s*::\s*-1\s*\]/i.test(body)) return 'reverse';
  if (/b64decode|atob|base64_decode|FromBase64String|['"]base64['"]|decode64|\bunpack1?\s*\(\s*['"]m/i.test(body)) return 'base64';
  if (/fromhex|unhexlify|hex2bin|['"]hex['"]|pack\s*\(\s*['"]H\*|DecodeString/i.test(body)) return 'hex';
  return undefined;
}

/**
 * What codecOf looks for, all of it in one test over the whole text, looser (any case, no
 * boundary after a word): a text without any of it holds no helper (a body is a piece of the
 * text, and stands after `return`, `=>`, `)`, `=`, `;` or a blank, so a boundary before a word
 * reads the same in both).
 */
const CODEC_WORD =
  /rot_?13|fromcharcode|\bchr|\breverse|\bstrrev|\[\s*::\s*-1\s*\]|b64decode|atob|base64_decode|frombase64string|['"]base64['"]|decode64|\bunpack1?\s*\(\s*['"]m|fromhex|unhexlify|hex2bin|['"]hex['"]|pack\s*\(\s*['"]h\*|decodestring/i;

/** The helpers of one file: name → codec. */
export function decoderWrappers(text: string): Map<string, WrapperCodec> {
  const out = new Map<string, WrapperCodec>();
  if (text.length > 400_000) return out;
  const byHand = ROT_SHIFT.test(text);
  if (!byHand && !CODEC_WORD.test(text)) return out;
  for (const m of text.matchAll(DEF)) {
    const g = m.groups!;
    const name = g.n1 ?? g.n2 ?? g.n3 ?? g.n4 ?? g.n5;
    const param = g.p1 ?? g.p2 ?? g.p3 ?? g.p4 ?? g.p5 ?? g.p6;
    const body = g.b1 ?? g.b2 ?? g.b3 ?? g.b4 ?? g.b5;
    if (!name || !param || !body) continue;
    const codec = codecOf(body, param);
    if (codec) out.set(name, codec);
    if (out.size >= 20) break;
  }
  if (out.size < 20 && byHand) for (const name of rotArithmetic(text)) if (!out.has(name)) out.set(name, 'rot13');
  return out;
}

/** A letter shifted by 13 modulo 26, the body of a rot13 written out by hand (`'a' + (r-'a'+13)%26`, `(c - 65 + 13) % 26 + 65`). */
export const ROT_SHIFT = /\b13\b[^\n;%()]{0,16}\)\s*%\s*26\b/;
/** A function's header with its first parameter (Go, JS/TS, Python, Ruby, PHP, Rust, Perl, Kotlin, Swift). */
const HEADER =
  /\b(?:func|function|def|fn|fun|sub)\s+([A-Za-z_$][\w$]*)\s*\(\s*\$?[A-Za-z_$][\w$]*|\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:function\s*)?\(\s*[A-Za-z_$][\w$]*[^)\n]{0,40}\)\s*(?::\s*\w+\s*)?(?:=>|\{)/g;

/**
 * Helpers that rot13 their argument by hand (several lines: a map over the letters with the shift
 * written out): the name of the last function opened within 600 characters before each shift.
 */
function rotArithmetic(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(new RegExp(ROT_SHIFT.source, 'g'))) {
    const from = Math.max(0, m.index - 600);
    let name: string | undefined;
    for (const h of text.slice(from, m.index).matchAll(HEADER)) name = h[1] ?? h[2];
    if (name && !names.includes(name)) names.push(name);
    if (names.length >= 5) break;
  }
  return names;
}

/** The text a codec makes of an argument written as a literal (a string, or a list of numbers). */
export function applyCodec(codec: WrapperCodec, arg: string): string | undefined {
  const a = arg.trim();
  if (codec === 'charcodes') {
    const nums = /^[[(]?\s*((?:\d{1,7}\s*,\s*)*\d{1,7})\s*,?\s*[\])]?$/.exec(a)?.[1];
    if (!nums) return undefined;
    const codes = nums.split(',').map((n) => Number(n.trim()));
    return codes.every((c) => c < 0x110000) ? String.fromCodePoint(...codes) : undefined;
  }
  if (!/^(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')$/.test(a)) return undefined;
  const v = literalValue(a);
  if (codec === 'rot13') return rot13(v);
  if (codec === 'reverse') return [...v].reverse().join('');
  if (codec === 'hex') return /^(?:[0-9a-fA-F]{2})+$/.test(v) ? Buffer.from(v, 'hex').toString('latin1') : undefined;
  if (!/^[A-Za-z0-9+/=_-]{4,}$/.test(v)) return undefined;
  const t = Buffer.from(v, 'base64').toString('latin1');
  return /^[\x20-\x7e\t\r\n]+$/.test(t) ? t : undefined;
}

export interface UnwrappedCall {
  /** Offset of the call in the text. */
  at: number;
  /** The helper's name. */
  name: string;
  /** What the call evaluates to. */
  value: string;
}

/** Every call of a decoding helper on a literal, with what it evaluates to. */
export function unwrappedCalls(text: string, wrappers: ReadonlyMap<string, WrapperCodec>): UnwrappedCall[] {
  const out: UnwrappedCall[] = [];
  if (!wrappers.size) return out;
  const names = [...wrappers.keys()].map((n) => n.replace(/\$/g, '\\$')).join('|');
  const call = new RegExp(
    String.raw`(?<![\w$.])(${names})\s*\(\s*((?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\[[\d\s,]{1,4000}\]|\d[\d\s,]{0,4000}))\s*\)`,
    'g',
  );
  for (const m of text.matchAll(call)) {
    const value = applyCodec(wrappers.get(m[1])!, m[2]);
    if (value) out.push({ at: m.index, name: m[1], value });
    if (out.length >= 50) break;
  }
  return out;
}

/** Names of what runs code or commands, as a decoded helper call may spell them. */
const RUNNER =
  /^(?:system|exec|shell_exec|passthru|popen|proc_open|pcntl_exec|assert|eval|create_function|execSync|spawnSync|child_process|Function|Invoke-Expression|iex|powershell(?:\.exe)?|pwsh|cmd(?:\.exe)?|bash|sh|(?:\/usr)?\/bin\/(?:ba|z|da|k)?sh|System\.Diagnostics\.Process(?:StartInfo)?|Process(?:StartInfo)?|Deno\.Command|Command|Kernel|subprocess|os\.system)$/i;

/** Whether a decoded value is a download-and-run or the name of a runner. */
export function dangerousValue(value: string, dropper: (s: string) => boolean): string | undefined {
  const v = value.trim();
  if (RUNNER.test(v)) return v;
  if (dropper(v)) return /\b(curl|wget|irm|iwr|Invoke-WebRequest|Invoke-RestMethod|urlopen|fetch)\b/i.exec(v)?.[1] ?? v.split(/\s+/)[0];
  return undefined;
}
