/**
 * What the scan cache keeps of a skill, and when a kept record still holds.
 *
 * A record is the report-only result of one skill (findings, sub-scores, dims, the
 * runtime gate, and the summary reports need: the skill's name, its description for
 * collisions, its runtime verdicts) — never a parse tree. Its key hashes, in one pass,
 * every file of the skill (path, size, bytes or why it is unreadable), the links that
 * loop, the enclosing skill's paths, the config, the profile asked for, the folder's
 * place under the config, the locale and Luban's version: any change is a miss.
 *
 * Results that depend on more than that are kept with what they depend on (issue 30
 * item 1): a skill in a git repository whose undated references are dated by git keeps
 * the HEAD commit and the dates (a hit only while HEAD is the same, read from the
 * repository's files: no git process; with another HEAD the kept dates are dropped and
 * git asked once for the skill), and a result whose CASCADE ages read the clock keeps
 * the span of times over which every age in days stays the same (a hit only inside it).
 * Any other rule that read the clock: never kept. Whether the skill is in a repository
 * at all is part of the key. Collisions between skills are found after the scan from
 * the summaries, cached or not, so they are never stale.
 */
import { createHash, type Hash } from 'node:crypto';
import path from 'node:path';
import type { LubanConfig } from '../base/config/schema.ts';
import type { Locale } from '../base/l10n/index.ts';
import type { ProfileName } from '../rules/types.ts';
import type { SkillFolder } from '../skill/load.ts';
import type { SkillDocument } from '../skill/types.ts';
import { hasReportPiece, liteRecordOf, reportPieceOf, ScanCacheSpool, withHead, type ScanCacheCollisions, type ScanCacheEntry } from '../formats/scan-cache.ts';
import type { CollisionMemo } from '../modules/collisions/findings.ts';
import type { CacheFacts } from './scan-folder.ts';
import type { GitFacts } from './git-dates.ts';
import { VERSION } from '../base/version.ts';
import type { SkillScanResult, SkillSummary } from './scan.ts';

/** Bumped when what a record holds, or what the key covers, changes. */
const RECORD_SCHEMA = 3;

export interface SkillRecord {
  profile: SkillScanResult['profile'];
  findings: SkillScanResult['findings'];
  subscores: SkillScanResult['subscores'];
  dims: SkillScanResult['dims'];
  runtimeGate: SkillScanResult['runtimeGate'];
  folderName: string;
  skillFile?: { path: string; size: number };
  summary: Omit<SkillSummary, 'described' | 'tree'> & {
    described?: Omit<NonNullable<SkillSummary['described']>, 'dir'>;
    tree?: Omit<NonNullable<SkillSummary['tree']>, 'dir'>;
  };
}

export interface CacheKeyInputs {
  config: LubanConfig;
  profile?: ProfileName;
  relDir?: string;
  locale: Locale;
  /** Whether the skill sits in a git repository (where undated references are dated by git). */
  inGit: boolean;
  /** Luban's version (default: this one). */
  version?: string;
  /** The lifecycle state outside the folder's files that the results read (HASP's regression history), as a stamp. */
  lifecycle?: string;
}

/** The key of a skill folder as read: every byte of it and everything else its results depend on. */
export function cacheKeyOf(folder: SkillFolder, inputs: CacheKeyInputs): string {
  const h = createHash('sha256');
  h.update(inputsText(inputs));
  for (const f of folder.files) {
    h.update(`\0F${f.path}\0${f.size}\0${f.unreadable ?? ''}\0${f.unreadableDetail ?? ''}\0`);
    if (f.bytes) h.update(f.bytes);
  }
  hashRest(h, folder);
  return h.digest('hex');
}

/**
 * How long before the scan a file must have last changed for its stamp to vouch for its
 * bytes (git's "racily clean" entries): a file written in the same clock tick as it was
 * read could change again without its times moving. Two seconds covers the coarsest
 * file-system clocks (FAT).
 */
