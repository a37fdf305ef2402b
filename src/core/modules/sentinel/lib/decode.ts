/**
 * Static, bounded decoding of an opaque payload a skill ships (a long base64/base85/hex
 * token, a list of character codes, a scrambled string), for sentinel/encoded-exec's
 * "decode and follow" check. Nothing decoded is ever run.
 *
 * The payloads of the dropper families hide one command line behind a chain of cheap
 * layers: base64 or base85, a marshal-compiled code object (its string constants are
 * read as printable runs), a list of byte values, a single-byte XOR or an affine map
 * `y = (a·x + b) mod 256` (both found by trying every key: a key written next to the
 * payload is not needed), or a string split into parts and interleaved. Each layer is
 * tried in turn, up to three deep; a candidate is kept only when it reads as text.
 * The key searches run only when `keyed` (the caller saw a decoder next to the payload).
 * Work is capped: payloads over 16 KB are not decoded, byte-level key searches run on
 * at most 4 KB and stop at the first unprintable byte.
 */
import { decodeBase64, FETCHES } from '../encoded-decode.ts';

/** Longest payload decoded (characters). */
export const MAX_PAYLOAD = 16_384;
const MAX_KEYED = 4096;
const MAX_DEPTH = 3;

const B85 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~';
const B85_INDEX = new Map([...B85].map((c, i) => [c, i]));

/** Python's `base64.b85decode` (RFC 1924 alphabet); undefined for any other character. */
export function b85decode(s: string): Buffer | undefined {
  const t = s.replace(/\s+/g, '');
  if (t.length < 10) return undefined;
  const pad = (5 - (t.length % 5)) % 5;
  const full = t + '~'.repeat(pad);
  const out = Buffer.alloc((full.length / 5) * 4);
  for (let i = 0, o = 0; i < full.length; i += 5, o += 4) {
    let acc = 0;
    for (let k = 0; k < 5; k++) {
      const v = B85_INDEX.get(full[i + k]);
      if (v === undefined) return undefined;
      acc = acc * 85 + v;
    }
    if (acc > 0xffffffff) return undefined;
    out.writeUInt32BE(acc, o);
  }
  return out.subarray(0, out.length - pad);
}

/** A list of at least 12 integers (`156,230,95`, `[67, 97]`), or undefined. */
export function charCodes(s: string): number[] | undefined {
  const nums = s.match(/\d+/g);
  if (!nums || nums.length < 12 || /[A-Za-z]/.test(s.replace(/0x[0-9a-f]+/gi, ''))) return undefined;
  const out = nums.map(Number);
  return out.every((n) => n < 0x110000) ? out : undefined;
}

function isText(c: number): boolean {
  return c === 9 || c === 10 || c === 13 || (c >= 0x20 && c < 0x7f);
}
/** isText as a table over byte values. */
const TEXT = Uint8Array.from({ length: 256 }, (_, c) => (isText(c) ? 1 : 0));

/** Bytes that read as ASCII text with words: all printable, a space, mostly letters. */
export function readableBytes(b: Uint8Array): boolean {
  if (b.length < 12) return false;
  let letters = 0;
  let spaces = 0;
  for (const c of b) {
    if (!isText(c)) return false;
    if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) letters++;
    else if (c === 0x20 || c === 10) spaces++;
  }
  // (a command line to a bare IP is mostly digits and dots: fewer letters, still text)
  return spaces > 0 && (letters / b.length >= 0.4 || dropperText(Buffer.from(b).toString('latin1')));
}

/** Text with words: a space and mostly letters. */
function wordy(t: string): boolean {
  return /\s/.test(t) && (t.match(/[A-Za-z]/g)?.length ?? 0) / t.length >= 0.4;
}

/** How much a text looks like words or a command line: lowercase letters and spaces, a dropper first. */
function score(t: string): number {
  let good = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if ((c >= 0x61 && c <= 0x7a) || c === 0x20) good++;
  }
  return good / t.length + (dropperText(t) ? 1 : 0);
}

/**
 * Single-byte XOR or affine `(a·x + b) mod 256` keys that turn the bytes into text: of the
 * keys that do, the one whose text reads most like words.
 */
function unmask(b: Uint8Array): string | undefined {
  if (b.length < 12 || b.length > MAX_KEYED) return undefined;
  const out = new Uint8Array(b.length);
  let best: string | undefined;
  let bestScore = -1;
  const consider = () => {
    if (!readableBytes(out)) return;
    const t = Buffer.from(out).toString('latin1');
    const sc = score(t);
    if (sc > bestScore) [best, bestScore] = [t, sc];
  };
  // A key turns the bytes into text iff it turns each distinct byte value into text: test
  // the distinct values (in order of first appearance) and fill `out` only for a key that passes.
  const seen = new Uint8Array(256);
  const vals: number[] = [];
  for (let i = 0; i < b.length; i++)
    if (!seen[b[i]]) {
      seen[b[i]] = 1;
      vals.push(b[i]);
    }
  // XOR, key 1..255 (key 0 is the bytes themselves, tried by the caller)
  for (let key = 1; key < 256; key++) {
    let ok = true;
    for (const v of vals)
      if (!TEXT[v ^ key]) {
        ok = false;
        break;
      }
    if (!ok) continue;
    for (let i = 0; i < b.length; i++) out[i] = b[i] ^ key;
    consider();
  }
  // affine: x = a⁻¹·(y − b) mod 256, a odd
  for (let inv = 1; inv < 256; inv += 2) {
    for (let off = 0; off < 256; off++) {
      if (inv === 1 && off === 0) continue;
      let ok = true;
      for (const v of vals)
        if (!TEXT[(inv * (v - off + 256)) & 0xff]) {
          ok = false;
          break;
        }
      if (!ok) continue;
      for (let i = 0; i < b.length; i++) out[i] = (inv * (b[i] - off + 256)) & 0xff;
      consider();
    }
  }
  return best;
}

