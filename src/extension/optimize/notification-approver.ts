/**
 * An optimiser question as a plain (non-modal) notification: the dashboard's fallback
 * while its card waits unseen (issue 12 item 5: the tab in the background, or the page
 * not answering). Unlike the modal dialog it leaves the workbench usable, so the card
 * and the notification can both be answered: the first answer wins. A 🛑 STOP (and the
 * security CHECKPOINT) is a warning, a 🔴 CHECKPOINT an information message; the
 * choices are its buttons (default first) and its text explains them (./choice-text.ts)
 * — a notification has no detail.
 *
 * VS Code cannot close a notification from code (microsoft/vscode#163298): once the
 * question is answered elsewhere or the run is cancelled, `signal` aborts, the promise
 * settles at once and a later click on the notification is ignored.
 */
import * as vscode from 'vscode';
import { pick, type Locale } from '../../core/api/base.ts';
import { NoAnswerError, type Approver, type Checkpoint } from '../../core/api/loop.ts';
import { notificationText, orderedChoices } from './choice-text.ts';
import { abortError, checkpointMark, raceAbort } from './modal-approver.ts';

interface ChoiceItem extends vscode.MessageItem {
  id: string;
}

export class NotificationApprover implements Approver {
  constructor(private readonly opts: { locale: () => Locale }) {}

  /** The choice id, or undefined when the notification was closed without an answer. */
  async show(checkpoint: Checkpoint, signal?: AbortSignal): Promise<string | undefined> {
    if (signal?.aborted) throw abortError(checkpoint);
    const locale = this.opts.locale();
    const items: ChoiceItem[] = orderedChoices(checkpoint).map((c) => ({ title: pick(c.label, locale), id: c.id }));
    const text = notificationText(checkpoint, locale, (m, ...a) => vscode.l10n.t(m, ...a), checkpointMark(checkpoint));
    const show = checkpoint.level === 'stop' || checkpoint.kind === 'security' ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
    const shown = Promise.resolve(show(text, ...items));
    const picked = await (signal ? raceAbort(shown, signal, checkpoint) : shown);
    if (!picked) return undefined;
    const id = typeof picked === 'string' ? checkpoint.choices.find((c) => pick(c.label, locale) === picked)?.id : picked.id;
    return id && checkpoint.choices.some((c) => c.id === id) ? id : undefined;
  }

  async ask(checkpoint: Checkpoint, signal?: AbortSignal): Promise<string> {
    const id = await this.show(checkpoint, signal);
    if (id === undefined) throw new NoAnswerError(checkpoint);
    return id;
  }
}
