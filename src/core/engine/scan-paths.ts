/**
 * Scanning what a person points at: discover skills under each path, load each with
 * the nearest config file, read its results.tsv for EvoSkill, and scan. Used by the
 * CLI and the extension alike so the editor and CI agree (SPEC A4).
 */
import path from 'node:path';
import { findConfigFile, loadConfig, type LoadedConfig } from '../config/load.ts';
import { discoverSkills } from '../skill/discover.ts';
import type { SkillDocument } from '../skill/types.ts';
import { documentOfFolder, readFolderBytes, readSkillFolder, statSkillFolder, type DirentCache, type EnclosingCache } from '../skill/load.ts';
import type { ProfileName } from '../rules/types.ts';
import type { Locale } from '../l10n/index.ts';
import type { ScanOptions, SkillScanResult, SkillSummary } from './scan.ts';
import { cacheKeyOf, recordOf, resultOfRecord, stampKeyOf, type ScanCache } from './scan-cache.ts';
import { describedSkill } from '../collisions/collisions.ts';
import { compatibility } from '../compat/compatibility.ts';
import { resultsRowsOf } from '../store/results.ts';
import { isIgnoredByConfig, relativeToConfig } from '../config/scope.ts';
import { fileDatesIfNeeded, insideGit, needsFileDates, type GitRootCache } from './git-dates.ts';
import type { LocalisedText } from '../l10n/text.ts';
import { workspaceView, type TreeSkill } from '../skilltree/workspace.ts';
import { skillIndexPath } from '../store/skill-index.ts';
import { regressHistoryStamp } from '../store/regress-history.ts';
import { isInside, scannedTreeSkill, skillTreeRoot, syncSkillIndex, treeWorkspace, type TreeWorkspace } from '../skilltree/index-sync.ts';

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
  /**
   * `.luban/skills.sqlite` (SPEC F5): `auto` (default) writes it where the workspace has
   * Skill Tree skills or already has an index; `always` writes it in every scanned
   * workspace (`luban tree`); `never` leaves the disk alone.
   */
  skillIndex?: 'auto' | 'always' | 'never';
}

export interface SkillTreeScan {
  workspace: TreeWorkspace;
  /** The index file written, when one was. */
  indexPath?: string;
  /** A corrupt index was backed up and rebuilt (for the person). */
  notice?: LocalisedText;
}

export interface ScanPathsResult {
  skills: SkillScanResult[];
  configs: LoadedConfig[];
  /** One per scanned workspace (see core/skilltree/index-sync.ts). */
  skillTree: SkillTreeScan[];
}

/**
 * The rule engine (every rule, the rubric), loaded when a skill has to be scanned: a
 * scan whose skills all come from the cache never evaluates it (issue 16).
 */
let engineModule: Promise<typeof import('./scan.ts')> | undefined;
function engine(): Promise<typeof import('./scan.ts')> {
  return (engineModule ??= import('./scan.ts'));
}

interface Deferred {
  index: number;
  doc: SkillDocument;
  scanOptions: ScanOptions;
}

