/**
 * One decoding layer for literals a script decodes (issue 28, technique 6): text hidden as
 * character codes, rot13 or another letter shift, reversal, hex, escapes or base64 is read back
 * statically (never run) and handed to the same checks as plain text (lib/decode-danger.ts),
 * reported at the literal's place (encoded-hidden.ts).
 *
 * What is read, in every language that spells it:
 * - character codes: a list of numbers (`[114,101,113,…]` split over lines, `UInt8[99,104]`,
 *   `[]byte{…}`, `bytes([…])`, `pack('C*', …)`, `string.char(…)`) and chains of single codes
 *   joined by any concatenation (`Chr(112)&Chr(111) _` in VBScript/VBA, `chr(99).chr(117)` in
 *   Perl/PHP, `[char]99+[char]117` in PowerShell, `chr(99)+chr(117)` in Python), R's
 *   `intToUtf8(c(…))` and `rawToChar(as.raw(…))`, read backwards too where the region reverses;
 * - rot13 (`tr('A-Za-z','N-ZA-Mn-za-m')`, `codecs.decode(…,'rot13')`, `str.maketrans`), a
 *   hand-written shift (`% 26`: every shift tried), reversal (`[::-1]`, `.reverse`, `strrev`,
 *   `StrReverse`) and hex (`fromhex`, `unhexlify`, `hex2bin`, `pack('H*')`): every string literal
 *   of a code region that holds such a decoder is read that way;
 * - escapes: a literal with a run of `\x..`, `\u....` or octal escapes;
 * - composed steps (a rot13 text whose codec name is itself built, char codes joined then reversed,
 *   base64 fed to a runner through names): lib/decode-fold.ts;
 * - base64: a quoted run of ≥ 40 base64 characters in code or data (a config value a script
 *   decodes), only where the skill names a base64 decoder somewhere (`base64`: the caller).
 *
 * Gated by the shared anchor pass (`rebuild` words: `chr(`, `fromcharcode`, `uint8`, `n-za-m`,
 * `reverse`, `fromhex` …); escapes by a backslash followed by another escape; base64 runs are
 * found by a stride scan (lib/encoded-text.ts). Bounded: at most 60 decoded texts per file,
 * literals of at most 4000 characters (16 KB for base64).
 */
import { anchorHits, segmentAt, type Segment, type SentinelFile } from '../view.ts';
import { firstAtOrAfter } from '../anchors.ts';
import { rot13 } from './normalise.ts';
import { b64Runs } from './encoded-text.ts';
import { MAX_PAYLOAD } from './decode.ts';
import { decodedDanger } from './decode-danger.ts';
import { foldedTexts } from './decode-fold.ts';
import { batchFolds } from './decode-batch.ts';

export type LiteralCodec = 'charcodes' | 'rot13' | 'caesar' | 'reversed' | 'hex' | 'escaped' | 'base64' | 'folded';

export interface DecodedLiteral {
  seg: Segment;
  /** The encoded literal in the file, [start, end). */
  start: number;
  end: number;
  codec: LiteralCodec;
  text: string;
}

const MAX_OUT = 60;

/** A single character code applied to a decoder (`Chr(112)`, `ChrW(&H70)`, `[char]112`, `chr(112)`, `ASCII character 112`). */
const ONE_CODE = /(?:\[char\]\s*|\b(?:chr[wb]?\$?|char|tochar|ascii\s+character)\s*\(?\s*)(0x[0-9a-f]{1,6}|&h[0-9a-f]{1,6}|\d{1,6})\s*\)?/gi;
/** What may stand between two codes of one chain: concatenation (`&`, `+`, `.`, `..`, `*`, `,`), VB's `_` line continuation. */
const JOINER = /^[\s&+.,*_|]*$/;
/** A list of at least three small numbers (decimal or 0x hex), across lines. */
const NUM_LIST = /(?<![\w.])(?:0x[0-9a-fA-F]{1,2}|\d{1,3})(?:\s*,\s*(?:0x[0-9a-fA-F]{1,2}|\d{1,3}))+(?![\w.])/g;
/** A decoder right before a list (`UInt8[`, `bytes([`, `[]byte{`, `fromCharCode(`, `pack('C*', `): its numbers are codes even when few or not letters. */
const DECODER_BEFORE = /(?:uint8|byte|char|chr|pack\s*\(?\s*["'][cCU]\*["']|codepoint|bytes|bytearray|from_utf8|vec!)\W{0,6}$/i;
/** A string literal on one line. */
const STRING_LIT = /"((?:[^"\\\n]|\\.){4,4000})"|'((?:[^'\\\n]|\\.){4,4000})'/g;