export const STAMP_SETTLED_MS = 2000;

/**
 * The stamp key of a folder as statted (statSkillFolder): the same inputs as cacheKeyOf,
 * with each file's size, mtime, ctime, inode and device instead of its bytes (ESLint's
 * `--cache-strategy metadata`, as a shortcut only: a result is still kept under its
 * content key). Undefined when a stamp cannot vouch: a file without one (an editor
 * buffer, an unreadable file), or one changed within STAMP_SETTLED_MS of `readAt`.
 */
export function stampKeyOf(folder: SkillFolder, inputs: CacheKeyInputs, readAt: number): string | undefined {
  const h = createHash('sha256');
  h.update(inputsText(inputs));
  for (const f of folder.files) {
    const s = f.stamp;
    if (!s || Math.max(s.mtimeMs, s.ctimeMs) >= readAt - STAMP_SETTLED_MS) return undefined;
    h.update(`\0F${f.path}\0${f.size}\0${f.unreadable ?? ''}\0${s.mtimeMs}\0${s.ctimeMs}\0${s.ino}\0${s.dev}`);
  }
  hashRest(h, folder);
  return h.digest('hex');
}

function inputsText(inputs: CacheKeyInputs): string {
  return JSON.stringify({
    schema: RECORD_SCHEMA,
    version: inputs.version ?? VERSION,
    config: inputs.config,
    profile: inputs.profile ?? null,
    relDir: inputs.relDir ?? null,
    locale: inputs.locale,
    inGit: inputs.inGit,
    lifecycle: inputs.lifecycle ?? null,
  });
}

function hashRest(h: Hash, folder: SkillFolder): void {
  for (const l of folder.loops) h.update(`\0L${l.path}\0${l.unreadable ?? ''}\0${l.unreadableDetail ?? ''}`);
  if (folder.enclosingSkill) h.update(`\0E${folder.enclosingSkill.relDir}\0${[...folder.enclosingSkill.paths].join('\0')}`);
}

/** The record of a report-only result (one with a summary). */
export function recordOf(result: SkillScanResult & { summary: SkillSummary }): SkillRecord {
  const { dir: _dir, ...described } = result.summary.described ?? { dir: '' };
  const skillFile = result.doc.skillFile ? { path: result.doc.skillFile.path, size: result.doc.skillFile.size } : undefined;
  return {
    profile: result.profile,
    findings: result.findings.map((f) => ({ ...f })),
    subscores: result.subscores,
    dims: result.dims,
    runtimeGate: result.runtimeGate,
    folderName: result.doc.folderName,
    ...(skillFile ? { skillFile } : {}),
    summary: {
      ...(result.summary.name !== undefined ? { name: result.summary.name } : {}),
      ...(result.summary.described ? { described: described as Omit<NonNullable<SkillSummary['described']>, 'dir'> } : {}),
      compatibility: result.summary.compatibility,
      ...(result.summary.tree ? { tree: withoutDir(result.summary.tree) } : {}),
      ...(result.summary.due ? { due: result.summary.due } : {}),
    },
  };
}

function withoutDir<T extends { dir?: string }>(value: T): Omit<T, 'dir'> {
  const { dir: _dir, ...rest } = value;
  return rest;
}

/** Lite records handed out by a cache that keeps pieces of the JSON report (ScanCache `lite`), and the entries they came from. */
const liteEntries = new WeakMap<SkillRecord, ScanCacheEntry<SkillRecord>>();
/** Results made from such records: their entries (ScanCache.reportPiece). */
const liteResults = new WeakMap<SkillScanResult, ScanCacheEntry<SkillRecord>>();

/** The report-only result of a skill from its record (the folder is the one scanned now). */
export function resultOfRecord(dir: string, record: SkillRecord): SkillScanResult & { summary: SkillSummary } {
  const result = resultOf(dir, record);
  const entry = liteEntries.get(record);
  if (entry) liteResults.set(result, entry);
  return result;
}

