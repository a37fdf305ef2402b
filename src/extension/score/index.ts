/**
 * What the CLI's `score`, `triggers` and `history` do, in the editor (issue 33 item 10),
 * calling the same core functions:
 *
 *   score-command.ts      "Luban: Score Skill": the judged scorecard (cost plan first)
 *   triggers-command.ts   "Luban: Evaluate Triggers": precision and recall of loading (cost plan first)
 *   history-command.ts    "Luban: Show Score History": results.tsv as `luban history` shows it
 *   model-step.ts         the model, its consent and the cost plan, asked once; the run's progress notification
 *   *-markdown.ts, plan-words.ts, consent-words.ts, progress-text.ts   the words (pure)
 *
 * All three are registered in Restricted Mode too: there they call no model (the static
 * scorecard, the description overlap) and write nothing.
 */
import * as vscode from 'vscode';
import { COMMAND } from '../command-ids.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { ModelServices } from '../models/index.ts';
import { SCORE_SCHEME, ScoreDocuments, type ScoreEnv, type ScorecardSink } from './env.ts';
import { historyCommand } from './history-command.ts';
import { scoreCommand } from './score-command.ts';
import { triggersCommand } from './triggers-command.ts';

export type { ScorecardSink } from './env.ts';
export type { ScoreCommandResult } from './score-command.ts';
export type { TriggersCommandResult } from './triggers-command.ts';
export type { HistoryCommandResult } from './history-command.ts';

export function registerScoreCommands(
  context: vscode.ExtensionContext,
  controller: DiagnosticsController,
  log: vscode.LogOutputChannel,
  sink: ScorecardSink,
): void {
  const docs = new ScoreDocuments();
  const env: ScoreEnv = { context, controller, log, models: new ModelServices(context, log), docs, sink, busy: new Set() };
  context.subscriptions.push(
    docs,
    vscode.workspace.registerTextDocumentContentProvider(SCORE_SCHEME, docs),
    vscode.commands.registerCommand(COMMAND.scoreSkill, (arg?: unknown, args?: unknown) => scoreCommand(env, arg, args)),
    vscode.commands.registerCommand(COMMAND.evaluateTriggers, (arg?: unknown) => triggersCommand(env, arg)),
    vscode.commands.registerCommand(COMMAND.showScoreHistory, (arg?: unknown) => historyCommand(env, arg)),
  );
}
