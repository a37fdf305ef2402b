/**
 * The scan cache (`luban scan --cache`, ESLint's `--cache` convention): one file,
 * `.lubancache` in the working directory unless `--cache-location` names another file
 * (or a folder, which then holds `.cache_<hash of the working directory>`). JSON Lines:
 * a header, then one line per skill folder, in folder order, so that the editor reads
 * and writes it a line at a time without holding its extension host (one JSON document
 * of 1,000 skills took 0.8 s to write in one go).
 *
 *   {"format":"luban-scan-cache","schema":2,"recordLast":true,"collisions":{"key":"<sha256>","pairs":[[i,j,score,[shared terms]],…]}}
 *   {"dir":"<absolute skill folder>","key":"<sha256>","stampKey":"<sha256>","git":{…},"valid":{…},"report":[l,p,e],"record":{…SkillRecord},"lite":{…},"piece":{…}}
 *
 * `git` (a skill dated by git: the HEAD commit and each file's last-commit time) and
 * `valid` (a record whose CASCADE ages read the clock: the span in ms it holds for) are
 * there only where the record depends on them (engine/scan-cache.ts). `report`, `lite` and
 * `piece` only where a `--format json` scan kept the skill's piece of the JSON report
 * (issue 30 item 1): `lite` is the record without findings, `piece` the piece's text with
 * its folder left empty and tabs for its line breaks, and `report` their lengths in bytes
 * and whether a finding is an error (1), so they are found from the line's end.
 *
 * Everything before `"record"` is the entry's head. A lazy read (`ScanCacheIo.lazy`, the
 * CLI) parses only the heads and keeps where each record and piece lies; a record is read
 * from the file and parsed when its skill is a hit, a piece copied as bytes. A file
 * without `recordLast` (written before) is parsed whole, line by line, as it always was.
 * The editor reads whole lines (its pieces are dropped on its next write).
 *
 * The file is read a line at a time, never whole, and each line parsed on
 * its own: a line that is not an entry drops that entry only (its skill is scanned
 * again, and the notice names the file and the line); only a bad header makes the
 * whole file untrusted. In a lazy read a record that turns out not to be one when its
 * skill is a hit is a miss (the notice cannot name it: it comes after the scan started).
 *
 * A record is what a report needs of one scanned skill (engine/scan-cache.ts); the key
 * hashes every file of the skill with the config, the profile, the locale and Luban's
 * version, so any change there is a miss.
 *
 * Reading never throws: a file that is not the cache's JSON is backed up beside itself
 * (`.lubancache.bak.YYYYMMDD-HHMM`), the scan starts from an empty cache, and the notice
 * says so. Writing is atomic: the new file appears by rename, so a scan cancelled or killed
 * before it leaves the old one as it was. A scan's new records go to a temporary file
 * (ScanCacheSpool) as each skill finishes, and are copied from there as text.
 */
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, promises as fs, statSync } from 'node:fs';
import path from 'node:path';
import { format } from '../base/l10n/index.ts';
import type { LocalisedText } from '../rules/types.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';
import {
  type EntryHead,
  FileBytes,
  LITE_AT,
  LITE_AT_BYTES,
  lazyEntry,
  PIECE,
  PIECE_AT,
  PIECE_AT_BYTES,
  type PieceAt,
  RECORD_AT,
  RECORD_AT_BYTES,
  readLines,
  recordTextOf,
  type ScanCacheEntry,
} from './scan-cache-stream.ts';

export { hasReportPiece, liteRecordOf, recordTextOf, reportPieceOf, ScanCacheSpool, withHead, type ScanCacheEntry } from './scan-cache-stream.ts';

export const SCAN_CACHE_FILE = '.lubancache';
export const SCAN_CACHE_FORMAT = 'luban-scan-cache';
export const SCAN_CACHE_SCHEMA = 2;

/** The last collision search (core/collisions/findings.ts CollisionMemo): its key and pairs. */
export interface ScanCacheCollisions {
  key: string;
  pairs: Array<[number, number, number, string[]]>;
}

export interface ScanCacheFile<R> {
  path: string;
  entries: Map<string, ScanCacheEntry<R>>;
  collisions?: ScanCacheCollisions;
  /** Set when the file was there but unreadable: it was backed up and the cache starts empty. */
  notice?: LocalisedText;
  backupPath?: string;
  /** A lazy read (ScanCacheIo.lazy): the file's records are read from it on use until this is called. */
  close?: () => void;
  /** A lazy read of a file written before records came last on their lines: write it again (in the new order) even if nothing changed. */
  legacy?: boolean;
}

