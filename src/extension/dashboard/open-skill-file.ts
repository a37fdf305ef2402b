/**
 * The dashboard's "open file" intent: open a file of a known skill in the editor, at a
 * line when one is given. Paths that leave the skill folder are refused (logged); a file
 * that does not exist yet gets a warning instead.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** `dir`: the skill's folder when the dashboard knows the skill, else undefined (refused). */
export async function openSkillFile(dir: string | undefined, skill: string, file: string, line: number | null, log: vscode.LogOutputChannel): Promise<void> {
  const target = dir ? path.resolve(dir, file) : undefined;
  const rel = dir && target ? path.relative(dir, target) : '..';
  if (!dir || !target || rel.startsWith('..') || path.isAbsolute(rel)) {
    log.warn(`dashboard: refused to open ${JSON.stringify(file)} of ${JSON.stringify(skill)} (not a file of a known skill)`);
    return;
  }
  try {
    await fs.access(target);
  } catch {
    void vscode.window.showWarningMessage(t('Luban: {0} does not exist yet.', path.join(path.basename(dir), rel)));
    return;
  }
  const at = line && line > 0 ? new vscode.Range(line - 1, 0, line - 1, 0) : undefined;
  await vscode.window.showTextDocument(vscode.Uri.file(target), { preview: true, selection: at });
}
