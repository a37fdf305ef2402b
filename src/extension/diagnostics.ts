/**
 * Findings → the Problems panel (docs/features.md H2), after vscode-markdownlint:
 *  - one DiagnosticCollection; a scan covers a whole skill (SKILL.md, references/,
 *    scripts/), so scans are keyed by skill folder;
 *  - a single-slot throttle per skill: a new request replaces the pending one;
 *  - a generation counter per skill: a scan publishes only if no newer scan or clear
 *    started meanwhile, so a slow stale scan never overwrites a newer one;
 *  - open buffers are scanned as typed (unsaved text), disk files as they are;
 *  - every diagnostic has `source` = Luban and `code` = rule ID linking to its docs.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { CONFIG_FILE_NAMES, type Locale } from '../core/api/base.ts';
import { needsWholeDocument } from './view-facts.ts';
import { ScanGenerations, typingDelay } from '../core/api/base.ts';
import { SKILL_FILE_NAMES } from '../core/api/skill.ts';
import { IGNORED_DIRS } from '../core/api/skill.ts';
import { EVOLVE_SNAPSHOT_DIR } from '../core/api/skill.ts';
import type { Finding } from '../core/api/rules.ts';
import { ruleDocsCommandUri } from './docs/rule-docs.ts';
import type { SkillScanner, SkillScan } from '../frontend/editor/scanner.ts';
import { workspaceView, type WorkspaceView } from '../core/api/skill.ts';
import { isReportOnly, treeSkillOfResult } from '../core/api/scan.ts';
import { scanReportOnly, WORKER_SCAN_MIN } from './workspace-scan.ts';
import { inNestedSkill, isInside, nestedSkillRoots, relativeInside, skillDirFor } from '../frontend/editor/skill-locator.ts';
import { readSettings, type Settings } from './settings.ts';
import { existsSync } from 'node:fs';

export const SOURCE = 'Luban';

/** The last workspace scan, on the clock of `performance.now()` (the log and the editor bench read it). */
export interface WorkspaceScanStats {
  startedAt: number;
  /** When the first skill's diagnostics were published. */
  firstPublishedAt?: number;
  finishedAt?: number;
  skills: number;
  /** Skills given a report-only result by the worker scan (the cache's hits among them). */
  onWorkers: number;
  threads: number;
  cacheHits: number;
}

export interface SkillState {
  dir: string;
  scan: SkillScan;
  /** Findings published per document URI (string form). */
  byUri: Map<string, Finding[]>;
  /** Versions of the open documents whose text was scanned, by URI. */
  versions: Map<string, number>;
}

export function toRange(r: Finding['range']): vscode.Range {
  return new vscode.Range(Math.max(0, r.start.line - 1), Math.max(0, r.start.column - 1), Math.max(0, r.end.line - 1), Math.max(0, r.end.column - 1));
}

const SEVERITY: Record<Finding['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
};

export function toDiagnostic(f: Finding, dir: string): vscode.Diagnostic {
  const d = new vscode.Diagnostic(toRange(f.range), f.message, SEVERITY[f.severity]);
  d.source = SOURCE;
  // The code link opens the rule's packaged page inside VS Code (docs/features.md H9), not a website.
  d.code = { value: f.ruleId, target: ruleDocsCommandUri(f.ruleId) };
  if (f.related?.length) {
    d.relatedInformation = f.related.map(
      (r) => new vscode.DiagnosticRelatedInformation(new vscode.Location(vscode.Uri.file(path.join(dir, r.file)), toRange(r.range)), r.message),
    );
  }
  return d;
}

/** The rule ID of one of our diagnostics. */
export function ruleIdOf(d: vscode.Diagnostic): string | undefined {
  if (d.source !== SOURCE) return undefined;
  const c = d.code;
  if (typeof c === 'object' && c !== null) return String(c.value);
  return c === undefined ? undefined : String(c);
}

