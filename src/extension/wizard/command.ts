/**
 * "Luban: New Skill" and "Luban: Upgrade Skill" (docs/features.md G1, H1): the metis wizard in the
 * dashboard's Wizard view — one step per phase, what it produced, its Gate Check question
 * with Confirm / Revise and a box for your own words. Every question is the wizard's
 * Approver question through the dashboard (the CheckpointGate re-checks it is pending);
 * when the page does not show it, a free-text question comes as a notification whose
 * "Answer…" opens an input box (./question-box.ts: never on its own, so it does not take
 * over the Command Palette); dismissed with the page closed, the run pauses (progress
 * saved) and the message offers "Resume". The run opens with what it will do, and ends
 * saying what it wrote and what Luban's checks (scan, runtime verdicts) found.
 *
 * Writes files (the work folder, then the skill on submit): a trusted workspace only.
 *
 * Drafting (docs/features.md G7, H5, C9): with a model configured (`luban.model.*`, the same
 * ModelServices as optimise and evolve) the consent — what the drafts send, to whom —
 * and the core's drafting plan (calls, tokens, `luban.model.budget`) are one modal before
 * the run; yes → phases 1, 4 and 5 are drafted by the model, "Use Templates" → the run
 * says so and works from templates, Escape → nothing starts. Without a model (setting
 * `none`, or "Run Offline") the wizard says so and works from templates and your answers.
 *
 * Scripted use (integration tests): `executeCommand(COMMAND.newSkill, { name, parent? })`
 * and `executeCommand(COMMAND.upgradeSkill, { skill })` skip the input box / pick.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { Budget } from '../../core/api/models.ts';
import type { WizardOptions, WizardOutcome } from '../../core/api/wizard.ts';
import { captureBeforeEdit } from '../../core/api/lifecycle.ts';
import { museAfterEdit } from '../lifecycle/after-edit.ts';
import { COMMAND } from '../command-ids.ts';
import type { Dashboard } from '../dashboard/dashboard.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { pickSkill } from '../pick-skill.ts';
import { ModelServices, type SkillFacts } from '../models/index.ts';
import { editorLocale, readModelSettings } from '../settings.ts';
import { draftingConsentText, draftingPlanText } from './drafting-consent.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

const SKILL_ROOTS = ['.claude/skills', '.agents/skills', '.codex/skills', 'skills'];

async function isDir(p: string): Promise<boolean> {
  return fs.stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

async function defaultParent(root: string): Promise<string> {
  for (const r of SKILL_ROOTS) if (await isDir(path.join(root, r))) return path.join(root, r);
  return root;
}

function workspaceRoot(): string | undefined {
  return vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
}

function arg<T extends string>(a: unknown, key: T): string | undefined {
  if (typeof a !== 'object' || a === null || a instanceof vscode.Uri || Array.isArray(a)) return undefined;
  const v = (a as Record<string, unknown>)[key];
  return typeof v === 'string' ? v : undefined;
}

/** What the consent text says about the skill: its skill file's size and other files (an upgrade), nothing yet (a new skill). */
async function factsOf(kind: 'new' | 'upgrade', name: string, target: string): Promise<SkillFacts> {
  const justification = t('Luban drafts the skill "{0}" with this model in its wizard, as you asked.', name);
  if (kind === 'new') return { skill: name, chars: 0, otherFiles: 0, justification };
  const { listFiles } = await import('../../core/api/wizard.ts');
  const files = (await listFiles(target)).filter((f) => !f.startsWith('.luban/'));
  const skillFile = files.find((f) => f === 'SKILL.md') ?? files.find((f) => f === 'skill.md');
  const chars = skillFile ? (await fs.readFile(path.join(target, skillFile), 'utf8').catch(() => '')).length : 0;
  return { skill: name, chars, otherFiles: files.filter((f) => f !== skillFile).length, justification };
}

/** How the run drafts: the model and whether the person took its plan; undefined when a question was dismissed (nothing starts). */
export type Drafting = Pick<WizardOptions, 'model' | 'draftingAccepted' | 'budget'>;

async function chooseDrafting(
  models: ModelServices,
  kind: 'new' | 'upgrade',
  name: string,
  target: string,
  log: vscode.LogOutputChannel,
): Promise<Drafting | undefined> {
  const prepared = await models.prepare(await factsOf(kind, name, target), (c) => draftingConsentText(t, kind, c));
  if (prepared.kind === 'cancelled') return undefined;
  if (prepared.kind === 'offline') return {};
  const { draftingPlan } = await import('../../core/api/wizard.ts');
  const b = readModelSettings().budget;
  const limit = typeof b === 'number' && Number.isInteger(b) && b > 0 ? b : undefined;
  const plan = draftingPlanText(t, draftingPlan(JSON.stringify({ name })), prepared.label, limit);
  const draft = t('Draft with the Model');
  const templates = t('Use Templates');
  const a = await vscode.window.showInformationMessage(
    prepared.pendingConsent ? `${prepared.pendingConsent.message} ${plan.message}` : plan.message,
    { modal: true, detail: [prepared.pendingConsent?.detail, plan.detail].filter(Boolean).join('\n\n') },
    draft,
    templates,
  );
  if (a === undefined) return undefined;
  log.info(`wizard ${name}: ${a === draft ? `drafts by ${prepared.label}${limit ? ` (budget ${limit})` : ''}` : 'templates (model drafting declined)'}`);
  return a === draft ? { model: prepared.model, draftingAccepted: true, budget: new Budget(limit) } : { model: prepared.model, draftingAccepted: false };
}

