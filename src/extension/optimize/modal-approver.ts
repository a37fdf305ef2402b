/**
 * The optimiser's questions as modal messages (docs/features.md §0 "human in the loop"): a 🔴
 * CHECKPOINT is an information message, a 🛑 STOP (and the security CHECKPOINT of a
 * skill with an open Sentinel error) a warning, each with the
 * checkpoint's choices as buttons (its default first: the primary button) and its body
 * as the detail, each choice explained under it (./choice-text.ts). A question with a
 * "stop here" choice has no separate Cancel: Escape is "stop here". Without one,
 * Escape (or the dialog's Cancel) is no answer: `NoAnswerError`, and the run stops
 * cleanly at that question (the detail says so).
 * When the run is cancelled while a question is open, the question is abandoned (the
 * dialog's later answer is ignored).
 */
import * as vscode from 'vscode';
import { pick, type Locale } from '../../core/api/base.ts';
import { NoAnswerError, type Approver, type Checkpoint } from '../../core/api/loop.ts';
import { modalChoiceText, orderedChoices, stopChoice } from './choice-text.ts';

interface ChoiceItem extends vscode.MessageItem {
  id: string;
}

export interface ModalApproverOptions {
  locale: () => Locale;
  /** Called before the question is shown (e.g. open the diff it talks about); may add a line to the detail. */
  beforeAsk?: (checkpoint: Checkpoint) => Promise<string | undefined>;
  log?: vscode.LogOutputChannel;
}

export function checkpointMark(c: Checkpoint): string {
  return c.level === 'stop' ? '🛑 STOP' : '🔴 CHECKPOINT';
}

export class ModalApprover implements Approver {
  constructor(private readonly opts: ModalApproverOptions) {}

  async ask(checkpoint: Checkpoint, signal?: AbortSignal): Promise<string> {
    const locale = this.opts.locale();
    if (signal?.aborted) throw abortError(checkpoint);
    let extra: string | undefined;
    try {
      extra = await this.opts.beforeAsk?.(checkpoint);
    } catch (e) {
      this.opts.log?.warn(`preparing ${checkpoint.id}: ${(e as Error)?.message ?? String(e)}`);
    }
    // The default answer first: it is the dialog's primary button. "stop here" is the close affordance (Escape), so no Cancel beside it.
    const stop = stopChoice(checkpoint);
    const items: ChoiceItem[] = orderedChoices(checkpoint).map((c) => ({
      title: pick(c.label, locale),
      id: c.id,
      ...(c.id === stop?.id ? { isCloseAffordance: true } : {}),
    }));
    const message = `${checkpointMark(checkpoint)} ${pick(checkpoint.title, locale)}`;
    const detail = [pick(checkpoint.body, locale), modalChoiceText(checkpoint, locale, (m, ...a) => vscode.l10n.t(m, ...a)), extra]
      .filter(Boolean)
      .join('\n\n');
    // A 🛑 STOP, and the security CHECKPOINT (docs/features.md B5a: an open Sentinel error), come as warnings.
    const show = checkpoint.level === 'stop' || checkpoint.kind === 'security' ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
    const shown = Promise.resolve(show(message, { modal: true, detail }, ...items));
    const picked = await (signal ? raceAbort(shown, signal, checkpoint) : shown);
    if (!picked) throw new NoAnswerError(checkpoint);
    const id = typeof picked === 'string' ? checkpoint.choices.find((c) => pick(c.label, locale) === picked)?.id : picked.id;
    if (!id || !checkpoint.choices.some((c) => c.id === id)) throw new NoAnswerError(checkpoint);
    return id;
  }
}

export function abortError(c: Checkpoint): Error {
  const e = new Error(`${c.id}: the run was cancelled while the question was open`);
  e.name = 'AbortError';
  return e;
}

export function raceAbort<T>(p: Promise<T>, signal: AbortSignal, c: Checkpoint): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(c));
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}