/**
 * Where the cache lives: `location` resolved against `cwd` (default `.lubancache`); an
 * existing folder, or a path ending in a separator, holds `.cache_<hash of cwd>` (ESLint).
 */
export function scanCachePath(cwd: string, location?: string): string {
  const target = path.resolve(cwd, location ?? SCAN_CACHE_FILE);
  const endsInSeparator = location !== undefined && /[\\/]$/.test(location);
  let isDir = endsInSeparator;
  if (!isDir) {
    try {
      isDir = statSync(target).isDirectory();
    } catch {
      isDir = false;
    }
  }
  if (!isDir) return target;
  return path.join(target, `.cache_${createHash('sha256').update(cwd).digest('hex').slice(0, 16)}`);
}

const say = {
  corrupt: {
    en: 'the scan cache {file} could not be read ({detail}); it was backed up to {backup} and is rebuilt by this scan',
    zh: '扫描缓存 {file} 无法读取（{detail}）；已备份到 {backup}，本次扫描将重建它',
  },
  unreadable: {
    en: 'the scan cache {file} could not be read ({detail}); this scan rebuilds it',
    zh: '扫描缓存 {file} 无法读取（{detail}）；本次扫描将重建它',
  },
  badLines: {
    en: 'the scan cache {file} has {count} unreadable entries (line {lines}: {detail}); their skills are scanned again',
    zh: '扫描缓存 {file} 有 {count} 条无法读取的记录（第 {lines} 行：{detail}）；这些技能将重新扫描',
  },
} satisfies Record<string, LocalisedText>;

function fill(text: LocalisedText, data: Record<string, string>): LocalisedText {
  return { en: format(text.en, data), zh: format(text.zh, data) };
}

/** How a cache file is read or written (kept for callers: reading and writing are a line at a time for everyone now). */
export interface ScanCacheIo {
  slices?: boolean;
  /**
   * Read only each entry's key, stamps and facts (the text before its record, which comes
   * last on the line); a record is read from the file and parsed when it is used
   * (`entry.record`, each time: nothing is kept), so a cache of 10,000 skills costs a few
   * MB, not every record as objects (issue 30 item 1). A record that is not a record then
   * reads as undefined (a miss). Call the answer's `close` when done with the entries.
   */
  lazy?: boolean;
}

/**
 * Read the cache. `isRecord` checks each entry's record; an entry that fails it is
 * dropped (a miss), a file that is not the cache's JSON at all is backed up and told.
 */
export async function readScanCache<R>(
  file: string,
  isRecord: (value: unknown) => value is R,
  now: Date = new Date(),
  io: ScanCacheIo = {},
): Promise<ScanCacheFile<R>> {
  let parsed: Parsed<R>;
  let lazy: { close: () => void; legacy: boolean } | undefined;
  if (io.lazy) {
    try {
      const read = readLazily(file, isRecord);
      parsed = read.parsed;
      lazy = read;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { path: file, entries: new Map() };
      return { path: file, entries: new Map(), notice: fill(say.unreadable, { file, detail: code ?? (e as Error).message }) };
    }
  } else
    try {
      // A line at a time: the file's text is never whole in memory (the stream's awaits also leave the editor's event loop free).
      const input = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
      const steps = parseSteps(isRecord);
      steps.next();
      let done: IteratorResult<void, Parsed<R>> | undefined;
      let rest = '';
      try {
        // Chunks of 1 MB split into lines here (readline's per-line events cost a third more at 1,000 entries).
        chunks: for await (const chunk of input as AsyncIterable<string>) {
          const text = rest + chunk;
          let from = 0;
          for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', from)) {
            done = steps.next(text.slice(from, nl));
            from = nl + 1;
            if (done.done) break chunks;
          }
          rest = text.slice(from);
        }
        if (!done?.done && rest) done = steps.next(rest);
      } finally {
        input.destroy();
      }
      parsed = done?.done ? done.value : (steps.next(END) as IteratorReturnResult<Parsed<R>>).value;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { path: file, entries: new Map() };
      return { path: file, entries: new Map(), notice: fill(say.unreadable, { file, detail: code ?? (e as Error).message }) };
    }
  if ('entries' in parsed) {
    const out: ScanCacheFile<R> = { path: file, entries: parsed.entries, ...(parsed.collisions ? { collisions: parsed.collisions } : {}) };
    if (lazy) {
      out.close = lazy.close;
      if (lazy.legacy) out.legacy = true;
    }
    if (parsed.bad?.length) {
      const lines = parsed.bad.map((b) => b.line);
      out.notice = fill(say.badLines, {
        file,
        count: String(lines.length),
        lines: lines.slice(0, 5).join(', ') + (lines.length > 5 ? ', …' : ''),
        detail: parsed.bad[0].detail,
      });
    }
    return out;
  }
  lazy?.close();
  let backupPath: string | undefined;
  try {
    backupPath = await copyToBak(file, now);
  } catch {
    backupPath = undefined;
  }
  const notice = backupPath ? fill(say.corrupt, { file, detail: parsed.problem, backup: backupPath }) : fill(say.unreadable, { file, detail: parsed.problem });
  return { path: file, entries: new Map(), notice, backupPath };
}

