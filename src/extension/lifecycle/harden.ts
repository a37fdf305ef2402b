/**
 * "Luban: Harden Rules" (docs/features.md E3a): the HASP plan for a skill — rules ignored twice get
 * the level-1 wording, three times a level-2 `hard_rules` entry, where the applicability
 * table allows — shown in a modal 🔴 CHECKPOINT with the diff; Apply writes it
 * atomically (only if SKILL.md is still what the plan saw), anything else writes
 * nothing. Queued on the skill's lane: it waits while the skill is being edited.
 */
import * as vscode from 'vscode';
import { ConfigError, loadConfig } from '../../core/api/base.ts';
import { DEFAULT_IGNORE_SOURCES } from '../../core/api/scan.ts';
import { captureBeforeEdit, commitHardening, prepareHardening } from '../../core/api/lifecycle.ts';
import { museAfterEdit } from './after-edit.ts';
import { renderHardenPlan } from '../../core/api/lifecycle.ts';
import type { WriteOutcome } from '../../core/api/lifecycle.ts';
import { COMMAND } from '../command-ids.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { pickSkill } from '../pick-skill.ts';
import { editorLocale } from '../settings.ts';
import { scriptedArg } from './scripted.ts';
import type { EditorTasks } from './tasks.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

export interface HardenResult {
  proposed: number;
  outcome?: WriteOutcome;
  plan: string;
}

export function registerHarden(context: vscode.ExtensionContext, controller: DiagnosticsController, tasks: EditorTasks, log: vscode.LogOutputChannel): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMAND.hardenRules, async (arg?: unknown): Promise<HardenResult | undefined> => {
      const { target, answer } = scriptedArg(arg, ['apply', 'discard'] as const);
      const dir = await pickSkill(controller, target, {
        noSkill: t('Luban found no skill to harden. Open a SKILL.md or run "Luban: Scan Workspace".'),
        placeHolder: t('Choose a skill'),
        unknownArgument: 'stop',
      });
      if (!dir) return undefined;
      return tasks.run(dir, 'HASP', t('Luban: Harden Rules'), async () => {
        let config;
        try {
          config = (await loadConfig(dir)).config;
        } catch (e) {
          if (!(e instanceof ConfigError)) throw e;
          void vscode.window.showErrorMessage(t('Luban could not read the config file: {0}', e.message));
          return undefined;
        }
        const prepared = await prepareHardening(dir, { sources: DEFAULT_IGNORE_SOURCES, config, now: new Date() });
        const plan = renderHardenPlan(prepared, editorLocale());
        log.info(plan);
        const name = prepared.plan.skill;
        if (!prepared.proposed.length) {
          void vscode.window.showInformationMessage(t('Nothing to harden in {0}: no rule was ignored twice or more where hardening applies.', name));
          return { proposed: 0, plan };
        }
        if (!vscode.workspace.isTrusted) {
          void vscode.window.showInformationMessage(t('Harden Rules writes SKILL.md: trust this workspace to apply it. The plan is in the Luban output.'));
          return { proposed: prepared.proposed.length, plan };
        }
        const apply = t('Apply');
        const choice = answer
          ? answer === 'apply'
            ? apply
            : undefined
          : await vscode.window.showWarningMessage(
              t('🔴 CHECKPOINT: apply {0} hardening change(s) to {1}?', prepared.proposed.length, name),
              { modal: true, detail: plan },
              apply,
            );
        if (choice !== apply) return { proposed: prepared.proposed.length, plan };
        const before = await captureBeforeEdit(dir, prepared.file);
        const outcome = await commitHardening(prepared, new Date());
        if (outcome.written) {
          void vscode.window.showInformationMessage(t('Hardened {0}: {1} change(s) written.', name, prepared.proposed.length));
          // MUSE after the edit (seed v2 §七): every tests.yaml case failing restores SKILL.md.
          await museAfterEdit(before, log);
          await controller.scanNow(dir);
        } else if (outcome.reason === 'changed-on-disk') {
          void vscode.window.showWarningMessage(t('{0} changed since the plan was made: nothing was written. Run Harden Rules again.', name));
        }
        return { proposed: prepared.proposed.length, outcome, plan };
      });
    }),
  );
}