function resultOf(dir: string, record: SkillRecord): SkillScanResult & { summary: SkillSummary } {
  const skillFile = record.skillFile ? { path: record.skillFile.path, size: record.skillFile.size } : undefined;
  const doc: SkillDocument = {
    dir,
    folderName: record.folderName,
    files: skillFile ? [skillFile] : [],
    paths: new Set(skillFile ? [skillFile.path] : []),
    problems: [],
  };
  if (skillFile) {
    doc.skillFile = skillFile;
    doc.skillFileName = skillFile.path;
  }
  return {
    doc,
    profile: record.profile,
    // A copy: collisions are added to a result's findings after the scan.
    findings: record.findings.map((f) => ({ ...f })),
    subscores: record.subscores,
    dims: record.dims,
    runtimeGate: record.runtimeGate,
    summary: {
      ...(record.summary.name !== undefined ? { name: record.summary.name } : {}),
      ...(record.summary.described ? { described: { ...record.summary.described, dir } } : {}),
      compatibility: record.summary.compatibility,
      // The folder is the one scanned now (absolute, as a Skill Tree node names it).
      ...(record.summary.tree ? { tree: { ...record.summary.tree, dir: path.resolve(dir) } } : {}),
      ...(record.summary.due ? { due: record.summary.due } : {}),
    },
  };
}

/** A record as read back from the cache file (its shape, not its meaning: the key vouches for that). */
export function isSkillRecord(value: unknown): value is SkillRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const summary = r.summary as Record<string, unknown> | undefined;
  return (
    typeof r.profile === 'string' &&
    Array.isArray(r.findings) &&
    r.findings.every(
      (f) =>
        typeof f === 'object' && f !== null && typeof (f as { ruleId?: unknown }).ruleId === 'string' && typeof (f as { range?: unknown }).range === 'object',
    ) &&
    typeof r.subscores === 'object' &&
    r.subscores !== null &&
    typeof r.dims === 'object' &&
    r.dims !== null &&
    typeof r.runtimeGate === 'string' &&
    typeof r.folderName === 'string' &&
    typeof summary === 'object' &&
    summary !== null &&
    Array.isArray(summary.compatibility)
  );
}

/**
 * One scan's use of the cache: the entries read from the file, the ones this scan
 * made, and how many skills hit or missed. A folder whose stamp key matches its entry's
 * is a hit without reading a byte (lookupStamp); otherwise its bytes are hashed and
 * compared (lookup), and a content hit takes the new stamp key.
 */
export class ScanCache {
  readonly fresh = new Map<string, ScanCacheEntry<SkillRecord>>();
  hits = 0;
  misses = 0;
  /** Hits vouched for by the stamps alone (no file read). */
  stampHits = 0;
  /** Whether this scan made or changed an entry (else the file need not be written again). */
  changed = false;

  /** The collision search to write back (the one read, unless this scan made another). */
  collisions?: ScanCacheCollisions;

  /** With `spool`: each entry this scan makes has its record written to a temporary file at once (see dispose). */
  private readonly spool?: ScanCacheSpool;

  /** Whether a hit with a kept piece of the JSON report hands out its lite record (no findings: the piece has them). */
  private readonly lite: boolean;

  /**
   * `spool`: each entry this scan makes has its record written to a temporary file at once
   * (ScanCacheSpool), so new records are not all kept until the cache is written.
   * `lite` (with `spool`; only for a scan whose results go to the JSON report's spill,
   * cli/format/json-spill.ts, and nowhere else): a hit whose entry keeps its piece of the
   * JSON report is handed out as its lite record (no findings) and the piece is copied into
   * the report as bytes (reportPiece); pieces made by this scan are kept (keepPiece).
   */
  constructor(
    private readonly kept: ReadonlyMap<string, ScanCacheEntry<SkillRecord>> = new Map(),
    keptCollisions?: ScanCacheCollisions,
    options: { spool?: boolean; lite?: boolean } = {},
  ) {
    this.collisions = keptCollisions;
    if (options.spool || options.lite) this.spool = new ScanCacheSpool();
    this.lite = options.lite === true;
  }

