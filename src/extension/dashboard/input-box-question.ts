/**
 * A free-text question (the metis wizard's) asked while the dashboard cannot show it: a
 * VS Code input box listing the choices' ids; Escape is no answer.
 */
import * as vscode from 'vscode';
import { NoAnswerError, type Checkpoint } from '../../core/api/loop.ts';
import { editorLocale } from '../settings.ts';

export async function askInputBox(c: Checkpoint, signal: AbortSignal): Promise<string> {
  const cts = new vscode.CancellationTokenSource();
  signal.addEventListener('abort', () => cts.cancel(), { once: true });
  const locale = editorLocale();
  const body = locale === 'zh-CN' ? c.body.zh : c.body.en;
  const question = body.split('\n\n').filter(Boolean).slice(-2).join(' ');
  const choices = c.choices.map((x) => `${x.id} = ${locale === 'zh-CN' ? x.label.zh : x.label.en}`).join(', ');
  const answer = await vscode.window.showInputBox(
    { title: locale === 'zh-CN' ? c.title.zh : c.title.en, prompt: `${question} (${choices})`, ignoreFocusOut: true },
    cts.token,
  );
  cts.dispose();
  if (answer === undefined) throw new NoAnswerError(c);
  return answer;
}
