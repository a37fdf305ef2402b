/**
 * "Decode and follow": the skill ships an opaque payload (a long base64/base85/hex token,
 * a list of byte values, a scrambled string) together with a decoder (code that decodes,
 * XORs, maps or reorders it, or prose that says how) and tells the agent to run, paste or
 * follow what comes out ("generate the installation instructions", "run it in the
 * terminal"). What the agent will do is then invisible to whoever reviews the skill.
 *
 * Found per file: the payload candidates (opaque tokens near a decoder anchor, code lists, long string literals in code
 * that rebuilds strings,
 * the paragraph after a "payload" label), and for each the static decoding of
 * lib/decode.ts. A payload that decodes to a download-and-run is reported whatever the
 * wording around it; one that does not decode is reported only with both a decoder and
 * an instruction to follow the output within ±1500 characters.
 */
import { decodePayload, dropperText, MAX_PAYLOAD, unscramble } from './decode.ts';
import { anchorHits, type Segment, type SentinelFile } from '../view.ts';
import { firstAtOrAfter } from '../anchors.ts';

export interface FollowHit {
  seg: Segment;
  start: number;
  end: number;
  /** The decoded text, when the payload decodes. */
  decoded?: string;
  /** The decoded text downloads and runs something. */
  dropper: boolean;
}

