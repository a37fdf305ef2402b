/**
 * Quick fixes (docs/features.md H3) and `source.fixAll.luban` for the safe ones, so
 * `"editor.codeActionsOnSave": { "source.fixAll.luban": "explicit" }` works.
 *
 * Every edit is checked against the text the scan saw: if the text under a range has
 * changed since, the fix is not offered (a rescan is on its way). VS Code also refuses
 * a WorkspaceEdit made for an older document version. Each distinct edit is offered
 * once per request (a fix and its identical suggestion, or two findings at one range,
 * give one action for both diagnostics).
 *
 * Beside the per-finding fixes: "Create file …" for a missing script or reference with
 * no near match (a stub, never overwriting); "Harden all soft words in this file" and
 * a QuickFix "Fix all" that includes the hardenings — explicit only, since hardening
 * changes what the skill demands; `source.fixAll.luban` (on save) stays safe-only.
 * In a restricted (untrusted) workspace no action that writes is offered: scanning
 * only (docs/features.md H7); one action says so and opens Manage Workspace Trust.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { isReportOnly } from '../core/api/scan.ts';
import { stubForFinding } from '../core/api/modules.ts';
import type { Finding, Fix, TextEdit } from '../core/api/rules.ts';
import { COMMAND } from './command-ids.ts';
import type { DiagnosticsController, SkillState } from './diagnostics.ts';
import { ruleIdOf, toRange } from './diagnostics.ts';
import { checkedEdits, editKey, editsStillApply, fixAllEdits, isHardening, isSafeFix, suppressionPlan, type CheckedEdit } from '../frontend/editor/edits.ts';
import { editorLocale } from './settings.ts';
import { relativeInside } from '../frontend/editor/skill-locator.ts';

export const FIX_ALL_KIND = vscode.CodeActionKind.SourceFixAll.append('luban');
const SUPPRESS_KIND = vscode.CodeActionKind.QuickFix.append('luban').append('suppress');

export class LubanCodeActions implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix, FIX_ALL_KIND],
  };

  constructor(private readonly controller: DiagnosticsController) {}

  async provideCodeActions(
    document: vscode.TextDocument,
    _range: vscode.Range | vscode.Selection,
    context: vscode.CodeActionContext,
    token: vscode.CancellationToken,
  ): Promise<vscode.CodeAction[]> {
    const only = context.only;
    const wantQuick = !only || only.contains(vscode.CodeActionKind.QuickFix);
    const wantFixAll = !!only && only.contains(FIX_ALL_KIND);
    const ours = context.diagnostics.filter((d) => ruleIdOf(d) !== undefined);
    if (!wantFixAll && (!wantQuick || ours.length === 0)) return [];

    let state = this.controller.stateForUri(document.uri);
    // Fix-all (on save in particular) must see the text being saved, not an older scan.
    if (wantFixAll && state && state.versions.get(document.uri.toString()) !== document.version) {
      state = (await this.controller.scanNow(state.dir)) ?? this.controller.stateOf(state.dir);
    }
    // A report-only result (a large workspace's first scan) has no texts to build edits from: scan the skill whole first.
    if (state?.scan.result && isReportOnly(state.scan.result)) state = (await this.controller.scanNow(state.dir)) ?? this.controller.stateOf(state.dir);
    if (!state?.scan.result || token.isCancellationRequested) return [];
    const findings = state.byUri.get(document.uri.toString()) ?? [];
    const rel = relativeInside(state.dir, document.uri.fsPath);
    if (rel === undefined) return [];

    const actions: vscode.CodeAction[] = [];
    const trusted = vscode.workspace.isTrusted;
    if (wantQuick) {
      // One action per distinct change; a repeat only adds its diagnostic to the first.
      const byKey = new Map<string, vscode.CodeAction>();
      const offer = (key: string, a: vscode.CodeAction) => {
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
        if (!trusted) {
          offer('trust', this.trustAction(d));
          offer(`docs\u0000${ruleIdOf(d)}`, this.docsAction(ruleIdOf(d)!, d));
          continue;
        }
        const f = findings.find((x) => x.ruleId === ruleIdOf(d) && x.message === d.message && toRange(x.range).isEqual(d.range));
        if (!f) continue;
        for (const { key, action } of await this.fixActions(state, f, d, document)) offer(key, action);
        offer(`docs\u0000${f.ruleId}`, this.docsAction(f.ruleId, d));
      }
      if (trusted) {
        const mine = (pick: (f: Finding) => boolean) =>
          ours.some((d) => findings.some((f) => pick(f) && f.ruleId === ruleIdOf(d) && toRange(f.range).isEqual(d.range)));
        const hardenAll = mine(isHardening) ? this.bulkAction(state, findings, rel, document, isHardening) : undefined;
        if (hardenAll && hardenAll.count > 1) {
          const a = hardenAll.action;
          a.title = vscode.l10n.t('Harden all {0} soft words in this file (changes what the skill demands)', hardenAll.count);
          offer(`all\u0000${hardenAll.key}`, a);
        }
        if (mine(isSafeFix) || mine(isHardening)) {
          const all = this.bulkAction(state, findings, rel, document, (f) => isSafeFix(f) || isHardening(f));
          const hardened = all?.findings.filter(isHardening).length ?? 0;
          if (all && all.count > 1 && all.count > hardened) {
            all.action.title =
              hardened > 0
                ? vscode.l10n.t('Fix all {0} Luban problems in this file ({1} safe, {2} soft words hardened)', all.count, all.count - hardened, hardened)
                : vscode.l10n.t('Fix all safe Luban problems in this file ({0})', all.count);
            offer(`all\u0000${all.key}`, all.action);
          }
        }
      }
    }
    if (wantFixAll && trusted) {
      // On save too: safe fixes only, never a hardening.
      const all = this.bulkAction(state, findings, rel, document, isSafeFix, FIX_ALL_KIND);
      if (all) {
        all.action.title = vscode.l10n.t('Fix all safe Luban problems in this file ({0})', all.count);
        actions.push(all.action);
      }
    }
    return actions;
  }

  private async fixActions(
    state: SkillState,
    f: Finding,
    d: vscode.Diagnostic,
    document: vscode.TextDocument,
  ): Promise<Array<{ key: string; action: vscode.CodeAction }>> {
    const out: Array<{ key: string; action: vscode.CodeAction }> = [];
    const fixes: Array<{ fix: Fix; preferred: boolean }> = [];
    if (f.fix) fixes.push({ fix: f.fix, preferred: true });
    (f.suggestions ?? []).forEach((s, i) => fixes.push({ fix: s, preferred: !f.fix && i === 0 }));
    for (const { fix, preferred } of fixes) {
      const edit = await this.verifiedEdit(state, fix.edits, document);
      if (!edit) continue;
      const a = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
      a.edit = edit;
      a.diagnostics = [d];
      a.isPreferred = preferred;
      out.push({ key: `edit\u0000${editKey(fix.edits)}`, action: a });
    }
    const stub = stubForFinding(f, editorLocale());
    if (stub) {
      const a = new vscode.CodeAction(vscode.l10n.t('Create file {0}', stub.file), vscode.CodeActionKind.QuickFix);
      const we = new vscode.WorkspaceEdit();
      const uri = vscode.Uri.file(path.join(state.dir, stub.file));
      // ignoreIfExists: a file created since the scan is never overwritten.
      we.createFile(uri, { ignoreIfExists: true, contents: new TextEncoder().encode(stub.content) });
      a.edit = we;
      // The stub is a start, not the file: open it so the person writes it (skillops/stub-file keeps a finding on it meanwhile).
      a.command = { command: 'vscode.open', title: vscode.l10n.t('Open {0}', stub.file), arguments: [uri] };
      a.diagnostics = [d];
      a.isPreferred = !f.fix;
      out.push({ key: `create\u0000${stub.file}`, action: a });
    }
    const plan = suppressionPlan(state.scan.result!.doc, f.file, f.range.start.line, f.ruleId);
    if (plan) {
      const edit = await this.verifiedEdit(state, plan.edits, document);
      if (edit) {
        const title =
          plan.kind === 'file'
            ? vscode.l10n.t('Suppress {0} in this file', f.ruleId)
            : plan.kind === 'block'
              ? vscode.l10n.t('Suppress {0} in this block', f.ruleId)
              : vscode.l10n.t('Suppress {0} on this line', f.ruleId);
        const a = new vscode.CodeAction(title, SUPPRESS_KIND);
        a.edit = edit;
        a.diagnostics = [d];
        out.push({ key: `edit\u0000${editKey(plan.edits)}`, action: a });
      }
    }
    return out;
  }

  /** Restricted Mode hides every write; this says why and leads to the trust editor (it edits nothing). */
  private trustAction(d: vscode.Diagnostic): vscode.CodeAction {
    const a = new vscode.CodeAction(vscode.l10n.t('Fixes are off in Restricted Mode — Manage Workspace Trust…'), vscode.CodeActionKind.QuickFix);
    a.command = { title: a.title, command: 'workbench.trust.manage' };
    a.diagnostics = [d];
    return a;
  }

  private docsAction(ruleId: string, d: vscode.Diagnostic): vscode.CodeAction {
    const a = new vscode.CodeAction(vscode.l10n.t('Show documentation for {0}', ruleId), vscode.CodeActionKind.QuickFix);
    // The packaged page, inside VS Code (docs/features.md H9).
    a.command = { title: a.title, command: COMMAND.openRuleDocs, arguments: [ruleId] };
    a.diagnostics = [d];
    return a;
  }

  /**
   * One action for every fix of this file that `include` accepts (non-overlapping, each
   * still finding its text); undefined when none applies. The caller sets the title.
   */
  private bulkAction(
    state: SkillState,
    findings: Finding[],
    rel: string,
    document: vscode.TextDocument,
    include: (f: Finding) => boolean,
    kind: vscode.CodeActionKind = vscode.CodeActionKind.QuickFix,
  ): { action: vscode.CodeAction; count: number; findings: Finding[]; key: string } | undefined {
    const { findings: chosen } = fixAllEdits(findings, rel, include);
    const we = new vscode.WorkspaceEdit();
    const applied: Finding[] = [];
    const edits: TextEdit[] = [];
    for (const f of chosen) {
      const checked = checkedEdits(state.scan.result!.doc, f.fix!.edits);
      if (!checked || !editsStillApply(checked, (e) => document.getText(toRange(e.range)))) continue;
      for (const e of checked) we.replace(document.uri, toRange(e.range), eolFor(document, e.newText));
      applied.push(f);
      edits.push(...f.fix!.edits);
    }
    if (applied.length === 0) return undefined;
    const a = new vscode.CodeAction('', kind);
    a.edit = we;
    return { action: a, count: applied.length, findings: applied, key: editKey(edits) };
  }

  /** A WorkspaceEdit for `edits`, or undefined when any target text changed since the scan. */
  private async verifiedEdit(state: SkillState, edits: TextEdit[], document: vscode.TextDocument): Promise<vscode.WorkspaceEdit | undefined> {
    const doc = state.scan.result!.doc;
    const checked = checkedEdits(doc, edits);
    if (!checked || checked.length === 0) return undefined;
    const docs = new Map<string, vscode.TextDocument>();
    for (const e of checked) {
      if (docs.has(e.file)) continue;
      const uri = vscode.Uri.file(path.join(state.dir, e.file));
      if (uri.toString() === document.uri.toString()) docs.set(e.file, document);
      else {
        try {
          docs.set(e.file, await vscode.workspace.openTextDocument(uri));
        } catch {
          return undefined;
        }
      }
    }
    const live = (e: CheckedEdit) => {
      const td = docs.get(e.file)!;
      const r = toRange(e.range);
      return td.validateRange(r).isEqual(r) ? td.getText(r) : undefined;
    };
    if (!editsStillApply(checked, live)) return undefined;
    const we = new vscode.WorkspaceEdit();
    for (const e of checked) {
      const td = docs.get(e.file)!;
      we.replace(td.uri, toRange(e.range), eolFor(td, e.newText));
    }
    return we;
  }
}

function eolFor(doc: vscode.TextDocument, text: string): string {
  return doc.eol === vscode.EndOfLine.CRLF ? text.replace(/\r?\n/g, '\r\n') : text;
}
