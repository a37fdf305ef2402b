/**
 * Palette commands that work today (SPEC H1): Scan Workspace, Show Skill Report,
 * Open Rule Documentation, and — when the engine provides them — Health Check
 * (SkillOps) and Slim Skill (Distill). Reports open as read-only Markdown documents
 * in the preview. None of these writes to the workspace, so all of them stay
 * available in restricted mode.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { allRules } from '../core/rules/registry.ts';
import { docsUrl } from '../core/rules/types.ts';
import { COMMAND } from './command-ids.ts';
import type { DiagnosticsController } from './diagnostics.ts';
import { pickSkill as pickSkillFor } from './pick-skill.ts';
import { countFindings, renderReport } from './report.ts';
import { scoreOf } from './status.ts';
import { extraReports } from './extra-reports.ts';

export const REPORT_SCHEME = 'luban-report';

/** Read-only documents holding generated reports, addressed by `luban-report:` URIs. */
export class ReportDocuments implements vscode.TextDocumentContentProvider {
  private readonly contents = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.toString()) ?? '';
  }

  set(uri: vscode.Uri, text: string): void {
    this.contents.set(uri.toString(), text);
    this.changed.fire(uri);
  }

  dispose(): void {
    this.changed.dispose();
  }
}

export interface CommandResult {
  uri: vscode.Uri;
  text: string;
}

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

export function registerCommands(controller: DiagnosticsController, reports: ReportDocuments, log: vscode.LogOutputChannel): vscode.Disposable[] {
  const show = async (kind: string, dir: string, text: string): Promise<CommandResult> => {
    const uri = vscode.Uri.from({ scheme: REPORT_SCHEME, path: `/${path.basename(dir)}-${kind}.md`, query: dir });
    reports.set(uri, text);
    try {
      await vscode.commands.executeCommand('markdown.showPreview', uri);
    } catch (e) {
      log.warn(`markdown preview unavailable (${String(e)}); showing the report as text`);
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: true });
    }
    return { uri, text };
  };

  /** A report's skill: its argument decides; without one, the active editor or a pick. */
  const pickSkill = (arg: unknown): Promise<string | undefined> =>
    pickSkillFor(controller, arg, {
      noSkill: t('Luban found no skill to report on. Open a SKILL.md or run "Luban: Scan Workspace".'),
      placeHolder: t('Choose a skill'),
      unknownArgument: 'stop',
    });

  const disposables: vscode.Disposable[] = [
    vscode.commands.registerCommand(COMMAND.scanWorkspace, async () => {
      const n = await controller.scanWorkspace(true);
      const all = controller.allStates.flatMap((s) => s.scan.result?.findings ?? []);
      const c = countFindings(all);
      void vscode.window.showInformationMessage(t('Luban scanned {0} skills: {1} errors, {2} warnings, {3} info.', n, c.error, c.warning, c.info));
      return n;
    }),
    vscode.commands.registerCommand(COMMAND.showReport, async (arg?: unknown): Promise<CommandResult | undefined> => {
      const dir = await pickSkill(arg);
      if (!dir) return undefined;
      const state = await controller.scanNow(dir);
      const result = state?.scan.result ?? controller.stateOf(dir)?.scan.result;
      if (!result) {
        void vscode.window.showWarningMessage(t('Luban could not scan {0} (it may be excluded by the config file).', dir));
        return undefined;
      }
      return show('report', dir, renderReport(result, scoreOf(result), t, docsUrl));
    }),
    vscode.commands.registerCommand(COMMAND.openRuleDocs, async (ruleId?: unknown): Promise<string | undefined> => {
      let id = typeof ruleId === 'string' ? ruleId : undefined;
      if (!id) {
        const zh = vscode.env.language.toLowerCase().startsWith('zh');
        const pick = await vscode.window.showQuickPick(
          allRules.map((r) => ({ label: r.meta.id, description: r.meta.module, detail: zh ? r.meta.description.zh : r.meta.description.en })),
          { placeHolder: t('Choose a rule'), matchOnDescription: true, matchOnDetail: true },
        );
        id = pick?.label;
      }
      if (!id) return undefined;
      const url = docsUrl(id);
      await vscode.env.openExternal(vscode.Uri.parse(url));
      return url;
    }),
  ];

  for (const extra of extraReports) {
    disposables.push(
      vscode.commands.registerCommand(extra.command, async (arg?: unknown): Promise<CommandResult | undefined> => {
        const dir = await pickSkill(arg);
        if (!dir) return undefined;
        const state = await controller.scanNow(dir);
        const result = state?.scan.result;
        if (!result) return undefined;
        return show(extra.kind, dir, extra.render(result, controller.scanner.locale));
      }),
    );
  }
  return disposables;
}