async function run(
  dashboard: Dashboard,
  controller: DiagnosticsController,
  models: ModelServices,
  kind: 'new' | 'upgrade',
  name: string,
  target: string,
  workspace: string,
  log: vscode.LogOutputChannel,
): Promise<WizardOutcome | undefined> {
  const drafting = await chooseDrafting(models, kind, name, target, log);
  if (!drafting) return undefined;
  const w = dashboard.startWizard({ kind, name, target });
  try {
    const { runWizard } = await import('../../core/api/wizard.ts');
    // Upgrade: SKILL.md before the submit, for MUSE after it (seed v2 §七).
    const before = kind === 'upgrade' ? await captureBeforeEdit(target) : undefined;
    const out = await runWizard({
      kind,
      name,
      target,
      workspace,
      locale: editorLocale(),
      ...drafting,
      approver: w.approver,
      onEvent: w.onEvent,
      signal: w.signal,
    });
    w.finish(out);
    if (out.status === 'done') {
      await museAfterEdit(before, log);
      await controller.scanNow(out.state.target).catch(() => undefined);
      void reportWritten(out);
    } else if (out.status === 'error')
      void vscode.window.showErrorMessage(
        t('Luban wizard: phase {0} failed: {1}. See {2}.', out.phase, out.error ?? '', path.join(out.workDir, 'tmps', 'error.log')),
      );
    else void offerResume(out);
    return out;
  } catch (e) {
    w.fail(e);
    log.error(`wizard: ${(e as Error)?.stack ?? String(e)}`);
    void vscode.window.showErrorMessage(t('Luban wizard failed: {0}', (e as Error)?.message ?? String(e)));
    return undefined;
  }
}

/** What the run wrote and what Luban's own checks (the scan, the runtime load verdicts) say about it, in plain words. */
async function reportWritten(out: WizardOutcome): Promise<void> {
  const { checkWrittenSkill, listFiles } = await import('../../core/api/wizard.ts');
  const dir = out.state.target;
  const files = (await listFiles(dir)).join(', ');
  const c = await checkWrittenSkill(dir, editorLocale());
  if (c.ready && c.metisForm)
    void vscode.window.showInformationMessage(
      t(
        "Luban: {0} is written to {1} ({2}) in the MetisAI form (skill.md, as your metis profile asks). Luban's checks found no errors; the other runtimes ({3}) do not load it.",
        out.state.name,
        dir,
        files,
        c.dropped.join(', '),
      ),
    );
  else if (c.ready)
    void vscode.window.showInformationMessage(
      t("Luban: {0} is written to {1} ({2}). Luban's checks found no errors, and all {3} runtimes load it.", out.state.name, dir, files, c.runtimes.length),
    );
  else
    void vscode.window.showWarningMessage(
      t(
        'Luban: {0} is written to {1} ({2}), but it is not ready: {3} error(s); runtimes that drop it: {4}. The Problems panel lists the findings.',
        out.state.name,
        dir,
        files,
        c.counts.error,
        c.dropped.join(', ') || '—',
      ),
    );
}

/** A stopped run (a dismissed question, or "stop"): its progress is saved; "Resume" runs the same command again. */
async function offerResume(out: WizardOutcome): Promise<void> {
  const resume = t('Resume');
  const a = await vscode.window.showInformationMessage(t('Luban wizard paused at phase {0}; your answers so far are saved.', out.phase), resume);
  if (a !== resume) return;
  if (out.state.kind === 'new') await vscode.commands.executeCommand(COMMAND.newSkill, { name: out.state.name, parent: path.dirname(out.state.target) });
  else await vscode.commands.executeCommand(COMMAND.upgradeSkill, { skill: out.state.target });
}

export function registerWizard(context: vscode.ExtensionContext, controller: DiagnosticsController, dashboard: Dashboard, log: vscode.LogOutputChannel): void {
  const models = new ModelServices(context, log);
  const trusted = (): boolean => {
    if (vscode.workspace.isTrusted) return true;
    void vscode.window.showInformationMessage(t('The skill wizard writes files: trust this workspace to use it.'));
    return false;
  };
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMAND.newSkill, async (a?: unknown) => {
      if (!trusted()) return undefined;
      const root = workspaceRoot();
      if (!root) {
        void vscode.window.showInformationMessage(t('Open a folder to create a skill in.'));
        return undefined;
      }
      const name =
        arg(a, 'name') ??
        (await vscode.window.showInputBox({
          title: t('Luban: New Skill'),
          prompt: t(
            'Skill name: lowercase letters and hyphens, e.g. weekly-report. Luban then asks a few questions and writes nothing into your skills until you confirm.',
          ),
          ignoreFocusOut: true,
        }));
      if (!name?.trim()) return undefined;
      const parent = arg(a, 'parent') ?? (await defaultParent(root));
      const target = path.join(parent, name.trim());
      if (
        await fs.stat(target).then(
          () => true,
          () => false,
        )
      ) {
        void vscode.window.showWarningMessage(t('{0} already exists: use "Luban: Upgrade Skill" to change it.', target));
        return undefined;
      }
      return run(dashboard, controller, models, 'new', name.trim(), target, root, log);
    }),
    vscode.commands.registerCommand(COMMAND.upgradeSkill, async (a?: unknown) => {
      if (!trusted()) return undefined;
      const scripted = arg(a, 'skill');
      const dir =
        scripted ??
        (await pickSkill(controller, a, {
          noSkill: t('Luban found no skill to upgrade. Open a SKILL.md or run "Luban: Scan Workspace".'),
          placeHolder: t('Choose a skill to upgrade'),
          unknownArgument: 'ask',
        }));
      if (!dir) return undefined;
      const root = workspaceRoot() ?? path.dirname(dir);
      return run(dashboard, controller, models, 'upgrade', path.basename(dir), dir, root, log);
    }),
  );
}
