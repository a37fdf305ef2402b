/**
 * Static decoding for sentinel/encoded-exec: base64, hex, shell escapes, reversed text,
 * UTF-16 and char codes, with bounded gzip/zlib unpacking and up to three nested layers,
 * and a short, safe excerpt (control characters removed, URLs defanged). Nothing decoded
 * is ever run.
 */
import { gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

// ---- decoding ------------------------------------------------------------------------

export type Codec = 'base64' | 'hex' | 'escaped' | 'reversed' | 'utf16' | 'charcodes' | 'encoded';

export interface Payload {
  /** How the payload reaches the decoder. */
  source: 'literal' | 'remote' | 'file' | 'variable' | 'placeholder';
  /** The literal, variable name, file or fetch tool, for the message. */
  label: string;
  decoded?: string;
}

export const BASE64_TOKEN = /[A-Za-z0-9+/]{8,}={0,2}|[A-Za-z0-9_-]{16,}={0,2}/g;
export const HEX_TOKEN = /\b(?:[0-9a-fA-F]{2}){8,}\b/g;
export const MAX_DEPTH = 3;

export function printable(s: string): boolean {
  if (s.length < 4) return false;
  let good = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 9 || c === 10 || c === 13 || (c >= 0x20 && c < 0x7f) || (c >= 0xa0 && c !== 0xfffd)) good++;
  }
  return good / s.length >= 0.9;
}

/** Unpack gzip/zlib streams (bounded), then read bytes as UTF-8 or UTF-16LE text. */
export function bytesToText(buf: Buffer): string | undefined {
  if (buf.length >= 2) {
    const opts = { maxOutputLength: 1 << 18 };
    try {
      if (buf[0] === 0x1f && buf[1] === 0x8b) buf = gunzipSync(buf, opts);
      else if (buf[0] === 0x78 && [0x01, 0x5e, 0x9c, 0xda].includes(buf[1])) buf = inflateSync(buf, opts);
    } catch {
      try {
        buf = inflateRawSync(buf, opts);
      } catch {
        return undefined;
      }
    }
  }
  if (buf.length >= 4 && buf[0] === 0x4d && buf[1] === 0x5a) return `<binary: PE executable, ${buf.length} bytes>`;
  if (buf.length >= 4 && buf[0] === 0x7f && buf[1] === 0x45 && buf[2] === 0x4c && buf[3] === 0x46) return `<binary: ELF executable, ${buf.length} bytes>`;
  let zeros = 0;
  for (let i = 1; i < buf.length; i += 2) if (buf[i] === 0) zeros++;
  const text = buf.length > 3 && zeros / (buf.length / 2) > 0.4 ? buf.toString('utf16le') : buf.toString('utf8');
  return printable(text) ? text : undefined;
}

export function decodeBase64(token: string): string | undefined {
  const clean = token.replace(/[-_]/g, (c) => (c === '-' ? '+' : '/'));
  if (clean.replace(/=+$/, '').length % 4 === 1) return undefined;
  // An identifier-like word (camelCase, no digits or +/) is not a payload.
  if (/^[A-Za-z]+$/.test(token) && token.length < 24) return undefined;
  return bytesToText(Buffer.from(clean, 'base64'));
}

export function unescapeShell(s: string): string {
  return s
    .replace(/\\x([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)))
    .replace(/\\n/g, '\n')
    .replace(/\\t/g, '\t');
}

export function rot13(s: string): string {
  return s.replace(/[a-zA-Z]/g, (c) => {
    const b = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - b + 13) % 26) + b);
  });
}