export async function scanPaths(targets: string[], options: ScanPathsOptions = {}): Promise<ScanPathsResult> {
  const skills: SkillScanResult[] = [];
  const configs = new Map<string, LoadedConfig>();
  const dirs: string[] = [];
  // One walk: the loads take each folder's listing from discovery's.
  const dirents: DirentCache = new Map();
  for (const t of targets) dirs.push(...(await discoverSkills(t, undefined, dirents)));
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
      // Options given to rules are checked against every rule's schema (the registry loads only then).
      if (loaded.config.rules) (await import('./rule-options.ts')).checkRuleSettings(loaded);
      configs.set(key, loaded);
    }
    return loaded;
  };
  // Load with bounded concurrency: I/O overlaps, memory stays flat.
  const limit = 8;
  let next = 0;
  const results: Array<SkillScanResult | undefined> = new Array(unique.length);
  const treeSkills: Array<TreeSkill | undefined> = new Array(unique.length);
  // Skill Tree skills are checked again once every skill of their workspace is known.
  const deferred: Deferred[] = [];
  const worker = async () => {
    while (next < unique.length) {
      if (options.signal?.aborted) return;
      const i = next++;
      const dir = unique[i];
      const loaded = await configFor(dir);
      if (loaded.config.ignore?.length && loaded.file && isIgnoredByConfig(dir, loaded.file, loaded.config.ignore)) continue;
      const relDir = loaded.file ? relativeToConfig(dir, loaded.file) : undefined;
      const reportOnly = options.keepDocuments === false;
      const cache = reportOnly ? options.cache : undefined;
      // With a cache the files are statted first and read only when their stamps do not vouch for a kept result.
      const readAt = Date.now();
      const folder = cache ? statSkillFolder(dir, { enclosingCache, dirents }) : readSkillFolder(dir, { enclosingCache, dirents });
      // Inside a repository, undated references are dated by git: such results are never kept, and the key says which side the skill is on.
      const inGit = cache ? await insideGit(dir, gitRoots) : false;
      // HASP's ignored rules also read .luban/regress-history.jsonl (only with tests.yaml): its stamp joins the key.
      const lifecycle = cache && folder.files.some((f) => f.path === 'tests.yaml') ? await regressHistoryStamp(dir) : undefined;
      const inputs = { config: loaded.config, profile: options.profile, relDir, locale: options.locale ?? 'en', inGit, lifecycle };
      const stampKey = cache ? stampKeyOf(folder, inputs, readAt) : undefined;
      let record = cache?.lookupStamp(dir, stampKey);
      let key: string | undefined;
      if (cache && !record) {
        readFolderBytes(folder);
        key = cacheKeyOf(folder, inputs);
        record = cache.lookup(dir, key, stampKey);
      }
      if (record) {
        const hit = resultOfRecord(dir, record);
        results[i] = hit;
        options.onSkill?.(hit);
        continue;
      }
      const doc = documentOfFolder(folder);
      const resultsRows = resultsRowsOf(doc.files);
      // Only a skill with failure reports or regression cases loads HASP's counting (off the warm path).
      const ignoredRules = doc.paths.has('failures.jsonl') || doc.paths.has('tests.yaml') ? await (await import('../lifecycle/harden/sentinel-hits.ts')).ignoredRulesOf(doc) : undefined;
      const scanOptions = { config: loaded.config, profile: options.profile, relDir, locale: options.locale, now: options.now, results: resultsRows, ignoredRules };
      const { scanDocument, readTheClock } = await engine();
      let result = scanDocument(doc, scanOptions);
      const fileDates = await fileDatesIfNeeded(result, dir, gitRoots);
      if (fileDates) result = scanDocument(doc, { ...scanOptions, fileDates });
      treeSkills[i] = scannedTreeSkill(doc, resultsRows);
      if (result.profile === 'skilltree') {
        // Checked again below against its workspace, and never cached: its findings depend on the other skills.
        results[i] = result;
        deferred.push({ index: i, doc, scanOptions: fileDates ? { ...scanOptions, fileDates } : scanOptions });
        continue;
      }
      if (reportOnly) {
        const kept = keptResult(result, doc, options.locale ?? 'en');
        // A result that read the clock, or may be dated by git, holds for now only.
        if (cache && key && !readTheClock(result) && !(inGit && needsFileDates(result))) cache.store(dir, key, recordOf(kept), stampKey);
        results[i] = kept;
      } else results[i] = result;
      options.onSkill?.(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, unique.length) }, worker));
  const skillTree = options.signal?.aborted ? [] : await skillTreePass(targets, unique, treeSkills, deferred, results, options);
  for (const r of results) if (r) skills.push(r);
  return { skills, configs: [...configs.values()], skillTree };
}

