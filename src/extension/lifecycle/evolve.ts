/**
 * The evolving loop in the editor (docs/features.md F1): "Luban: Evolve Skill". A thin adapter over
 * core/evolve: the inputs from native dialogs (benchmark.md, an optional knowhow.md, the
 * test task as text or @FILE relative to the skill), the model from the `luban.model.*`
 * settings with the person's consent and the cost plan in one question, the run under a
 * cancellable progress notification (one line per iteration), and the final 🔴
 * CHECKPOINT — replace SKILL.md with the kept version — as the optimiser's modal question,
 * with the diff opened beside it. Without a model it says what it cannot do. Afterwards
 * evolve/evolve_log.md opens. In Restricted Mode the command is not offered.
 */
import { VirtualDocuments } from '../virtual-documents.ts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { pickBenchmark } from '../wizard/benchmark-pick.ts';
import { Budget } from '../../core/api/models.ts';
import { shortCount } from '../../core/api/models.ts';
import { loadConfig } from '../../core/api/base.ts';
import { resolveProfile } from '../../core/api/scan.ts';
import {
  BenchmarkError,
  EvolveInputError,
  parseBenchmark,
  parseMaxIterations,
  parseThreshold,
  planEvolve,
  readInputFile,
  readTask,
  resultBlock,
  iterationLine,
  type EvolveReport,
} from '../../core/api/evolve.ts';
import { pick } from '../../core/api/base.ts';
import type { Checkpoint } from '../../core/api/loop.ts';
import { loadSkill } from '../../core/api/skill.ts';
import { EVOLVE_DIR, EVOLVE_LOG } from '../../core/api/formats.ts';
import { COMMAND } from '../command-ids.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { ModelServices, otherFileCount } from '../models/index.ts';
import { ModalApprover } from '../optimize/modal-approver.ts';
import { pickSkill } from '../pick-skill.ts';
import { evolveSlot } from './evolve-slot.ts';
import { museAfterEdit } from './after-edit.ts';
import { captureBeforeEdit } from '../../core/api/lifecycle.ts';
import { editorLocale, readModelSettings } from '../settings.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

export const EVOLVE_SCHEME = 'luban-evolve';

/** What the dialogs collect. Tests (and the dashboard) may pass it as the command's second argument. */
export interface EvolveForm {
  benchmark: string;
  knowhow?: string;
  /** The task text, or `@FILE` (relative to the skill folder). */
  task: string;
  threshold?: number;
  maxIterations?: number;
  /** Answer the final checkpoint without asking (tests). */
  decision?: 'replace' | 'keep';
}

function isForm(v: unknown): v is EvolveForm {
  return typeof v === 'object' && v !== null && typeof (v as EvolveForm).benchmark === 'string' && typeof (v as EvolveForm).task === 'string';
}

/** The read-only "evolved" side of the diff. */
class EvolvedDocuments extends VirtualDocuments {}

async function askForm(dir: string): Promise<EvolveForm | undefined> {
  const pickFile = async (title: string, label: string): Promise<string | undefined> => {
    const picked = await vscode.window.showOpenDialog({
      title,
      canSelectMany: false,
      defaultUri: vscode.Uri.file(dir),
      openLabel: label,
      filters: { Markdown: ['md'], [t('All files')]: ['*'] },
    });
    return picked?.[0]?.fsPath;
  };
  // Create from a template, or pick a file (../wizard/benchmark-pick.ts).
  const benchmark = await pickBenchmark(dir, () => pickFile(t('Luban: Evolve Skill (1/3) — benchmark.md: the dimensions and weights'), t('Use as Benchmark')));
  if (!benchmark) return undefined;
  const withKnowhow = t('Pick knowhow.md');
  const without = t('No knowhow');
  const k = await vscode.window.showQuickPick([withKnowhow, without], {
    title: t('Luban: Evolve Skill (2/3) — knowhow.md: improvement guidance (optional)'),
    ignoreFocusOut: true,
  });
  if (!k) return undefined;
  const knowhow = k === withKnowhow ? await pickFile(t('knowhow.md'), t('Use as Knowhow')) : undefined;
  if (k === withKnowhow && !knowhow) return undefined;
  const task = await vscode.window.showInputBox({
    title: t('Luban: Evolve Skill (3/3)'),
    prompt: t('The test task to run with the skill (or @FILE, relative to the skill folder)'),
    ignoreFocusOut: true,
    validateInput: (v) => (v.trim() ? undefined : t('The task is needed.')),
  });
  if (!task) return undefined;
  return { benchmark, knowhow, task };
}