export class DiagnosticsController implements vscode.Disposable {
  readonly collection = vscode.languages.createDiagnosticCollection('luban');
  private readonly configCollection = vscode.languages.createDiagnosticCollection('luban-config');
  private readonly states = new Map<string, SkillState>();
  private readonly generation = new ScanGenerations<string>();
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  /** Skill folders found by the workspace scan (kept while their SKILL.md exists). */
  private readonly workspaceSkills = new Set<string>();
  private readonly skillFileCache = new Map<string, boolean>();
  private readonly emitter = new vscode.EventEmitter<SkillState>();
  private readonly disposables: vscode.Disposable[] = [];
  private settings: Settings = readSettings();
  private disposed = false;
  /** Fires after a skill's diagnostics were published. */
  readonly onDidUpdate = this.emitter.event;
  /** The scan cache's file for large workspace scans (in the extension's workspace storage); set by activate. */
  scanCacheFile?: string;
  lastWorkspaceScan?: WorkspaceScanStats;
  /** Skills being made whole for a view (ensureWhole). */
  private readonly upgrading = new Map<string, Promise<void>>();

  constructor(
    readonly scanner: SkillScanner,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  start(): void {
    const ws = vscode.workspace;
    this.disposables.push(
      this.collection,
      this.configCollection,
      this.emitter,
      ws.onDidOpenTextDocument((d) => this.onOpen(d)),
      ws.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length === 0 || this.settings.run !== 'onType') return;
        const dir = this.skillOf(e.document);
        if (dir) this.schedule(dir, this.typingDelay(dir));
      }),
      ws.onDidSaveTextDocument((d) => {
        const dir = this.skillOf(d);
        if (dir) this.schedule(dir, 0);
      }),
      ws.onDidCloseTextDocument((d) => this.onClose(d)),
      ws.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration('luban')) return;
        const before = this.settings;
        this.settings = readSettings();
        if (before.workspaceScan !== this.settings.workspaceScan && this.settings.workspaceScan) {
          void this.scanWorkspace(false);
          return;
        }
        if (before.workspaceScan !== this.settings.workspaceScan) {
          // Turned off: keep only the skills someone has a file open in.
          for (const dir of [...this.states.keys()]) if (!this.hasOpenDocument(dir)) this.clearSkill(dir);
          this.workspaceSkills.clear();
        }
        this.rescanAll();
      }),
    );
    const watcher = ws.createFileSystemWatcher('**/*');
    this.disposables.push(
      watcher,
      watcher.onDidCreate((u) => this.onFileEvent(u, 'create')),
      watcher.onDidChange((u) => this.onFileEvent(u, 'change')),
      watcher.onDidDelete((u) => this.onFileEvent(u, 'delete')),
      ws.onDidDeleteFiles((e) => e.files.forEach((u) => this.onFileEvent(u, 'delete'))),
      ws.onDidCreateFiles((e) => e.files.forEach((u) => this.onFileEvent(u, 'create'))),
      ws.onDidRenameFiles((e) =>
        e.files.forEach((f) => {
          this.onFileEvent(f.oldUri, 'delete');
          this.onFileEvent(f.newUri, 'create');
        }),
      ),
    );
    for (const d of ws.textDocuments) this.onOpen(d);
  }

  dispose(): void {
    this.disposed = true;
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
    for (const d of this.disposables) d.dispose();
  }

  get currentSettings(): Settings {
    return this.settings;
  }

  /** The skill folder a document belongs to (file scheme only). */
  skillOf(doc: vscode.TextDocument | vscode.Uri): string | undefined {
    const uri = doc instanceof vscode.Uri ? doc : doc.uri;
    if (uri.scheme !== 'file') return undefined;
    const folder = vscode.workspace.getWorkspaceFolder(uri)?.uri.fsPath;
    return skillDirFor(uri.fsPath, (d) => this.hasSkillFile(d), folder);
  }

  stateOf(dir: string): SkillState | undefined {
    return this.states.get(path.resolve(dir));
  }

  stateForUri(uri: vscode.Uri): SkillState | undefined {
    const key = uri.toString();
    for (const s of this.states.values()) if (s.byUri.has(key)) return s;
    const dir = this.skillOf(uri);
    return dir ? this.states.get(dir) : undefined;
  }

  get allStates(): SkillState[] {
    return [...this.states.values()];
  }

  /**
   * The pause after a keystroke before rescanning: the configured debounce, stretched to
   * the skill's last scan time (up to 1.5 s) so that a very large skill never spends
   * more time scanning than the person spends typing.
   */
  typingDelay(dir: string): number {
    return typingDelay(this.settings.debounceMs, this.states.get(dir)?.scan.ms);
  }

  /** Ask for a scan of one skill after `delay` ms; a newer request replaces a pending one. */
  schedule(dir: string, delay: number): void {
    const prev = this.pending.get(dir);
    if (prev) clearTimeout(prev);
    this.pending.set(
      dir,
      setTimeout(() => {
        this.pending.delete(dir);
        void this.scanNow(dir);
      }, delay),
    );
  }

  /** Scan one skill now and publish, unless a newer scan or clear overtakes it. */
  async scanNow(dir: string): Promise<SkillState | undefined> {
    const key = path.resolve(dir);
    const pendingTimer = this.pending.get(key);
    if (pendingTimer) {
      clearTimeout(pendingTimer);
      this.pending.delete(key);
    }
    const gen = this.nextGeneration(key);
    const overrides = new Map<string, string>();
    const versions = new Map<string, number>();
    for (const d of vscode.workspace.textDocuments) {
      if (d.uri.scheme !== 'file' || d.isClosed) continue;
      const rel = relativeInside(key, d.uri.fsPath);
      if (rel === undefined || this.skillOf(d) !== key) continue;
      overrides.set(rel, d.getText());
      versions.set(d.uri.toString(), d.version);
    }
    let scan: SkillScan;
    try {
      scan = await this.scanner.scan(key, overrides, this.treeView());
    } catch (e) {
      this.log.error(`scan of ${key} failed: ${(e as Error)?.stack ?? String(e)}`);
      return undefined;
    }
    if (this.disposed || !this.generation.isCurrent(key, gen)) return undefined;
    return this.publish(key, scan, versions);
  }

  /**
   * The Skill Tree view of the skills scanned so far (docs/features.md F5), so the editor judges
   * dependencies as `luban scan` does. It counts as the whole workspace only once every
   * skill the workspace scan found has been scanned; before that a dependency outside the
   * catalogue is not called missing.
   */
  private treeView(): WorkspaceView {
    const skills = [...this.states.values()].flatMap((s) => {
      const t = s.scan.result ? treeSkillOfResult(s.scan.result) : undefined;
      return t ? [t] : [];
    });
    const complete = this.workspaceSkills.size > 0 && [...this.workspaceSkills].every((d) => this.states.has(d));
    return workspaceView(skills, complete);
  }

  /** Remove a skill's diagnostics (its last file closed, or its SKILL.md was deleted). */
  clearSkill(dir: string): void {
    const key = path.resolve(dir);
    this.nextGeneration(key);
    const t = this.pending.get(key);
    if (t) clearTimeout(t);
    this.pending.delete(key);
    const state = this.states.get(key);
    if (state) for (const u of state.byUri.keys()) this.collection.delete(vscode.Uri.parse(u));
    this.states.delete(key);
    this.scanner.invalidate(key);
  }

  rescanAll(): void {
    this.scanner.invalidateConfigs();
    // Config problems are re-reported by the scans below.
    this.configCollection.clear();
    for (const dir of this.states.keys()) this.schedule(dir, 0);
  }

  /**
   * Find every skill in the workspace and scan it, with a cancellable progress
   * notification. Returns the number of skills scanned.
   */
  async scanWorkspace(userRequested: boolean): Promise<number> {
    if (!userRequested && !this.settings.workspaceScan) return 0;
    const exclude = `**/{${[...IGNORED_DIRS].join(',')}}/**`;
    const uris = await vscode.workspace.findFiles(`**/{${SKILL_FILE_NAMES.join(',')}}`, exclude);
    // evolve/v{N}/skill.md are a skill's run evidence, not skills (docs/features.md F2).
    const dirs = [...new Set(uris.filter((u) => u.scheme === 'file').map((u) => path.dirname(u.fsPath)))].filter((d) => !EVOLVE_SNAPSHOT_DIR.test(d)).sort();
    if (dirs.length === 0) return 0;
    for (const d of dirs) {
      this.skillFileCache.set(d, true);
      this.workspaceSkills.add(d);
    }
    this.scanner.invalidateConfigs();
    let done = 0;
    const stats: WorkspaceScanStats = { startedAt: performance.now(), skills: dirs.length, onWorkers: 0, threads: 0, cacheHits: 0 };
    this.lastWorkspaceScan = stats;
    const published = () => {
      stats.firstPublishedAt ??= performance.now();
      done++;
    };
    await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Luban: scanning skills'), cancellable: true },
      async (progress, token) => {
        // At most ten progress messages a second: each is a message to the window, and a cached skill takes far less.
        let owed = 0;
        let shownAt = -Infinity;
        const step = (dir: string) => {
          owed += 100 / dirs.length;
          if (performance.now() - shownAt < 100 && done + 1 < dirs.length) return;
          progress.report({ message: vscode.l10n.t('{0} of {1}: {2}', done + 1, dirs.length, path.basename(dir)), increment: owed });
          owed = 0;
          shownAt = performance.now();
        };
        // A large workspace: the skills nobody has open go to a scan worker, through the scan cache.
        const onWorkers = dirs.length >= WORKER_SCAN_MIN ? dirs.filter((d) => !this.hasOpenDocument(d)) : [];
        const toWorkers = new Set(onWorkers);
        const here = dirs.filter((d) => !toWorkers.has(d));
        if (onWorkers.length) {
          const left = await this.scanOnWorkers(onWorkers, stats, token, (dir) => {
            step(dir);
            published();
          });
          here.push(...left);
        }
        for (const dir of here) {
          if (token.isCancellationRequested || this.disposed) break;
          step(dir);
          if (userRequested) this.scanner.invalidate(dir);
          await this.scanNow(dir);
          published();
        }
      },
    );
    stats.finishedAt = performance.now();
    const secs = ((stats.finishedAt - stats.startedAt) / 1000).toFixed(1);
    this.log.info(
      `workspace scan: ${done} of ${dirs.length} skills in ${secs} s (${stats.onWorkers} on ${stats.threads} scan worker(s), ${stats.cacheHits} from the scan cache)`,
    );
    return done;
  }

  /**
   * Scan skills on a scan worker (workspace-scan.ts) and publish each report-only result
   * as it comes, unless a scan of the skill here overtook it. Returns the folders left
   * for a scan here: excluded by their config (the state says so), or not scanned.
   */
  private async scanOnWorkers(
    dirs: string[],
    stats: WorkspaceScanStats,
    token: vscode.CancellationToken,
    onPublished: (dir: string) => void,
  ): Promise<string[]> {
    const generations = new Map(dirs.map((d) => [d, this.nextGeneration(d)]));
    const abort = new AbortController();
    const cancel = token.onCancellationRequested(() => abort.abort());
    try {
      const r = await scanReportOnly({
        dirs,
        scanner: this.scanner,
        cacheFile: this.scanCacheFile,
        roots: (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath),
        signal: abort.signal,
        warn: (m) => this.log.warn(m),
        onSkill: (dir, scan) => {
          if (this.disposed || !this.generation.isCurrent(dir, generations.get(dir))) return;
          this.publish(dir, scan, new Map());
          onPublished(dir);
        },
      });
      stats.onWorkers = r.scanned.size;
      stats.threads = r.threads;
      stats.cacheHits = r.cacheHits;
      return dirs.filter((d) => !r.scanned.has(d));
    } catch (e) {
      this.log.error(`workspace scan on a worker failed, scanning here instead: ${(e as Error)?.stack ?? String(e)}`);
      return dirs.filter((d) => !this.states.has(d));
    } finally {
      cancel.dispose();
    }
  }

  private hasSkillFile(dir: string): boolean {
    let v = this.skillFileCache.get(dir);
    if (v === undefined) {
      v = SKILL_FILE_NAMES.some((n) => existsSync(path.join(dir, n)));
      this.skillFileCache.set(dir, v);
    }
    return v;
  }

  private onOpen(doc: vscode.TextDocument): void {
    const dir = this.skillOf(doc);
    if (!dir) return;
    // A clean buffer holds what is on disk, which the last scan already read (watchers
    // report later disk changes); a report-only result is made whole now (quick fixes need the texts).
    const state = this.states.get(dir);
    if (state && !doc.isDirty && !(state.scan.result && isReportOnly(state.scan.result))) return;
    this.schedule(dir, 0);
  }

  private hasOpenDocument(dir: string, except?: vscode.TextDocument): boolean {
    return vscode.workspace.textDocuments.some((d) => d !== except && !d.isClosed && d.uri.scheme === 'file' && this.skillOf(d) === dir);
  }

  private onClose(doc: vscode.TextDocument): void {
    const dir = this.skillOf(doc);
    if (!dir) return;
    if (this.hasOpenDocument(dir, doc) || (this.settings.workspaceScan && this.workspaceSkills.has(dir))) {
      // Unsaved text is gone with the buffer: go back to what is on disk.
      this.schedule(dir, 0);
    } else {
      this.clearSkill(dir);
    }
  }

  private onFileEvent(uri: vscode.Uri, kind: 'create' | 'change' | 'delete'): void {
    if (uri.scheme !== 'file' || this.disposed) return;
    const p = uri.fsPath;
    if (p.split(path.sep).some((part) => IGNORED_DIRS.has(part))) return;
    const base = path.basename(p);
    if (CONFIG_FILE_NAMES.includes(base)) {
      this.rescanAll();
      return;
    }
    // A skill file the controller has never seen that arrives as "change" (watchers coalesce a
    // create and the write that follows) is a new skill too.
    const unseen = kind === 'change' && !this.states.has(path.dirname(p)) && !this.workspaceSkills.has(path.dirname(p));
    if ((SKILL_FILE_NAMES as readonly string[]).includes(base) && (kind !== 'change' || unseen)) {
      const dir = path.dirname(p);
      this.skillFileCache.delete(dir);
      if (kind === 'create' || unseen) {
        const outer = skillDirFor(dir, (d) => this.hasSkillFile(d));
        if (outer && this.states.has(outer)) {
          this.scanner.invalidate(outer);
          this.schedule(outer, this.settings.debounceMs);
        }
        this.adoptSkill(dir, 0);
        return;
      }
      if (!this.hasSkillFile(dir)) {
        this.workspaceSkills.delete(dir);
        this.clearSkill(dir);
        const outer = skillDirFor(dir, (d) => this.hasSkillFile(d));
        if (outer && (this.states.has(outer) || this.workspaceSkills.has(outer))) {
          this.scanner.invalidate(outer);
          this.schedule(outer, 0);
        }
        return;
      }
    }
    if (kind === 'delete') {
      // A deleted folder takes every skill inside it along.
      for (const dir of [...this.states.keys(), ...this.workspaceSkills]) {
        if (isInside(dir, p)) {
          this.skillFileCache.delete(dir);
          this.workspaceSkills.delete(dir);
          this.clearSkill(dir);
        }
      }
    }
    // Skills with diagnostics, and those found but whose first scan has not published yet (a file
    // written right after a new SKILL.md must not be missed while that scan is on its way).
    let known = false;
    for (const dir of new Set([...this.states.keys(), ...this.workspaceSkills])) {
      const rel = relativeInside(dir, p);
      if (rel === undefined) continue;
      known = true;
      this.scanner.refreshPath(dir, rel, kind);
      // An open buffer already holds what was just saved: rescan only when the disk
      // is the source of the text.
      const open = vscode.workspace.textDocuments.some((d) => d.uri.scheme === 'file' && d.uri.fsPath === p && !d.isClosed);
      if (kind !== 'change' || !open) this.schedule(dir, this.settings.debounceMs);
    }
    // A file inside a skill the controller has never seen: the watcher can miss the create
    // event of a SKILL.md written into a brand-new folder, and the files written after it
    // would then never bring the skill in. (Not known, so the folder found is new; the
    // SKILL.md checks on the way up are cached in skillFileCache.)
    if (!known && kind !== 'delete') {
      const dir = skillDirFor(p, (d) => this.hasSkillFile(d), vscode.workspace.getWorkspaceFolder(uri)?.uri.fsPath);
      if (dir) this.adoptSkill(dir, this.settings.debounceMs);
    }
  }

  /** A skill found by a file event: listed with the workspace scan's skills, and scanned when it is listed or open. */
  private adoptSkill(dir: string, delay: number): void {
    if (this.settings.workspaceScan) this.workspaceSkills.add(dir);
    if (this.settings.workspaceScan || this.hasOpenDocument(dir)) this.schedule(dir, delay);
  }

  private publish(dir: string, scan: SkillScan, versions: Map<string, number>): SkillState {
    const prev = this.states.get(dir);
    const byUri = new Map<string, Finding[]>();
    const uris = new Map<string, vscode.Uri>();
    if (scan.result) {
      const roots = isReportOnly(scan.result) ? this.nestedSkillsOf(dir) : nestedSkillRoots(scan.result.doc.files.map((f) => f.path));
      for (const f of scan.result.findings) {
        if (inNestedSkill(f.file, roots)) continue;
        const uri = vscode.Uri.file(path.join(dir, f.file));
        const key = uri.toString();
        uris.set(key, uri);
        const list = byUri.get(key) ?? [];
        list.push(f);
        byUri.set(key, list);
      }
    }
    if (prev) for (const u of prev.byUri.keys()) if (!byUri.has(u)) this.collection.delete(vscode.Uri.parse(u));
    for (const [key, findings] of byUri)
      this.collection.set(
        uris.get(key)!,
        findings.map((f) => toDiagnostic(f, dir)),
      );
    this.publishConfig(scan);
    const state: SkillState = { dir, scan, byUri, versions };
    this.states.set(dir, state);
    this.emitter.fire(state);
    return state;
  }

  /** A new generation for a skill's scans: a scan publishes only while its generation is the newest. */
  private nextGeneration(dir: string): number {
    return this.generation.next(dir);
  }

  /** The skill folders found inside `dir`, relative to it (a report-only result lists no files to find them in). */
  private nestedSkillsOf(dir: string): string[] {
    const out: string[] = [];
    for (const d of this.workspaceSkills) {
      const rel = d === dir ? undefined : relativeInside(dir, d);
      if (rel) out.push(rel);
    }
    return out;
  }

  /**
   * Make these skills' report-only results whole (each scanned again here, with its texts)
   * for a view that needs what only the whole document holds (view-facts.ts
   * needsWholeDocument). The views draw every other skill from its report-only result (issue
   * 30 item 6); a skill already on its way is not scanned twice.
   */
  /** Make whole every skill a view in `locale` cannot draw from its report-only result (`muse`: the dashboard's MUSE change check too). */
  async ensureWholeForView(o: { locale: Locale; muse?: boolean }): Promise<void> {
    const scanLocale = this.scanner.locale;
    await this.ensureWhole(this.allStates.filter((s) => needsWholeDocument(s.dir, s.scan.result, { ...o, scanLocale })).map((s) => s.dir));
  }

  async ensureWhole(dirs: readonly string[]): Promise<void> {
    for (const dir of dirs) {
      if (this.disposed) return;
      const key = path.resolve(dir);
      let p = this.upgrading.get(key);
      if (!p) {
        // A file opened meanwhile may have made it whole already.
        const current = this.states.get(key)?.scan.result;
        if (!current || !isReportOnly(current)) continue;
        p = this.scanNow(key).then(
          () => undefined,
          () => undefined,
        );
        this.upgrading.set(key, p);
        void p.finally(() => this.upgrading.delete(key));
      }
      await p;
    }
  }

  /** A broken `.luban.json` is shown on the file itself; the skill is scanned with defaults meanwhile. */
  private publishConfig(scan: SkillScan): void {
    const file = scan.configError?.file ?? scan.config.file;
    if (!file) return;
    const uri = vscode.Uri.file(file);
    if (scan.configError) {
      const d = new vscode.Diagnostic(
        new vscode.Range(0, 0, 0, 0),
        vscode.l10n.t('Luban cannot use this config file, so rules run with their defaults: {0}', scan.configError.message),
        vscode.DiagnosticSeverity.Error,
      );
      d.source = SOURCE;
      d.code = 'luban/config';
      this.configCollection.set(uri, [d]);
    } else {
      this.configCollection.delete(uri);
    }
  }
}
