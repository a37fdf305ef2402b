/**
 * EvoSkill in the editor (docs/features.md E1): "Luban: Report Skill Failure". The form is a short
 * sequence of native inputs — where the context comes from (a session transcript picked
 * with the file dialog, or typed), the instruction, the output or error, the feedback —
 * which works in every window without a webview. Static evidence first; the model only
 * where that is not enough, after the consent and the cost plan (one call). The
 * proposal opens as a diff (the file on disk ↔ a read-only document with the change)
 * with Apply / Discard; Apply backs the file up (`.bak`) and writes it atomically. Every
 * report is kept in the skill's failures.jsonl with the decision. In Restricted Mode
 * the command is not offered (it writes to the skill).
 */
import { VirtualDocuments } from '../virtual-documents.ts';
import type { EditorTasks } from './tasks.ts';
import { museAfterEdit } from './after-edit.ts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { Budget } from '../../core/api/models.ts';
import { shortCount } from '../../core/api/models.ts';
import { loadConfig } from '../../core/api/base.ts';
import { scanDocument, type SkillScanResult } from '../../core/api/scan.ts';
import {
  analyzerContext,
  applyPatch,
  buildInput,
  captureBeforeEdit,
  diagnose,
  GAP_LABELS,
  initialStatus,
  locationText,
  needsModel,
  patchText,
  planDiagnosis,
  recordReport,
  renderProposal,
  skillDisplayName,
  StalePatchError,
  staticCandidates,
  TranscriptError,
  type Diagnosis,
  type EvoSkillReport,
} from '../../core/api/lifecycle.ts';
import { loadSkill } from '../../core/api/skill.ts';
import type { FailureStatus } from '../../core/api/formats.ts';
import { COMMAND } from '../command-ids.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { ModelServices, otherFileCount } from '../models/index.ts';
import { pickSkill } from '../pick-skill.ts';
import { editorLocale, readModelSettings } from '../settings.ts';

export const EVOSKILL_SCHEME = 'luban-evoskill';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** The read-only "proposed" side of the diff. */
class ProposedDocuments extends VirtualDocuments {}

/** What the form collected. Tests (and the dashboard) may pass it as the command's second argument. */
export interface FailureForm {
  instruction?: string;
  output?: string;
  feedback: string;
  transcriptFile?: string;
  /** Answer the Apply / Discard question without asking (tests). */
  decision?: 'apply' | 'discard';
}

export interface ReportFailureResult {
  report: EvoSkillReport;
  /** The two sides of the diff, when a patch was proposed. */
  diff?: { current: vscode.Uri; proposed: vscode.Uri };
}

function isForm(v: unknown): v is FailureForm {
  return typeof v === 'object' && v !== null && typeof (v as FailureForm).feedback === 'string';
}

async function askForm(): Promise<FailureForm | undefined> {
  const fromTranscript = t('Read a session transcript (Claude Code or Codex .jsonl)');
  const typed = t('Type the instruction and the output');
  const how = await vscode.window.showQuickPick([fromTranscript, typed], {
    title: t('Luban: Report Skill Failure (1/4)'),
    placeHolder: t('Where does the failed run come from?'),
    ignoreFocusOut: true,
  });
  if (!how) return undefined;
  let transcriptFile: string | undefined;
  if (how === fromTranscript) {
    const picked = await vscode.window.showOpenDialog({
      canSelectMany: false,
      openLabel: t('Read Transcript'),
      filters: { [t('Session transcript')]: ['jsonl'], [t('All files')]: ['*'] },
    });
    if (!picked?.length) return undefined;
    transcriptFile = picked[0].fsPath;
  }
  const instruction = await vscode.window.showInputBox({
    title: t('Luban: Report Skill Failure (2/4)'),
    prompt: transcriptFile ? t('What you asked the agent (leave empty to read it from the transcript)') : t('What you asked the agent'),
    ignoreFocusOut: true,
    validateInput: (v) => (!transcriptFile && !v.trim() ? t('The instruction is needed (or read it from a transcript).') : undefined),
  });
  if (instruction === undefined) return undefined;
  const output = await vscode.window.showInputBox({
    title: t('Luban: Report Skill Failure (3/4)'),
    prompt: transcriptFile ? t('The output or error (leave empty to read it from the transcript)') : t('The output or error of the failed run (optional)'),
    ignoreFocusOut: true,
  });
  if (output === undefined) return undefined;
  const feedback = await vscode.window.showInputBox({
    title: t('Luban: Report Skill Failure (4/4)'),
    prompt: t('What went wrong, in your words (e.g. "it did not trigger", "it skipped the tests")'),
    ignoreFocusOut: true,
    validateInput: (v) => (v.trim() ? undefined : t('Say what went wrong.')),
  });
  if (feedback === undefined) return undefined;
  return { instruction, output, feedback, transcriptFile };
}

async function scanOf(controller: DiagnosticsController, dir: string): Promise<SkillScanResult | undefined> {
  const fromController = (await controller.scanNow(dir))?.scan.result;
  if (fromController?.doc.skillFile?.text) return fromController;
  const config = await loadConfig(dir).catch(() => ({ config: {} }));
  return scanDocument(await loadSkill(dir), { config: config.config, locale: editorLocale() });
}

