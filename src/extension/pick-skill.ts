/**
 * The skill a command works on: its argument (a SKILL.md or its folder, from the
 * explorer or the editor title; a node of the Luban view; or a path), else the active editor's skill, else a
 * pick among the scanned skills. One resolution for every command that takes a skill.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import type { DiagnosticsController } from './diagnostics.ts';

export interface PickSkillOptions {
  /** Shown when no skill is scanned (localised by the caller). */
  noSkill: string;
  /** The quick pick's placeholder (localised by the caller). */
  placeHolder: string;
  /**
   * An argument that names no skill (a URI of no scanned skill, an empty path): `stop`
   * (a report shows nothing rather than another skill's report) or `ask` (the optimiser
   * falls back to the active editor, then a pick).
   */
  unknownArgument: 'stop' | 'ask';
}

/** The scanned skill a URI names: a file inside it, its folder, or its SKILL.md. */
function skillAtUri(controller: DiagnosticsController, uri: vscode.Uri): string | undefined {
  return controller.skillOf(uri) ?? (controller.stateOf(uri.fsPath) ? uri.fsPath : controller.skillOf(vscode.Uri.joinPath(uri, 'SKILL.md')));
}

/** A node of the Luban view (its context menus pass it): it names its skill folder. */
function viewNodeDir(arg: unknown): string | undefined {
  if (typeof arg !== 'object' || arg === null || arg instanceof vscode.Uri) return undefined;
  const { dir, kind } = arg as { dir?: unknown; kind?: unknown };
  return typeof dir === 'string' && typeof kind === 'string' ? dir : undefined;
}

/** The skill folder for a command, or undefined (nothing scanned, the pick dismissed). */
export async function pickSkill(controller: DiagnosticsController, arg: unknown, o: PickSkillOptions): Promise<string | undefined> {
  // A multi-selection in the explorer: the first item.
  if (Array.isArray(arg)) arg = arg[0];
  const fromView = viewNodeDir(arg);
  if (fromView) arg = vscode.Uri.file(fromView);
  if (arg instanceof vscode.Uri) {
    const fromUri = skillAtUri(controller, arg);
    if (fromUri || o.unknownArgument === 'stop') return fromUri;
  }
  if (typeof arg === 'string' && (arg || o.unknownArgument === 'stop')) return arg ? path.resolve(arg) : undefined;
  const active = vscode.window.activeTextEditor?.document;
  const fromEditor = active ? controller.skillOf(active) : undefined;
  if (fromEditor) return fromEditor;
  const dirs = controller.allStates.map((s) => s.dir).sort();
  if (!dirs.length) {
    void vscode.window.showInformationMessage(o.noSkill);
    return undefined;
  }
  if (dirs.length === 1) return dirs[0];
  const p = await vscode.window.showQuickPick(
    dirs.map((d) => ({ label: path.basename(d), description: vscode.workspace.asRelativePath(d), dir: d })),
    { placeHolder: o.placeHolder },
  );
  return p?.dir;
}
