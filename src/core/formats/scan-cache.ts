/**
 * The scan cache (`luban scan --cache`, ESLint's `--cache` convention): one file,
 * `.lubancache` in the working directory unless `--cache-location` names another file
 * (or a folder, which then holds `.cache_<hash of the working directory>`). JSON Lines:
 * a header, then one line per skill folder, in folder order, so that the editor reads
 * and writes it a line at a time without holding its extension host (one JSON document
 * of 1,000 skills took 0.8 s to write in one go).
 *
 *   {"format":"luban-scan-cache","schema":2,"collisions":{"key":"<sha256>","pairs":[[i,j,score,[shared terms]],…]}}
 *   {"dir":"<absolute skill folder>","key":"<sha256>","stampKey":"<sha256>","record":{…SkillRecord}}
 *
 * A record is what a report needs of one scanned skill (engine/scan-cache.ts); the key
 * hashes every file of the skill with the config, the profile, the locale and Luban's
 * version, so any change there is a miss.
 *
 * Reading never throws: a file that is not the cache's JSON is backed up beside itself
 * (`.lubancache.bak.YYYYMMDD-HHMM`), the scan starts from an empty cache, and the notice
 * says so. Writing is atomic.
 */
import { createHash } from 'node:crypto';
import { promises as fs, statSync } from 'node:fs';
import path from 'node:path';
import { format } from '../base/l10n/index.ts';
import type { LocalisedText } from '../rules/types.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';
import { runAtOnce, runInSlices } from '../base/io/slices.ts';

export const SCAN_CACHE_FILE = '.lubancache';
export const SCAN_CACHE_FORMAT = 'luban-scan-cache';
export const SCAN_CACHE_SCHEMA = 2;

export interface ScanCacheEntry<R> {
  key: string;
  /** The key of the files' stamps when the record was kept or last hit (see engine/scan-cache.ts). */
  stampKey?: string;
  record: R;
}

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
} satisfies Record<string, LocalisedText>;

function fill(text: LocalisedText, data: Record<string, string>): LocalisedText {
  return { en: format(text.en, data), zh: format(text.zh, data) };
}

/** How a cache file is read or written: at once (the CLI), or in slices that leave the event loop free (the editor). */
export interface ScanCacheIo {
  slices?: boolean;
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
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { path: file, entries: new Map() };
    return { path: file, entries: new Map(), notice: fill(say.unreadable, { file, detail: code ?? (e as Error).message }) };
  }
  const steps = parseSteps(text, isRecord);
  const parsed = io.slices ? await runInSlices(steps) : runAtOnce(steps);
  if ('entries' in parsed) return { path: file, entries: parsed.entries, ...(parsed.collisions ? { collisions: parsed.collisions } : {}) };
  let backupPath: string | undefined;
  try {
    backupPath = await copyToBak(file, now);
  } catch {
    backupPath = undefined;
  }
  const notice = backupPath ? fill(say.corrupt, { file, detail: parsed.problem, backup: backupPath }) : fill(say.unreadable, { file, detail: parsed.problem });
  return { path: file, entries: new Map(), notice, backupPath };
}

type Parsed<R> = { entries: Map<string, ScanCacheEntry<R>>; collisions?: ScanCacheCollisions } | { problem: string };

/** The entries of a cache file's text, or what is wrong with it. */
export function parseScanCache<R>(text: string, isRecord: (value: unknown) => value is R): Parsed<R> {
  return runAtOnce(parseSteps(text, isRecord));
}

/** Parsing as steps, one per line. */
function* parseSteps<R>(text: string, isRecord: (value: unknown) => value is R): Generator<void, Parsed<R>, void> {
  const lines = text.split('\n');
  let header: unknown;
  try {
    header = JSON.parse(lines[0]);
  } catch (e) {
    return { problem: `not JSON: ${(e as Error).message}` };
  }
  if (!isObject(header) || header.format !== SCAN_CACHE_FORMAT) return { problem: `not a ${SCAN_CACHE_FORMAT} file` };
  if (header.schema !== SCAN_CACHE_SCHEMA) return { problem: `schema ${String(header.schema)}, expected ${SCAN_CACHE_SCHEMA}` };
  const entries = new Map<string, ScanCacheEntry<R>>();
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i]) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(lines[i]);
    } catch (e) {
      return { problem: `line ${i + 1} is not JSON: ${(e as Error).message}` };
    }
    // An entry of another shape is dropped: that skill is a miss.
    if (isObject(entry) && typeof entry.dir === 'string' && typeof entry.key === 'string' && isRecord(entry.record)) {
      entries.set(
        entry.dir,
        typeof entry.stampKey === 'string' ? { key: entry.key, stampKey: entry.stampKey, record: entry.record } : { key: entry.key, record: entry.record },
      );
    }
    yield;
  }
  const collisions = isCollisions(header.collisions) ? header.collisions : undefined;
  return collisions ? { entries, collisions } : { entries };
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

/** Write the cache atomically (entries in folder order, so the file is stable). */
export async function writeScanCache<R>(
  file: string,
  entries: ReadonlyMap<string, ScanCacheEntry<R>>,
  collisions?: ScanCacheCollisions,
  io: ScanCacheIo = {},
): Promise<void> {
  const steps = textSteps(entries, collisions);
  const text = io.slices ? await runInSlices(steps) : runAtOnce(steps);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, text);
}

/** The file's text as steps, one per entry. */
function* textSteps<R>(entries: ReadonlyMap<string, ScanCacheEntry<R>>, collisions?: ScanCacheCollisions): Generator<void, string, void> {
  const lines = [JSON.stringify({ format: SCAN_CACHE_FORMAT, schema: SCAN_CACHE_SCHEMA, ...(collisions ? { collisions } : {}) })];
  for (const dir of [...entries.keys()].sort()) {
    const { key, stampKey, record } = entries.get(dir)!;
    lines.push(JSON.stringify(stampKey === undefined ? { dir, key, record } : { dir, key, stampKey, record }));
    yield;
  }
  return lines.join('\n') + '\n';
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
