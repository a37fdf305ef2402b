/**
 * Scanning what a person points at: discover skills under each path, load each with
 * the nearest config file, read its results.tsv for EvoSkill, and scan. Used by the
 * CLI and the extension alike so the editor and CI agree (SPEC A4).
 */
import path from 'node:path';
import { findConfigFile, loadConfig, type LoadedConfig } from '../config/load.ts';
import { discoverSkills } from '../skill/discover.ts';
import type { SkillDocument, SkillFile } from '../skill/types.ts';
import { loadSkill, type EnclosingCache } from '../skill/load.ts';
import type { ProfileName } from '../rules/types.ts';
import type { Locale } from '../l10n/index.ts';
import { scanDocument, type SkillScanResult } from './scan.ts';
import { checkRuleSettings } from './rule-options.ts';
import { resultsRowsOf } from '../store/results.ts';
import { isIgnoredByConfig, relativeToConfig } from '../config/scope.ts';
import { fileDatesIfNeeded, type GitRootCache } from './git-dates.ts';

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
      const doc = await loadSkill(dir, { enclosingCache });
      const resultsRows = resultsRowsOf(doc.files);
      const relDir = loaded.file ? relativeToConfig(dir, loaded.file) : undefined;
      const scanOptions = { config: loaded.config, profile: options.profile, relDir, locale: options.locale, now: options.now, results: resultsRows };
      let result = scanDocument(doc, scanOptions);
      const fileDates = await fileDatesIfNeeded(result, dir, gitRoots);
      if (fileDates) result = scanDocument(doc, { ...scanOptions, fileDates });
      results[i] = options.keepDocuments === false ? { ...result, doc: outlineOf(doc) } : result;
      options.onSkill?.(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, unique.length) }, worker));
  for (const r of results) if (r) skills.push(r);
  return { skills, configs: [...configs.values()] };
}



/**
 * The document without what only the rules read: file texts and the Markdown structure
 * go; the folder, the file list (paths, sizes, unreadable reasons), the frontmatter
 * (small; the skill's name) and the parse problems stay.
 */
export function outlineOf(doc: SkillDocument): SkillDocument {
  const withoutText = (f: SkillFile): SkillFile => ({ path: f.path, size: f.size, ...(f.unreadable ? { unreadable: f.unreadable, unreadableDetail: f.unreadableDetail } : {}) });
  const files = doc.files.map(withoutText);
  const skillFile = doc.skillFile ? files.find((f) => f.path === doc.skillFile!.path) : undefined;
  return { dir: doc.dir, folderName: doc.folderName, skillFileName: doc.skillFileName, skillFile, frontmatter: doc.frontmatter, files, paths: doc.paths, problems: doc.problems };
}