export class EvolveFeature implements vscode.Disposable {
  private readonly docs = new EvolvedDocuments();
  private readonly disposables: vscode.Disposable[] = [this.docs];
  private seq = 0;

  constructor(
    private readonly controller: DiagnosticsController,
    private readonly models: ModelServices,
    private readonly log: vscode.LogOutputChannel,
  ) {
    this.disposables.push(
      vscode.workspace.registerTextDocumentContentProvider(EVOLVE_SCHEME, this.docs),
      vscode.commands.registerCommand(COMMAND.evolveSkill, (arg?: unknown, form?: unknown) => this.run(arg, isForm(form) ? form : undefined)),
    );
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  async run(arg: unknown, given?: EvolveForm): Promise<EvolveReport | undefined> {
    const locale = editorLocale();
    const dir = await pickSkill(this.controller, arg, {
      noSkill: t('Luban found no skill to evolve. Open a SKILL.md or run "Luban: Scan Workspace".'),
      placeHolder: t('Which skill should evolve?'),
      unknownArgument: 'ask',
    });
    if (!dir) return undefined;
    const form = given ?? (await askForm(dir));
    if (!form) return undefined;
    const doc = await loadSkill(dir);
    const skillText = doc.skillFile?.text?.text;
    if (!doc.skillFileName || skillText === undefined) {
      void vscode.window.showWarningMessage(t('Luban could not read the SKILL.md of {0}.', path.basename(dir)));
      return undefined;
    }
    let inputs;
    try {
      const threshold = parseThreshold(form.threshold === undefined ? undefined : String(form.threshold), locale);
      const maxIterations = parseMaxIterations(form.maxIterations === undefined ? undefined : String(form.maxIterations), locale);
      const benchmarkFile = path.resolve(dir, form.benchmark);
      const benchmark = parseBenchmark(
        await readInputFile(benchmarkFile, dir, locale),
        path.relative(dir, benchmarkFile).split(path.sep).join('/') || benchmarkFile,
      );
      const knowhow = form.knowhow ? { file: path.basename(form.knowhow), text: await readInputFile(path.resolve(dir, form.knowhow), dir, locale) } : undefined;
      const task = await readTask(form.task, dir, locale);
      inputs = { threshold, maxIterations, benchmark, knowhow, task };
    } catch (e) {
      const msg = e instanceof BenchmarkError ? e.localised(locale) : e instanceof EvolveInputError ? e.message : String((e as Error)?.message ?? e);
      void vscode.window.showErrorMessage(t('Luban cannot evolve {0}: {1}', path.basename(dir), msg));
      return undefined;
    }
    const facts = {
      skill: path.basename(dir),
      chars: skillText.length,
      otherFiles: otherFileCount(doc),
    };
    const prepared = await this.models.prepare(facts);
    if (prepared.kind === 'cancelled') return undefined;
    const model = prepared.kind === 'model' ? prepared.model : undefined;
    if (model && prepared.kind === 'model') {
      const plan = await planEvolve({
        skillText,
        benchmark: inputs.benchmark,
        task: inputs.task.text,
        knowhow: inputs.knowhow?.text,
        maxIterations: inputs.maxIterations,
        model,
      });
      const detail = [
        prepared.pendingConsent?.detail,
        t(
          'Up to {0} iterations of execute → judge → rewrite: at most {1} model calls, about {2} input + {3} output tokens (estimates, ±30%). SKILL.md is replaced only when you approve the kept version.',
          plan.iterations,
          plan.calls,
          shortCount(plan.inputTokens),
          shortCount(plan.outputTokens),
        ),
      ]
        .filter(Boolean)
        .join('\n\n');
      const go = t('Evolve');
      if ((await vscode.window.showInformationMessage(t('Evolve {0} with {1}?', path.basename(dir), prepared.label), { modal: true, detail }, go)) !== go)
        return undefined;
    }
    const config = await loadConfig(dir).catch(() => ({ config: {} }));
    const versionField = resolveProfile(doc, config.config) === 'agentskills' ? 'metadata.version' : 'version';
    const skill = typeof doc.frontmatter?.data?.name === 'string' ? doc.frontmatter.data.name : doc.folderName;
    const b = readModelSettings().budget;
    const approver = form.decision
      ? { ask: async () => (form.decision === 'replace' ? 'replace' : 'keep') }
      : new ModalApprover({ locale: editorLocale, beforeAsk: (c) => this.showDiff(dir, doc.skillFileName!, c), log: this.log });
    evolveSlot.start({ dir, name: skill, threshold: inputs.threshold, maxIterations: inputs.maxIterations, fileName: doc.skillFileName });
    const before = await captureBeforeEdit(dir, path.join(dir, doc.skillFileName!));
    let report: EvolveReport;
    try {
      report = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: t('Luban: evolving {0}', path.basename(dir)), cancellable: true },
        async (progress, token) => {
          const controller = new AbortController();
          token.onCancellationRequested(() => controller.abort());
          const { evolve } = await import('../../core/api/evolve.ts');
          return evolve({
            dir,
            skillFileName: doc.skillFileName!,
            skill,
            skillText,
            versionField,
            ...inputs,
            model,
            budget: new Budget(typeof b === 'number' && b > 0 ? b : undefined),
            signal: controller.signal,
            approver,
            locale,
            onEvent: (event) => {
              evolveSlot.event(dir, event);
              if (event.type === 'iteration') {
                const line = iterationLine(event.record, event.threshold, locale);
                this.log.info(`evolve ${dir}: ${line}`);
                progress.report({ message: line });
              } else progress.report({ message: pick(event.message, locale) });
            },
          });
        },
      );
    } catch (e) {
      evolveSlot.end(dir, undefined, e);
      throw e;
    }
    evolveSlot.end(dir, report);
    const block = resultBlock(report, locale);
    this.log.info(`evolve ${dir}:\n${block}`);
    if (report.failure?.code === 'no-model') {
      void vscode.window.showWarningMessage(
        t(
          'Luban cannot evolve without a model: it needs one to execute the task, judge the result and rewrite the skill. Choose a model in the luban.model settings.',
        ),
      );
      return report;
    }
    const logFile = path.join(dir, EVOLVE_DIR, EVOLVE_LOG);
    if (
      await fs.stat(logFile).then(
        () => true,
        () => false,
      )
    )
      await vscode.window.showTextDocument(vscode.Uri.file(logFile), { preview: true });
    const first = block.split('\n').slice(0, 5).join(' ').replace(/\s+/g, ' ');
    if (report.failure) void vscode.window.showErrorMessage(t('Luban evolve stopped: {0}', first));
    else void vscode.window.showInformationMessage(t('Luban evolve finished: {0}', first));
    // MUSE after the edit (seed v2 §七): once the kept version replaced SKILL.md; every tests.yaml case failing restores it.
    if (report.replacement.state === 'replaced') await museAfterEdit(before, this.log);
    return report;
  }

  /** Open the diff (SKILL.md ↔ the kept version) beside the final question. */
  private async showDiff(dir: string, fileName: string, c: Checkpoint): Promise<string | undefined> {
    const n = c.kind === 'evolve-replace' ? /:v(\d+)$/.exec(c.id)?.[1] : undefined;
    if (!n) return undefined;
    const text = await fs.readFile(path.join(dir, EVOLVE_DIR, `v${n}`, 'skill.md'), 'utf8').catch(() => undefined);
    if (text === undefined) return undefined;
    const evolved = vscode.Uri.from({ scheme: EVOLVE_SCHEME, path: `/${++this.seq}/${path.basename(dir)}/v${n}/${fileName}` });
    this.docs.set(evolved, text);
    await vscode.commands.executeCommand(
      'vscode.diff',
      vscode.Uri.file(path.join(dir, fileName)),
      evolved,
      t('Evolve: {0} — current ↔ {1}', `${path.basename(dir)}/${fileName}`, `v${n}`),
      { preview: true },
    );
    return undefined;
  }
}

/** Register "Luban: Evolve Skill" (trusted workspaces only: it writes to the skill). */
export function registerEvolve(context: vscode.ExtensionContext, controller: DiagnosticsController, log: vscode.LogOutputChannel): EvolveFeature | undefined {
  if (!vscode.workspace.isTrusted) {
    const d = vscode.workspace.onDidGrantWorkspaceTrust(() => {
      d.dispose();
      registerEvolve(context, controller, log);
    });
    context.subscriptions.push(d);
    return undefined;
  }
  const feature = new EvolveFeature(controller, new ModelServices(context, log), log);
  context.subscriptions.push(feature);
  return feature;
}