type Parsed<R> =
  | { entries: Map<string, ScanCacheEntry<R>>; collisions?: ScanCacheCollisions; bad?: Array<{ line: number; detail: string }> }
  | { problem: string };

/** The end of the lines given to parseSteps. */
const END = Symbol('end');

/** The entries of a cache file's text, or what is wrong with it. */
export function parseScanCache<R>(text: string, isRecord: (value: unknown) => value is R): Parsed<R> {
  const steps = parseSteps(isRecord);
  steps.next();
  for (const line of text.split('\n')) {
    const r = steps.next(line);
    if (r.done) return r.value;
  }
  return (steps.next(END) as IteratorReturnResult<Parsed<R>>).value;
}

/** Parsing a line at a time: each line is sent in, END after the last. */
function* parseSteps<R>(isRecord: (value: unknown) => value is R): Generator<void, Parsed<R>, string | typeof END> {
  const first = yield;
  let header: unknown;
  try {
    header = JSON.parse(first === END ? '' : first);
  } catch (e) {
    return { problem: `not JSON: ${(e as Error).message}` };
  }
  if (!isObject(header) || header.format !== SCAN_CACHE_FORMAT) return { problem: `not a ${SCAN_CACHE_FORMAT} file` };
  if (header.schema !== SCAN_CACHE_SCHEMA) return { problem: `schema ${String(header.schema)}, expected ${SCAN_CACHE_SCHEMA}` };
  const entries = new Map<string, ScanCacheEntry<R>>();
  const bad: Array<{ line: number; detail: string }> = [];
  for (let i = 1; ; i++) {
    const line = yield;
    if (line === END) break;
    if (!line) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch (e) {
      // One entry that is not JSON: that skill is a miss, the others still hold.
      bad.push({ line: i + 1, detail: `not JSON: ${(e as Error).message}` });
      continue;
    }
    // An entry of another shape is dropped: that skill is a miss.
    if (isObject(entry) && typeof entry.dir === 'string' && typeof entry.key === 'string' && isRecord(entry.record)) {
      const kept: ScanCacheEntry<R> =
        typeof entry.stampKey === 'string' ? { key: entry.key, stampKey: entry.stampKey, record: entry.record } : { key: entry.key, record: entry.record };
      if (entry.git !== undefined || entry.valid !== undefined) {
        // Facts of the wrong shape: the record cannot be vouched for.
        if (entry.git !== undefined && !isGitFacts(entry.git)) continue;
        if (entry.valid !== undefined && !isSpan(entry.valid)) continue;
        if (entry.git !== undefined) kept.git = entry.git as ScanCacheEntry<R>['git'];
        if (entry.valid !== undefined) kept.valid = entry.valid as ScanCacheEntry<R>['valid'];
      }
      entries.set(entry.dir, kept);
    }
  }
  const collisions = isCollisions(header.collisions) ? header.collisions : undefined;
  return { entries, ...(collisions ? { collisions } : {}), ...(bad.length ? { bad } : {}) };
}

function isGitFacts(v: unknown): boolean {
  return (
    isObject(v) &&
    typeof v.head === 'string' &&
    Array.isArray(v.dates) &&
    v.dates.every((d) => Array.isArray(d) && d.length === 2 && typeof d[0] === 'string' && typeof d[1] === 'number')
  );
}