  /** The record a hit hands out: the lite one where kept and asked for, else the whole one (undefined: not a record, a miss). */
  private recordFor(entry: ScanCacheEntry<SkillRecord>): SkillRecord | undefined {
    if (this.lite && hasReportPiece(entry)) {
      const lite = liteRecordOf(entry, isSkillRecord);
      if (lite) {
        liteEntries.set(lite, entry);
        return lite;
      }
    }
    return entry.record;
  }

  /** The kept piece of the JSON report of a result made from a lite record (its text, dir left empty, tabs for line breaks). */
  reportPiece(result: SkillScanResult): { bytes: Buffer; error: boolean } | undefined {
    const entry = liteResults.get(result);
    return entry ? reportPieceOf(entry) : undefined;
  }

  /** The whole result (findings and all, from the entry's record) of a result made from a lite record whose kept piece cannot be used. */
  wholeResult(result: SkillScanResult): SkillScanResult | undefined {
    const entry = liteResults.get(result);
    const record = entry?.record;
    return record ? resultOf(result.doc.dir, record) : undefined;
  }

  /**
   * Keep a result's piece of the JSON report with its entry (one this scan made or hit, that
   * has none yet): `text` with its folder left empty and tabs for line breaks, `error`
   * whether a finding is an error. The lite record is made here from the result.
   */
  keepPiece(result: SkillScanResult, text: string, error: boolean): void {
    if (!this.lite || !this.spool || !result.summary) return;
    const abs = path.resolve(result.doc.dir);
    const entry = this.fresh.get(abs);
    if (!entry || hasReportPiece(entry)) return;
    const summary: SkillSummary = {
      ...(result.summary.name !== undefined ? { name: result.summary.name } : {}),
      ...(result.summary.described ? { described: result.summary.described } : {}),
      compatibility: [],
    };
    const lite = JSON.stringify(recordOf({ ...result, findings: [], summary }));
    const withPiece = this.spool.addPiece(entry, lite, text, error, isSkillRecord);
    if (!withPiece) return;
    this.fresh.set(abs, withPiece);
    this.changed = true;
  }

  /** Remove the spool's temporary file (after the cache is written). */
  dispose(): void {
    this.spool?.dispose();
  }

  /** The collision memo over this cache (core/collisions/findings.ts). */
  readonly collisionMemo: CollisionMemo = {
    get: (key) => (this.collisions?.key === key ? this.collisions.pairs : undefined),
    set: (key, pairs) => {
      this.collisions = { key, pairs };
      this.changed = true;
    },
  };

  /** The record for this folder when its stamp key matches, else undefined (hash the bytes then). */
  lookupStamp(dir: string, stampKey: string | undefined, now: WhenAndWhere = {}): SkillRecord | undefined {
    if (stampKey === undefined) return undefined;
    const abs = path.resolve(dir);
    const entry = this.entryOf(abs);
    if (!entry || entry.stampKey !== stampKey || !holds(entry, now)) return undefined;
    // A lazy entry's record is read now (undefined when it is not one: a miss).
    const record = this.recordFor(entry);
    if (record === undefined) return undefined;
    this.hits++;
    this.stampHits++;
    this.fresh.set(abs, entry);
    return record;
  }

  /** The record for this folder when its key matches, else undefined (a miss). */
  lookup(dir: string, key: string, stampKey?: string, now: WhenAndWhere = {}): SkillRecord | undefined {
    const abs = path.resolve(dir);
    const entry = this.entryOf(abs);
    const record = entry && entry.key === key && holds(entry, now) ? this.recordFor(entry) : undefined;
    if (entry && record !== undefined) {
      this.hits++;
      if (entry.stampKey === stampKey) this.fresh.set(abs, entry);
      else {
        // The new stamp key; the record as it was (a lazy one is copied as text, never parsed again).
        this.fresh.set(abs, withHead(entry, { key, stampKey }));
        this.changed = true;
      }
      return record;
    }
    this.misses++;
    return undefined;
  }

