/**
 * The scan cache's streaming side (formats/scan-cache.ts owns the format): entries whose
 * record (and piece of the JSON report) is read from a file at byte offsets when used,
 * the byte-level line reader behind a lazy read (ScanCacheIo.lazy: only each line's head
 * is parsed, in scan-cache.ts), and the spool (ScanCacheSpool), the temporary file a
 * scan's new records go to as each skill finishes, copied from there as text into the
 * file written by rename. This file imports nothing of scan-cache.ts (no cycle): the entry
 * type lives here and scan-cache.ts re-exports it with the rest of its public API.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ScanCacheEntry<R> {
  key: string;
  /** The key of the files' stamps when the record was kept or last hit (see engine/scan-cache.ts). */
  stampKey?: string;
  record: R;
  /** Git's last-commit dates of the skill's files (ms) and the HEAD they were read at: the record holds only at that HEAD. */
  git?: { head: string; dates: Array<[string, number]> };
  /** The times (ms, from inclusive, until exclusive) over which a record whose ages read the clock holds. */
  valid?: { from: number; until: number };
}

// ---------- lazy entries: a record read from a file when used ----------

/** What comes before a record's JSON on an entry line of a `recordLast` file. */
export const RECORD_AT = ',"record":';
export const RECORD_AT_BYTES = Buffer.from(RECORD_AT);
const LAZY = Symbol('scan-cache.lazy');
export const LITE_AT = ',"lite":';
export const PIECE_AT = ',"piece":';
export const LITE_AT_BYTES = Buffer.from(LITE_AT);
export const PIECE_AT_BYTES = Buffer.from(PIECE_AT);
export const PIECE = Symbol('scan-cache.piece');

/** Where an entry's piece of the JSON report lies: its lite record and its text (see entryLine). */
export interface PieceAt {
  source: RecordAt['source'];
  liteOffset: number;
  liteLength: number;
  textOffset: number;
  textLength: number;
  error: boolean;
}

/** Whether the entry keeps a piece of the JSON report. */
export function hasReportPiece<R>(entry: ScanCacheEntry<R>): boolean {
  return (entry as { [PIECE]?: PieceAt })[PIECE] !== undefined;
}

/** The entry's lite record (its record with no findings, read now), undefined without one or when it is not a record. */
export function liteRecordOf<R>(entry: ScanCacheEntry<R>, isRecord: (value: unknown) => value is R): R | undefined {
  const at = (entry as { [PIECE]?: PieceAt })[PIECE];
  if (!at) return undefined;
  try {
    const value: unknown = JSON.parse(at.source.read(at.liteOffset, at.liteLength));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The entry's piece of the JSON report as it lies in its file (bytes, read now), and whether a finding is an error. */
export function reportPieceOf<R>(entry: ScanCacheEntry<R>): { bytes: Buffer; error: boolean } | undefined {
  const at = (entry as { [PIECE]?: PieceAt })[PIECE];
  return at ? { bytes: at.source.bytes(at.textOffset, at.textLength), error: at.error } : undefined;
}

/** Where a lazy entry's record lies (its JSON text, in bytes) and how it is checked. */
export interface RecordAt {
  source: { read(offset: number, length: number): string; bytes(offset: number, length: number): Buffer };
  offset: number;
  length: number;
  isRecord: (value: unknown) => boolean;
}

export type EntryHead<R> = Omit<ScanCacheEntry<R>, 'record'>;

/** An entry whose `record` is read and parsed at each use (undefined when it is not a record). */
export function lazyEntry<R>(head: EntryHead<R>, at: RecordAt, piece?: PieceAt): ScanCacheEntry<R> {
  const entry = { ...head } as ScanCacheEntry<R>;
  if (piece) Object.defineProperty(entry, PIECE, { value: piece });
  Object.defineProperty(entry, 'record', {
    enumerable: true,
    get(): R | undefined {
      try {
        const value: unknown = JSON.parse(at.source.read(at.offset, at.length));
        return at.isRecord(value) ? (value as R) : undefined;
      } catch {
        return undefined;
      }
    },
  });
  Object.defineProperty(entry, LAZY, { value: at });
  return entry;
}

/** The record's JSON text (a lazy entry's as it lies in its file). */
export function recordTextOf<R>(entry: ScanCacheEntry<R>): string {
  const at = (entry as { [LAZY]?: RecordAt })[LAZY];
  return at ? at.source.read(at.offset, at.length) : JSON.stringify(entry.record);
}

/**
 * The entry with its key, stamp key or facts changed (a property given as undefined is
 * dropped), its record as it was: a lazy entry stays lazy (its record is not read).
 */
export function withHead<R>(entry: ScanCacheEntry<R>, change: Partial<EntryHead<R>>): ScanCacheEntry<R> {
  const at = (entry as { [LAZY]?: RecordAt })[LAZY];
  const head: EntryHead<R> = { key: entry.key };
  for (const name of ['stampKey', 'git', 'valid'] as const) if (entry[name] !== undefined) (head as Record<string, unknown>)[name] = entry[name];
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) delete (head as Record<string, unknown>)[name];
    else (head as Record<string, unknown>)[name] = value;
  }
  return at ? lazyEntry(head, at, (entry as { [PIECE]?: PieceAt })[PIECE]) : { ...head, record: entry.record };
}