function isSpan(v: unknown): boolean {
  return isObject(v) && typeof v.from === 'number' && typeof v.until === 'number';
}

function isCollisions(v: unknown): v is ScanCacheCollisions {
  return (
    isObject(v) &&
    typeof v.key === 'string' &&
    Array.isArray(v.pairs) &&
    v.pairs.every(
      (p) =>
        Array.isArray(p) &&
        p.length === 4 &&
        typeof p[0] === 'number' &&
        typeof p[1] === 'number' &&
        typeof p[2] === 'number' &&
        Array.isArray(p[3]) &&
        p[3].every((t) => typeof t === 'string'),
    )
  );
}

/**
 * Write the cache atomically (entries in folder order, so the file is stable), a piece at a
 * time: each entry is made text as it is written, so the file's text is never whole in
 * memory (the awaited writes also leave the editor's event loop free). A lazy entry's
 * record (read from a cache file or a spool) is copied as text, never parsed. The file
 * appears by rename: a scan cancelled or killed before it leaves the old file as it was.
 */
export async function writeScanCache<R>(
  file: string,
  entries: ReadonlyMap<string, ScanCacheEntry<R>>,
  collisions?: ScanCacheCollisions,
  _io: ScanCacheIo = {},
): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, cacheText(entries, collisions));
}

