/**
 * Palette commands that work today (docs/features.md H1): Scan Workspace, Show Skill Report,
 * Open Rule Documentation, and — when the engine provides them — Health Check
 * (SkillOps) and Slim Skill (Distill). Reports are saved in the skill's
 * `.luban/reports/` and open in a preview tab of their own (docs/features.md H9, ./reports/); after
 * the slim plan, applying it item by item is offered (./lifecycle/slim.ts); rule
 * pages open offline from the packaged docs (./docs/rule-docs.ts). None of these edits
 * the skill itself, so all of them stay available in restricted mode.
 */
import { VirtualDocuments } from './virtual-documents.ts';
import * as vscode from 'vscode';
import { problemCounts } from './problem-counts.ts';
import { allRules } from '../core/api/scan.ts';
import { docsUrl } from '../core/api/rules.ts';
import { COMMAND } from './command-ids.ts';
import type { DiagnosticsController } from './diagnostics.ts';
import type { RuleDocs } from './docs/rule-docs.ts';
import { pickSkill as pickSkillFor } from './pick-skill.ts';
import { countFindings, renderReport } from './report.ts';
import { openReportTab } from './reports/open-report.ts';
import { saveReport, type ReportKind } from './reports/report-files.ts';
import { scoreOf } from './status.ts';
import { extraReports } from './extra-reports.ts';
import type { SkillScanResult } from '../core/api/scan.ts';
import { applicableItems, backupFolder } from '../core/api/edits.ts';
import { distillPlan } from '../core/api/modules.ts';

export const REPORT_SCHEME = 'luban-report';

/** Read-only generated documents (rule pages from metadata), addressed by `luban-report:` URIs. */
export class ReportDocuments extends VirtualDocuments {}

export interface CommandResult {
  /** The saved report file (`<skill>/.luban/reports/<kind>-YYYYMMDD-HHMM.md`). */
  uri: vscode.Uri;
  text: string;
}

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

export interface CommandsDeps {
  controller: DiagnosticsController;
  ruleDocs: RuleDocs;
  log: vscode.LogOutputChannel;
  /** Told after a report is saved (the Luban view lists it). */
  onReportSaved: (dir: string, file: string) => void;
}

/** Save a report in the skill's `.luban/reports/` and open it in its own preview tab. */
export async function saveAndShowReport(dir: string, kind: ReportKind, text: string, log: vscode.LogOutputChannel): Promise<CommandResult> {
  const file = await saveReport(dir, kind, text);
  const uri = vscode.Uri.file(file);
  log.info(`${kind} of ${dir} saved to ${file}`);
  await openReportTab(uri, log);
  return { uri, text };
}

/**
 * After the slim plan is shown: offer to apply it item by item (issue 12 item 4) when some
 * item has an automatic change and the workspace is trusted. Not awaited: the report is
 * there whatever the person does with the offer.
 */
function offerSlimApply(dir: string, result: SkillScanResult): void {
  if (!vscode.workspace.isTrusted) return;
  const n = applicableItems(result.doc, distillPlan(result.doc, result.findings).items, backupFolder(new Date())).length;
  if (!n) return;
  const go = t('Apply item by item…');
  void vscode.window
    .showInformationMessage(
      t('{0} item(s) of the slim plan can be applied, each after a preview. Removed files stay recoverable in .luban/slim-backups/.', n),
      go,
    )
    .then((c) => {
      if (c === go) void vscode.commands.executeCommand(COMMAND.applySlimPlan, dir);
    });
}

export function registerCommands({ controller, ruleDocs, log, onReportSaved }: CommandsDeps): vscode.Disposable[] {
  const show = async (kind: ReportKind, dir: string, text: string): Promise<CommandResult | undefined> => {
    try {
      const r = await saveAndShowReport(dir, kind, text, log);
      onReportSaved(dir, r.uri.fsPath);
      return r;
    } catch (e) {
      log.error(`saving the ${kind} of ${dir} failed: ${(e as Error)?.stack ?? String(e)}`);
      void vscode.window.showErrorMessage(t('Luban could not save the report in {0}: {1}', dir, (e as Error)?.message ?? String(e)));
      return undefined;
    }
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
      const counts = problemCounts(c, t);
      void vscode.window.showInformationMessage(n === 1 ? t('Luban scanned 1 skill: {0}.', counts) : t('Luban scanned {0} skills: {1}.', n, counts));
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
      const workspace = controller.allStates.flatMap((s) => (s.scan.result ? [s.scan.result] : []));
      return show(
        'report',
        dir,
        renderReport(result, scoreOf(result), t, (id) => ruleDocs.linkFor(id, docsUrl), controller.scanner.locale, workspace),
      );
    }),
    vscode.commands.registerCommand(COMMAND.openRuleDocs, async (ruleId?: unknown): Promise<vscode.Uri | undefined> => {
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
      return ruleDocs.open(id);
    }),
  ];

  for (const extra of extraReports) {
    disposables.push(
      vscode.commands.registerCommand(extra.command, async (arg?: unknown): Promise<CommandResult | undefined> => {
        const dir = await pickSkill(arg);
        if (!dir) return undefined;
        // The slim plan is about every file on disk: read the folder afresh rather than trust
        // an inventory that file events may not have caught up with yet.
        if (extra.kind === 'slim') controller.scanner.invalidate(dir);
        const state = await controller.scanNow(dir);
        const result = state?.scan.result;
        if (!result) return undefined;
        const shown = await show(extra.kind, dir, extra.render(result, controller.scanner.locale));
        if (shown && extra.kind === 'slim') offerSlimApply(dir, result);
        return shown;
      }),
    );
  }
  return disposables;
}