  /** The git dates kept for this folder from this same HEAD (whatever its files now hold: the dates depend on the history only). */
  knownDates(dir: string, head: string | undefined): GitFacts | undefined {
    if (head === undefined) return undefined;
    const git = this.entryOf(path.resolve(dir))?.git;
    return git?.head === head ? git : undefined;
  }

  /** The HEAD this folder's kept git dates were read at, when another than `head` (then ask whether the new commits touched it). */
  otherHead(dir: string, head: string | undefined): string | undefined {
    const git = this.entryOf(path.resolve(dir))?.git;
    return git && head !== undefined && git.head !== head ? git.head : undefined;
  }

  /** The commits since the kept HEAD left this folder's files alone: its kept dates (and record) hold at `head` too. */
  moveHead(dir: string, head: string): void {
    const abs = path.resolve(dir);
    const entry = this.entryOf(abs);
    if (!entry?.git) return;
    this.moved.set(abs, withHead(entry, { git: { ...entry.git, head } }));
    this.changed = true;
  }

  /** Entries whose git dates were carried to a new HEAD (moveHead), over the kept ones. */
  private readonly moved = new Map<string, ScanCacheEntry<SkillRecord>>();

  private entryOf(abs: string): ScanCacheEntry<SkillRecord> | undefined {
    return this.moved.get(abs) ?? this.kept.get(abs);
  }

  store(dir: string, key: string, record: SkillRecord, stampKey?: string, facts?: CacheFacts): void {
    this.put(path.resolve(dir), { key, record }, facts, stampKey);
  }

  private put(abs: string, entry: ScanCacheEntry<SkillRecord>, facts: CacheFacts | undefined, stampKey: string | undefined): void {
    const out: ScanCacheEntry<SkillRecord> = stampKey === undefined ? { ...entry } : { ...entry, stampKey };
    if (facts?.git) out.git = facts.git;
    if (facts?.valid) out.valid = facts.valid;
    // Spooled: the record goes to the temporary file as the skill finishes, and is not kept here.
    this.fresh.set(abs, this.spool ? this.spool.add(out, isSkillRecord) : out);
    this.changed = true;
  }

  /** What to write back: this scan's entries, and the old ones for skills outside the folders scanned. */
  entriesToWrite(targets: readonly string[]): Map<string, ScanCacheEntry<SkillRecord>> {
    const roots = targets.map((t) => path.resolve(t));
    const inside = (dir: string) => roots.some((r) => dir === r || dir.startsWith(r.endsWith(path.sep) ? r : r + path.sep));
    const out = new Map<string, ScanCacheEntry<SkillRecord>>();
    for (const [dir, entry] of this.kept) if (!inside(dir)) out.set(dir, entry);
    for (const [dir, entry] of this.fresh) out.set(dir, entry);
    return out;
  }

  /** Whether the file would change: an entry made or changed, or a kept one under the targets gone. */
  needsWrite(targets: readonly string[]): boolean {
    if (this.changed) return true;
    const entries = this.entriesToWrite(targets);
    if (entries.size !== this.kept.size) return true;
    for (const [dir, entry] of entries) if (this.kept.get(dir) !== entry) return true;
    return false;
  }
}

/** When and where a lookup happens: the scan's time (default now) and HEAD's commit of the skill's repository. */
export interface WhenAndWhere {
  now?: number;
  head?: string;
}

/** Whether a kept entry still holds: its clock span covers `now`, and its git dates were read at this HEAD. */
function holds(entry: ScanCacheEntry<SkillRecord>, at: WhenAndWhere): boolean {
  if (entry.valid) {
    const now = at.now ?? Date.now();
    if (!(now >= entry.valid.from && now < entry.valid.until)) return false;
  }
  return !entry.git || entry.git.head === at.head;
}