/** The file's text in pieces of about 64 KB: a header line, then one line per entry. */
function* cacheText<R>(entries: ReadonlyMap<string, ScanCacheEntry<R>>, collisions?: ScanCacheCollisions): Generator<string, void, void> {
  let piece = JSON.stringify({ format: SCAN_CACHE_FORMAT, schema: SCAN_CACHE_SCHEMA, recordLast: true, ...(collisions ? { collisions } : {}) }) + '\n';
  for (const dir of [...entries.keys()].sort()) {
    piece += entryLine(dir, entries.get(dir)!);
    if (piece.length >= 65536) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/**
 * One entry's line: its key, stamps and facts, then its record (so a lazy read parses only
 * what comes before it), then, where the entry has one, its piece of the JSON report: the
 * record without findings (`lite`) and the piece's text with its folder left empty and tabs
 * for its line breaks (`piece`); `report` in the head gives their lengths in bytes and
 * whether a finding is an error.
 */
function entryLine<R>(dir: string, entry: ScanCacheEntry<R>): string {
  const { key, stampKey, git, valid } = entry;
  const piece = (entry as { [PIECE]?: PieceAt })[PIECE];
  const report = piece ? { report: [piece.liteLength, piece.textLength, piece.error ? 1 : 0] } : {};
  const head = JSON.stringify({ dir, key, ...(stampKey === undefined ? {} : { stampKey }), ...(git ? { git } : {}), ...(valid ? { valid } : {}), ...report });
  const tail = piece
    ? `${LITE_AT}${piece.source.read(piece.liteOffset, piece.liteLength)}${PIECE_AT}${piece.source.read(piece.textOffset, piece.textLength)}`
    : '';
  return `${head.slice(0, -1)}${RECORD_AT}${recordTextOf(entry)}${tail}}\n`;
}

// ---------- a lazy read: each line's head parsed, its record found at its bytes (scan-cache-stream.ts) ----------

/**
 * Read the cache's lines from its bytes, keeping each entry's head and where its record
 * lies (a file of an older order, record not last, is parsed whole, as before).
 */
function readLazily<R>(file: string, isRecord: (value: unknown) => value is R): { parsed: Parsed<R>; close: () => void; legacy: boolean } {
  const fd = openSync(file, 'r');
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  const source = new FileBytes(fd);
  try {
    let header: Record<string, unknown> | undefined;
    let steps: Generator<void, Parsed<R>, string | typeof END> | undefined;
    let legacyDone: IteratorResult<void, Parsed<R>> | undefined;
    const entries = new Map<string, ScanCacheEntry<R>>();
    const bad: Array<{ line: number; detail: string }> = [];
    let problem: string | undefined;
    let lineNo = 0;
    const onLine = (buf: Buffer, start: number, end: number, fileOffset: number): boolean => {
      lineNo++;
      if (steps) {
        legacyDone = steps.next(buf.toString('utf8', start, end));
        return !legacyDone.done;
      }
      if (!header) {
        const text = buf.toString('utf8', start, end);
        let h: unknown;
        try {
          h = JSON.parse(text);
        } catch (e) {
          problem = `not JSON: ${(e as Error).message}`;
          return false;
        }
        if (isObject(h) && h.format === SCAN_CACHE_FORMAT && h.schema === SCAN_CACHE_SCHEMA && h.recordLast !== true) {
          // An older order: every line parsed whole.
          steps = parseSteps(isRecord);
          steps.next();
          legacyDone = steps.next(text);
          return !legacyDone.done;
        }
        if (!isObject(h) || h.format !== SCAN_CACHE_FORMAT) problem = `not a ${SCAN_CACHE_FORMAT} file`;
        else if (h.schema !== SCAN_CACHE_SCHEMA) problem = `schema ${String(h.schema)}, expected ${SCAN_CACHE_SCHEMA}`;
        header = h as Record<string, unknown>;
        return problem === undefined;
      }
      if (end === start) return true;
      const at = buf.indexOf(RECORD_AT_BYTES, start);
      let entry: unknown;
      try {
        if (at === -1 || at >= end || buf[end - 1] !== 0x7d) throw new Error('no record at the end of the line');
        entry = JSON.parse(buf.toString('utf8', start, at) + '}');
      } catch (e) {
        bad.push({ line: lineNo, detail: `not JSON: ${(e as Error).message}` });
        return true;
      }
      if (!isObject(entry) || typeof entry.dir !== 'string' || typeof entry.key !== 'string') return true;
      if (entry.git !== undefined && !isGitFacts(entry.git)) return true;
      if (entry.valid !== undefined && !isSpan(entry.valid)) return true;
      const head: EntryHead<R> = { key: entry.key };
      if (typeof entry.stampKey === 'string') head.stampKey = entry.stampKey;
      if (entry.git !== undefined) head.git = entry.git as EntryHead<R>['git'];
      if (entry.valid !== undefined) head.valid = entry.valid as EntryHead<R>['valid'];
      const recordStart = at + RECORD_AT_BYTES.length;
      let recordEnd = end - 1;
      let piece: PieceAt | undefined;
      if (entry.report !== undefined) {
        // The piece of the JSON report after the record, found by the lengths in the head.
        const r = entry.report;
        const ok = Array.isArray(r) && r.length === 3 && r.every((n) => Number.isInteger(n) && n >= 0);
        const textStart = ok ? end - 1 - (r[1] as number) : -1;
        const liteStart = ok ? textStart - PIECE_AT_BYTES.length - (r[0] as number) : -1;
        if (
          !ok ||
          liteStart - LITE_AT_BYTES.length < recordStart ||
          !buf.subarray(textStart - PIECE_AT_BYTES.length, textStart).equals(PIECE_AT_BYTES) ||
          !buf.subarray(liteStart - LITE_AT_BYTES.length, liteStart).equals(LITE_AT_BYTES)
        ) {
          bad.push({ line: lineNo, detail: 'its piece of the report is not where its lengths say' });
          return true;
        }
        recordEnd = liteStart - LITE_AT_BYTES.length;
        piece = {
          source,
          liteOffset: fileOffset + (liteStart - start),
          liteLength: r[0] as number,
          textOffset: fileOffset + (textStart - start),
          textLength: r[1] as number,
          error: r[2] === 1,
        };
      }
      entries.set(entry.dir, lazyEntry(head, { source, offset: fileOffset + (recordStart - start), length: recordEnd - recordStart, isRecord }, piece));
      return true;
    };
    readLines(fd, onLine);
    let parsed: Parsed<R>;
    if (steps) {
      parsed = legacyDone?.done ? legacyDone.value : (steps.next(END) as IteratorReturnResult<Parsed<R>>).value;
      close();
    } else if (problem !== undefined || !header) {
      parsed = { problem: problem ?? 'not JSON: Unexpected end of JSON input' };
      close();
    } else {
      const collisions = isCollisions(header.collisions) ? header.collisions : undefined;
      parsed = { entries, ...(collisions ? { collisions } : {}), ...(bad.length ? { bad } : {}) };
    }
    return { parsed, close, legacy: steps !== undefined };
  } catch (e) {
    close();
    throw e;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