/** Try to decode the best literal in `text` with `codec`; undefined when none decodes. */
export function decodeIn(text: string, codec: Codec): string | undefined {
  if (codec === 'hex') {
    for (const m of text.matchAll(HEX_TOKEN)) {
      const t = bytesToText(Buffer.from(m[0], 'hex'));
      if (t) return t;
    }
    return undefined;
  }
  if (codec === 'escaped') {
    const t = unescapeShell(text).replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return printable(t) && t !== text ? t : undefined;
  }
  if (codec === 'charcodes') {
    const nums = /fromCharCode\s*\(([\d\s,]+)\)/i.exec(text)?.[1];
    if (!nums) return undefined;
    const t = String.fromCharCode(
      ...nums
        .split(',')
        .map((n) => Number(n.trim()))
        .filter((n) => n > 0 && n < 0x110000),
    );
    return printable(t) ? t : undefined;
  }
  if (codec === 'reversed') {
    const lit = /(["'])([^"'\n]{6,})\1/.exec(text)?.[2] ?? text.trim();
    return lit.length >= 6 ? [...lit].reverse().join('') : undefined;
  }
  let best: string | undefined;
  for (const m of text.matchAll(BASE64_TOKEN)) {
    const t = decodeBase64(m[0]);
    if (t && (!best || t.length > best.length)) best = t;
  }
  return best;
}

/** Whether a base64/hex literal is cut short by an ellipsis (`'aW1wb3J0…'`, `"…"`). */
export function truncated(text: string): boolean {
  return /[A-Za-z0-9+/=]{4,}(?:\.\.\.|…)|["'](?:\.\.\.|…)["']|<[^>\n]{1,40}>|\bYOUR_\w+|\bBASE64_\w+/.test(text);
}

/** Decoded text, peeling nested layers (a decoded script that itself decodes a literal). */
export function layers(decoded: string): string[] {
  const out = [decoded];
  let cur = decoded;
  for (let d = 1; d < MAX_DEPTH; d++) {
    if (!/base64|b64decode|atob|FromBase64String|xxd\s+-r|\\x[0-9a-f]{2}/i.test(cur)) break;
    const next = decodeIn(cur, /xxd/.test(cur) ? 'hex' : /\\x[0-9a-f]{2}/i.test(cur) && !/base64/i.test(cur) ? 'escaped' : 'base64');
    if (!next || next === cur) break;
    out.push(next);
    cur = next;
  }
  return out;
}

export const FETCHES =
  /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadFile|DownloadData|Net\.WebClient|urlopen|urlretrieve|requests\.get|httpx\.get|fetch\s*\(|Start-BitsTransfer|bitsadmin|certutil\s+-urlcache|ncat?\s|\/dev\/tcp\/)/i;
export const RUNS =
  /\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|perl|ruby|node|iex|Invoke-Expression)\b|\b(?:ba|z)?sh\s+-c\b|\beval\b|\bexec\s*\(|\$\(|\biex\b|Invoke-Expression|Start-Process|\bchmod\s+\+?[0-7]*x|\bos\.system|\bsubprocess\.|\bspawn\(|\.\/[\w.-]+|<\(/i;
export const HOST = /\b(?:https?|ftp):\/\/([^/\s'"`)\\]+)|\b((?:\d{1,3}\.){3}\d{1,3})\b/i;

/** A short, safe rendering: control and bidi characters removed, URLs defanged. */
export function excerpt(decoded: string, max = 90): string {
  let s = decoded
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\bhttp(s?):\/\//gi, 'hxxp$1://')
    .replace(/`/g, "'");
  if (s.length > max) s = `${s.slice(0, max)}…`;
  return s;
}

/** One statement that only prints a literal (`console.log(1)`, `echo harmless`, `print("hi")`, `Write-Host ok`); no repetition inside. */
const PRINTS_ONLY = /^\s*(?:console\.log|print|alert|puts|echo|printf|Write-(?:Host|Output))\b\s*\(?\s*(?:"[^"\n$`\\]*"|'[^'\n]*'|[\w .,!:-]*)\s*\)?\s*$/;
/** A call handed a literal command (`….system("echo harmlos")`, `exec("print(1)")`): the literal. */
const CALLED_LITERAL = /\(\s*(["'])([^"'\n]*)\1\s*\)\s*;?\s*$/;

/** Whether each statement of `code` (split at `;` and line breaks) only prints a literal. */
function printsOnly(code: string): boolean {
  const statements = code.split(/[;\n]/).filter((st) => st.trim());
  return statements.length > 0 && statements.length <= 8 && statements.every((st) => st.length <= 200 && PRINTS_ONLY.test(st));
}

/**
 * Whether decoded or rebuilt code does nothing but print a literal, itself or as the command a call is handed: a
 * document's sample of an obfuscation shape ("eval(Buffer.from('Y29uc29sZS5sb2coMSk=', 'base64'))" is `console.log(1)`).
 */
export function harmlessSample(code: string): boolean {
  if (code.length > 1000) return false;
  if (printsOnly(code)) return true;
  const called = CALLED_LITERAL.exec(code);
  return !!called && printsOnly(called[2]);
}