export class ReportFailureFeature implements vscode.Disposable {
  private readonly docs = new ProposedDocuments();
  private readonly disposables: vscode.Disposable[] = [this.docs];
  private seq = 0;

  constructor(
    private readonly controller: DiagnosticsController,
    private readonly models: ModelServices,
    private readonly log: vscode.LogOutputChannel,
    /** The window's scheduler: the patch is written as an EvoSkill task on the skill's lane. */
    private readonly tasks?: EditorTasks,
  ) {
    this.disposables.push(
      vscode.workspace.registerTextDocumentContentProvider(EVOSKILL_SCHEME, this.docs),
      vscode.commands.registerCommand(COMMAND.reportFailure, (arg?: unknown, form?: unknown) => this.run(arg, isForm(form) ? form : undefined)),
    );
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  async run(arg: unknown, given?: FailureForm): Promise<ReportFailureResult | undefined> {
    const locale = editorLocale();
    const dir = await pickSkill(this.controller, arg, {
      noSkill: t('Luban found no skill to report on. Open a SKILL.md or run "Luban: Scan Workspace".'),
      placeHolder: t('Which skill failed?'),
      unknownArgument: 'ask',
    });
    if (!dir) return undefined;
    const form = given ?? (await askForm());
    if (!form) return undefined;
    const scan = await scanOf(this.controller, dir).catch(() => undefined);
    const doc = scan?.doc;
    if (!scan || !doc?.skillFile?.text) {
      void vscode.window.showWarningMessage(t('Luban could not read the SKILL.md of {0}.', path.basename(dir)));
      return undefined;
    }
    let built;
    try {
      const transcript = form.transcriptFile ? { file: form.transcriptFile, text: await fs.readFile(form.transcriptFile, 'utf8') } : undefined;
      built = buildInput(doc, { instruction: form.instruction, output: form.output, feedback: form.feedback, transcript });
    } catch (e) {
      const detail =
        e instanceof TranscriptError
          ? t('it is not a Claude Code or Codex session transcript ({0})', e.message)
          : ((e as NodeJS.ErrnoException).code ?? String(e));
      void vscode.window.showErrorMessage(t('Luban could not read {0}: {1}', form.transcriptFile ?? '', detail));
      return undefined;
    }
    if (built.transcript?.problems.length)
      this.log.warn(`transcript ${form.transcriptFile}: lines ${built.transcript.problems.map((p) => p.line).join(', ')} are not JSON (skipped)`);
    if (!built.input.instruction || !built.input.feedback) {
      void vscode.window.showWarningMessage(t('Luban needs the instruction and your feedback to locate the gap.'));
      return undefined;
    }
    const ctx = analyzerContext(doc, scan.findings, built.input);

    // The model only where the static evidence is not enough: consent and the cost plan first.
    let model: Awaited<ReturnType<ModelServices['prepare']>> | undefined;
    let declined = false;
    let budget: number | undefined;
    if (needsModel(staticCandidates(ctx))) {
      const facts = {
        skill: path.basename(dir),
        chars: doc.skillFile.text.text.length,
        otherFiles: otherFileCount(doc),
      };
      model = await this.models.prepare(facts);
      if (model.kind === 'cancelled') return undefined;
      if (model.kind === 'model') {
        const plan = await planDiagnosis(ctx, model.model);
        const detail = [
          model.pendingConsent?.detail,
          t(
            'EvoSkill needs {0} model call (at most {1} with one repair), ~{2} input + ~{3} output tokens (estimates, ±30%).',
            plan?.calls ?? 0,
            (plan?.calls ?? 0) + (plan?.maxRepairCalls ?? 0),
            shortCount(plan?.inputTokens ?? 0),
            shortCount(plan?.outputTokens ?? 0),
          ),
        ]
          .filter(Boolean)
          .join('\n\n');
        const ask = t('Ask the Model');
        const staticOnly = t('Static Only');
        const a = await vscode.window.showInformationMessage(
          t('The static evidence does not say what to write. Ask {0} for the patch?', model.label),
          { modal: true, detail },
          ask,
          staticOnly,
        );
        if (a === undefined) return undefined;
        declined = a !== ask;
        const b = readModelSettings().budget;
        budget = typeof b === 'number' && b > 0 ? b : undefined;
      }
    }
    const diagnosis = await diagnose(ctx, { model: model?.kind === 'model' ? model.model : undefined, budget: new Budget(budget), declined });
    const skill = skillDisplayName(doc);
    let status: FailureStatus = initialStatus(diagnosis);
    let backup: string | undefined;
    let diff: ReportFailureResult['diff'];
    const base = (): Omit<EvoSkillReport, 'record' | 'repeatCount'> => ({
      skill,
      dir,
      diagnosis,
      input: built.input,
      status,
      backup,
      modelLabel: model?.kind === 'model' ? model.label : undefined,
    });
    if (diagnosis.proposal && diagnosis.line !== null) {
      diff = await this.showDiff(dir, diagnosis);
      const decision = form.decision ?? (await this.ask(renderProposal({ ...base() }, locale), diagnosis));
      if (decision === 'apply') {
        const applied = await this.apply(dir, diagnosis);
        if (applied) {
          status = 'applied';
          backup = path.basename(applied);
        }
      } else if (decision === 'discard') status = 'discarded';
    }
    try {
      const kept = await recordReport(dir, base(), locale);
      if (kept.notice) void vscode.window.showWarningMessage(kept.notice);
      this.log.info(
        `EvoSkill report ${kept.report.record?.id} for ${dir}: ${diagnosis.gap ?? 'not classified'} at ${locationText(diagnosis) ?? '-'} (${status})`,
      );
      if (!diagnosis.proposal)
        void vscode.window.showInformationMessage(
          t(
            'Luban kept the report ({0}); no patch: {1}',
            kept.report.record?.id ?? '',
            renderProposal(kept.report, locale)
              .split('\n')
              .find((l) => l.includes('**')) ?? '',
          ),
        );
      return { report: kept.report, diff };
    } catch (e) {
      void vscode.window.showErrorMessage(t('Luban could not write failures.jsonl in {0}: {1}', dir, (e as Error).message));
      return { report: base(), diff };
    }
  }

  private async showDiff(dir: string, d: Diagnosis): Promise<{ current: vscode.Uri; proposed: vscode.Uri }> {
    const current = vscode.Uri.file(path.join(dir, d.file));
    const text = await fs.readFile(current.fsPath, 'utf8');
    const proposed = vscode.Uri.from({ scheme: EVOSKILL_SCHEME, path: `/${++this.seq}/${path.basename(dir)}/${d.file}` });
    this.docs.set(proposed, patchText(text, { line: d.line ?? 0, oldStr: d.proposal!.oldStr, newStr: d.proposal!.newStr }) ?? text);
    const label = d.gap ? (editorLocale() === 'zh-CN' ? GAP_LABELS[d.gap].zh : GAP_LABELS[d.gap].en) : '';
    await vscode.commands.executeCommand(
      'vscode.diff',
      current,
      proposed,
      t('EvoSkill: {0} — {1} (current ↔ proposed)', `${path.basename(dir)}/${d.file}`, label),
      { preview: true },
    );
    return { current, proposed };
  }

  private async ask(block: string, d: Diagnosis): Promise<'apply' | 'discard' | undefined> {
    const apply = t('Apply');
    const discard = t('Discard');
    const a = await vscode.window.showInformationMessage(
      t('Apply the EvoSkill fix to {0}?', locationText(d) ?? d.file),
      { modal: true, detail: block },
      apply,
      discard,
    );
    return a === apply ? 'apply' : a === discard ? 'discard' : undefined;
  }

  /** Apply on disk; an unsaved buffer of the file is saved first (or the patch is not applied). */
  private async apply(dir: string, d: Diagnosis): Promise<string | undefined> {
    const file = path.join(dir, d.file);
    const open = vscode.workspace.textDocuments.find((x) => x.uri.scheme === 'file' && x.uri.fsPath === file && x.isDirty);
    if (open && !(await open.save())) {
      void vscode.window.showWarningMessage(t('Luban could not save {0}; the fix was not applied.', d.file));
      return undefined;
    }
    try {
      const patch = { file: d.file, line: d.line ?? 0, oldStr: d.proposal!.oldStr, newStr: d.proposal!.newStr };
      // MUSE after the edit (seed v2 §七): every tests.yaml case failing restores the file (the fix stays pending).
      const applyChecked = async () => {
        const before = await captureBeforeEdit(dir, file);
        const written = await applyPatch(dir, patch);
        return { written, regression: await museAfterEdit(before, this.log) };
      };
      const r = this.tasks ? await this.tasks.run(dir, 'EvoSkill', t('Luban: Report Skill Failure'), applyChecked) : await applyChecked();
      if (!r) return undefined;
      if (r.regression?.ran && r.regression.forcedRollback) return undefined;
      void vscode.window.showInformationMessage(
        t('Luban applied the fix to {0}; the previous version is in {1}.', d.file, path.basename(r.written.backupPath)),
      );
      return r.written.backupPath;
    } catch (e) {
      const msg = e instanceof StalePatchError ? t('the file changed since the failure was located') : (e as Error).message;
      void vscode.window.showErrorMessage(t('Luban did not apply the fix: {0}', msg));
      return undefined;
    }
  }
}

/** Register "Luban: Report Skill Failure" (trusted workspaces only: it writes to the skill). */
export function registerReportFailure(
  context: vscode.ExtensionContext,
  controller: DiagnosticsController,
  log: vscode.LogOutputChannel,
  tasks?: EditorTasks,
): ReportFailureFeature | undefined {
  if (!vscode.workspace.isTrusted) {
    const d = vscode.workspace.onDidGrantWorkspaceTrust(() => {
      d.dispose();
      registerReportFailure(context, controller, log, tasks);
    });
    context.subscriptions.push(d);
    return undefined;
  }
  const feature = new ReportFailureFeature(controller, new ModelServices(context, log), log, tasks);
  context.subscriptions.push(feature);
  return feature;
}
