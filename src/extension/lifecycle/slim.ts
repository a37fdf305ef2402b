/**
 * "Luban: Apply Slim Plan" (issue 12 item 4): the Distill plan of a skill, item by item.
 * Each item that has an automatic change gets a preview — the diff of the file it edits
 * (opened beside), or what moves where — and a modal 🔴 CHECKPOINT with Apply and Skip
 * (closing it stops the session). Deletions are moves into the skill's
 * `.luban/slim-backups/YYYYMMDD-HHMM/` and edits are atomic (core/modules/distill/
 * apply.ts), so every step can be undone. Queued on the skill's lane (Distill): it waits
 * while the skill is being edited. Writes files, so it needs a trusted workspace; the plan
 * itself (Slim Skill) stays available in restricted mode.
 *
 * The argument may script the answers for tests and other commands:
 * `{ skill, answers: ['apply', 'skip', …] }` (missing answers stop).
 */
import path from 'node:path';
import * as vscode from 'vscode';
import type { PlannedChange } from '../../core/api/edits.ts';
import { distillPlan } from '../../core/api/modules.ts';
import { formatBytes } from '../../core/api/modules.ts';
import { runSlimSession, type SlimAnswer, type SlimSessionResult } from '../../core/api/edits.ts';
import { captureBeforeEdit } from '../../core/api/lifecycle.ts';
import { museAfterEdit } from './after-edit.ts';
import { COMMAND } from '../command-ids.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { pickSkill } from '../pick-skill.ts';
import { editorLocale } from '../settings.ts';
import { VirtualDocuments } from '../virtual-documents.ts';
import type { EditorTasks } from './tasks.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

export const SLIM_PREVIEW_SCHEME = 'luban-slim';

export type ApplySlimResult = SlimSessionResult;

function scripted(arg: unknown): { target: unknown; answers?: SlimAnswer[] } {
  if (typeof arg !== 'object' || arg === null || arg instanceof vscode.Uri || Array.isArray(arg) || !('skill' in arg)) return { target: arg };
  const { skill, answers } = arg as { skill?: unknown; answers?: unknown };
  const list = Array.isArray(answers) ? answers.filter((a): a is SlimAnswer => a === 'apply' || a === 'skip' || a === 'stop') : [];
  return { target: skill, answers: list };
}

export function registerSlim(context: vscode.ExtensionContext, controller: DiagnosticsController, tasks: EditorTasks, log: vscode.LogOutputChannel): void {
  const previews = new VirtualDocuments();
  context.subscriptions.push(
    previews,
    vscode.workspace.registerTextDocumentContentProvider(SLIM_PREVIEW_SCHEME, previews),
    vscode.commands.registerCommand(COMMAND.applySlimPlan, async (arg?: unknown): Promise<ApplySlimResult | undefined> => {
      const { target, answers } = scripted(arg);
      const dir = await pickSkill(controller, target, {
        noSkill: t('Luban found no skill to slim. Open a SKILL.md or run "Luban: Scan Workspace".'),
        placeHolder: t('Choose a skill'),
        unknownArgument: 'stop',
      });
      if (!dir) return undefined;
      if (!vscode.workspace.isTrusted) {
        void vscode.window.showInformationMessage(
          t('Applying the slim plan moves and edits files: trust this workspace to apply it. "Slim Skill" shows the plan.'),
        );
        return undefined;
      }
      return tasks.run(dir, 'Distill', t('Luban: Apply Slim Plan'), async () => {
        const zh = editorLocale() === 'zh-CN';
        const load = async () => {
          // Every file on disk counts (moves just made included): read the folder afresh.
          controller.scanner.invalidate(dir);
          const state = await controller.scanNow(dir);
          const result = state?.scan.result;
          if (!result) throw new Error(`could not scan ${dir}`);
          return { doc: result.doc, items: distillPlan(result.doc, result.findings).items };
        };
        const apply = t('Apply');
        const skip = t('Skip');
        const ask = async (pc: PlannedChange, index: number, total: number): Promise<SlimAnswer> => {
          const title = t('🔴 CHECKPOINT ({0}/{1}) — slim plan item {2}: {3} {4}', index, total, pc.n, pc.item.priority, pc.item.files.join(', '));
          const description = zh ? pc.change.description.zh : pc.change.description.en;
          const size = pc.item.bytesDelta === null ? '' : ` (${formatBytes(pc.item.bytesDelta, true)})`;
          log.info(`slim ${path.basename(dir)} #${pc.n}: ${pc.change.description.en}`);
          if (pc.change.diff) {
            const edit = pc.change.steps.find((s) => s.op === 'edit');
            if (edit && edit.op === 'edit') {
              const stamp = `${Date.now().toString(36)}-${pc.n}`;
              const left = previews.set(vscode.Uri.from({ scheme: SLIM_PREVIEW_SCHEME, path: `/${stamp}/before/${edit.file}` }), edit.before);
              const right = previews.set(vscode.Uri.from({ scheme: SLIM_PREVIEW_SCHEME, path: `/${stamp}/after/${edit.file}` }), edit.after);
              await vscode.commands.executeCommand('vscode.diff', left, right, t('Slim plan item {0}: {1} (now ↔ after)', pc.n, edit.file), {
                preview: true,
                preserveFocus: true,
              });
            }
          }
          if (answers) return answers[index - 1] ?? 'stop';
          const help = t('Apply: do it now. Skip: leave it and go to the next item. Cancel: stop here; what was applied stays.');
          const choice = await vscode.window.showWarningMessage(title, { modal: true, detail: `${description}${size}\n\n${help}` }, apply, skip);
          return choice === apply ? 'apply' : choice === skip ? 'skip' : 'stop';
        };
        const before = await captureBeforeEdit(dir);
        const result = await runSlimSession(dir, { now: new Date(), load, ask });
        const name = path.basename(dir);
        if (!result.offered) {
          void vscode.window.showInformationMessage(
            t('Nothing in the slim plan of {0} can be applied automatically; the report says what needs a person.', name),
          );
          return result;
        }
        for (const s of result.stale) log.warn(`slim ${name}: ${s.file} changed since the plan was made; item left alone`);
        const backups = result.applied.some((a) => a.written.some((w) => w.startsWith('.luban/'))) ? t(' Removed files are in {0}.', result.folder) : '';
        void vscode.window.showInformationMessage(
          t(
            'Slim plan of {0}: {1} applied, {2} skipped, {3} changed on disk.{4}',
            name,
            result.applied.length,
            result.skipped.length,
            result.stale.length,
            backups,
          ),
        );
        // MUSE after the edit (seed v2 §七): every tests.yaml case failing restores SKILL.md.
        if (result.applied.length) await museAfterEdit(before, log);
        return result;
      });
    }),
  );
}
