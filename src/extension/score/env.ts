/**
 * What the score commands share (./index.ts registers them): the scanned skills, the
 * model services, the read-only documents they open, the skills being worked on, and
 * where a judged scorecard is handed to (the dashboard).
 */
import * as vscode from 'vscode';
import type { Scorecard } from '../../core/api/score.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import type { ModelServices } from '../models/index.ts';
import { pickSkill } from '../pick-skill.ts';
import { openReportTab } from '../reports/open-report.ts';
import { VirtualDocuments } from '../virtual-documents.ts';

/** The scheme of the score documents (scorecard, trigger evaluation, history): read-only, never on disk. */
export const SCORE_SCHEME = 'luban-score';

export class ScoreDocuments extends VirtualDocuments {}

/** Where a judged scorecard goes once a run has one (the dashboard's dimension view shows it). */
export interface ScorecardSink {
  setScorecard(dir: string, card: Scorecard): void;
}

export interface ScoreEnv {
  context: vscode.ExtensionContext;
  controller: DiagnosticsController;
  log: vscode.LogOutputChannel;
  models: ModelServices;
  docs: ScoreDocuments;
  sink: ScorecardSink;
  /** Skill folders a score or trigger run is working on now: one run per skill at a time. */
  busy: Set<string>;
}

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

let seq = 0;

/** Show a generated Markdown document in its own preview tab (read-only). */
export async function openDocument(env: ScoreEnv, name: string, kind: 'score' | 'triggers' | 'history', markdown: string): Promise<vscode.Uri> {
  const uri = vscode.Uri.from({ scheme: SCORE_SCHEME, path: `/${++seq}/${name}-${kind}.md` });
  env.docs.set(uri, markdown);
  await openReportTab(uri, env.log);
  return uri;
}

/** One run per skill at a time: true (and said) when a score or trigger run is working on `dir` now. */
export function alreadyBusy(env: ScoreEnv, dir: string, where: string): boolean {
  if (!env.busy.has(dir)) return false;
  void vscode.window.showInformationMessage(t('Luban is already working on {0}; wait for it to finish or cancel it.', where));
  return true;
}

/** The skill's SKILL.md could not be read: says so; nothing to run. */
export function unreadable(where: string): undefined {
  void vscode.window.showWarningMessage(t('Luban could not read the SKILL.md of {0} (it may be excluded by the config file).', where));
  return undefined;
}

/** The skill a command works on: its argument, else the active editor's skill, else a pick. */
export function skillFor(env: ScoreEnv, arg: unknown, placeHolder: string): Promise<string | undefined> {
  return pickSkill(env.controller, arg, {
    noSkill: t('Luban found no skill. Open a SKILL.md or run "Luban: Scan Workspace".'),
    placeHolder,
    unknownArgument: 'stop',
  });
}
