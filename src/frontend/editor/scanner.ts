/**
 * The engine seen from the editor, with no `vscode` import so it runs under node:test
 * and in the bench: one skill folder at a time, with the text of open editor buffers
 * in place of what is on disk (docs/features.md H2: squiggles follow unsaved text).
 *
 * The files on disk are read once per skill and kept until a watcher says something in
 * the folder changed (`invalidate`), so a keystroke costs a parse and the rules, not a
 * walk of the folder. Config files are found and validated with the CLI's own loader,
 * so the editor and CI agree (docs/features.md A4).
 */
import type { WorkspaceView } from '../../core/api/skill.ts';
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { ConfigError, loadConfig, type LoadedConfig } from '../../core/api/base.ts';
import { scanDocumentInSlices, type SkillScanResult } from '../../core/api/scan.ts';
import { nextTurn } from '../../core/api/base.ts';
import { checkRuleSettings } from '../../core/api/scan.ts';
import { fileDatesIfNeeded, type GitRootCache } from '../../core/api/scan.ts';
import type { Locale } from '../../core/api/base.ts';
import type { IgnoredRule, ResultsRow } from '../../core/api/rules.ts';
import { buildSkillDocument } from '../../core/api/skill.ts';
import { fileFromText, loadSkill, readSkillFile, type EnclosingCache } from '../../core/api/skill.ts';
import type { EnclosingSkill, SkillFile } from '../../core/api/skill.ts';
import { resultsRowsOf } from '../../core/api/formats.ts';
import { ignoredRulesOf } from '../../core/api/scan.ts';
import { isIgnoredByConfig, relativeToConfig } from '../../core/api/base.ts';

export interface SkillScan {
  /** Absolute skill folder. */
  dir: string;
  /** Undefined when the skill is excluded by the config's `ignore` list. */
  result?: SkillScanResult;
  config: LoadedConfig;
  /** Set when the config file is broken; the scan then ran with defaults. */
  configError?: ConfigError;
  /** Wall time of the scan in milliseconds (load + rules). */
  ms: number;
}

interface DiskSkill {
  files: SkillFile[];
  /** The bundle this skill sits in, as `luban scan` sees it (its paths, walked once per scanner). */
  enclosingSkill?: EnclosingSkill;
  results?: ResultsRow[];
  /** HASP's ignored rules (sentinel/ignored-rule), read with the folder. */
  ignoredRules?: IgnoredRule[];
  /** CASCADE's git dates, asked once per disk read and only when a scan needs them. */
  fileDates?: Promise<Map<string, Date> | undefined>;
}

export interface ScannerOptions {
  locale?: Locale;
  now?: () => Date;
}

export class SkillScanner {
  private readonly disk = new Map<string, Promise<DiskSkill>>();
  private readonly gitRoots: GitRootCache = new Map();
  /** Bundles' paths, walked once; forgotten with the disk cache (`invalidate`). */
  private readonly enclosing: EnclosingCache = new Map();
  private readonly configs = new Map<string, Promise<{ config: LoadedConfig; error?: ConfigError }>>();
  locale: Locale;
  private readonly now: () => Date;

  constructor(options: ScannerOptions = {}) {
    this.locale = options.locale ?? 'en';
    this.now = options.now ?? (() => new Date());
  }

  /** Forget what was read from disk for one skill (or all). */
  invalidate(dir?: string): void {
    if (dir === undefined) {
      this.disk.clear();
      this.enclosing.clear();
    } else {
      this.disk.delete(path.resolve(dir));
      this.enclosing.delete(path.resolve(dir));
    }
  }

  /**
   * One path inside a skill changed on disk: re-read just that file (a save), drop
   * what was deleted, and fall back to a full re-read for anything else (a folder,
   * results.tsv, an unreadable path). Cheap for the common case, a saved file.
   */
  refreshPath(dir: string, rel: string, kind: 'create' | 'change' | 'delete'): void {
    const abs = path.resolve(dir);
    this.updateBundlePaths(abs, rel, kind);
    const cached = this.disk.get(abs);
    if (!cached) return;
    // Files whose parsed form the scan keeps beside the texts: read everything again.
    if (rel === 'results.tsv' || rel === 'failures.jsonl' || rel === 'tests.yaml' || rel === '.luban/regress-history.jsonl' || rel === '') {
      this.disk.delete(abs);
      return;
    }
    const next = cached.then(async (d): Promise<DiskSkill> => {
      if (kind === 'delete') return { ...d, files: d.files.filter((f) => f.path !== rel && !f.path.startsWith(rel + '/')) };
      const st = await fs.lstat(path.join(abs, rel));
      if (!st.isFile()) throw new Error('not a plain file');
      const file = readSkillFile(abs, rel);
      const files = d.files.filter((f) => f.path !== rel);
      files.push(file);
      return { ...d, files };
    });
    this.disk.set(abs, next);
    // Anything unexpected: forget the skill, so the next scan reads it whole.
    next.catch(() => {
      if (this.disk.get(abs) === next) this.disk.delete(abs);
    });
  }