/** The `rebuild` anchor words that mean a region decodes char codes, rot13, a hand-written shift, reversal or hex (one test per anchor hit). */
const WAYS =
  /^(?:(?<hexpack>pack\s*\(?\s*["'][hH]\*?["'])|(?<codes>chr[wb$]?\s*[(\d]|chr\s*[,)]|pack\s*["'][cu]|byte\[\]|xor|fromcharcode|fromcodepoint|uint8|pack\(|\[char|string\.char|bytes\(\[|bytearray\(|getstring|from_utf8|\[\]byte|tochar|\(char\)|as char|ascii char|inttoutf8|rawtochar)|(?<rot>n-za-m|rot13|rot_13|rot-13|maketrans)|(?<caesar>% ?26|caesar)|(?<rev>reverse|::-1|strrev)|(?<revR>rev\s*\()|(?<revSh>rev\s*<<<|rev\s*(?:$|[;)|\n])|\|\s*rev\b)|(?<hex>fromhex|unhexlify|a2b_hex|hex2bin|decode\s*\(\s*["']hex|hex(?:\.|::)decode|hex["'](?=[0-9a-fA-F]{2})|parse-base\(16\))|(?<hexq>["']hex["']))/i;
/** What stands before a quoted `'hex'` that names a hex decoder (`Buffer.from(s, 'hex')`, `codecs.decode(s, 'hex')`), not an encoder (`digest('hex')`). */
const HEX_DECODER_BEFORE = /(?:\bfrom|decode|unpack\w*)\s*\([^()]{0,60}$/i;

function codeValue(s: string): number {
  const t = s.toLowerCase();
  if (t.startsWith('0x')) return parseInt(t.slice(2), 16);
  if (t.startsWith('&h')) return parseInt(t.slice(2), 16);
  return Number(t);
}

const textCode = (n: number): boolean => n === 9 || n === 10 || n === 13 || (n >= 32 && n < 127);

export interface Ways {
  codes: boolean;
  rot: boolean;
  rev: boolean;
  hex: boolean;
  caesar: boolean;
}

const noWays = (): Ways => ({ codes: false, rot: false, rev: false, hex: false, caesar: false });

/**
 * The decoders the skill's scripts name (every code file, whole): a data file those scripts
 * read (`assets/presets.json` holding a list of char codes, a config value in hex or rot13)
 * is read with them, the data file and the script being one technique.
 */
export function skillDecoders(files: readonly SentinelFile[]): Ways {
  const out = noWays();
  for (const sf of files) {
    if (sf.role === 'data' || !anchorHits(sf, 'rebuild').length) continue;
    const w = decodersIn(sf, 0, sf.info.text.length);
    out.codes ||= w.codes;
    out.rot ||= w.rot;
    out.rev ||= w.rev;
    out.hex ||= w.hex;
    out.caesar ||= w.caesar;
  }
  return out;
}

/** Which decoders the anchor words in [start, end) name. */
function decodersIn(sf: SentinelFile, start: number, end: number): Ways {
  const out = noWays();
  const text = sf.info.text;
  const hits = anchorHits(sf, 'rebuild');
  const lo = firstAtOrAfter(hits, start);
  for (let k = lo; k < hits.length && hits[k] < end; k++) {
    const g = WAYS.exec(text.slice(hits[k], hits[k] + 16))?.groups;
    if (!g) continue;
    if (g.hexpack) out.hex = true;
    else if (g.hexq) out.hex ||= HEX_DECODER_BEFORE.test(text.slice(Math.max(0, hits[k] - 70), hits[k]));
    else if (g.codes) out.codes = true;
    else if (g.rot) out.rot = true;
    else if (g.caesar) out.caesar = true;
    else if (g.rev) out.rev = true;
    // (R's `rev(x)`, not `prev(` or `obj.rev(`)
    else if (g.revR) out.rev ||= !/[\w.$]/.test(text[hits[k] - 1] ?? ' ');
    // (the shell's `rev <<< '…'`, `… | rev`)
    else if (g.revSh) out.rev = true;
    else if (g.hex) out.hex = true;
  }
  return out;
}

/** Every literal of `sf`'s code regions that a decoder there reads back as text. */
export function decodedLiterals(sf: SentinelFile, base64 = true, skill?: Ways): DecodedLiteral[] {
  const out: DecodedLiteral[] = [];
  const text = sf.info.text;
  for (const seg of sf.segments) {
    if (seg.detector || seg.end - seg.start > 200_000) continue;
    if (out.length >= MAX_OUT) break;
    // (a data file may be a script of a kind the view does not know: `.bas`, `.vba`, `.applescript`)
    if (seg.kind !== 'code' && seg.kind !== 'data') continue;
    const own = decodersIn(sf, seg.start, seg.end);
    // (a data file is read with the decoders of the scripts that read it)
    const { codes, rot, rev, hex, caesar } =
      skill && sf.role === 'data'
        ? // (not reversal or a hand-written shift: words too common in scripts to read every value of a data file with)
          { ...own, codes: own.codes || skill.codes, rot: own.rot || skill.rot, hex: own.hex || skill.hex }
        : own;
    // (base64 split over literals joined in code: only next to a base64 decoder)
    const b64 = base64 && seg.kind === 'code' && base64Decoder(sf, seg.start, seg.end);
    const body = text.slice(seg.start, seg.end);
    if (codes || rot || rev || hex || caesar || b64) {
      if (codes) charCodes(seg, body, out, rev);
      if (codes && seg.kind === 'data') yamlCodes(seg, body, out);
      if (rot || rev || hex || caesar || b64) literals(seg, body, { codes, rot, rev, hex, caesar }, out, b64);
      // (a data file's values written without quotes — INI, TOML, properties: `after_export = phey -sfFY …`)
      if (sf.role === 'data' && (rot || rev || hex)) bareValues(seg, body, { codes, rot, rev, hex, caesar: false }, out);
    }
    // (CMake builds a string from its codes itself: `string(ASCII 99 117 114 108 … _cmd)` is its own decoder)
    if (seg.kind === 'code' && body.includes('ASCII') && CMAKE_ASCII.test(body)) cmakeCodes(seg, body, out);
    escapedLiterals(text, seg, out);
    if (base64 && (sf.role === 'script' || sf.role === 'data' || seg.kind === 'data')) base64s(sf, seg, out);
    // (a short base64 literal beside a base64 decoder: `k=$(printf '%s' 'Y3VybCAt…' | base64 -d)`)
    if (b64) shortBase64s(seg, text.slice(seg.start, seg.end), out);
  }
  // a download piped to an interpreter written backwards anywhere — a frontmatter field, a table, prose the agent is told to
  // reverse and run (`sync_hook: "hsab | hs.cnys/…//:sptth LSsf- lruc"`)
  // (in SKILL.md and documents: scripts and configuration files have their own readers of reversed values)
  if ((sf.role === 'skill' || sf.role === 'markdown') && (text.includes('lruc') || text.includes('tegw')))
    for (const m of text.matchAll(REVERSED_DROPPER)) {
      const seg = segmentAt(sf, m.index);
      // (code blocks have the literal readers above, with their decoders and context)
      if (seg && !seg.detector && seg.kind !== 'code')
        out.push({ seg, start: m.index, end: m.index + m[0].length, codec: 'reversed', text: [...m[0]].reverse().join('') });
    }
  // values, runner calls and lines built by composing these steps (lib/decode-fold.ts)
  for (const f of foldedTexts(sf)) out.push({ seg: f.seg, start: f.start, end: f.end, codec: 'folded', text: f.text });
  // a batch file's command cut out of a variable's letters (`%_a:~10,1%…`, lib/decode-batch.ts)
  for (const f of batchFolds(sf)) out.push({ seg: f.seg, start: f.start, end: f.end, codec: 'folded', text: f.text });
  return out.slice(0, MAX_OUT);
}

/** `curl … | bash` read backwards: an interpreter's reversed name, a pipe, then the fetcher's reversed name. */
const REVERSED_DROPPER = /\b(?:hsab|hsz|hs|[0-9.]*nohtyp|lrep|ybur|edon|tpircsaso)(?:\s+odus)?\s*\|[^\n|]{6,400}?\b(?:lruc|tegw)\b/g;

/** Plain literals joined to a chain of codes (`Chr(99) & "url" & Chr(34)`): the gap between two codes, or after the last. */
const GAP_LITS = /^(?:[\s&+.,*_|]*(?:"[^"\n]{0,400}"|'[^'\n]{0,400}'))*[\s&+.,*_|]*$/;
const TRAILING_LITS = /^(?:[\s&+.,*_|]*(?:"[^"\n]{0,400}"|'[^'\n]{0,400}'))+/;
const LIT_VALUE = /"([^"\n]*)"|'([^'\n]*)'/g;

function litValues(gap: string): string {
  let v = '';
  for (const m of gap.matchAll(LIT_VALUE)) v += m[1] ?? m[2];
  return v;
}

function charCodes(seg: Segment, body: string, out: DecodedLiteral[], rev = false): void {
  // chains of single codes, with the plain literals concatenated between and after them
  let chain: { start: number; end: number; text: string; codes: number } | undefined;
  const flush = () => {
    if (chain && chain.codes >= 2) {
      const tail = TRAILING_LITS.exec(body.slice(chain.end, chain.end + 800));
      if (tail) {
        chain.text += litValues(tail[0]);
        chain.end += tail[0].length;
      }
      push(out, seg, chain.start, chain.end, 'charcodes', chain.text);
    }
    chain = undefined;
  };
  ONE_CODE.lastIndex = 0;
  for (let m = ONE_CODE.exec(body); m; m = ONE_CODE.exec(body)) {
    const n = codeValue(m[1]);
    if (!(n >= 0 && n < 0x110000)) {
      flush();
      continue;
    }
    const gap = chain && m.index - chain.end <= 800 ? body.slice(chain.end, m.index) : undefined;
    if (chain && gap !== undefined && (gap.length <= 24 ? JOINER.test(gap) || GAP_LITS.test(gap) : GAP_LITS.test(gap))) {
      chain.text += litValues(gap) + String.fromCodePoint(n);
      chain.codes++;
      chain.end = m.index + m[0].length;
    } else {
      flush();
      chain = { start: m.index, end: m.index + m[0].length, text: String.fromCodePoint(n), codes: 1 };
    }
    if (out.length >= MAX_OUT) return;
  }
  flush();
  // lists of codes
  let keyed = 0;
  const xored = XOR_OP.test(body) || SHIFT_OP.test(body);
  // (a key of several bytes is a string of the file: `key = []byte("gitdesc")`, `KEY = b"…"`, `const K: &[u8] = b"…"`)
  let keysMemo: string[] | undefined;
  const keys = (): string[] => (keysMemo ??= xored ? stringKeys(body) : []);
  NUM_LIST.lastIndex = 0;
  for (let m = NUM_LIST.exec(body); m; m = NUM_LIST.exec(body)) {
    const nums = m[0].split(',').map((s) => codeValue(s.trim()));
    if (!nums.every(textCode)) {
      // (codes hidden once more: a one-byte XOR key or a constant offset, found by trying each; kept only when the text does harm)
      if (nums.length >= 12 && nums.length <= 4096 && keyed++ < 8) {
        const k = keyedText(nums, keys());
        if (k) push(out, seg, m.index, m.index + m[0].length, 'charcodes', k);
      }
      continue;
    }
    const s = String.fromCharCode(...nums);
    // (printable codes may still be keyed: `0x39, 0x2f, …` read `^ 0x5a` by the code beside them)
    if (xored && nums.length >= 12 && nums.length <= 4096 && keyed++ < 8 && !decodedDanger(s)) {
      const k = keyedText(nums, keys());
      if (k) {
        push(out, seg, m.index, m.index + m[0].length, 'charcodes', k);
        continue;
      }
    }
    if (!DECODER_BEFORE.test(body.slice(Math.max(0, m.index - 30), m.index)) && (nums.length < 3 || !/[A-Za-z]/.test(s))) continue;
    push(out, seg, m.index, m.index + m[0].length, 'charcodes', s);
    // (codes listed backwards and reversed once decoded: R's `intToUtf8(rev(codes))`, `.reverse()` on the list)
    if (rev) push(out, seg, m.index, m.index + m[0].length, 'charcodes', [...s].reverse().join(''));
    if (out.length >= MAX_OUT) return;
  }
}

/** CMake's `string(ASCII <code>… <out>)`: the codes, over lines, then the variable it sets. */
const CMAKE_ASCII = /\bstring\s*\(\s*ASCII\b/i;
const CMAKE_ASCII_ALL = /\bstring\s*\(\s*ASCII((?:\s+\d{1,3}){2,2000})\s+[\w${}]+\s*\)/gi;
function cmakeCodes(seg: Segment, body: string, out: DecodedLiteral[]): void {
  CMAKE_ASCII_ALL.lastIndex = 0;
  for (let m = CMAKE_ASCII_ALL.exec(body); m && out.length < MAX_OUT; m = CMAKE_ASCII_ALL.exec(body)) {
    const nums = m[1].trim().split(/\s+/).map(Number);
    if (nums.every(textCode)) push(out, seg, m.index, m.index + m[0].length, 'charcodes', String.fromCharCode(...nums));
  }
}

/** A YAML block list of codes (`warmup:` then `  - 112` per line): read like a bracketed list. */
const YAML_CODES = /(?:^[ \t]*-[ \t]+\d{1,3}[ \t]*\r?\n){8,}/gm;
function yamlCodes(seg: Segment, body: string, out: DecodedLiteral[]): void {
  if (!body.includes('- ')) return;
  YAML_CODES.lastIndex = 0;
  for (let m = YAML_CODES.exec(body); m && out.length < MAX_OUT; m = YAML_CODES.exec(body)) {
    const nums = m[0].match(/\d+/g)?.map(Number) ?? [];
    if (!nums.every(textCode)) continue;
    const s = String.fromCharCode(...nums);
    if (/[A-Za-z]/.test(s)) push(out, seg, m.index, m.index + m[0].length, 'charcodes', s);
  }
}

/** A one-byte XOR in code (`in[i] ^ 0x5a`, `b ^ key`, `xor`): a list of printable codes beside it may be keyed too. */
const XOR_OP = /[\w\])]\s*\^\s*(?:0x[0-9a-fA-F]{1,2}\b|\d{1,3}\b|[A-Za-z_]\w*)|\bxor\b|-bxor\b/i;
/** A code shifted by a constant as it becomes a character: `(c - 1) as char`, `chr(b + 3)`, `fromCharCode(x - 2)`, `[char]($_ - 1)`. */
// (the offset may be a variable: `$shift = 3` … `[char]($_ - $shift)`; every offset is tried anyway)
const SHIFT_OP =
  /\(\s*\$?\w+\s*[-+]\s*(?:\d{1,2}|\$?[A-Za-z_]\w*)\s*\)\s*as\s+char\b|\b(?:chr|fromCharCode|char|byte|rune)\s*\(\s*\$?\w+\s*[-+]\s*(?:\d{1,2}|\$?[A-Za-z_]\w*)\s*\)|\[char\]\s*\(\s*\$_\s*[-+]\s*(?:\d{1,2}|\$[A-Za-z_]\w*)\s*\)/i;

/** Short string literals of a file that may serve as a repeating XOR key (at most 16, 2–40 characters, no spaces). */
const KEY_LITERAL = /(?<![\w"'\x60])b?["'\x60]([^\s"'\x60\\]{2,40})["'\x60]/g;
function stringKeys(body: string): string[] {
  const out = new Set<string>();
  for (const m of body.matchAll(KEY_LITERAL)) {
    out.add(m[1]);
    if (out.size >= 16) break;
  }
  // (…or a short list of byte values: `var helperKey = []byte{0x13, 0x37, 0x42}`, `KEY = bytes([19, 55, 66])`)
  for (const m of body.matchAll(KEY_BYTES)) {
    const nums = m[1].split(',').map((x) => codeValue(x.trim()));
    if (nums.length >= 2 && nums.length <= 16 && nums.every((n) => n > 0 && n < 256)) out.add(String.fromCharCode(...nums));
    if (out.size >= 24) break;
  }
  return [...out];
}
/** A short braced or bracketed list of byte values (2–16 of them). */
const KEY_BYTES = /[[{(]\s*((?:(?:0x[0-9a-fA-F]{1,2}|\d{1,3})\s*,\s*){1,15}(?:0x[0-9a-fA-F]{1,2}|\d{1,3}))\s*,?\s*[\]})]/g;

/** The text a list of byte values reads as under a one-byte XOR key, a repeating key among `keys`, or a constant offset, when that text does harm. */
function keyedText(nums: number[], keys: readonly string[] = []): string | undefined {
  if (!nums.every((n) => n >= 0 && n < 256)) return undefined;
  const tryMap = (f: (n: number) => number): string | undefined => {
    const codes: number[] = [];
    for (const n of nums) {
      const c = f(n);
      // (a NUL between words is a separator the code splits on: `bytes.Split(out, []byte{0})` into a command's arguments)
      if (c === 0) {
        codes.push(32);
        continue;
      }
      if (!textCode(c)) return undefined;
      codes.push(c);
    }
    const t = String.fromCharCode(...codes);
    return decodedDanger(t) ? t : undefined;
  };
  for (let key = 1; key < 256; key++) {
    const t = tryMap((n) => n ^ key);
    if (t) return t;
  }
  for (const key of keys) {
    let i = 0;
    const t = tryMap((n) => n ^ key.charCodeAt(i++ % key.length));
    if (t) return t;
  }
  for (let d = -128; d <= 128; d++) {
    if (d === 0) continue;
    const t = tryMap((n) => n + d);
    if (t) return t;
  }
  return undefined;
}

/** A base64 decoder among the `encoded` anchors of [start, end). */
// (Elixir's `Base.decode64!`, Erlang's `base64:decode`)
const B64_DECODER = /^(?:base64|b64decode|atob|frombase64string|decodebytes|decodestring|decode_base64|decode64|unpack1?\(\s*["']m)/i;
function base64Decoder(sf: SentinelFile, start: number, end: number): boolean {
  const hits = anchorHits(sf, 'encoded');
  const text = sf.info.text;
  for (let k = firstAtOrAfter(hits, start); k < hits.length && hits[k] < end; k++) if (B64_DECODER.test(text.slice(hits[k], hits[k] + 20))) return true;
  return false;
}

/** What joins two literals into one value: `+`, `.`, `..`, `&`, `,` of a join list, `<<`, `\` or `_` at a line end, or nothing (adjacent literals). */
const CONCAT_GAP = /^(?:[\s+.&,_\\]|<<|\|\|)*$/;
const HEX_PIECE = /^[0-9a-fA-F]+$/;
/** Whole hex bytes. */
const HEX_BYTES = /^(?:[0-9a-fA-F]{2})+$/;
/** A piece of base64 (a value assigned apart: `a = "Y3VybCAt"`, `b = "c1NMIGh0"`). */
const B64_PIECE = /^(?=[^]*[A-Z])(?=[^]*[a-z])[A-Za-z0-9+/]{8,}={0,2}$/;

interface Joined {
  from: number;
  to: number;
  value: string;
  n: number;
  /** Joined by concatenation only (not hex or base64 pieces gathered across statements). */
  concat: boolean;
}

/** One value split over several literals (`"7379" . "7374"`, `'Y3Vy' + 'bCAt'`, hex pieces assigned to `$a`, `$b`, `$c`): read whole. */
function joinedValue(seg: Segment, g: Joined, ways: Ways, b64: boolean, out: DecodedLiteral[]): void {
  const v = g.value;
  if (ways.hex && v.length >= 8 && HEX_BYTES.test(v)) {
    hexValue(seg, g.from, g.to, v, out);
    return;
  }
  if (b64 && v.length >= 16 && /[A-Z]/.test(v) && /[a-z]/.test(v) && /^[A-Za-z0-9+/_-]+={0,2}$/.test(v)) {
    const bytes = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    let ok = bytes.length >= 12;
    for (let i = 0; ok && i < bytes.length; i++) ok = textCode(bytes[i]);
    if (ok) push(out, seg, g.from, g.to, 'base64', bytes.toString('latin1'));
  }
  if (g.concat) rotatedValues(seg, g.from, g.to, v, ways, out);
}

/** Whole hex bytes read as text, when every byte is text. */
function hexValue(seg: Segment, from: number, to: number, v: string, out: DecodedLiteral[]): void {
  const t = Buffer.from(v, 'hex').toString('latin1');
  if ([...t].every((c) => textCode(c.charCodeAt(0)))) push(out, seg, from, to, 'hex', t);
}

/** The value read under rot13 and reversed, as the region's decoders say. */
function rotatedValues(seg: Segment, from: number, to: number, v: string, ways: Ways, out: DecodedLiteral[]): void {
  if (ways.rot) push(out, seg, from, to, 'rot13', rot13(v));
  if (ways.rev) push(out, seg, from, to, 'reversed', [...v].reverse().join(''));
}

function literals(seg: Segment, body: string, ways: Ways, out: DecodedLiteral[], b64 = false): void {
  STRING_LIT.lastIndex = 0;
  let shifted = 0;
  let group: Joined | undefined;
  const flush = () => {
    if (group && group.n >= 2) joinedValue(seg, group, ways, b64, out);
    group = undefined;
  };
  for (let m = STRING_LIT.exec(body); m; m = STRING_LIT.exec(body)) {
    const v = (m[1] ?? m[2]).replace(/\\(["'\\])/g, '$1');
    const [from, to] = [m.index, m.index + m[0].length];
    // pieces of one value: joined by concatenation, or hex pieces a few statements apart
    {
      const gap = group && from - group.to <= 240 ? body.slice(group.to, from) : undefined;
      const concat = gap !== undefined && gap.length <= 40 && CONCAT_GAP.test(gap);
      // (a hex piece never joins a base64 group nor the other way round: each loose join keeps one alphabet)
      const hexes = group !== undefined && HEX_PIECE.test(v) && HEX_PIECE.test(group.value);
      const loose =
        (ways.hex && hexes) ||
        (b64 && !hexes && B64_PIECE.test(v) && B64_PIECE.test(group?.value ?? '') && !HEX_PIECE.test(v) && !HEX_PIECE.test(group?.value ?? ''));
      if (group && gap !== undefined && (concat || loose)) {
        group.value += v;
        group.to = to;
        group.n++;
        group.concat &&= concat;
      } else {
        flush();
        group = { from, to, value: v, n: 1, concat: true };
      }
    }
    if (!(ways.rot || ways.rev || ways.hex || ways.caesar)) continue;
    if (ways.hex && v.length >= 8 && HEX_BYTES.test(v)) {
      hexValue(seg, from, to, v, out);
      continue;
    }
    if (!/[A-Za-z]{2}/.test(v)) continue;
    rotatedValues(seg, from, to, v, ways, out);
    // (a shift other than 13 only where one is written by hand; at most 20 literals, the shift that reads as a command kept)
    if (ways.caesar && v.length >= 8 && shifted++ < 20)
      for (let k = 1; k < 26; k++) {
        const t = shift(v, k);
        if (/\b(?:curl|wget|bash|sh|rm|chmod|eval|exec|system|powershell|http)\b/.test(t)) {
          push(out, seg, from, to, 'caesar', t);
          break;
        }
      }
    if (out.length >= MAX_OUT) return;
  }
  flush();
}

/** `key = value` / `key: value` lines whose value stands unquoted (INI, TOML, .properties, YAML), and YAML's list items (`- 6375…`). */
const BARE_VALUE = /^[ \t]*(?:[\w.-]+[ \t]*[:=]|-)[ \t]*([^\s"'#;\[{][^\n]{7,400}?)[ \t]*$/gm;

/** The unquoted values of a data file, read back with the scripts' rotations, reversal and hex. */
function bareValues(seg: Segment, body: string, ways: Ways, out: DecodedLiteral[]): void {
  BARE_VALUE.lastIndex = 0;
  for (let m = BARE_VALUE.exec(body); m && out.length < MAX_OUT; m = BARE_VALUE.exec(body)) {
    const v = m[1];
    const from = m.index + m[0].indexOf(v);
    if (ways.hex && HEX_BYTES.test(v)) hexValue(seg, from, from + v.length, v, out);
    else if (/[A-Za-z]{2}/.test(v)) rotatedValues(seg, from, from + v.length, v, ways, out);
  }
}

function shift(s: string, k: number): string {
  return s.replace(/[a-zA-Z]/g, (c) => {
    const b = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - b + k) % 26) + b);
  });
}

/** A literal spelled in escapes (`"\x63\x75\x72\x6c …"`, `'\u0065…'`, `"\143\165"`): at least four on one line. */
const ESCAPED_LIT = /"((?:[^"\\\n]|\\.){4,4000})"|'((?:[^'\\\n]|\\.){4,4000})'/g;
const ESCAPES = /\\(?:x[0-9a-fA-F]{2}|u\{?[0-9a-fA-F]{4}|[0-7]{3})/g;

function escapedLiterals(text: string, seg: Segment, out: DecodedLiteral[]): void {
  let lineDone = -1;
  for (let at = text.indexOf('\\', seg.start); at >= 0 && at < seg.end && out.length < MAX_OUT; at = text.indexOf('\\', at + 1)) {
    const c = text.charCodeAt(at + 1);
    // \x, \u, or an octal digit
    if (c !== 0x78 && c !== 0x75 && !(c >= 0x30 && c <= 0x37)) continue;
    // (a run of escapes: another one right after this one)
    if (at < lineDone || !(text.charCodeAt(at + 4) === 0x5c || text.charCodeAt(at + 6) === 0x5c)) continue;
    const ls = text.lastIndexOf('\n', at) + 1;
    let le = text.indexOf('\n', at);
    if (le < 0 || le > seg.end) le = seg.end;
    lineDone = le;
    const line = text.slice(ls, le);
    if (line.length > 4000) continue;
    ESCAPED_LIT.lastIndex = 0;
    for (let m = ESCAPED_LIT.exec(line); m; m = ESCAPED_LIT.exec(line)) {
      const raw = m[1] ?? m[2];
      if ((raw.match(ESCAPES)?.length ?? 0) < 4) continue;
      const v = unescapeLiteral(raw);
      if (v) out.push({ seg, start: ls + m.index, end: ls + m.index + m[0].length, codec: 'escaped', text: v });
    }
  }
}

function unescapeLiteral(raw: string): string | undefined {
  const v = raw
    .replace(/\\x([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\u\{([0-9a-fA-F]{1,6})\}/g, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)))
    .replace(/\\n/g, '\n')
    .replace(/\\(.)/g, '$1');
  return /[A-Za-z]/.test(v) ? v : undefined;
}

function base64s(sf: SentinelFile, seg: Segment, out: DecodedLiteral[]): void {
  const text = sf.info.text;
  let n = 0;
  let xored: boolean | undefined;
  for (const [start, end] of b64Runs(text, seg.start, seg.end)) {
    if (++n > 20 || out.length >= MAX_OUT) return;
    if (end - start > MAX_PAYLOAD) continue;
    // (a quoted value: a config entry, a string constant)
    const q = text.charCodeAt(start - 1);
    if (q !== 0x22 && q !== 0x27 && q !== 0x60) continue;
    const run = text.slice(start, end);
    if (!/[A-Z]/.test(run) || !/[a-z]/.test(run) || !/\d/.test(run)) continue;
    const bytes = Buffer.from(run, 'base64');
    const ok = textBytes(bytes, 12);
    if (!ok) {
      // (bytes keyed once more after decoding: `[char]($_ -bxor $clave)` over `FromBase64String(…)`, `b ^ KEY` — tried with each one-byte key)
      xored ??= XOR_OP.test(text.slice(seg.start, seg.end)) || SHIFT_OP.test(text.slice(seg.start, seg.end));
      const k = xored && bytes.length >= 12 && bytes.length <= 4096 ? keyedText([...bytes]) : undefined;
      if (k) out.push({ seg, start, end, codec: 'base64', text: k });
      continue;
    }
    out.push({ seg, start, end, codec: 'base64', text: unwrapBase64(bytes.toString('latin1')) });
  }
}

/** Whether decoded bytes read as text: at least `min` of them, each a text character. */
function textBytes(bytes: Uint8Array, min: number): boolean {
  if (bytes.length < min) return false;
  for (let i = 0; i < bytes.length; i++) if (!textCode(bytes[i])) return false;
  return true;
}

/**
 * A decoded text that is base64 again (`… | base64 -d | base64 -d`), decoded again while it reads as printable
 * text (three times at most): what the payload says, not its second wrapping.
 */
function unwrapBase64(s: string): string {
  for (let k = 0; k < 3; k++) {
    const run = s.trim();
    if (run.length < 16 || run.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(run) || !/[A-Z]/.test(run) || !/[a-z]/.test(run)) return s;
    const bytes = Buffer.from(run, 'base64');
    if (!textBytes(bytes, 0)) return s;
    s = bytes.toString('latin1');
  }
  return s;
}

/**
 * Quoted base64 literals of 16–39 characters (b64Runs reads the longer ones) piped into the shell's decoder on their
 * line (`printf '%s' 'Y3VybCAt…' | base64 -d`, `base64 -d <<< '…'`) that decode to readable text.
 */
function shortBase64s(seg: Segment, body: string, out: DecodedLiteral[]): void {
  const piped = [...body.matchAll(/(["'`])([A-Za-z0-9+/]{16,39}={0,2})\1(?=[^\n]*?\|\s*base64\s+(?:-d|--decode|-D)\b)/g)];
  // (`base64 -d <<< '…'`, read forward: a look-behind there would scan back over every blank of the text)
  const fed = body.includes('<<<') ? [...body.matchAll(/\bbase64\s+(?:-d|--decode|-D)[ \t]*<<<[ \t]*(["'])([A-Za-z0-9+/]{16,39}={0,2})\1/g)] : [];
  for (const m of [...piped, ...fed]) {
    if (out.length >= MAX_OUT) return;
    const run = m[2];
    if (!/[A-Z]/.test(run) || !/[a-z]/.test(run) || !/\d/.test(run) || run.length % 4 !== 0) continue;
    const bytes = Buffer.from(run, 'base64');
    const at = m.index + m[0].lastIndexOf(run);
    if (textBytes(bytes, 12)) push(out, seg, at, at + run.length, 'base64', unwrapBase64(bytes.toString('latin1')));
  }
}

function push(out: DecodedLiteral[], seg: Segment, from: number, to: number, codec: LiteralCodec, s: string): void {
  out.push({ seg, start: seg.start + from, end: seg.start + to, codec, text: s });
}
