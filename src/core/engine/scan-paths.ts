/**
 * Scanning what a person points at: discover skills under each path, load each with
 * the nearest config file, read its results.tsv for EvoSkill, and scan. Used by the
 * CLI and the extension alike so the editor and CI agree (docs/features.md A4).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { findConfigFile, loadConfig, type LoadedConfig } from '../base/config/load.ts';
import { discoverSkills } from '../skill/discover.ts';
import { SKILL_FILE_NAMES } from '../skill/document.ts';
import type { SkillDocument } from '../skill/types.ts';
import { readFolderBytes, readSkillFolder, statSkillFolder, type DirentCache, type EnclosingCache, type SkillFolder } from '../skill/load.ts';
import type { ProfileName } from '../rules/types.ts';
import type { Locale } from '../base/l10n/index.ts';
import type { ScanOptions, SkillScanResult, SkillSummary } from './scan.ts';
import type { FolderScan, FolderScanInputs } from './scan-folder.ts';
import { ScanPool, ScanWorkerLost, scanThreadsDecision, scanWorkerScript, type PooledScan, type ScanThreadsDecision } from './scan-pool.ts';
import { cacheKeyOf, recordOf, resultOfRecord, stampKeyOf, type ScanCache } from './scan-cache.ts';
import { isIgnoredByConfig, relativeToConfig } from '../base/config/scope.ts';
import { gitRepoOf, insideGit, untouchedSince, type GitHeadCache, type GitRootCache } from './git-dates.ts';
import { nextTurn } from '../base/io/slices.ts';
import type { LocalisedText } from '../base/l10n/text.ts';
import { workspaceView, type TreeSkill } from '../skill/tree/workspace.ts';
import { skillIndexPath } from '../formats/skill-index.ts';
import { regressHistoryStamp } from '../formats/regress-history.ts';
import { skillTreeRoot, syncSkillIndex, treeWorkspace, type TreeWorkspace } from './skill-index-sync.ts';

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
   * `.luban/skills.sqlite` (docs/features.md F5): `auto` (default) writes it where the workspace has
   * Skill Tree skills or already has an index; `always` writes it in every scanned
   * workspace (`luban tree`); `never` leaves the disk alone.
   */
  skillIndex?: 'auto' | 'always' | 'never';
  /**
   * Scan workers for a report-only scan (`luban scan --concurrency`, ESLint's option):
   * `auto` uses the machine's cores when there are enough skills to share (scan-pool.ts
   * `scanThreads`), a number that many workers, `off` (default) this thread only. The
   * results are the same either way.
   */
  threads?: 'auto' | 'off' | number;
  /**
   * How a skill's config is found and loaded, instead of searching upwards from it (the
   * editor's own loader, which scans with the defaults where a config file is broken).
   */
  configFor?: (dir: string) => Promise<LoadedConfig>;
  /**
   * What a report-only scan keeps of each finished result (the default: all of it). `luban
   * scan --format json` writes each skill's piece of the report to a temporary file here and
   * keeps a stub (cli/format/json-spill.ts), so a registry's results are never all in memory.
   */
  keep?: (result: SkillScanResult) => SkillScanResult;
  /**
   * A report-only result also keeps what the editor's views read of the document (the due
   * reminders' facts, SkillSummary.due), so the views never need the whole document.
   */
  viewFacts?: boolean;
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
  /** The scan workers used (0: this thread only), how many skills they scanned, and why that many (scan-pool.ts scanThreadsDecision). */
  workers: { threads: number; skills: number; decision: ScanThreadsDecision };
}

/**
 * The rule engine (every rule, the rubric), loaded when a skill has to be scanned: a
 * scan whose skills all come from the cache never evaluates it (issue 16).
 */
let engineModule: Promise<typeof import('./scan-folder.ts')> | undefined;
function engine(): Promise<typeof import('./scan-folder.ts')> {
  return (engineModule ??= import('./scan-folder.ts'));
}