  /**
   * A path of a skill that encloses sub-skills (a bundle) was created or deleted: its
   * sub-skills share the bundle's path set, so their next scans see the change.
   */
  private updateBundlePaths(abs: string, rel: string, kind: 'create' | 'change' | 'delete'): void {
    const paths = this.enclosing.get(abs);
    if (!paths || !rel || kind === 'change') return;
    if (kind === 'delete') {
      for (const p of [...paths]) if (p === rel || p.startsWith(rel + '/')) paths.delete(p);
    } else {
      for (let p = rel; p && p !== '.'; p = path.posix.dirname(p)) paths.add(p);
    }
  }

  /** Forget every loaded config (a config file was created, changed or deleted). */
  invalidateConfigs(): void {
    this.configs.clear();
  }

  /**
   * Scan one skill. `overrides` maps paths relative to the skill folder (`/`
   * separators) to editor text that replaces the file on disk. `workspace` is the Skill
   * Tree view of the other skills (the Skill Tree rules read it).
   */
  async scan(dir: string, overrides: ReadonlyMap<string, string> = new Map(), workspace?: WorkspaceView): Promise<SkillScan> {
    const t0 = performance.now();
    const abs = path.resolve(dir);
    const { config, error } = await this.configFor(abs);
    if (config.file && config.config.ignore?.length && isIgnoredByConfig(abs, config.file, config.config.ignore)) {
      return { dir: abs, config, configError: error, ms: performance.now() - t0 };
    }
    const disk = await this.diskFor(abs);
    const files = withOverrides(disk.files, overrides);
    // The read and the parse each take a turn of the event loop, then the rules run in slices (scanDocumentInSlices).
    await nextTurn();
    const doc = buildSkillDocument(abs, files);
    await nextTurn();
    if (disk.enclosingSkill) doc.enclosingSkill = disk.enclosingSkill;
    const relDir = config.file ? relativeToConfig(abs, config.file) : undefined;
    const options = { config: config.config, relDir, locale: this.locale, now: this.now(), results: disk.results, ignoredRules: disk.ignoredRules, workspace };
    let result = await scanDocumentInSlices(doc, options);
    // The same git fallback for CASCADE as `luban scan`, so editor and CI agree.
    if (result.findings.some((f) => f.ruleId === 'cascade/undated-references')) {
      disk.fileDates ??= fileDatesIfNeeded(result, abs, this.gitRoots);
      const fileDates = await disk.fileDates;
      if (fileDates) result = await scanDocumentInSlices(doc, { ...options, fileDates });
    }
    return { dir: abs, result, config, configError: error, ms: performance.now() - t0 };
  }

  private async diskFor(abs: string): Promise<DiskSkill> {
    const cached = this.disk.get(abs);
    if (cached) {
      try {
        return await cached;
      } catch {
        /* a failed partial refresh: read the whole skill below */
      }
    }
    let p = this.disk.get(abs);
    if (!p || p === cached) {
      p = readDisk(abs, this.enclosing);
      this.disk.set(abs, p);
      // A failed read must not stick in the cache.
      const mine = p;
      p.catch(() => {
        if (this.disk.get(abs) === mine) this.disk.delete(abs);
      });
    }
    return p;
  }

  /** The config a skill is scanned with (the defaults, with the error, where its config file is broken). */
  configOf(dir: string): Promise<{ config: LoadedConfig; error?: ConfigError }> {
    return this.configFor(path.resolve(dir));
  }

  private configFor(abs: string): Promise<{ config: LoadedConfig; error?: ConfigError }> {
    let p = this.configs.get(abs);
    if (!p) {
      p = loadConfig(abs)
        .then((config) => {
          checkRuleSettings(config);
          return { config };
        })
        .catch((e: unknown) => {
          if (e instanceof ConfigError) return { config: { config: {}, file: e.file }, error: e };
          throw e;
        });
      this.configs.set(abs, p);
      p.catch(() => this.configs.delete(abs));
    }
    return p;
  }
}

async function readDisk(abs: string, enclosingCache: EnclosingCache): Promise<DiskSkill> {
  const doc = await loadSkill(abs, { enclosingCache });
  return { files: doc.files, results: resultsRowsOf(doc.files), ignoredRules: await ignoredRulesOf(doc), enclosingSkill: doc.enclosingSkill };
}

/** The disk inventory with editor text swapped in (decoded exactly as `loadSkill` decodes overrides). */
export function withOverrides(files: SkillFile[], overrides: ReadonlyMap<string, string>): SkillFile[] {
  if (overrides.size === 0) return files;
  const out: SkillFile[] = [];
  const seen = new Set<string>();
  for (const f of files) {
    const text = overrides.get(f.path);
    if (text === undefined) out.push(f);
    else {
      out.push(fileFromText(f.path, text));
      seen.add(f.path);
    }
  }
  // An open buffer whose file is not (yet) on disk still belongs to the skill.
  for (const [p, text] of overrides) if (!seen.has(p)) out.push(fileFromText(p, text));
  return out;
}

/** The config's `ignore` list, read as `luban scan` reads it (re-exported for callers of the scanner). */
export { isIgnoredByConfig };
