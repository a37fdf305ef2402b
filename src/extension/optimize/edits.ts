/**
 * SKILL.md for the optimiser in the editor, and every kept edit viewable in the diff
 * editor.
 *
 * `EditorWorkspace` is the loop's `Workspace` seam (core/loop/types.ts). The run starts
 * only when no editor buffer of the skill is dirty (the command asks to save first), so
 * the buffer and the disk agree; from then on the disk is the truth the ratchet works
 * on (git checkout and backups restore files on disk), and the editor follows it
 * (VS Code reloads clean buffers). Writes are atomic (temp + rename) and remembered, so
 * each kept round's before/after text can be shown. If the person edits SKILL.md while
 * the run is going, the command cancels the run (the round in progress is rolled back
 * on disk; their unsaved edit stays in the editor).
 *
 * `OptimizeDocuments` serves the read-only `luban-diff:` documents (the two sides of a
 * diff) and `luban-optimize:` documents (the run report, shown in the Markdown preview).
 */
import { VirtualDocuments } from '../virtual-documents.ts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import type { Workspace } from '../../core/api/loop.ts';
import { writeFileAtomic } from '../../core/api/base.ts';

export const DIFF_SCHEME = 'luban-diff';
export const OPTIMIZE_REPORT_SCHEME = 'luban-optimize';

export interface WriteRecord {
  file: string;
  before: string | undefined;
  after: string;
}

export class EditorWorkspace implements Workspace {
  private readonly lastWrite = new Map<string, WriteRecord>();
  readonly writes: WriteRecord[] = [];

  async readText(file: string): Promise<string | undefined> {
    try {
      return await fs.readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  }

  async writeText(file: string, text: string): Promise<void> {
    const before = await this.readText(file);
    await writeFileAtomic(file, text);
    const rec = { file: path.resolve(file), before, after: text };
    this.lastWrite.set(rec.file, rec);
    this.writes.push(rec);
  }

  /** The last write to `file` (the applied edit of the round being decided). */
  last(file: string): WriteRecord | undefined {
    return this.lastWrite.get(path.resolve(file));
  }
}

/**
 * Clean editor buffers of the skill's files that do not show what is on disk now.
 * VS Code reloads a clean buffer when its file watcher reports the change, but the
 * report can come late or not at all (a burst of git checkouts and atomic renames on a
 * busy machine), and a stale buffer saved later would undo the run. So at the end of a
 * run each such buffer is reloaded from disk ("Revert File" on a clean buffer only
 * reloads it). Dirty buffers are never touched: they hold the person's own edits.
 */
export async function reloadStaleBuffers(dir: string, log?: (line: string) => void): Promise<number> {
  const root = path.resolve(dir) + path.sep;
  let reloaded = 0;
  for (const doc of vscode.workspace.textDocuments) {
    if (doc.uri.scheme !== 'file' || doc.isDirty || !doc.uri.fsPath.startsWith(root)) continue;
    let disk: string;
    try {
      disk = await fs.readFile(doc.uri.fsPath, 'utf8');
    } catch {
      continue;
    }
    if (disk.replace(/\r\n/g, '\n') === doc.getText().replace(/\r\n/g, '\n')) continue;
    await vscode.window.showTextDocument(doc, { preview: false, preserveFocus: false });
    // The buffer may have been reloaded (or edited) meanwhile: revert only a clean, still stale one.
    if (doc.isDirty || vscode.window.activeTextEditor?.document !== doc) continue;
    await vscode.commands.executeCommand('workbench.action.files.revert');
    reloaded++;
    log?.(`reloaded ${doc.uri.fsPath} from disk (the editor had not picked up the run's last change)`);
  }
  return reloaded;
}

export interface KeptEdit {
  /** `<run>/<skill>/<round>`, unique in this window. */
  key: string;
  runId: string;
  skill: string;
  file: string;
  round: number;
  dim: string;
  delta: number | null;
  commit: string;
  before: string;
  after: string;
  /** When kept. */
  at: Date;
}

/** Read-only documents for diffs and reports, addressed by URI. */
export class OptimizeDocuments extends VirtualDocuments {}

function segment(s: string): string {
  return encodeURIComponent(s).replace(/%20/g, '-');
}

/** The two sides of a diff: `luban-diff:/<run>/<skill>/<label>/<before|after>/SKILL.md`. */
export function diffUris(runId: string, skill: string, label: string, fileName: string): { before: vscode.Uri; after: vscode.Uri } {
  const base = `/${segment(runId)}/${segment(skill)}/${segment(label)}`;
  return {
    before: vscode.Uri.from({ scheme: DIFF_SCHEME, path: `${base}/before/${fileName}` }),
    after: vscode.Uri.from({ scheme: DIFF_SCHEME, path: `${base}/after/${fileName}` }),
  };
}

/** Open `before` ↔ `after` in the diff editor. */
export async function showDiff(
  docs: OptimizeDocuments,
  d: { runId: string; skill: string; label: string; fileName: string; before: string; after: string; title: string },
  preserveFocus = false,
): Promise<{ before: vscode.Uri; after: vscode.Uri }> {
  const uris = diffUris(d.runId, d.skill, d.label, d.fileName);
  docs.set(uris.before, d.before);
  docs.set(uris.after, d.after);
  await vscode.commands.executeCommand('vscode.diff', uris.before, uris.after, d.title, { preview: true, preserveFocus });
  return uris;
}
