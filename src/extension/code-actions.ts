/**
 * Quick fixes (SPEC H3) and `source.fixAll.luban` for the safe ones, so
 * `"editor.codeActionsOnSave": { "source.fixAll.luban": "explicit" }` works.
 *
 * Every edit is checked against the text the scan saw: if the text under a range has
 * changed since, the fix is not offered (a rescan is on its way). VS Code also refuses
 * a WorkspaceEdit made for an older document version. In a restricted (untrusted)
 * workspace no action that writes is offered: scanning only (SPEC H7).
 */
import path from 'node:path';
import * as vscode from 'vscode';
import type { Finding, Fix, TextEdit } from '../core/rules/types.ts';
import { COMMAND } from './command-ids.ts';
import type { DiagnosticsController, SkillState } from './diagnostics.ts';
import { ruleIdOf, toRange } from './diagnostics.ts';
import { checkedEdits, editsStillApply, fixAllEdits, suppressionPlan, type CheckedEdit } from './edits.ts';
import { relativeInside } from './skill-locator.ts';

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
    if (!state?.scan.result || token.isCancellationRequested) return [];
    const findings = state.byUri.get(document.uri.toString()) ?? [];
    const rel = relativeInside(state.dir, document.uri.fsPath);
    if (rel === undefined) return [];

    const actions: vscode.CodeAction[] = [];
    const trusted = vscode.workspace.isTrusted;
    if (wantQuick) {
      for (const d of ours) {
        const f = findings.find((x) => x.ruleId === ruleIdOf(d) && x.message === d.message && toRange(x.range).isEqual(d.range));
        if (!f) continue;
        if (trusted) actions.push(...(await this.fixActions(state, f, d, document)));
        actions.push(this.docsAction(f.ruleId, d));
      }
      if (trusted && ours.some((d) => findings.some((f) => f.fix?.safe && f.ruleId === ruleIdOf(d)))) {
        const all = await this.fixAllAction(state, findings, rel, document, vscode.CodeActionKind.QuickFix);
        if (all && all.count > 1) actions.push(all.action);
      }
    }
    if (wantFixAll && trusted) {
      const all = await this.fixAllAction(state, findings, rel, document, FIX_ALL_KIND);
      if (all) actions.push(all.action);
    }
    return actions;
  }

  private async fixActions(state: SkillState, f: Finding, d: vscode.Diagnostic, document: vscode.TextDocument): Promise<vscode.CodeAction[]> {
    const out: vscode.CodeAction[] = [];
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
      out.push(a);
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
        out.push(a);
      }
    }
    return out;
  }

  private docsAction(ruleId: string, d: vscode.Diagnostic): vscode.CodeAction {
    const a = new vscode.CodeAction(vscode.l10n.t('Show documentation for {0}', ruleId), vscode.CodeActionKind.QuickFix);
    // The packaged page, inside VS Code (SPEC H9).
    a.command = { title: a.title, command: COMMAND.openRuleDocs, arguments: [ruleId] };
    a.diagnostics = [d];
    return a;
  }

  private async fixAllAction(
    state: SkillState,
    findings: Finding[],
    rel: string,
    document: vscode.TextDocument,
    kind: vscode.CodeActionKind,
  ): Promise<{ action: vscode.CodeAction; count: number } | undefined> {
    const { findings: chosen } = fixAllEdits(findings, rel);
    const we = new vscode.WorkspaceEdit();
    let count = 0;
    for (const f of chosen) {
      const checked = checkedEdits(state.scan.result!.doc, f.fix!.edits);
      if (!checked || !editsStillApply(checked, (e) => document.getText(toRange(e.range)))) continue;
      for (const e of checked) we.replace(document.uri, toRange(e.range), eolFor(document, e.newText));
      count++;
    }
    if (count === 0) return undefined;
    const a = new vscode.CodeAction(vscode.l10n.t('Fix all safe Luban problems in this file ({0})', count), kind);
    a.edit = we;
    return { action: a, count };
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
