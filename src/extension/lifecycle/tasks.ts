/**
 * The scheduler in the editor (docs/features.md E3): one core SkillTaskQueue for the window, told
 * when a person is editing a skill — any open, unsaved document inside the skill folder
 * — so the lifecycle commands that write (Harden Rules, Refresh Knowledge …) wait until
 * it is saved (the person editing wins), one task per skill, FIFO. A notification says
 * what is waiting and why. Nothing runs unless a command queued it.
 */
import * as vscode from 'vscode';
import path from 'node:path';
import { SkillTaskQueue } from '../../core/api/lifecycle.ts';
import { defaultStateDir, LOCKS_SUBDIR } from '../../core/api/base.ts';
import type { LifecycleModule } from '../../core/api/lifecycle.ts';
import type { DiagnosticsController } from '../diagnostics.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

export class EditorTasks implements vscode.Disposable {
  /** One task per skill across processes too: the lock files `luban optimize` & co. take (issue 31 item 7). */
  readonly queue = new SkillTaskQueue({ lockDir: path.join(defaultStateDir(), LOCKS_SUBDIR) });
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly controller: DiagnosticsController) {
    const update = (d: vscode.TextDocument) => this.updateEditing(d);
    this.disposables.push(
      vscode.workspace.onDidChangeTextDocument((e) => update(e.document)),
      vscode.workspace.onDidSaveTextDocument(update),
      vscode.workspace.onDidCloseTextDocument(update),
    );
    for (const d of vscode.workspace.textDocuments) update(d);
  }

  /** Whether a person is editing the skill now (an unsaved buffer inside it). */
  isEditing(dir: string): boolean {
    return vscode.workspace.textDocuments.some((d) => d.isDirty && !d.isClosed && d.uri.scheme === 'file' && this.controller.skillOf(d) === dir);
  }

  private updateEditing(doc: vscode.TextDocument): void {
    const dir = this.controller.skillOf(doc);
    if (dir) this.queue.setEditing(dir, this.isEditing(dir));
  }

  /**
   * Queue `work` for the skill and wait for it; while it waits for the person's edits
   * (or another task of the skill) a notification says so.
   */
  async run<T>(dir: string, module: LifecycleModule, title: string, work: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
    this.queue.setEditing(dir, this.isEditing(dir));
    let value: T | undefined;
    const [handle] = this.queue.enqueue({ skill: dir, module, trigger: 'command', label: title, run: async (signal) => void (value = await work(signal)) });
    const waiting = () => this.queue.snapshot().find((v) => v.id === handle.id && (v.state === 'queued' || v.waiting === 'elsewhere'));
    const message = (w: NonNullable<ReturnType<typeof waiting>>) =>
      w.waiting === 'editing'
        ? t("waiting until you save the skill's files")
        : w.waiting === 'elsewhere' && w.heldBy
          ? t('waiting: `{0}` (pid {1}) is writing this skill', w.heldBy.command, w.heldBy.pid)
          : t('waiting for another Luban task on this skill');
    const queue = this.queue;
    // Another process's lock is found a moment after the task starts: show the notice when it is.
    if (!waiting()) {
      const sub = this.queue.onDidChange(() => {
        if (waiting()) {
          sub.dispose();
          showWaiting();
        }
      });
      void handle.done.then(() => sub.dispose());
    } else showWaiting();
    function showWaiting(): void {
      void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (progress, token) => {
        token.onCancellationRequested(() => handle.cancel());
        const say = () => {
          const w = waiting();
          if (w) progress.report({ message: message(w) });
          return Boolean(w);
        };
        say();
        await new Promise<void>((resolve) => {
          const sub = queue.onDidChange(() => {
            if (!say()) {
              sub.dispose();
              resolve();
            }
          });
          void handle.done.then(() => {
            sub.dispose();
            resolve();
          });
        });
      });
    }
    const r = await handle.done;
    if (r.state === 'failed') throw r.error;
    return value;
  }

  dispose(): void {
    this.queue.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