/** Scan one read folder: on a worker when there is a pool, else (or when its worker died) here. */
async function scanOne(
  folder: SkillFolder,
  inputs: FolderScanInputs,
  pool: ScanPool | undefined,
  gitRoots: GitRootCache,
  enclosingCache: EnclosingCache,
): Promise<FolderScan & { onWorker?: boolean }> {
  if (pool) {
    let r: PooledScan | undefined;
    try {
      r = await pool.scan(folder, inputs);
    } catch (e) {
      if (!(e instanceof ScanWorkerLost)) throw e;
    }
    if (r && !r.deferred) return { result: r.result, treeSkill: r.treeSkill, cacheable: r.cacheable, ...(r.facts ? { facts: r.facts } : {}), onWorker: true };
    // A Skill Tree skill (its second check needs the document) or a lost worker: scanned here,
    // from the disk again (the bytes went to the worker), and never kept by the cache under the
    // key of the bytes read before.
    const again = await scanHere(readSkillFolder(folder.dir, { enclosingCache }), inputs, gitRoots);
    return { ...again, cacheable: false };
  }
  return scanHere(folder, inputs, gitRoots);
}

async function scanHere(folder: SkillFolder, inputs: FolderScanInputs, gitRoots: GitRootCache): Promise<FolderScan> {
  const scanned = await (await engine()).scanFolder(folder, inputs, gitRoots);
  // A report-only result is copied so that it holds no slice of a file's text (scan-folder.ts keptResult).
  return inputs.reportOnly ? { ...scanned, result: structuredClone(scanned.result) } : scanned;
}

interface Deferred {
  index: number;
  doc: SkillDocument;
  scanOptions: ScanOptions;
}

/**
 * What a path names as a scan target (issue 33 item 9): a folder as it is (searched for
 * skills); a file, the skill that holds it — the nearest folder at or above the file's
 * holding SKILL.md or skill.md — so `luban scan skill/references/a.md` scans `skill`, not
 * `skill/references` as a skill of its own. `undefined` for a file inside no skill.
 */