/** Printable runs of at least 12 characters in binary data (a marshal blob's constants). */
function printableRuns(b: Uint8Array): string[] {
  const out: string[] = [];
  let from = -1;
  for (let i = 0; i <= b.length; i++) {
    const ok = i < b.length && b[i] >= 0x20 && b[i] < 0x7f;
    if (ok && from < 0) from = i;
    else if (!ok && from >= 0) {
      if (i - from >= 12) out.push(Buffer.from(b.subarray(from, i)).toString('latin1'));
      from = -1;
    }
  }
  return out.slice(0, 8);
}

/**
 * A string whose characters were split into `k` consecutive parts and then taken in
 * turn (`part0[i], part1[i], …`), or reversed: the reordering that yields a URL or a
 * download command, if any.
 */
export function unscramble(s: string): string | undefined {
  if (s.length < 24 || s.length > MAX_KEYED) return undefined;
  // every reordering keeps the characters, and a command-like one holds `://`
  const slash = s.indexOf('/');
  if (!s.includes(':') || slash < 0 || s.indexOf('/', slash + 1) < 0) return undefined;
  const rev = [...s].reverse().join('');
  if (commandLike(rev)) return rev;
  for (let k = 2; k <= 6; k++) {
    const n = s.length;
    const base = Math.floor(n / k);
    const extra = n % k;
    // parts of lengths base+1 (the first `extra`) and base: part j starts at …
    const starts: number[] = [];
    let at = 0;
    for (let j = 0; j < k; j++) {
      starts.push(at);
      at += base + (j < extra ? 1 : 0);
    }
    let out = '';
    for (let i = 0; i <= base; i++) for (let j = 0; j < k; j++) if (i < base + (j < extra ? 1 : 0)) out += s[starts[j] + i];
    if (commandLike(out)) return out;
  }
  return undefined;
}

function commandLike(s: string): boolean {
  return /\b(?:https?|ftp):\/\/[\w.-]+/i.test(s) && FETCHES.test(s);
}

/**
 * The readable texts an opaque payload decodes to (outermost first), trying base85,
 * base64, hex, character codes, XOR/affine keys, printable runs of binary data and
 * split-and-interleave, up to three layers deep.
 */
export function decodePayload(raw: string, depth = 0, keyed = true): string[] {
  const s = raw.trim();
  if (s.length < 12 || s.length > MAX_PAYLOAD || depth >= MAX_DEPTH) return [];
  const out: string[] = [];
  const fromBytes = (b: Buffer | undefined): boolean => {
    if (!b || b.length < 12) return false;
    if (readableBytes(b)) {
      const t = b.toString('latin1');
      out.push(t, ...decodePayload(t, depth + 1, keyed));
      return true;
    }
    const t = keyed ? unmask(b) : undefined;
    if (t) {
      out.push(t);
      return true;
    }
    for (const run of printableRuns(b)) {
      const inner = decodePayload(run, depth + 1, keyed);
      if (inner.length) {
        out.push(...inner);
        return true;
      }
    }
    return false;
  };
  const codes = charCodes(s);
  if (codes) {
    if (codes.every((c) => c < 256)) fromBytes(Buffer.from(codes));
    else {
      const t = String.fromCharCode(...codes.slice(0, MAX_KEYED));
      if (readableBytes(Buffer.from(t, 'latin1'))) out.push(t);
    }
    return out;
  }
  if (/^\s*(?:[0-9a-fA-F]{2}){12,}\s*$/.test(s) && fromBytes(Buffer.from(s.trim(), 'hex'))) return out;
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(s)) {
    const t = decodeBase64(s);
    if (t && wordy(t)) {
      out.push(t, ...decodePayload(t, depth + 1, keyed));
      return out;
    }
    // printable but not words: another encoded layer, or masked bytes (tried below)
    const inner = t && !/\s/.test(t) ? decodePayload(t, depth + 1, keyed) : [];
    if (inner.length) {
      out.push(...inner);
      return out;
    }
    const clean = s.replace(/[-_]/g, (c) => (c === '-' ? '+' : '/'));
    if (fromBytes(Buffer.from(clean, 'base64'))) return out;
  }
  if (!/\s/.test(s) && fromBytes(b85decode(s))) return out;
  const u = unscramble(s);
  if (u) out.push(u);
  return out;
}

/** A decoded text that downloads something and runs it (or tells the reader to). */
export function dropperText(s: string): boolean {
  if (!FETCHES.test(s)) return false;
  return /\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|perl|ruby|node|iex|Invoke-Expression)\b|(?:^|[\s;&|(])(?:sudo\s+)?(?:ba|z|da|k)?sh\s+(?:-\w+\s+)*["']?[\w./~$-]+|\bchmod\s|(?:^|[\s;&|])\.\/[\w.-]+|\bpython[0-9.]*\s+[\w./-]+\.py\b|\biex\b|Invoke-Expression|Start-Process|\beval\b|\bexec\b|\b(?:run|paste|execute)\b[^.\n]{0,40}\b(?:terminal|shell|console|command)/i.test(
    s,
  );
}
