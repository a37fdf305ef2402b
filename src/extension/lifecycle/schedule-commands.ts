/** The lifecycle commands this module owns (docs/features.md E3, E3a, E3b): the window's task queue, Harden Rules, Refresh Knowledge, Apply Slim Plan. */
import type * as vscode from 'vscode';
import type { DiagnosticsController } from '../diagnostics.ts';
import { registerHarden } from './harden.ts';
import { registerRefresh } from './refresh.ts';
import { registerSlim } from './slim.ts';
import { EditorTasks } from './tasks.ts';

export function registerLifecycle(context: vscode.ExtensionContext, controller: DiagnosticsController, log: vscode.LogOutputChannel): EditorTasks {
  const tasks = new EditorTasks(controller);
  context.subscriptions.push(tasks);
  registerHarden(context, controller, tasks, log);
  registerRefresh(context, controller, tasks, log);
  registerSlim(context, controller, tasks, log);
  return tasks;
}