function indexFailed(root: string, e: unknown): LocalisedText {
  const why = (e as NodeJS.ErrnoException)?.code ?? (e as Error)?.message ?? String(e);
  const file = skillIndexPath(root);
  return { en: `${file}: the Skill Tree index could not be written (${why}); the scan itself is complete.`, zh: `${file}：无法写入 Skill Tree 索引（${why}）；扫描本身已完成。` };
}

function emptyWorkspace(root: string): TreeWorkspace {
  return { root, skills: [], view: workspaceView([]), index: { path: skillIndexPath(root), exists: false, skills: [] }, hasTree: false };
}

/**
 * Per workspace: build its view, check its Skill Tree skills against it, and keep its
 * index in step (only where wanted, see ScanPathsOptions.skillIndex).
 */
async function skillTreePass(
  targets: string[],
  dirs: string[],
  treeSkills: Array<TreeSkill | undefined>,
  deferred: Deferred[],
  results: Array<SkillScanResult | undefined>,
  options: ScanPathsOptions,
): Promise<SkillTreeScan[]> {
  const mode = options.skillIndex ?? 'auto';
  const roots = [...new Set(await Promise.all(targets.map(skillTreeRoot)))].sort((a, b) => b.length - a.length);
  const rootOf = (dir: string) => roots.find((r) => isInside(r, path.resolve(dir))) ?? path.resolve(dir);
  const byRoot = new Map<string, number[]>();
  dirs.forEach((d, i) => {
    if (!results[i]) return; // ignored by the config
    const r = rootOf(d);
    byRoot.set(r, [...(byRoot.get(r) ?? []), i]);
  });
  if (mode === 'always') for (const r of roots) if (!byRoot.has(r)) byRoot.set(r, []);
  const out: SkillTreeScan[] = [];
  for (const [root, members] of byRoot) {
    const mine = deferred.filter((d) => members.includes(d.index));
    const wsNeeded = mine.length > 0 || mode === 'always';
    if (!wsNeeded && mode === 'never') continue;
    let workspace: TreeWorkspace;
    try {
      workspace = await treeWorkspace(root, members.flatMap((i) => (treeSkills[i] ? [treeSkills[i]!] : [])));
    } catch (e) {
      // The engine could not load: the skills keep their own checks, and the person is told.
      out.push({ workspace: emptyWorkspace(root), notice: indexFailed(root, e) });
      for (const d of mine) if (options.keepDocuments === false) results[d.index] = { ...results[d.index]!, doc: outlineOf(d.doc) };
      continue;
    }
    if (!wsNeeded && !workspace.index.exists) continue;
    for (const d of mine) {
      const { scanDocument } = await engine();
      const result = scanDocument(d.doc, { ...d.scanOptions, workspace: workspace.view });
      results[d.index] = options.keepDocuments === false ? keptResult(result, d.doc, options.locale ?? 'en') : result;
      options.onSkill?.(result);
    }
    const scan: SkillTreeScan = { workspace };
    if (mode !== 'never' && (workspace.hasTree || workspace.index.exists || mode === 'always')) {
      try {
        const written = await syncSkillIndex(workspace, options.now ?? new Date());
        scan.indexPath = written.path;
        scan.notice = written.notice;
      } catch (e) {
        scan.notice = indexFailed(root, e);
      }
    }
    out.push(scan);
  }
  return out;
}



/**
 * A report-only result: the outline, the summary and the findings, copied (structured
 * clone) so that no string in it is a slice of a file's text. V8 keeps a sliced string's
 * whole parent alive, so a skill name or a quoted snippet held every SKILL.md of a
 * registry in memory: at 1,000 skills 28 MB of whole texts were still reachable after the
 * scan (issue 16, heap snapshot).
 */
function keptResult(result: SkillScanResult, doc: SkillDocument, locale: Locale): SkillScanResult & { summary: SkillSummary } {
  return structuredClone({ ...result, doc: outlineOf(doc), summary: summaryOf(doc, locale) });
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
