/**
 * Turning bytes into text the engine can position into, and positions back.
 * Lines and columns are what a person sees in the file on disk: the BOM is not a
 * column and a CRLF file gives the same numbers as its LF twin, because `\r` only
 * ever sits at the end of a line.
 */
import { isUtf8 } from 'node:buffer';
import type { Position, Range, TextInfo, UnreadableReason } from './types.ts';

/** Files larger than this are listed but not read (docs/features.md "bad input": files over 1 MB). */
export const MAX_TEXT_BYTES = 1024 * 1024;

// ignoreBOM keeps a leading BOM in the string, so textInfo can record it and writes can restore it.

export type DecodeResult = { ok: true; text: TextInfo } | { ok: false; reason: UnreadableReason; detail: string };

/** Decode a file's bytes; never throws. */
export function decodeText(bytes: Uint8Array): DecodeResult {
  if (bytes.length > MAX_TEXT_BYTES) {
    return { ok: false, reason: 'too-large', detail: `${bytes.length} bytes (limit ${MAX_TEXT_BYTES})` };
  }
  // Buffer#indexOf is a native memchr: a JS loop over the first 8000 bytes of every file cost ~15 ms a corpus scan.
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.subarray(0, 8000).indexOf(0) >= 0) return { ok: false, reason: 'binary', detail: 'contains NUL bytes' };
  // isUtf8 + Buffer#toString is several times faster than a fatal TextDecoder, and
  // toString keeps a leading BOM (as U+FEFF) so textInfo can record it.
  if (!isUtf8(bytes)) return { ok: false, reason: 'not-utf8', detail: 'not valid UTF-8' };
  const raw = buf.toString('utf8');
  return { ok: true, text: textInfo(raw) };
}

/** Build TextInfo from a JS string (e.g. an unsaved editor buffer). */
export function textInfo(raw: string): TextInfo {
  let text = raw;
  const hadBom = text.charCodeAt(0) === 0xfeff;
  if (hadBom) text = text.slice(1);
  // One scan for a `\r` decides most files (none has one); the first `\r\n` can only follow it.
  const cr = text.indexOf('\r');
  const crlf = cr < 0 ? -1 : text.indexOf('\r\n', cr);
  const eol = crlf >= 0 && text.indexOf('\n') === crlf + 1 ? '\r\n' : '\n';
  if (cr >= 0) text = text.replace(/\r\n?/g, '\n');
  // Line starts are computed on first use: most files of a skill are only searched,
  // and only the few with findings ever need a position.
  let starts: number[] | undefined;
  return {
    text,
    hadBom,
    eol,
    get lineStarts() {
      return (starts ??= lineStartsOf(text));
    },
  };
}

export function lineStartsOf(text: string): number[] {
  const starts = [0];
  let i = text.indexOf('\n');
  while (i >= 0) {
    starts.push(i + 1);
    i = text.indexOf('\n', i + 1);
  }
  return starts;
}

/** Offset (into normalised text) → 1-based position. */
export function positionAt(info: Pick<TextInfo, 'lineStarts'>, offset: number): Position {
  const starts = info.lineStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}

/** 1-based position → offset into normalised text (clamped to the line). */
export function offsetAt(info: Pick<TextInfo, 'lineStarts' | 'text'>, pos: Position): number {
  const lineIndex = Math.max(0, Math.min(pos.line - 1, info.lineStarts.length - 1));
  const start = info.lineStarts[lineIndex];
  const next = lineIndex + 1 < info.lineStarts.length ? info.lineStarts[lineIndex + 1] - 1 : info.text.length;
  return Math.min(start + Math.max(0, pos.column - 1), next);
}

export function rangeOf(info: Pick<TextInfo, 'lineStarts'>, start: number, end: number): Range {
  return { start: positionAt(info, start), end: positionAt(info, end) };
}

/** The text of one line (1-based), without its line break. */
export function lineText(info: Pick<TextInfo, 'lineStarts' | 'text'>, line: number): string {
  const start = info.lineStarts[line - 1];
  if (start === undefined) return '';
  const next = line < info.lineStarts.length ? info.lineStarts[line] - 1 : info.text.length;
  return info.text.slice(start, next);
}

/** Re-encode normalised text with the file's original line ending and BOM. */
export function toDiskText(text: string, info: Pick<TextInfo, 'eol' | 'hadBom'>): string {
  const body = info.eol === '\r\n' ? text.replace(/\n/g, '\r\n') : text;
  return info.hadBom ? '\ufeff' + body : body;
}