/** A file read at byte offsets through one descriptor (kept open: a rename over the path leaves these bytes as they were). */
export class FileBytes {
  constructor(private readonly fd: number) {}
  read(offset: number, length: number): string {
    return this.bytes(offset, length).toString('utf8');
  }

  bytes(offset: number, length: number): Buffer {
    const bytes = Buffer.allocUnsafe(length);
    for (let at = 0; at < length; ) {
      const n = readSync(this.fd, bytes, at, length - at, offset + at);
      if (n === 0) throw new Error('scan cache: the file ended early');
      at += n;
    }
    return bytes;
  }
}

/** The file's lines at their bytes, 1 MB read at a time into one buffer (grown only for a longer line), until `onLine` says stop (a line's start is its offset in the file). */
export function readLines(fd: number, onLine: (buf: Buffer, start: number, end: number, fileOffset: number) => boolean): void {
  let buf = Buffer.allocUnsafe(1 << 20);
  let filled = 0;
  let bufOffset = 0;
  let position = 0;
  let going = true;
  for (;;) {
    if (filled === buf.length) {
      const bigger = Buffer.allocUnsafe(buf.length * 2);
      buf.copy(bigger, 0, 0, filled);
      buf = bigger;
    }
    const n = readSync(fd, buf, filled, buf.length - filled, position);
    if (n === 0) break;
    position += n;
    filled += n;
    let from = 0;
    for (let nl = buf.indexOf(10, from); nl !== -1 && nl < filled; nl = buf.indexOf(10, from)) {
      going = onLine(buf, from, nl, bufOffset + from);
      from = nl + 1;
      if (!going) break;
    }
    if (!going) break;
    buf.copy(buf, 0, from, filled);
    filled -= from;
    bufOffset += from;
  }
  if (going && filled) onLine(buf, 0, filled, bufOffset);
}

/**
 * The entries a scan makes, written to a temporary file as each skill finishes (its
 * record as text) and kept as lazy entries: the records of a registry's scan are never
 * all in memory while the cache is written at the end (issue 30 item 1). Removed by
 * `dispose` (and when the process exits).
 */
export class ScanCacheSpool {
  private fd?: number;
  private folder?: string;
  private end = 0;
  private written = 0;
  private pending: string[] = [];
  private pendingChars = 0;
  private readonly dropOnExit = () => this.dispose();

  constructor(private readonly flushChars = 1 << 20) {}

  /** The entry with its record written out: a lazy entry reading it back from the spool. */
  add<R>(entry: ScanCacheEntry<R>, isRecord: (value: unknown) => value is R): ScanCacheEntry<R> {
    const at = this.place(recordTextOf(entry), isRecord);
    const { record: _record, ...head } = entry;
    return lazyEntry(head, at);
  }

  /**
   * The entry with a piece of the JSON report added (its lite record and its text, with no
   * line breaks), both written out now; undefined when the text has a line break.
   */
  addPiece<R>(entry: ScanCacheEntry<R>, lite: string, text: string, error: boolean, isRecord: (value: unknown) => value is R): ScanCacheEntry<R> | undefined {
    if (text.includes('\n')) return undefined;
    const at = (entry as { [LAZY]?: RecordAt })[LAZY] ?? this.place(recordTextOf(entry), isRecord);
    const liteAt = this.place(lite, isRecord);
    const textAt = this.place(text, isRecord);
    const { record: _record, ...head } = entry;
    const piece: PieceAt = { source: this, liteOffset: liteAt.offset, liteLength: liteAt.length, textOffset: textAt.offset, textLength: textAt.length, error };
    return lazyEntry(head as EntryHead<R>, at, piece);
  }

  private place(text: string, isRecord: (value: unknown) => boolean): RecordAt {
    const length = Buffer.byteLength(text, 'utf8');
    this.pending.push(text);
    this.pendingChars += text.length;
    const offset = this.end;
    this.end += length;
    if (this.pendingChars >= this.flushChars) this.flush();
    return { source: this, offset, length, isRecord };
  }

  read(offset: number, length: number): string {
    return this.bytes(offset, length).toString('utf8');
  }

  bytes(offset: number, length: number): Buffer {
    this.flush();
    return new FileBytes(this.fd!).bytes(offset, length);
  }

  private flush(): void {
    if (!this.pending.length) return;
    const bytes = Buffer.from(this.pending.join(''), 'utf8');
    this.pending = [];
    this.pendingChars = 0;
    if (this.fd === undefined) {
      this.folder = mkdtempSync(path.join(os.tmpdir(), 'luban-scan-cache-'));
      this.fd = openSync(path.join(this.folder, 'records'), 'w+', 0o600);
      process.once('exit', this.dropOnExit);
    }
    for (let at = 0; at < bytes.length; ) at += writeSync(this.fd, bytes, at, bytes.length - at, this.written + at);
    this.written += bytes.length;
  }

  /** Remove the temporary file. */
  dispose(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    if (this.folder) rmSync(this.folder, { recursive: true, force: true });
    if (this.fd !== undefined) process.removeListener('exit', this.dropOnExit);
    this.fd = undefined;
    this.folder = undefined;
    this.pending = [];
    this.end = this.written = this.pendingChars = 0;
  }
}
