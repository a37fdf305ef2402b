/**
 * Findings → `textDocument/publishDiagnostics` (docs/lsp.md), the language server's side of
 * what src/extension/diagnostics.ts does for VS Code:
 *  - a scan covers a whole skill (SKILL.md, references/, scripts/), so scans are keyed by
 *    skill folder and every file of the skill with findings gets its diagnostics;
 *  - the same debounce and stale guard as the extension (core's rescan-timing): a change waits
 *    `typingDelay` (300 ms by default, stretched to the last scan time up to 1.5 s), a newer
 *    request replaces a pending one, and a scan publishes only while its generation is the
 *    newest and the buffers it read still have the versions it read;
 *  - open buffers are scanned as the client sent them (unsaved text), other files from disk;
 *  - LSP shapes: 0-based line/character (Luban's are 1-based, in UTF-16 code units like LSP's
 *    default encoding), severity 1–3, `source: "luban"`, `code` = rule id,
 *    `codeDescription.href` = the rule's page;
 *  - when the last open file of a skill closes, its diagnostics are cleared.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Connection, Diagnostic, DiagnosticSeverity, Range } from 'vscode-languageserver/node';
import type { TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { ScanGenerations, typingDelay, versionsMovedOn, type Locale } from '../core/api/base.ts';
import { docsUrl, type Finding } from '../core/api/rules.ts';
import { isReportOnly } from '../core/api/scan.ts';
import type { SkillScan, SkillScanner } from '../frontend/editor/scanner.ts';
import { hasSkillFileOnDisk, inNestedSkill, isInside, nestedSkillRoots, relativeInside, skillDirFor } from '../frontend/editor/skill-locator.ts';
import { say } from './messages.ts';

/** The `source` of every Luban diagnostic (the editor's name for the tool, lower case as LSP servers write it). */
export const LSP_SOURCE = 'luban';

const SEVERITY: Record<Finding['severity'], DiagnosticSeverity> = { error: 1, warning: 2, info: 3 };

/** A Luban range (1-based line and column, UTF-16 code units) as an LSP range (0-based). */
export function toLspRange(r: Finding['range']): Range {
  return {
    start: { line: Math.max(0, r.start.line - 1), character: Math.max(0, r.start.column - 1) },
    end: { line: Math.max(0, r.end.line - 1), character: Math.max(0, r.end.column - 1) },
  };
}

export function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

export function toLspDiagnostic(f: Finding, dir: string, uriOf: (file: string) => string): Diagnostic {
  const d: Diagnostic = {
    range: toLspRange(f.range),
    severity: SEVERITY[f.severity],
    source: LSP_SOURCE,
    code: f.ruleId,
    codeDescription: { href: docsUrl(f.ruleId) },
    message: f.message,
  };
  if (f.related?.length) {
    d.relatedInformation = f.related.map((r) => ({ location: { uri: uriOf(path.join(dir, r.file)), range: toLspRange(r.range) }, message: r.message }));
  }
  return d;
}

