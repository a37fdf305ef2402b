/**
 * "Luban: Refresh Knowledge" (docs/features.md E3b): CASCADE's stale references for a skill; with
 * the person's consent (a modal the first time, remembered for the workspace in
 * `.luban/network.json`; off by default) the arXiv API and the cited sites are asked for
 * newer versions and dated `## [YYYY-MM-DD] 更新` blocks are appended to references/.
 * Queued on the skill's lane: a refresh waits while the skill is being edited, and never
 * writes a file that changed after it was read. The result opens as a Markdown document.
 */
import * as vscode from 'vscode';
import { pick } from '../../core/api/base.ts';
import { refreshKnowledge, type RefreshReport } from '../../core/api/lifecycle.ts';
import { renderRefresh } from '../../core/api/lifecycle.ts';
import { dueFiles, fileStatuses } from '../../core/api/lifecycle.ts';
import { allowNetwork, readNetworkConsent } from '../../core/api/formats.ts';
import { findWorkspaceRoot, recordRun } from '../../core/api/formats.ts';
import { COMMAND } from '../command-ids.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { pickSkill } from '../pick-skill.ts';
import { editorLocale } from '../settings.ts';
import { scriptedArg } from './scripted.ts';
import type { EditorTasks } from './tasks.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** The workspace whose `.luban/` holds the consent and the schedule. */
export async function workspaceOf(dir: string): Promise<string> {
  return vscode.workspace.getWorkspaceFolder(vscode.Uri.file(dir))?.uri.fsPath ?? (await findWorkspaceRoot(dir));
}

export function registerRefresh(context: vscode.ExtensionContext, controller: DiagnosticsController, tasks: EditorTasks, log: vscode.LogOutputChannel): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMAND.refreshKnowledge, async (arg?: unknown): Promise<RefreshReport | undefined> => {
      const { target, answer } = scriptedArg(arg, ['allow', 'offline'] as const);
      const dir = await pickSkill(controller, target, {
        noSkill: t('Luban found no skill to refresh. Open a SKILL.md or run "Luban: Scan Workspace".'),
        placeHolder: t('Choose a skill'),
        unknownArgument: 'stop',
      });
      if (!dir) return undefined;
      const workspace = await workspaceOf(dir);
      const first = (await controller.scanNow(dir))?.scan.result;
      if (!first) return undefined;
      const due = dueFiles(fileStatuses(first));
      let allowed = (await readNetworkConsent(workspace)).allowed;
      if (!allowed && due.length && vscode.workspace.isTrusted) {
        const allow = t('Allow network use');
        const offline = t('Offline only');
        const choice = answer
          ? answer === 'allow'
            ? allow
            : offline
          : await vscode.window.showInformationMessage(
              t('Refresh Knowledge can ask the arXiv API and the cited sites for newer versions. Allow network use for this workspace?'),
              { modal: true, detail: t('Off by default. Your choice is remembered in .luban/network.json; delete the file to turn it off again.') },
              allow,
              offline,
            );
        if (choice === allow) {
          await allowNetwork(workspace, new Date());
          allowed = true;
        }
      }
      return tasks.run(dir, 'CASCADE', t('Luban: Refresh Knowledge'), async (signal) => {
        // Read again now: the skill may have been edited while this task waited.
        const result = (await controller.scanNow(dir))?.scan.result ?? first;
        const now = new Date();
        const report = await refreshKnowledge(result, { now, network: allowed && vscode.workspace.isTrusted ? { signal } : undefined });
        if (report.networkUsed && report.checked > report.failures.length) {
          const { notice } = await recordRun(workspace, dir, 'CASCADE', now);
          if (notice) void vscode.window.showWarningMessage(pick(notice, editorLocale()));
        }
        const name = result.doc.frontmatter?.data?.name;
        const text = renderRefresh(report, typeof name === 'string' ? name : result.doc.folderName, editorLocale());
        log.info(text);
        const doc = await vscode.workspace.openTextDocument({ content: text, language: 'markdown' });
        await vscode.window.showTextDocument(doc, { preview: true });
        // The view's reminders and CASCADE's findings follow the refresh.
        await controller.scanNow(dir);
        if (report.failures.length)
          void vscode.window.showWarningMessage(t('Refresh Knowledge: {0} lookup(s) failed; the rest was refreshed.', report.failures.length));
        return report;
      });
    }),
  );
}
