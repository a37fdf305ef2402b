/**
 * Scanning what a person points at: discover skills under each path, load each with
 * the nearest config file, read its results.tsv for EvoSkill, and scan. Used by the
 * CLI and the extension alike so the editor and CI agree (SPEC A4).
 */
import path from 'node:path';
import { findConfigFile, loadConfig, type LoadedConfig } from '../config/load.ts';
import { discoverSkills } from '../skill/discover.ts';
import type { SkillDocument } from '../skill/types.ts';
import { documentOfFolder, readSkillFolder, type EnclosingCache } from '../skill/load.ts';
import type { ProfileName } from '../rules/types.ts';
import type { Locale } from '../l10n/index.ts';
import { readTheClock, scanDocument, type SkillScanResult, type SkillSummary } from './scan.ts';
import { checkRuleSettings } from './rule-options.ts';
import { cacheKeyOf, recordOf, resultOfRecord, type ScanCache } from './scan-cache.ts';
import { describedSkill } from '../collisions/collisions.ts';
import { compatibility } from '../compat/compatibility.ts';
import { resultsRowsOf } from '../store/results.ts';
import { isIgnoredByConfig, relativeToConfig } from '../config/scope.ts';
import { fileDatesIfNeeded, insideGit, needsFileDates, type GitRootCache } from './git-dates.ts';

export interface ScanPathsOptions {
  profile?: ProfileName;
  locale?: Locale;
  now?: Date;
  /** Use this config file instead of searching upwards. */
  configFile?: string;
  /** Called once per skill as soon as it is scanned (progress). */
  onSkill?: (result: SkillScanResult) => void;
  signal?: AbortSignal;
  /**
   * Keep each skill's whole document (file texts, parse trees) in its result (default
   * true: `luban fix` edits the texts). A report-only scan passes false and keeps just
   * an outline: holding every text of a large tree until the report is written made
   * garbage collection a tenth of the run.
   */
  keepDocuments?: boolean;
  /**
   * Reuse and keep report-only results by content (`luban scan --cache`); only for
   * report-only scans (keepDocuments false): a hit has no document to hand out.
   */
  cache?: ScanCache;
}

export interface ScanPathsResult {
  skills: SkillScanResult[];
  configs: LoadedConfig[];
}

export async function scanPaths(targets: string[], options: ScanPathsOptions = {}): Promise<ScanPathsResult> {
  const skills: SkillScanResult[] = [];
  const configs = new Map<string, LoadedConfig>();
  const dirs: string[] = [];
  for (const t of targets) dirs.push(...(await discoverSkills(t)));
  const seen = new Set<string>();
  const unique = dirs.filter((d) => {
    const abs = path.resolve(d);
    if (seen.has(abs)) return false;
    seen.add(abs);
    return true;
  });
  const gitRoots: GitRootCache = new Map();
  const enclosingCache: EnclosingCache = new Map();
  const configLookups = new Map<string, Promise<string | undefined>>();
  // One parse per config file, however many skills share it.
  const configFor = async (dir: string): Promise<LoadedConfig> => {
    const file = options.configFile ?? (await findConfigFile(dir, configLookups));
    const key = file ?? '';
    let loaded = configs.get(key);
    if (!loaded) {
      loaded = file ? await loadConfig(dir, file) : { config: {} };
      checkRuleSettings(loaded);
      configs.set(key, loaded);
    }
    return loaded;
  };
  // Load with bounded concurrency: I/O overlaps, memory stays flat.
  const limit = 8;
  let next = 0;
  const results: Array<SkillScanResult | undefined> = new Array(unique.length);
  const worker = async () => {
    while (next < unique.length) {
      if (options.signal?.aborted) return;
      const i = next++;
      const dir = unique[i];
      const loaded = await configFor(dir);
      if (loaded.config.ignore?.length && loaded.file && isIgnoredByConfig(dir, loaded.file, loaded.config.ignore)) continue;
      const folder = readSkillFolder(dir, { enclosingCache });
      const relDir = loaded.file ? relativeToConfig(dir, loaded.file) : undefined;
      const reportOnly = options.keepDocuments === false;
      const cache = reportOnly ? options.cache : undefined;
      // Inside a repository, undated references are dated by git: such results are never kept, and the key says which side the skill is on.
      const inGit = cache ? await insideGit(dir, gitRoots) : false;
      const key = cache ? cacheKeyOf(folder, { config: loaded.config, profile: options.profile, relDir, locale: options.locale ?? 'en', inGit }) : undefined;
      const record = cache && key ? cache.lookup(dir, key) : undefined;
      if (record) {
        const hit = resultOfRecord(dir, record);
        results[i] = hit;
        options.onSkill?.(hit);
        continue;
      }
      const doc = documentOfFolder(folder);
      const resultsRows = resultsRowsOf(doc.files);
      const scanOptions = { config: loaded.config, profile: options.profile, relDir, locale: options.locale, now: options.now, results: resultsRows };
      let result = scanDocument(doc, scanOptions);
      const fileDates = await fileDatesIfNeeded(result, dir, gitRoots);
      if (fileDates) result = scanDocument(doc, { ...scanOptions, fileDates });
      if (reportOnly) {
        const kept = { ...result, doc: outlineOf(doc), summary: summaryOf(doc, options.locale ?? 'en') };
        // A result that read the clock, or may be dated by git, holds for now only.
        if (cache && key && !readTheClock(result) && !(inGit && needsFileDates(result))) cache.store(dir, key, recordOf(kept));
        results[i] = kept;
      } else results[i] = result;
      options.onSkill?.(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, unique.length) }, worker));
  for (const r of results) if (r) skills.push(r);
  return { skills, configs: [...configs.values()] };
}



/**
 * The document without what only the rules read: file texts, the frontmatter and the
 * Markdown structure go (reports take what they need from the summary); the folder and
 * SKILL.md's name and size stay.
 */
export function outlineOf(doc: SkillDocument): SkillDocument {
  const skillFile = doc.skillFile ? { path: doc.skillFile.path, size: doc.skillFile.size } : undefined;
  const outline: SkillDocument = { dir: doc.dir, folderName: doc.folderName, files: skillFile ? [skillFile] : [], paths: new Set(skillFile ? [skillFile.path] : []), problems: [] };
  if (skillFile) {
    outline.skillFile = skillFile;
    outline.skillFileName = skillFile.path;
  }
  return outline;
}

/** What reports need of a whole document: its name, its description for collisions, its runtime verdicts. */
export function summaryOf(doc: SkillDocument, locale: Locale): SkillSummary {
  const name = doc.frontmatter?.data?.name;
  const described = describedSkill(doc);
  return { ...(typeof name === 'string' ? { name } : {}), ...(described ? { described } : {}), compatibility: compatibility(doc, locale) };
}
