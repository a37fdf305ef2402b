/**
 * Luban's VS Code extension host entry: a thin adapter over the core engine (which
 * never imports `vscode`). Wires diagnostics, quick fixes, commands, the status bar
 * the CodeLens, the rule hover and pages, and the Luban view, then scans the workspace's
 * skills in the background.
 * Activation: `workspaceContains:**∕SKILL.md` and `onLanguage:markdown`.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { LubanCodeActions } from './code-actions.ts';
import { COMMAND } from './command-ids.ts';
import { REPORT_SCHEME, ReportDocuments, registerCommands } from './commands.ts';
import { RuleDocs, RuleHover } from './docs/rule-docs.ts';
import { DiagnosticsController } from './diagnostics.ts';
import { registerDashboard } from './dashboard/dashboard.ts';
import { registerWizard } from './wizard/command.ts';
import { registerOptimize } from './optimize/index.ts';
import { registerRegression, type RegressionController } from './lifecycle/regress.ts';
import { registerReportFailure } from './lifecycle/report-failure.ts';
import { registerEvolve } from './lifecycle/evolve.ts';
import { registerScoreCommands } from './score/index.ts';
import { registerLifecycle } from './lifecycle/schedule-commands.ts';
import type { EditorTasks } from './lifecycle/tasks.ts';
import { SkillScanner } from '../frontend/editor/scanner.ts';
import { EDITOR_SCAN_CACHE } from './workspace-scan.ts';
import { editorLocale } from './settings.ts';
import { ScoreCodeLens, StatusBar } from './status.ts';
import { registerSkillsView, type SkillsView } from './view/skills-view.ts';

/** The walkthrough's id in package.json `contributes.walkthroughs`. */
export const WALKTHROUGH_ID = 'luban.gettingStarted';

const loadedAt = performance.now();

/** What `activate` returns: used by the integration tests and the bench. */
export interface LubanApi {
  /** Resolves with the number of skills once the background workspace scan is over. */
  initialScan: Promise<number>;
  /** Milliseconds from this module's evaluation to the end of `activate`. */
  activationMs: number;
  controller: DiagnosticsController;
  statusBar: StatusBar;
  /** The Luban view's TreeDataProvider. */
  skillsView: SkillsView;
  /** Packaged rule pages (docs/features.md H9). */
  ruleDocs: RuleDocs;
  /** MUSE regression on save and "Luban: Run Regression" (docs/features.md E2). */
  muse: RegressionController;
  /** The window's scheduler (docs/features.md E3): one lane per skill. */
  tasks: EditorTasks;
}

export function activate(context: vscode.ExtensionContext): LubanApi {
  const log = vscode.window.createOutputChannel('Luban', { log: true });
  const scanner = new SkillScanner({ locale: editorLocale() });
  const controller = new DiagnosticsController(scanner, log);
  // A large workspace's first scan keeps its scan cache beside the extension's other workspace state (never in the person's folders).
  if (context.storageUri) controller.scanCacheFile = path.join(context.storageUri.fsPath, EDITOR_SCAN_CACHE);
  const reports = new ReportDocuments();
  const lens = new ScoreCodeLens(controller);
  const ruleDocs = new RuleDocs(context.extensionUri.fsPath, reports, editorLocale, log);
  const skillFiles: vscode.DocumentSelector = [
    { scheme: 'file', pattern: '**/SKILL.md' },
    { scheme: 'file', pattern: '**/skill.md' },
  ];
  context.subscriptions.push(
    log,
    controller,
    reports,
    lens,
    vscode.workspace.registerTextDocumentContentProvider(REPORT_SCHEME, reports),
    vscode.languages.registerCodeActionsProvider({ scheme: 'file' }, new LubanCodeActions(controller), LubanCodeActions.metadata),
    vscode.languages.registerCodeLensProvider(skillFiles, lens),
    vscode.languages.registerHoverProvider({ scheme: 'file' }, new RuleHover(ruleDocs, editorLocale)),
    vscode.commands.registerCommand(COMMAND.openWalkthrough, () =>
      vscode.commands.executeCommand('workbench.action.openWalkthrough', `${context.extension.id}#${WALKTHROUGH_ID}`, false),
    ),
  );
  const skillsView = registerSkillsView(context, controller, log);
  context.subscriptions.push(...registerCommands({ controller, ruleDocs, log, onReportSaved: () => skillsView.refresh() }));
  controller.start();
  const dashboard = registerDashboard(context, controller, log);
  registerWizard(context, controller, dashboard, log);
  // Score Skill, Evaluate Triggers, Show Score History (issue 33 item 10): a judged card goes to the dashboard.
  // The dashboard takes each judged card as the skill's last full score.
  registerScoreCommands(context, controller, log, dashboard);
  const optimizer = registerOptimize(context, controller, log);
  optimizer.onReportSaved = () => skillsView.refresh();
  skillsView.watchJob(optimizer);
  const statusBar = new StatusBar(controller);
  // One task queue for the window (docs/features.md E3): the save hook's MUSE run, EvoSkill's patch and the lifecycle commands take turns per skill.
  const tasks = registerLifecycle(context, controller, log);
  const muse = registerRegression(context, controller, log, tasks);
  registerReportFailure(context, controller, log, tasks);
  registerEvolve(context, controller, log);
  context.subscriptions.push(statusBar);
  const activationMs = performance.now() - loadedAt;
  log.info(`activated in ${activationMs.toFixed(1)} ms (trusted: ${vscode.workspace.isTrusted})`);
  const initialScan = controller.scanWorkspace(false).catch((e: unknown) => {
    log.error(`workspace scan failed: ${(e as Error)?.stack ?? String(e)}`);
    return 0;
  });
  return { initialScan, activationMs, controller, statusBar, skillsView, ruleDocs, muse, tasks };
}

export function deactivate(): void {
  /* everything is disposed through context.subscriptions */
}
