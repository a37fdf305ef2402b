/**
 * A free-text question (the metis wizard's) asked outside the dashboard page (issue 33 item
 * 8): a notification first — it takes no focus, so a Command Palette the person is typing
 * in stays theirs — and the input box only when the person clicks "Answer…". Closing the
 * notification (or Escape in the box) is no answer: with the dashboard open the question
 * waits on its card; with it closed the wizard stops there, its progress saved, and the
 * stop message offers "Resume" (./command.ts). It never re-opens a box on its own.
 */
import * as vscode from 'vscode';
import { pick } from '../../core/api/base.ts';
import { NoAnswerError, type Checkpoint } from '../../core/api/loop.ts';
import { askInputBox } from '../dashboard/input-box-question.ts';
import { editorLocale } from '../settings.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** What the notification shows, and the button that opens the box. */
function questionNotice(c: Checkpoint): { message: string; answer: string } {
  return {
    message: t('Luban is waiting for your answer ({0}). Answer when you are ready; nothing goes on until you do.', pick(c.title, editorLocale())),
    answer: t('Answer…'),
  };
}

export async function askFreeText(c: Checkpoint, signal: AbortSignal): Promise<string> {
  if (signal.aborted) throw new NoAnswerError(c);
  const n = questionNotice(c);
  const stopped = new Promise<undefined>((resolve) => signal.addEventListener('abort', () => resolve(undefined), { once: true }));
  const clicked = await Promise.race([vscode.window.showInformationMessage(n.message, n.answer), stopped]);
  if (signal.aborted || clicked !== n.answer) throw new NoAnswerError(c);
  // The person asked for the box: it may keep its place while they look something up.
  return askInputBox(c, signal);
}
