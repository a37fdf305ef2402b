/**
 * `textDocument/codeAction` (docs/lsp.md): the quick fixes the VS Code extension offers
 * (src/extension/code-actions.ts), in LSP shapes:
 *  - each finding's fix and suggestions (the fix preferred), "Create file …" for a missing
 *    script or reference with no near match (a stub, never overwriting), "Suppress … on this
 *    line / in this block / in this file", "Harden all soft words in this file" and "Fix all"
 *    (quickfix, explicit only), and `source.fixAll.luban` with the safe fixes only;
 *  - every edit is computed on the text the client sent (the open buffer, unsaved), and is
 *    offered only if the text under each range is still what the scan saw;
 *  - a WorkspaceEdit with versioned `documentChanges` when the client supports them,
 *    else `changes`; each distinct edit is offered once (its diagnostics merged).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  ClientCapabilities,
  CodeAction,
  CodeActionParams,
  CreateFile,
  Diagnostic,
  TextDocumentEdit,
  TextEdit as LspTextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocuments } from 'vscode-languageserver/node';
import { stubForFinding } from '../core/api/modules.ts';
import type { Finding, Fix, TextEdit } from '../core/api/rules.ts';
import { isReportOnly } from '../core/api/scan.ts';
import { checkedEdits, editKey, editsStillApply, fixAllEdits, isHardening, isSafeFix, suppressionPlan, type CheckedEdit } from '../frontend/editor/edits.ts';
import { relativeInside } from '../frontend/editor/skill-locator.ts';
import { filePathOf, LSP_SOURCE, sameRange, toLspRange, type LspDiagnostics, type SkillState } from './diagnostics.ts';
import { say } from './messages.ts';

export const QUICK_FIX = 'quickfix';
export const FIX_ALL_KIND = 'source.fixAll.luban';
export const CODE_ACTION_KINDS = [QUICK_FIX, FIX_ALL_KIND];

/** Does `kind` fall under one of the requested kinds (LSP kinds are dot-separated hierarchies)? */
function wanted(only: string[] | undefined, kind: string): boolean {
  return !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
}

export class LspCodeActions {
  constructor(
    private readonly diagnostics: LspDiagnostics,
    private readonly documents: TextDocuments<TextDocument>,
    private readonly capabilities: () => ClientCapabilities,
  ) {}

  async provide(params: CodeActionParams): Promise<CodeAction[]> {
    const document = this.documents.get(params.textDocument.uri);
    if (!document) return [];
    const only = params.context.only;
    const wantQuick = wanted(only, QUICK_FIX);
    const wantFixAll = !!only && wanted(only, FIX_ALL_KIND);
    const ours = params.context.diagnostics.filter((d) => d.source === LSP_SOURCE && d.code !== undefined);
    if (!wantFixAll && (!wantQuick || ours.length === 0)) return [];

    let state = this.diagnostics.stateForUri(document.uri);
    const dir = state?.dir ?? this.diagnostics.skillOf(document.uri);
    if (!dir) return [];
    // Fixes are made on the text the client sent: scan it now when the last scan saw another version
    // (or the result is report-only, with no texts to build edits from).
    if (!state || state.versions.get(document.uri) !== document.version || (state.scan.result && isReportOnly(state.scan.result))) {
      state = (await this.diagnostics.scanNow(dir)) ?? this.diagnostics.stateOf(dir);
    }
    if (!state?.scan.result) return [];
    const findings = state.byUri.get(document.uri) ?? [];
    const rel = relativeInside(state.dir, filePathOf(document.uri) ?? '');
    if (rel === undefined) return [];
    const locale = this.diagnostics.locale;

    const actions: CodeAction[] = [];
    if (wantQuick) {
      const byKey = new Map<string, CodeAction>();
      const offer = (key: string, a: CodeAction) => {
        const first = byKey.get(key);
        if (!first) {
          byKey.set(key, a);
          actions.push(a);
          return;
        }
        for (const d of a.diagnostics ?? []) if (!first.diagnostics?.includes(d)) first.diagnostics = [...(first.diagnostics ?? []), d];
        if (a.isPreferred) first.isPreferred = true;
      };
      for (const d of ours) {
        const f = findings.find((x) => x.ruleId === String(d.code) && x.message === d.message && sameRange(toLspRange(x.range), d.range));
        if (!f) continue;
        for (const { key, action } of this.fixActions(state, f, d, document)) offer(key, action);
      }
      const mine = (pick: (f: Finding) => boolean) =>
        ours.some((d) => findings.some((f) => pick(f) && f.ruleId === String(d.code) && sameRange(toLspRange(f.range), d.range)));
      const hardenAll = mine(isHardening) ? this.bulkAction(state, findings, rel, document, isHardening, QUICK_FIX) : undefined;
      if (hardenAll && hardenAll.count > 1) {
        hardenAll.action.title = say(locale, 'hardenAll', { n: hardenAll.count });
        offer(`all\u0000${hardenAll.key}`, hardenAll.action);
      }
      if (mine(isSafeFix) || mine(isHardening)) {
        const all = this.bulkAction(state, findings, rel, document, (f) => isSafeFix(f) || isHardening(f), QUICK_FIX);
        const hardened = all?.findings.filter(isHardening).length ?? 0;
        if (all && all.count > 1 && all.count > hardened) {
          all.action.title =
            hardened > 0
              ? say(locale, 'fixAllMixed', { n: all.count, safe: all.count - hardened, hard: hardened })
              : say(locale, 'fixAllSafe', { n: all.count });
          offer(`all\u0000${all.key}`, all.action);
        }
      }
    }
    if (wantFixAll) {
      // On save too: safe fixes only, never a hardening.
      const all = this.bulkAction(state, findings, rel, document, isSafeFix, FIX_ALL_KIND);
      if (all) {
        all.action.title = say(locale, 'fixAllSafe', { n: all.count });
        actions.push(all.action);
      }
    }
    return actions;
  }