export function scanTargetOf(target: string): string | undefined {
  let st;
  try {
    st = statSync(target);
  } catch {
    return target; // the scan reports the missing path
  }
  if (!st.isFile()) return target;
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    if (SKILL_FILE_NAMES.some((n) => existsSync(path.join(dir, n)))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

export async function scanPaths(targets: string[], options: ScanPathsOptions = {}): Promise<ScanPathsResult> {
  const skills: SkillScanResult[] = [];
  const configs = new Map<string, LoadedConfig>();
  const dirs: string[] = [];
  // One walk: the loads take each folder's listing from discovery's.
  const dirents: DirentCache = new Map();
  // The walks, loads and cache lookups are synchronous and their awaits settle at once: without
  // a pause the event loop would wait for the whole scan (the editor's host: 3 s at 1,000 cached skills).
  let since = performance.now();
  const breathe = async () => {
    if (performance.now() - since < 10) return;
    await nextTurn();
    since = performance.now();
  };
  for (const t of targets) {
    dirs.push(...(await discoverSkills(t, undefined, dirents)));
    await breathe();
  }
  const seen = new Set<string>();
  const unique = dirs.filter((d) => {
    const abs = path.resolve(d);
    if (seen.has(abs)) return false;
    seen.add(abs);
    return true;
  });
  const gitRoots: GitRootCache = new Map();
  // HEAD's commit per repository, read from its files once (no git process): a skill dated by git is a hit only at the same HEAD.
  const gitHeads: GitHeadCache = new Map();
  // When HEAD moved since a skill's dates were kept: one `git log` per repository says which paths the new commits touched.
  const touchedSince = new Map<string, Promise<Set<string> | undefined>>();
  const enclosingCache: EnclosingCache = new Map();
  const configLookups = new Map<string, Promise<string | undefined>>();
  // One parse per config file, however many skills share it.
  const configFor = async (dir: string): Promise<LoadedConfig> => {
    if (options.configFor) return options.configFor(dir);
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
  const reportOnly = options.keepDocuments === false;
  // Scan workers take the rules' CPU off this thread (report-only scans: a worker hands back no document).
  const decision: ScanThreadsDecision = reportOnly ? scanThreadsDecision(options.threads ?? 'off', unique.length) : { threads: 0, reason: 'off' };
  const threads = decision.threads;
  const script = threads ? scanWorkerScript() : undefined;
  // Its workers start at the first skill the cache cannot answer: a warm scan starts none.
  const pool = threads && script ? new ScanPool(threads, script) : undefined;
  // Load with bounded concurrency: I/O overlaps, memory stays flat; with workers, two folders each are read ahead.
  const limit = pool ? pool.size * 2 : 8;
  // What a report-only scan keeps of a finished result (the JSON report's stubs, see ScanPathsOptions.keep).
  const kept = (r: SkillScanResult) => (options.keep && reportOnly ? options.keep(r) : r);
  let onWorkers = 0;
  let next = 0;
  const results: Array<SkillScanResult | undefined> = new Array(unique.length);
  const treeSkills: Array<TreeSkill | undefined> = new Array(unique.length);
  // Skill Tree skills are checked again once every skill of their workspace is known.
  const deferred: Deferred[] = [];
  const worker = async () => {
    for (;;) {
      await breathe();
      // Checked after the pause: another lane may have taken the last skill meanwhile.
      if (options.signal?.aborted || next >= unique.length) return;
      const i = next++;
      const dir = unique[i];
      const loaded = await configFor(dir);
      if (loaded.config.ignore?.length && loaded.file && isIgnoredByConfig(dir, loaded.file, loaded.config.ignore)) continue;
      const relDir = loaded.file ? relativeToConfig(dir, loaded.file) : undefined;
      const cache = reportOnly ? options.cache : undefined;
      // With a cache the files are statted first and read only when their stamps do not vouch for a kept result.
      const readAt = Date.now();
      const folder = cache ? statSkillFolder(dir, { enclosingCache, dirents }) : readSkillFolder(dir, { enclosingCache, dirents });
      // Inside a repository, undated references are dated by git: such results are kept with HEAD's commit, and the key says which side the skill is on.
      const inGit = cache ? await insideGit(dir, gitRoots) : false;
      const repo = inGit ? gitRepoOf(dir, gitHeads) : undefined;
      const gitHead = repo?.head;
      const oldHead = cache?.otherHead(dir, gitHead);
      if (oldHead && repo && (await untouchedSince(repo, oldHead, dir, touchedSince))) cache!.moveHead(dir, gitHead!);
      const at = { now: options.now?.getTime(), head: gitHead };
      // HASP's ignored rules also read .luban/regress-history.jsonl (only with tests.yaml): its stamp joins the key.
      const lifecycle = cache && folder.files.some((f) => f.path === 'tests.yaml') ? await regressHistoryStamp(dir) : undefined;
      const inputs = { config: loaded.config, profile: options.profile, relDir, locale: options.locale ?? 'en', inGit, lifecycle };
      const stampKey = cache ? stampKeyOf(folder, inputs, readAt) : undefined;
      let record = cache?.lookupStamp(dir, stampKey, at);
      let key: string | undefined;
      if (cache && !record) {
        readFolderBytes(folder);
        key = cacheKeyOf(folder, inputs);
        record = cache.lookup(dir, key, stampKey, at);
      }
      if (record) {
        const hit = resultOfRecord(dir, record);
        results[i] = kept(hit);
        options.onSkill?.(hit);
        continue;
      }
      const folderInputs: FolderScanInputs = {
        config: loaded.config,
        profile: options.profile,
        relDir,
        locale: options.locale ?? 'en',
        now: options.now,
        inGit,
        reportOnly,
        ...(gitHead ? { gitHead } : {}),
        // The dates kept from this HEAD: a changed skill in an unchanged repository asks git nothing.
        ...(cache?.knownDates(dir, gitHead) ? { knownDates: cache.knownDates(dir, gitHead) } : {}),
        ...(options.viewFacts ? { viewFacts: true } : {}),
      };
      const scanned = await scanOne(folder, folderInputs, pool, gitRoots, enclosingCache);
      if (scanned.onWorker) onWorkers++;
      treeSkills[i] = scanned.treeSkill;
      if (scanned.deferred) {
        // Checked again below against its workspace, and never cached: its findings depend on the other skills.
        results[i] = scanned.result;
        deferred.push({ index: i, ...scanned.deferred });
        continue;
      }
      if (cache && key && scanned.cacheable)
        cache.store(dir, key, recordOf(scanned.result as SkillScanResult & { summary: SkillSummary }), stampKey, scanned.facts);
      results[i] = kept(scanned.result);
      options.onSkill?.(scanned.result);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(limit, unique.length) }, worker));
  } finally {
    await pool?.close();
  }
  const skillTree = options.signal?.aborted ? [] : await skillTreePass(targets, unique, treeSkills, deferred, results, options);
  // Skill Tree skills are final only now.
  for (const d of deferred) if (results[d.index]) results[d.index] = kept(results[d.index]!);
  for (const r of results) if (r) skills.push(r);
  return { skills, configs: [...configs.values()], skillTree, workers: { threads: pool?.started ? pool.size : 0, skills: onWorkers, decision } };
}

function indexFailed(root: string, e: unknown): LocalisedText {
  const why = (e as NodeJS.ErrnoException)?.code ?? (e as Error)?.message ?? String(e);
  const file = skillIndexPath(root);
  return {
    en: `${file}: the Skill Tree index could not be written (${why}); the scan itself is complete.`,
    zh: `${file}：无法写入 Skill Tree 索引（${why}）；扫描本身已完成。`,
  };
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
  // Each target's workspace root, asked once per target; a skill belongs to the nearest root above it.
  // (The editor passes every skill folder as a target: a search over all roots per skill was quadratic.)
  const roots = new Set(await Promise.all(targets.map(skillTreeRoot)));
  const rootOf = (dir: string) => {
    const abs = path.resolve(dir);
    for (let d = abs; ; d = path.dirname(d)) {
      if (roots.has(d)) return d;
      if (path.dirname(d) === d) return abs;
    }
  };
  const byRoot = new Map<string, number[]>();
  dirs.forEach((d, i) => {
    if (!results[i]) return; // ignored by the config
    const r = rootOf(d);
    const members = byRoot.get(r);
    if (members) members.push(i);
    else byRoot.set(r, [i]);
  });
  if (mode === 'always') for (const r of [...roots].sort((a, b) => b.length - a.length)) if (!byRoot.has(r)) byRoot.set(r, []);
  const out: SkillTreeScan[] = [];
  for (const [root, members] of byRoot) {
    const inRoot = new Set(members);
    const mine = deferred.filter((d) => inRoot.has(d.index));
    const wsNeeded = mine.length > 0 || mode === 'always';
    if (!wsNeeded && mode === 'never') continue;
    let workspace: TreeWorkspace;
    try {
      workspace = await treeWorkspace(
        root,
        members.flatMap((i) => (treeSkills[i] ? [treeSkills[i]!] : [])),
      );
    } catch (e) {
      // The engine could not load: the skills keep their own checks, and the person is told.
      out.push({ workspace: emptyWorkspace(root), notice: indexFailed(root, e) });
      if (options.keepDocuments === false) {
        const { outlineOf } = await engine();
        for (const d of mine) results[d.index] = { ...results[d.index]!, doc: outlineOf(d.doc) };
      }
      continue;
    }
    if (!wsNeeded && !workspace.index.exists) continue;
    for (const d of mine) {
      const { scanDocument, keptResult } = await engine();
      const result = scanDocument(d.doc, { ...d.scanOptions, workspace: workspace.view });
      results[d.index] = options.keepDocuments === false ? keptResult(result, d.doc, options.locale ?? 'en', treeSkills[d.index], options.viewFacts) : result;
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
