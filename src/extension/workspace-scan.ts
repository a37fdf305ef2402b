/**
 * The editor's first scan of a large workspace (issue 16), with no `vscode` import so
 * the bench and node:test drive it as the extension does. The skills nobody has open
 * are scanned the way `luban scan` scans a registry: on a scan worker, so the extension
 * host (shared by every extension and the UI's requests) is never held by the rules,
 * and through the scan cache (core/engine/scan-cache.ts), kept in the extension's
 * workspace storage, so reopening the workspace re-scans only what changed. Each skill
 * then holds a report-only result (findings, scores, the summary with the views' facts)
 * until one of its files is opened or a command needs its texts (a quick fix, a score, an
 * optimisation): the Luban view and the dashboard draw from the report-only result (issue
 * 30 item 6, ./view-facts.ts).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isSkillRecord, ScanCache } from '../core/api/scan.ts';
import { scanPaths } from '../core/api/scan.ts';
import { scanThreads } from '../core/api/scan.ts';
import { readScanCache, writeScanCache } from '../core/api/formats.ts';
import type { ConfigError, LoadedConfig } from '../core/api/base.ts';
import { pick } from '../core/api/base.ts';
import type { SkillScan, SkillScanner } from '../frontend/editor/scanner.ts';

/** From this many skills on, the workspace scan runs on a worker (below it, in the host: faster than starting one). */
export { AUTO_MIN_SKILLS as WORKER_SCAN_MIN } from '../core/api/scan.ts';

/** The cache's file in the extension's workspace storage folder. */
export const EDITOR_SCAN_CACHE = 'scan-cache.lubancache';

/**
 * Scan workers for the editor: at least one whatever the cores (the point is a free
 * extension host), and no more than a quarter of the cores besides (the window, the
 * extension host and the other extensions share the machine; on 2 cores two workers made
 * the host's timers late by over 50 ms where one did not).
 */
export function editorThreads(skills: number, cores: number = os.availableParallelism()): number {
  return Math.max(1, Math.min(scanThreads(Math.floor(cores / 4), skills), 4));
}

export interface ReportOnlyScanOptions {
  dirs: string[];
  scanner: SkillScanner;
  /** The scan cache's file; undefined: no cache (no workspace storage). */
  cacheFile?: string;
  /** The workspace folders: the cache keeps what is inside them and was scanned now. */
  roots: string[];
  signal?: AbortSignal;
  /** Each skill's result as soon as it is scanned (or found in the cache). */
  onSkill: (dir: string, scan: SkillScan) => void;
  /** Problems that cost only time (an unreadable or unwritable cache), for the log. */
  warn: (message: string) => void;
}

export interface ReportOnlyScanResult {
  /** The skill folders that were given a result (absolute). */
  scanned: Set<string>;
  threads: number;
  cacheHits: number;
  cacheMisses: number;
}

export async function scanReportOnly(o: ReportOnlyScanOptions): Promise<ReportOnlyScanResult> {
  const configs = new Map<string, { config: LoadedConfig; error?: ConfigError }>();
  const cache = o.cacheFile ? await openCache(o.cacheFile, o.warn) : undefined;
  const scanned = new Set<string>();
  // A folder deleted since the workspace was searched is left to the caller.
  const dirs = o.dirs.filter((d) => existsSync(d));
  const result = await scanPaths(dirs, {
    keepDocuments: false,
    // The views draw from these results (the due reminders' facts too): a skill is made whole only when opened.
    viewFacts: true,
    locale: o.scanner.locale,
    threads: editorThreads(dirs.length),
    cache,
    skillIndex: 'never',
    signal: o.signal,
    configFor: async (dir) => {
      const c = await o.scanner.configOf(dir);
      configs.set(path.resolve(dir), c);
      return c.config;
    },
    onSkill: (r) => {
      const dir = path.resolve(r.doc.dir);
      const c = configs.get(dir);
      if (!c) return;
      scanned.add(dir);
      o.onSkill(dir, { dir, result: r, config: c.config, configError: c.error, ms: 0 });
    },
  });
  if (cache && o.cacheFile && !o.signal?.aborted && cache.needsWrite(o.roots)) {
    try {
      await writeScanCache(o.cacheFile, cache.entriesToWrite(o.roots), cache.collisions, { slices: true });
    } catch (e) {
      o.warn(
        `the scan cache ${o.cacheFile} could not be written (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); the next workspace scan reads every skill again`,
      );
    }
  }
  return { scanned, threads: result.workers.threads, cacheHits: cache?.hits ?? 0, cacheMisses: cache?.misses ?? 0 };
}

async function openCache(file: string, warn: (m: string) => void): Promise<ScanCache> {
  try {
    const read = await readScanCache(file, isSkillRecord, new Date(), { slices: true });
    if (read.notice) warn(pick(read.notice, 'en'));
    return new ScanCache(read.entries, read.collisions);
  } catch (e) {
    warn(`the scan cache ${file} could not be read (${(e as Error).message}); scanning every skill`);
    return new ScanCache();
  }
}