/** Code that rebuilds a string (tested per code segment before its literals are read). */
const REBUILDS =
  /[dD]ecod|DECOD|(?:''|"")\.join\s*\(|\.join\s*\(\s*(?:''|"")\s*\)|::-1|\bchr\s*\(|[xX][oO][rR]|\^\s*key\b|[pP]ermut|[iI]nterleav|[rR]econstruct/;

/** Decoders, in code or in prose. */
const DECODER =
  /\b(?:(?:urlsafe_)?b(?:64|85|32|16)decode|a85decode|base(?:64|85|32|65)|marshal\.loads|zlib\.decompress|unhexlify|fromhex|atob|fromCharCode|decod(?:e|es|ed|ing)|xor|deobfuscat\w*|unscrambl\w*|reconstruct\w*|de-?interleav\w*|modular\s+inverse|invert_permutation|inverse\s+permutation)\b|\bchr\s*\(|\bpack\s*\(\s*["'][Hh]\*|\bunpack1?\s*\(\s*["']m|\b(?:hex2bin|str_rot13|gzinflate|gzuncompress)\b|\bpow\s*\(\s*\w+\s*,\s*-1\b|\^\s*(?:key|k|\d+)\b|[%&]\s*(?:256|255|0xff)\b|\bmod\s+256\b|\[\s*::\s*-1\s*\]/gi;

/** An instruction to run, paste or follow what the decoder produces. */
const FOLLOW = new RegExp(
  [
    String.raw`\b(?:generat|produc|reconstruct|deriv|obtain|recover|comput|creat)(?:e|es|ed|ing)?\b[^.\n]{0,40}?\b(?:install(?:ation|er)?|setup|set-up|licen[cs]e|activation|commands?|instructions?|steps?|script)\b`,
    String.raw`\b(?:run|execute|paste|type|enter)\s+(?:it|them|this|that|the\s+(?:output|result|decoded|generated|printed|resulting|reconstructed)\b[^.\n]{0,20}?)\s*(?:in|into|on|from)\s+(?:the\s+|a\s+|your\s+)?(?:terminal|shell|console|command\s+line|powershell|cmd)\b`,
    String.raw`\b(?:follow|run|execute|apply)\s+(?:the\s+)?(?:decoded|generated|printed|resulting|reconstructed|output(?:ted)?)\b`,
    String.raw`\bdecode\b[^.\n]{0,60}?\bthen\s+(?:run|execute|follow|paste)\b`,
  ].join('|'),
  'i',
);

/** Characters of base64/base85 tokens. */
const TOKEN_CHAR = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=!#$%&()*;<>?@^_`{|}~-') TOKEN_CHAR[c.charCodeAt(0)] = 1;

/**
 * Runs of at least 40 token characters in [start, end). `from` is always where a run may
 * start; the 40th character from it is looked at first and the window read back from there,
 * so a stretch of short words is passed over in steps of up to 40 characters.
 */
function tokens(text: string, start: number, end: number, out: { index: number; token: string }[]): void {
  let from = start;
  while (from + 40 <= end) {
    let j = from + 39;
    for (let c = text.charCodeAt(j); j >= from && c < 128 && TOKEN_CHAR[c]; c = text.charCodeAt(--j));
    if (j >= from) {
      // (no run starting at or before `j` reaches 40 characters)
      from = j + 1;
      continue;
    }
    let i = from + 40;
    for (let c = text.charCodeAt(i); i < end && c < 128 && TOKEN_CHAR[c]; c = text.charCodeAt(++i));
    out.push({ index: from, token: text.slice(from, i) });
    from = i + 1;
  }
}

/** Words of code that turns numbers into bytes or characters (`pow(a, -1, m)`, `% 256`, `chr`, `^ key`). */
const BYTE_MATH = /pow\(|25[56]|0x[fF]{2}|\^|chr|decode|fromCharCode|bytes\(|Buffer\.from/y;
function hasByteMath(sf: SentinelFile, start: number, end: number): boolean {
  // (read only at the shared anchor pass's `bytemath` hits, the same words in any case: every
  // match of BYTE_MATH starts at one; its branches start with different characters, so the
  // one that matches at a hit is the only one that can, and it counts when it ends in the region)
  const text = sf.info.text;
  const hits = anchorHits(sf, 'bytemath');
  for (let k = firstAtOrAfter(hits, start); k < hits.length && hits[k] < end; k++) {
    BYTE_MATH.lastIndex = hits[k];
    if (BYTE_MATH.test(text) && BYTE_MATH.lastIndex <= end) return true;
  }
  return false;
}

/**
 * Whether the code region [start, end) rebuilds strings (REBUILDS): checked only around the
 * shared anchor pass's `rebuild` words, which every REBUILDS branch but `^ key` contains — a
 * case-class alternation over every region of every file was the costliest step of the scan.
 */
function rebuildsStrings(sf: SentinelFile, start: number, end: number): boolean {
  const text = sf.info.text;
  const hits = anchorHits(sf, 'rebuild');
  for (let k = firstAtOrAfter(hits, start); k < hits.length && hits[k] < end; k++) {
    if (REBUILDS.test(text.slice(Math.max(start, hits[k] - 3), Math.min(end, hits[k] + 40)))) return true;
  }
  // `^ key`: at the `^` among the `bytemath` hits, ending in the region at a word's end
  const carets = anchorHits(sf, 'bytemath');
  for (let k = firstAtOrAfter(carets, start); k < carets.length && carets[k] < end; k++) {
    if (text.charCodeAt(carets[k]) !== 0x5e) continue;
    CARET_KEY.lastIndex = carets[k];
    if (!CARET_KEY.test(text)) continue;
    const e = CARET_KEY.lastIndex;
    if (e === end || (e < end && !WORD_CHAR.test(text[e]))) return true;
  }
  return false;
}
const CARET_KEY = /\^\s*key/y;
const WORD_CHAR = /\w/;

const DECODER_ANCHOR =
  /base64|base32|basenc|b64decode|b32decode|b16decode|b85decode|a85decode|decodebytes|decodestring|atob|frombase64string|fromcharcode|unhexlify|fromhex|marshal\.loads|codecs\.decode|\.decompress|["']h\*["']|unpack1?\(|hex2bin|str_rot13|gzinflate|decode_base64/iy;

/** Stretches of ±1500 characters around the decoder anchors (anchors.ts `encoded`), merged. */
function nearDecoders(sf: SentinelFile): [number, number][] {
  const out: [number, number][] = [];
  const len = sf.info.text.length;
  const text = sf.info.text;
  for (const pos of anchorHits(sf, 'encoded')) {
    // only the decoders among the anchors (not printf, echo -e, powershell …)
    DECODER_ANCHOR.lastIndex = pos;
    if (!DECODER_ANCHOR.test(text)) continue;
    const a = Math.max(0, pos - 1500);
    const b = Math.min(len, pos + 1500);
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}
/** Lists of byte or character codes. */
const CODES = /(?<![\d,])(?:\d{1,5}[ \t]*,[ \t]*(?:\r?\n[ \t]*)?){15,}\d{1,5}/g;
/** String literals in code (single line). */
const LITERAL = /(["'])((?:(?!\1)[^\n\\]|\\.){40,}?)\1/g;
/** Whether `s` holds `n` commas or more. */
function atLeastCommas(s: string, n: number): boolean {
  let k = 0;
  for (let i = s.indexOf(','); i >= 0; i = s.indexOf(',', i + 1)) if (++k >= n) return true;
  return false;
}
/** A "payload" label in prose: the paragraph after it is the payload. */
const LABEL = /(?:[pP]ayload|PAYLOAD)\b[^\n]{0,40}\n/g;

const MAX_CANDIDATES = 40;

/** A hex-encoded text: pairs of hex digits, a sentence's worth at least. */
const HEX_TEXT = /^(?:[0-9a-fA-F]{2}){20,}$/;

function classes(s: string): number {
  return (/[a-z]/.test(s) ? 1 : 0) + (/[A-Z]/.test(s) ? 1 : 0) + (/\d/.test(s) ? 1 : 0) + (/[^A-Za-z0-9]/.test(s) ? 1 : 0);
}

function distinct(s: string): number {
  return new Set(s).size;
}

/** Words near an opaque payload that say it is one. */
const KEY_WORD = /payload|encod|obfusc|protect|encrypt|cipher/i;

/**
 * Every decode-and-follow payload of one file. `decodedOnce`: the decodings of payloads met
 * before (by the decoder-in-sight flag and the text), shared by the files of one skill.
 */
export function decodeFollowHits(sf: SentinelFile, decodedOnce?: Map<string, string[]>): FollowHit[] {
  const text = sf.info.text;
  if (!sf.segments.length) return [];
  const found: { start: number; end: number; lit: string; plain: boolean }[] = [];
  const add = (start: number, lit: string, plain = false) => {
    if (found.length < MAX_CANDIDATES && lit.length <= MAX_PAYLOAD && !found.some((f) => start >= f.start && start < f.end))
      found.push({ start, end: start + lit.length, lit, plain });
  };
  // Opaque tokens are looked for near a decoder anchor (base64, b85decode, marshal.loads, atob …)
  // and in "payload" paragraphs (below); code lists and rebuilt literals everywhere.
  const decoderWindows = nearDecoders(sf);
  const toks: { index: number; token: string }[] = [];
  for (const [a, b] of decoderWindows) tokens(text, a, b, toks);
  for (const m of toks) {
    const t = m.token;
    // (a path or a slug has no capitals and digits mixed in; a rule line no letters)
    // (a hash is hex too: a hex token counts only when it decodes to a download-and-run)
    if (HEX_TEXT.test(t)) {
      if (dropperText(Buffer.from(t, 'hex').toString('latin1'))) add(m.index, t);
      continue;
    }
    if (t.includes('://') || classes(t) < 3 || distinct(t) < 16 || /^[a-z0-9/._-]+$/.test(t) || /^[A-Za-z/._-]+$/.test(t)) continue;
    add(m.index, t);
  }
  // code lists: near a decoder anchor, or in a code region that does arithmetic on bytes;
  // long literals: in a code region that rebuilds strings
  const windows = [...decoderWindows];
  const rebuilt: [number, string][] = [];
  for (const sg of sf.segments) {
    if (sg.kind !== 'code' || sg.detector) continue;
    if (hasByteMath(sf, sg.start, sg.end)) windows.push([sg.start, sg.end]);
    if (rebuildsStrings(sf, sg.start, sg.end)) rebuilt.push([sg.start, text.slice(sg.start, sg.end)]);
  }
  for (const [a, b] of windows) {
    const part = text.slice(a, b);
    // (a list holds 15 commas at least: most windows have fewer)
    if (!atLeastCommas(part, 15)) continue;
    CODES.lastIndex = 0;
    for (let m = CODES.exec(part); m; m = CODES.exec(part)) add(a + m.index, m[0]);
  }
  for (const [at, body] of rebuilt) for (const m of body.matchAll(LITERAL)) add(at + m.index + 1, m[2].replace(/\\n/g, '\n'), true);
  // (the shared anchor pass first: most files never say "payload")
  const labelled = anchorHits(sf, 'payload').length > 0;
  for (const m of labelled ? text.matchAll(LABEL) : []) {
    // a label line: a few words before "payload" at most
    const ls = text.lastIndexOf('\n', m.index) + 1;
    if (!/^[ \t#*>-]*(?:[\w-]+[ \t]+){0,3}$/.test(text.slice(ls, m.index))) continue;
    const from = m.index + m[0].length;
    const para = /^(?:[^\n]+\n?){1,6}/.exec(text.slice(from, from + 4000))?.[0].replace(/\n$/, '') ?? '';
    if (para.trim().length >= 24 && !/^\s*[-*]\s/.test(para)) add(from, para.length > 80 && !/\s/.test(para.trim()) ? para.trim() : para);
  }
  if (!found.length) return [];
  found.sort((a, b) => a.start - b.start);
  // where decoders stand in this file (one pass over the candidates' surroundings, made the
  // first time a candidate asks: a readable literal that is itself no download never does)
  let decoders: number[] | undefined;
  const findDecoders = (): number[] => {
    const at: number[] = [];
    let scanned = 0;
    for (const f of found) {
      const from = Math.max(scanned, f.start - 1500);
      const to = Math.min(text.length, f.end + 1500);
      if (from >= to) continue;
      const part = text.slice(from, to);
      DECODER.lastIndex = 0;
      for (let m = DECODER.exec(part); m && at.length < 1000; m = DECODER.exec(part)) at.push(from + m.index);
      scanned = to;
    }
    return at;
  };
  const nearDecoder = (f: { start: number; end: number }): boolean => {
    decoders ??= findDecoders();
    for (const d of decoders) if (d >= f.start - 1500 && d <= f.end + 1500) return true;
    return false;
  };
  const out: FollowHit[] = [];
  for (const f of found) {
    let seg: Segment | undefined;
    for (const s of sf.segments)
      if (s.start <= f.start && f.start < s.end) {
        seg = s;
        break;
      }
    if (!seg || seg.detector) continue;
    const near = text.slice(Math.max(0, f.start - 1500), Math.min(text.length, f.end + 1500));
    let decoded: string | undefined;
    let dropper = false;
    if (f.plain) {
      // A readable literal in code: reordered into a download, or itself one next to a decoder.
      const u = unscramble(f.lit);
      if (u && dropperText(u)) [decoded, dropper] = [u, true];
      // (side-effect-free tests: the decoder pass, the dearest, last)
      else if (/\s/.test(f.lit) && dropperText(f.lit) && FOLLOW.test(near) && nearDecoder(f)) [decoded, dropper] = [f.lit, true];
      else continue;
    } else {
      // (the key searches only with a decoder in sight; a payload met again in the skill is decoded once)
      const decoder = nearDecoder(f);
      const key = (decoder ? '1' : '0') + f.lit;
      let texts = decodedOnce?.get(key);
      if (!texts) {
        texts = decodePayload(f.lit, 0, decoder);
        decodedOnce?.set(key, texts);
      }
      const hit = texts.find(dropperText);
      if (hit) [decoded, dropper] = [hit, true];
      else if (texts.length) decoded = texts[texts.length - 1];
      // Not a dropper: it counts with a decoder in sight and an instruction to follow it, and
      // (a word list or a table row that merely looks opaque) only decodable payloads count
      // without a key word nearby. (The cheaper key-word test before the instruction's.)
      if (!dropper && (!decoder || (!decoded && !KEY_WORD.test(near)) || !FOLLOW.test(near))) continue;
    }
    out.push({ seg, start: f.start, end: f.end, decoded, dropper });
  }
  return out;
}
