/**
 * The edits the optimiser kept in this window: one per kept round, the newest 100,
 * each viewable in the diff editor ("Luban: Show Kept Edits", and the button at the end
 * of a run). The palette offers the command once there is one (`luban.hasKeptEdits`).
 */
import path from 'node:path';
import * as vscode from 'vscode';
import type { RoundResult } from '../../core/api/loop.ts';
import { CONTEXT_KEY } from '../command-ids.ts';
import { showDiff, type EditorWorkspace, type KeptEdit, type OptimizeDocuments } from './edits.ts';

const MAX_KEPT = 100;

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** What a kept round's text is read from: the run and the files it wrote. */
export interface RunFiles {
  id: string;
  dir: string;
  fileName: string;
  files: EditorWorkspace;
}

export class KeptEdits {
  private readonly edits: KeptEdit[] = [];

  constructor(private readonly docs: OptimizeDocuments) {}

  /**
   * A kept round's edit: SKILL.md before and after the run's last write of it. Undefined
   * when that write was not seen (then there is no diff to show).
   */
  record(run: RunFiles, r: RoundResult): KeptEdit | undefined {
    const w = run.files.last(path.join(run.dir, run.fileName));
    if (!w || w.before === undefined) return undefined;
    const edit: KeptEdit = {
      key: `${run.id}/${r.skill}/${r.round}`,
      runId: run.id,
      skill: r.skill,
      file: w.file,
      round: r.round,
      dim: r.dim,
      delta: r.delta,
      commit: r.commit,
      before: w.before,
      after: w.after,
      at: new Date(),
    };
    this.edits.push(edit);
    if (this.edits.length > MAX_KEPT) this.edits.splice(0, this.edits.length - MAX_KEPT);
    void vscode.commands.executeCommand('setContext', CONTEXT_KEY.hasKeptEdits, true);
    return edit;
  }

  /** Open a kept edit in the diff editor: by key, the only one of a run, or a pick. Returns the URIs shown. */
  async show(key?: string): Promise<{ before: vscode.Uri; after: vscode.Uri } | undefined> {
    let list = [...this.edits].reverse();
    if (key) list = list.filter((k) => k.key === key || k.runId === key);
    if (!list.length) {
      void vscode.window.showInformationMessage(t('Luban has no kept edit to show in this window yet. Run "Luban: Optimize Skill" first.'));
      return undefined;
    }
    let edit = list[0];
    if (list.length > 1) {
      const p = await vscode.window.showQuickPick(
        list.map((k) => ({
          label: `${k.skill} · ${t('round {0}', k.round)} · ${k.dim}${k.delta !== null ? ` ${k.delta > 0 ? '+' : ''}${k.delta}` : ''}`,
          description: k.commit,
          detail: k.at.toLocaleString(),
          k,
        })),
        { placeHolder: t('Choose a kept edit to show in the diff editor') },
      );
      if (!p) return undefined;
      edit = p.k;
    }
    return showDiff(this.docs, {
      runId: edit.runId,
      skill: edit.skill,
      label: `round-${edit.round}`,
      fileName: path.basename(edit.file),
      before: edit.before,
      after: edit.after,
      title: t('{0} round {1} ({2}): pre-edit ↔ kept', edit.skill, edit.round, edit.dim),
    });
  }
}