/** The file path of a `file:` URI, or undefined for any other scheme (untitled buffers hold no skill). */
export function filePathOf(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export interface SkillState {
  dir: string;
  scan: SkillScan;
  /** Findings published per document URI. */
  byUri: Map<string, Finding[]>;
  /** Versions of the open documents whose text was scanned, by URI. */
  versions: Map<string, number>;
}

export interface DiagnosticsOptions {
  debounceMs: number;
  /** Workspace folders: the walk up to a SKILL.md stops at the innermost one holding the file. */
  roots: string[];
  locale: Locale;
}

export class LspDiagnostics {
  private readonly states = new Map<string, SkillState>();
  private readonly generation = new ScanGenerations<string>();
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  /** URIs published per skill (so a scan that finds nothing more in a file clears it). */
  private readonly published = new Map<string, Set<string>>();
  private disposed = false;

  constructor(
    private readonly connection: Connection,
    private readonly documents: TextDocuments<TextDocument>,
    readonly scanner: SkillScanner,
    private readonly options: DiagnosticsOptions,
  ) {}

  get locale(): Locale {
    return this.options.locale;
  }

  dispose(): void {
    this.disposed = true;
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }

  /** The skill folder a document belongs to (file URIs only). */
  skillOf(uri: string): string | undefined {
    const file = filePathOf(uri);
    if (!file) return undefined;
    const stop = this.options.roots.filter((r) => isInside(file, r)).sort((a, b) => b.length - a.length)[0];
    return skillDirFor(file, hasSkillFileOnDisk, stop);
  }

  stateOf(dir: string): SkillState | undefined {
    return this.states.get(dir);
  }

  stateForUri(uri: string): SkillState | undefined {
    for (const s of this.states.values()) if (s.byUri.has(uri) || s.versions.has(uri)) return s;
    const dir = this.skillOf(uri);
    return dir ? this.states.get(dir) : undefined;
  }

  onOpen(doc: TextDocument): void {
    const dir = this.skillOf(doc.uri);
    if (dir) this.schedule(dir, 0);
  }

  onChange(doc: TextDocument): void {
    const dir = this.skillOf(doc.uri);
    if (dir) this.schedule(dir, typingDelay(this.options.debounceMs, this.states.get(dir)?.scan.ms));
  }

  onSave(doc: TextDocument): void {
    const dir = this.skillOf(doc.uri);
    if (!dir) return;
    const rel = relativeInside(dir, filePathOf(doc.uri) ?? '');
    if (rel !== undefined) this.scanner.refreshPath(dir, rel, 'change');
    this.schedule(dir, 0);
  }

  /** `documents` still lists the closing document while its close event runs. */
  onClose(doc: TextDocument): void {
    const dir = this.skillOf(doc.uri);
    if (!dir) return;
    const others = this.documents.all().some((d) => d.uri !== doc.uri && this.skillOf(d.uri) === dir);
    if (others) {
      // Unsaved text is gone with the buffer: go back to what is on disk.
      this.connection.sendDiagnostics({ uri: doc.uri, diagnostics: [] });
      this.published.get(dir)?.delete(doc.uri);
      this.schedule(dir, 0, doc.uri);
    } else {
      this.clearSkill(dir);
    }
  }

  /** Ask for a scan of one skill after `delay` ms; a newer request replaces a pending one. */
  schedule(dir: string, delay: number, closing?: string): void {
    const prev = this.pending.get(dir);
    if (prev) clearTimeout(prev);
    this.pending.set(
      dir,
      setTimeout(() => {
        this.pending.delete(dir);
        void this.scanNow(dir, closing);
      }, delay),
    );
  }

  /** Scan one skill now and publish, unless a newer scan or clear overtakes it or its buffers moved on. */
  async scanNow(dir: string, closing?: string): Promise<SkillState | undefined> {
    const t = this.pending.get(dir);
    if (t) {
      clearTimeout(t);
      this.pending.delete(dir);
    }
    const gen = this.generation.next(dir);
    const overrides = new Map<string, string>();
    const versions = new Map<string, number>();
    for (const d of this.documents.all()) {
      if (d.uri === closing) continue;
      const file = filePathOf(d.uri);
      const rel = file === undefined ? undefined : relativeInside(dir, file);
      if (rel === undefined || this.skillOf(d.uri) !== dir) continue;
      overrides.set(rel, d.getText());
      versions.set(d.uri, d.version);
    }
    let scan: SkillScan;
    try {
      scan = await this.scanner.scan(dir, overrides);
    } catch (e) {
      this.connection.console.error(say(this.options.locale, 'scanFailed', { dir, error: (e as Error)?.stack ?? String(e) }));
      return undefined;
    }
    if (this.disposed || !this.generation.isCurrent(dir, gen)) return undefined;
    if (versionsMovedOn(versions, (uri) => this.documents.get(uri)?.version)) return undefined;
    return this.publish(dir, scan, versions);
  }

  /** Remove a skill's diagnostics (its last open file closed). */
  clearSkill(dir: string): void {
    this.generation.next(dir);
    const t = this.pending.get(dir);
    if (t) clearTimeout(t);
    this.pending.delete(dir);
    for (const uri of this.published.get(dir) ?? []) this.connection.sendDiagnostics({ uri, diagnostics: [] });
    this.published.delete(dir);
    this.states.delete(dir);
    this.scanner.invalidate(dir);
  }

  /** The URI a file of the skill is published under: the open document's own spelling, else a file URL. */
  private uriOf(file: string): string {
    for (const d of this.documents.all()) if (filePathOf(d.uri) === file) return d.uri;
    return pathToFileURL(file).href;
  }

  private publish(dir: string, scan: SkillScan, versions: Map<string, number>): SkillState {
    const byUri = new Map<string, Finding[]>();
    if (scan.result) {
      const roots = isReportOnly(scan.result) ? [] : nestedSkillRoots(scan.result.doc.files.map((f) => f.path));
      for (const f of scan.result.findings) {
        if (inNestedSkill(f.file, roots)) continue;
        const uri = this.uriOf(path.join(dir, f.file));
        const list = byUri.get(uri) ?? [];
        list.push(f);
        byUri.set(uri, list);
      }
    }
    const before = this.published.get(dir) ?? new Set<string>();
    const now = new Set<string>([...byUri.keys(), ...versions.keys()]);
    for (const uri of before) if (!now.has(uri)) this.connection.sendDiagnostics({ uri, diagnostics: [] });
    for (const uri of now) {
      const findings = byUri.get(uri) ?? [];
      this.connection.sendDiagnostics({
        uri,
        version: versions.get(uri),
        diagnostics: findings.map((f) => toLspDiagnostic(f, dir, (file) => this.uriOf(file))),
      });
    }
    this.publishConfig(scan, now);
    this.published.set(dir, now);
    const state: SkillState = { dir, scan, byUri, versions };
    this.states.set(dir, state);
    return state;
  }

  /** A broken `.luban.json` is shown on the file itself (cleared by the next publish once fixed); the skill is scanned with defaults meanwhile. */
  private publishConfig(scan: SkillScan, uris: Set<string>): void {
    if (!scan.configError?.file) return;
    const uri = this.uriOf(scan.configError.file);
    const message = say(this.options.locale, 'configError', { message: scan.configError.message });
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    this.connection.sendDiagnostics({ uri, diagnostics: [{ range, severity: 1, source: LSP_SOURCE, code: 'luban/config', message }] });
    uris.add(uri);
  }
}
