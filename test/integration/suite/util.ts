/**
 * Helpers for the extension-host suites: wait on VS Code events with a timeout
 * (never a fixed sleep), find the fixture workspace, get the extension's API.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import type { LubanApi } from '../../../src/extension/extension.ts';
import { shot } from './mocha-run.ts';

export const EXTENSION_ID = 'luban.luban';

export function workspaceRoot(): string {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the test workbench has no workspace folder');
  return folder.uri.fsPath;
}

export function wsUri(...parts: string[]): vscode.Uri {
  return vscode.Uri.file(path.join(workspaceRoot(), ...parts));
}

export async function api(): Promise<LubanApi> {
  const ext = vscode.extensions.getExtension<LubanApi>(EXTENSION_ID);
  if (!ext) throw new Error(`extension ${EXTENSION_ID} is not loaded`);
  const a = await ext.activate();
  await a.initialScan;
  return a;
}

/**
 * Resolve with the first truthy value of `probe`, re-checked whenever diagnostics
 * change and every 50 ms (for state that has no event), or fail after `timeoutMs`
 * with `what` and the last value seen.
 */
export function waitFor<T>(probe: () => T | undefined | null | false, what: string, timeoutMs = 25000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const check = () => {
      if (done) return;
      let v: T | undefined | null | false;
      try {
        v = probe();
      } catch (e) {
        finish();
        reject(e as Error);
        return;
      }
      if (v) {
        finish();
        resolve(v);
      }
    };
    const sub = vscode.languages.onDidChangeDiagnostics(check);
    const timer = setInterval(check, 50);
    const deadline = setTimeout(() => {
      finish();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    function finish() {
      done = true;
      sub.dispose();
      clearInterval(timer);
      clearTimeout(deadline);
    }
    check();
  });
}

export function lubanDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Luban');
}

export function ruleOf(d: vscode.Diagnostic): string {
  return typeof d.code === 'object' && d.code !== null ? String(d.code.value) : String(d.code);
}

/** Our diagnostics for `rule` (optionally on a 0-based line). */
export function find(uri: vscode.Uri, rule: string, line?: number): vscode.Diagnostic[] {
  return lubanDiagnostics(uri).filter((d) => ruleOf(d) === rule && (line === undefined || d.range.start.line === line));
}

/** 0-based line of the first line containing `needle`. */
export function lineOf(doc: vscode.TextDocument, needle: string): number {
  for (let i = 0; i < doc.lineCount; i++) if (doc.lineAt(i).text.includes(needle)) return i;
  throw new Error(`"${needle}" not found in ${doc.uri.fsPath}`);
}

export async function codeActions(uri: vscode.Uri, range: vscode.Range, only?: vscode.CodeActionKind): Promise<vscode.CodeAction[]> {
  // VS Code rejects a code-action request with "Canceled" when a provider is registered
  // meanwhile (another extension activating): ask again, a bounded number of times.
  for (let attempt = 0; ; attempt++) {
    try {
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, range, only?.value);
      return actions ?? [];
    } catch (e) {
      if (attempt >= 20 || !/cancel/i.test(String((e as Error)?.message ?? e))) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Ask for code actions until `ready(actions)` holds (or fail after `timeoutMs`). VS Code
 * cancels a code-action request — and drops every provider's answer — when any
 * extension registers a provider meanwhile (e.g. the built-in Markdown features
 * activating), so a single request right after opening a file can come back empty.
 */
export async function codeActionsWhen(
  uri: vscode.Uri,
  range: vscode.Range,
  only: vscode.CodeActionKind | undefined,
  ready: (actions: vscode.CodeAction[]) => boolean,
  what: string,
  timeoutMs = 15000,
): Promise<vscode.CodeAction[]> {
  const end = Date.now() + timeoutMs;
  let last: vscode.CodeAction[] = [];
  for (;;) {
    last = await codeActions(uri, range, only);
    if (ready(last)) return last;
    if (Date.now() > end)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last answer: ${last.map((a) => a.title).join(' | ') || '(none)'}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Apply an action's edit and check VS Code accepted it. */
export async function apply(action: vscode.CodeAction): Promise<void> {
  if (!action.edit) throw new Error(`action "${action.title}" has no edit`);
  const ok = await vscode.workspace.applyEdit(action.edit);
  if (!ok) throw new Error(`VS Code refused the edit of "${action.title}"`);
}

/** Replace the whole text of an open document. */
export async function setText(doc: vscode.TextDocument, text: string): Promise<void> {
  const we = new vscode.WorkspaceEdit();
  we.replace(doc.uri, new vscode.Range(0, 0, doc.lineCount, 0), text);
  if (!(await vscode.workspace.applyEdit(we))) throw new Error('edit refused');
}

/** Close every editor, discarding unsaved changes (never a "save?" dialog). */
export async function closeAll(): Promise<void> {
  await shot();
  for (const doc of vscode.workspace.textDocuments.filter((d) => d.isDirty && d.uri.scheme === 'file')) {
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** The view type of VS Code's Markdown preview editor (a report's own tab). */
export const MARKDOWN_PREVIEW_EDITOR = 'vscode.markdown.preview.editor';

/** The open tab previewing `uri` in the Markdown preview editor, if any. */
export function previewTabOf(uri: vscode.Uri): vscode.Tab | undefined {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .find((tab) => tab.input instanceof vscode.TabInputCustom && tab.input.viewType === MARKDOWN_PREVIEW_EDITOR && tab.input.uri.toString() === uri.toString());
}