  private fixActions(state: SkillState, f: Finding, d: Diagnostic, document: TextDocument): Array<{ key: string; action: CodeAction }> {
    const out: Array<{ key: string; action: CodeAction }> = [];
    const locale = this.diagnostics.locale;
    const fixes: Array<{ fix: Fix; preferred: boolean }> = [];
    if (f.fix) fixes.push({ fix: f.fix, preferred: true });
    (f.suggestions ?? []).forEach((s, i) => fixes.push({ fix: s, preferred: !f.fix && i === 0 }));
    for (const { fix, preferred } of fixes) {
      const edit = this.verifiedEdit(state, fix.edits, document);
      if (!edit) continue;
      out.push({ key: `edit\u0000${editKey(fix.edits)}`, action: { title: fix.title, kind: QUICK_FIX, diagnostics: [d], isPreferred: preferred, edit } });
    }
    const stub = stubForFinding(f, locale);
    const file = stub ? path.join(state.dir, stub.file) : undefined;
    if (stub && file && !existsSync(file) && this.canCreateFiles()) {
      const uri = pathToFileURL(file).href;
      // No overwrite: a file created since the scan makes the client refuse the edit rather than lose it.
      const create: CreateFile = { kind: 'create', uri, options: { overwrite: false, ignoreIfExists: false } };
      const fill: TextDocumentEdit = {
        textDocument: { uri, version: null },
        edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: stub.content }],
      };
      out.push({
        key: `create\u0000${stub.file}`,
        action: {
          title: say(locale, 'createFile', { file: stub.file }),
          kind: QUICK_FIX,
          diagnostics: [d],
          isPreferred: !f.fix,
          edit: { documentChanges: [create, fill] },
        },
      });
    }
    const plan = suppressionPlan(state.scan.result!.doc, f.file, f.range.start.line, f.ruleId);
    if (plan) {
      const edit = this.verifiedEdit(state, plan.edits, document);
      if (edit) {
        const key = plan.kind === 'file' ? 'suppressFile' : plan.kind === 'block' ? 'suppressBlock' : 'suppressLine';
        out.push({ key: `edit\u0000${editKey(plan.edits)}`, action: { title: say(locale, key, { rule: f.ruleId }), kind: QUICK_FIX, diagnostics: [d], edit } });
      }
    }
    return out;
  }

  /** One action for every fix of this file that `include` accepts (non-overlapping, each still finding its text). */
  private bulkAction(
    state: SkillState,
    findings: Finding[],
    rel: string,
    document: TextDocument,
    include: (f: Finding) => boolean,
    kind: string,
  ): { action: CodeAction; count: number; findings: Finding[]; key: string } | undefined {
    const { findings: chosen } = fixAllEdits(findings, rel, include);
    const applied: Finding[] = [];
    const edits: TextEdit[] = [];
    const lsp: LspTextEdit[] = [];
    for (const f of chosen) {
      const checked = checkedEdits(state.scan.result!.doc, f.fix!.edits);
      if (!checked || !editsStillApply(checked, (e) => textUnder(document, e))) continue;
      for (const e of checked) lsp.push({ range: toLspRange(e.range), newText: eolFor(document, e.newText) });
      applied.push(f);
      edits.push(...f.fix!.edits);
    }
    if (applied.length === 0) return undefined;
    const edit = this.workspaceEdit(new Map([[document.uri, { document, edits: lsp }]]));
    return { action: { title: '', kind, edit }, count: applied.length, findings: applied, key: editKey(edits) };
  }

  /** A WorkspaceEdit for `edits`, or undefined when any target text changed since the scan. */
  private verifiedEdit(state: SkillState, edits: TextEdit[], document: TextDocument): WorkspaceEdit | undefined {
    const checked = checkedEdits(state.scan.result!.doc, edits);
    if (!checked || checked.length === 0) return undefined;
    const docs = new Map<string, { document: TextDocument; open: boolean }>();
    for (const e of checked) {
      if (docs.has(e.file)) continue;
      const abs = path.join(state.dir, e.file);
      const open = abs === filePathOf(document.uri) ? document : this.documents.all().find((d) => filePathOf(d.uri) === abs);
      if (open) docs.set(e.file, { document: open, open: true });
      else {
        // A file of the skill no client buffer holds: its text is what is on disk.
        try {
          docs.set(e.file, { document: TextDocument.create(pathToFileURL(abs).href, 'markdown', 0, readFileSync(abs, 'utf8')), open: false });
        } catch {
          return undefined;
        }
      }
    }
    if (!editsStillApply(checked, (e) => textUnder(docs.get(e.file)!.document, e))) return undefined;
    const byUri = new Map<string, { document: TextDocument; edits: LspTextEdit[]; closed?: boolean }>();
    for (const e of checked) {
      const { document: td, open } = docs.get(e.file)!;
      const entry = byUri.get(td.uri) ?? { document: td, edits: [], closed: !open };
      entry.edits.push({ range: toLspRange(e.range), newText: eolFor(td, e.newText) });
      byUri.set(td.uri, entry);
    }
    return this.workspaceEdit(byUri);
  }

  private workspaceEdit(byUri: Map<string, { document: TextDocument; edits: LspTextEdit[]; closed?: boolean }>): WorkspaceEdit {
    if (this.capabilities().workspace?.workspaceEdit?.documentChanges) {
      return {
        documentChanges: [...byUri.values()].map(({ document, edits, closed }) => ({
          textDocument: { uri: document.uri, version: closed ? null : document.version },
          edits,
        })),
      };
    }
    return { changes: Object.fromEntries([...byUri].map(([uri, { edits }]) => [uri, edits])) };
  }

  private canCreateFiles(): boolean {
    const we = this.capabilities().workspace?.workspaceEdit;
    return !!we?.documentChanges && !!we.resourceOperations?.includes('create');
  }
}

/** The live text under an edit's range, or undefined when the range is outside the text. */
function textUnder(document: TextDocument, e: CheckedEdit): string | undefined {
  const r = toLspRange(e.range);
  const start = document.offsetAt(r.start);
  const end = document.offsetAt(r.end);
  // offsetAt clamps: a range past the end of a line or the text no longer fits this text.
  const back = document.positionAt(start);
  const backEnd = document.positionAt(end);
  if (back.line !== r.start.line || back.character !== r.start.character || backEnd.line !== r.end.line || backEnd.character !== r.end.character)
    return undefined;
  return document.getText().slice(start, end);
}

function eolFor(document: TextDocument, text: string): string {
  return document.getText().includes('\r\n') ? text.replace(/\r?\n/g, '\r\n') : text;
}
