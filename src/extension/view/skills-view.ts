/**
 * The Luban view in the activity bar (docs/features.md H9): the workspace's skills with their
 * static view, security verdict, last score, due reminders, the running job and saved
 * reports (nodes from ./skill-tree.ts). It refreshes when a scan finishes, a run starts
 * or ends, or a report is saved. Context actions (Show Report, Optimize, Health Check,
 * Open Dashboard) are manifest menus on the `luban.skill` items; a report opens in its
 * preview tab on click.
 */
import * as vscode from 'vscode';
import { COMMAND } from '../command-ids.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { openReportTab } from '../reports/open-report.ts';
import { listReports } from '../reports/report-files.ts';
import { skillNodes, type TreeNode } from './skill-tree.ts';
import { dueReminderLabels, type ReminderLabel } from '../lifecycle/due-view.ts';
import { isReportOnly } from '../../core/api/scan.ts';
import { resultsRowsFor } from '../view-facts.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

export const VIEW_ID = 'luban.skills';

export interface RunningJob {
  readonly runningDir: string | undefined;
  readonly onDidChangeRunning: vscode.Event<void>;
}

export class SkillsView implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [];
  private job: RunningJob | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly controller: DiagnosticsController) {
    this.disposables.push(
      this.changed,
      controller.onDidUpdate(() => this.refreshSoon()),
    );
  }

  /** The optimiser, once it exists (it is registered after the view). */
  watchJob(job: RunningJob): void {
    this.job = job;
    this.disposables.push(job.onDidChangeRunning(() => this.refresh()));
    this.refresh();
  }

  refresh(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.changed.fire(undefined);
  }

  /** Scans come in bursts (a workspace scan, typing): one refresh per 200 ms. */
  private refreshSoon(): void {
    this.timer ??= setTimeout(() => this.refresh(), 200);
  }

  /** The roots as the view shows them (also what the integration tests read). */
  async roots(): Promise<TreeNode[]> {
    // Drawn from report-only results as they are (issue 30 item 6): only a result without the views' facts is made whole first.
    await this.controller.ensureWholeForView({ locale: this.controller.scanner.locale });
    const states = this.controller.allStates;
    // The scheduler's due reminders (weekly SkillOps …) beside CASCADE's findings; a failure to read them hides them, never the view.
    const reminders = await dueReminderLabels(
      states.map((s) => ({ dir: s.dir, result: s.scan.result })),
      this.controller.scanner.locale,
    ).catch(() => new Map<string, ReminderLabel[]>());
    const inputs = await Promise.all(
      states.map(async (s) => ({
        dir: s.dir,
        result: s.scan.result,
        reports: await listReports(s.dir),
        running: this.job?.runningDir === s.dir,
        locale: this.controller.scanner.locale,
        reminders: reminders.get(s.dir),
        ...(s.scan.result && isReportOnly(s.scan.result) ? { resultsRows: resultsRowsFor(s.dir, s.scan.result) } : {}),
      })),
    );
    return skillNodes(inputs, t);
  }

  getChildren(node?: TreeNode): Promise<TreeNode[]> | TreeNode[] {
    return node ? (node.children ?? []) : this.roots();
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    const collapsible = node.children?.length
      ? node.kind === 'skill'
        ? vscode.TreeItemCollapsibleState.Expanded
        : vscode.TreeItemCollapsibleState.Collapsed
      : vscode.TreeItemCollapsibleState.None;
    const item = new vscode.TreeItem(node.label, collapsible);
    item.id = node.id;
    item.description = node.description;
    item.tooltip = node.tooltip;
    item.iconPath = new vscode.ThemeIcon(node.icon, node.iconColor ? new vscode.ThemeColor(node.iconColor) : undefined);
    item.contextValue = node.contextValue;
    if (node.kind === 'skill') item.resourceUri = vscode.Uri.file(node.dir);
    if (node.file) item.command = { title: t('Open'), command: COMMAND.openViewNode, arguments: [node] };
    return item;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const d of this.disposables) d.dispose();
  }
}

/** Register the view and its click command; returns the provider (the extension's API exposes it). */
export function registerSkillsView(context: vscode.ExtensionContext, controller: DiagnosticsController, log: vscode.LogOutputChannel): SkillsView {
  const view = new SkillsView(controller);
  context.subscriptions.push(
    view,
    vscode.window.createTreeView(VIEW_ID, { treeDataProvider: view, showCollapseAll: true }),
    vscode.commands.registerCommand(COMMAND.refreshView, () => view.refresh()),
    vscode.commands.registerCommand(COMMAND.openViewNode, async (node?: TreeNode) => {
      if (!node?.file) return;
      if (node.kind === 'report') return openReportTab(vscode.Uri.file(node.file), log);
      const line = Math.max(0, (node.line ?? 1) - 1);
      await vscode.window.showTextDocument(vscode.Uri.file(node.file), { selection: new vscode.Range(line, 0, line, 0) });
    }),
  );
  return view;
}
