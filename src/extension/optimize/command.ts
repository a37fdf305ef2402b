/**
 * "Luban: Optimize Skill" (docs/features.md H1, D1–D9): the optimiser (core/loop) on one skill, in
 * the editor, and "Luban: Show Kept Edits".
 *
 * - Before the run (./preflight.ts): trust, the skill, saved buffers, the model, the
 *   consent and the cost plan. The command is registered only once the workspace is
 *   trusted. With `luban.model.provider` `none` (or "Run Offline") the loop runs offline
 *   — deterministic edits, static scores, eval_mode static — as the CLI does without a
 *   provider.
 * - The run: a cancellable progress notification (phase · round · step). Cancel rolls
 *   the round in progress back: SKILL.md is wholly the pre-edit or the kept version.
 *   Editing a file of the skill during the run cancels it too (the person's text wins).
 * - Questions: 🔴 CHECKPOINT / 🛑 STOP as modal messages with the checkpoint's choices,
 *   each explained (./choice-text.ts; Escape is "stop here" where there is one, else no
 *   answer: the run stops cleanly there), unless the dashboard took them over through the
 *   ApproverSlot (./approver-slot.ts) — it falls back to a notification
 *   (./notification-approver.ts) while its tab is in the background.
 * - A cancel is told once, by the end summary (the loop's "cancelled" notice is logged).
 * - Never silent (./event-log.ts): every loop event goes to the "Luban" output channel;
 *   a failure of the loop itself is an error message.
 * - Every kept edit is viewable in the diff editor (./kept-edits.ts), and the per-skill
 *   CHECKPOINT opens the run's whole change; the report opens in the Markdown preview
 *   at the end.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { Budget } from '../../core/api/models.ts';
import type { JudgeCache } from '../../core/api/models.ts';
import type { Checkpoint, LoopEvent, Mode, OptimizeReport, RoundResult } from '../../core/api/loop.ts';
import { COMMAND } from '../command-ids.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { type ModelServices, MeteredModel, registerModels, type PreparedModel, type Spend } from '../models/index.ts';
import { editorLocale, readOptimizeStateFolder } from '../settings.ts';
import { isInside } from '../../frontend/editor/skill-locator.ts';
import { optimizeSlot, type ApproverSlot } from './approver-slot.ts';
import { DIFF_SCHEME, EditorWorkspace, OPTIMIZE_REPORT_SCHEME, OptimizeDocuments, reloadStaleBuffers, showDiff, type KeptEdit } from './edits.ts';
import { logEvent } from './event-log.ts';
import { KeptEdits } from './kept-edits.ts';
import { ModalApprover } from './modal-approver.ts';
import { optimizeArgs, preflight, type OptimizeArgs } from './preflight.ts';
import { RunProgressText, type PlannedCalls } from './run-progress.ts';
import { backupFilesOf, renderOptimizeReport } from './report.ts';
import { openReportTab } from '../reports/open-report.ts';
import { nextReportPath } from '../reports/report-files.ts';
import { writeFileAtomic } from '../../core/api/base.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** What the command returns (undefined when it was refused or declined before running). */
export interface OptimizeRunResult {
  runId: string;
  skill: string;
  dir: string;
  /** The model label, or null offline. */
  model: string | null;
  report?: OptimizeReport;
  /** The loop failed with this message (also shown to the person). */
  error?: string;
  rounds: RoundResult[];
  kept: KeptEdit[];
  reportUri?: vscode.Uri;
  /** The hard call limit of the run (model runs). */
  budget?: number;
}

interface CurrentRun {
  id: string;
  skill: string;
  dir: string;
  fileName: string;
  original: string | undefined;
  files: EditorWorkspace;
  /** A file of the skill the person edited during the run (which cancelled it). */
  editedFile?: string;
}

export class OptimizeFeature implements vscode.Disposable {
  readonly docs = new OptimizeDocuments();
  readonly kept = new KeptEdits(this.docs);
  private current: CurrentRun | undefined;
  private seq = 0;
  private readonly disposables: vscode.Disposable[] = [];
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when a run starts or ends (the Luban view shows the running job). */
  readonly onDidChangeRunning = this.changed.event;
  /** Told after the optimisation report is saved (the Luban view lists it). */
  onReportSaved: (dir: string, file: string) => void = () => undefined;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly controller: DiagnosticsController,
    private readonly log: vscode.LogOutputChannel,
    private readonly models: ModelServices,
    readonly slot: ApproverSlot,
  ) {
    slot.fallback = new ModalApprover({ locale: editorLocale, beforeAsk: (c) => this.beforeAsk(c), log });
    this.disposables.push(
      this.changed,
      this.docs,
      vscode.workspace.registerTextDocumentContentProvider(DIFF_SCHEME, this.docs),
      vscode.workspace.registerTextDocumentContentProvider(OPTIMIZE_REPORT_SCHEME, this.docs),
    );
  }

  get running(): boolean {
    return this.current !== undefined;
  }

  /** The skill folder being optimised now, if any. */
  get runningDir(): string | undefined {
    return this.current?.dir;
  }

  async run(arg?: unknown, rawArgs: unknown = {}): Promise<OptimizeRunResult | undefined> {
    const args = optimizeArgs(rawArgs);
    const ready = await preflight(
      { context: this.context, controller: this.controller, log: this.log, models: this.models, running: this.current?.skill },
      arg,
      args,
    );
    if (!ready) return undefined;
    return this.execute({ ...ready, args, mode: args.mode, maxRounds: args.maxRounds });
  }

  private async execute(o: {
    dir: string;
    skill: string;
    fileName: string;
    prepared: PreparedModel;
    args: OptimizeArgs;
    budget?: number;
    cache?: JudgeCache;
    mode?: Mode;
    maxRounds?: number;
    pairedJudges?: number;
    planned?: PlannedCalls;
  }): Promise<OptimizeRunResult> {
    const runId = `opt-${Date.now().toString(36)}-${++this.seq}`;
    const files = new EditorWorkspace();
    const file = path.join(o.dir, o.fileName);
    const original = await files.readText(file);
    const current: CurrentRun = { id: runId, skill: o.skill, dir: o.dir, fileName: o.fileName, original, files };
    this.current = current;
    this.changed.fire();
    const rounds: RoundResult[] = [];
    const keptNow: KeptEdit[] = [];
    const abort = new AbortController();
    const locale = editorLocale();
    // The notification says how far the run is: calls done of planned, tokens, time (issue 33 item 6).
    const shown = new RunProgressText({ locale, model: o.prepared.kind === 'model', planned: o.planned });
    let tell: (() => void) | undefined;
    const model =
      o.prepared.kind === 'model'
        ? new MeteredModel(o.prepared.model, (s) => {
            this.onSpend(runId, s);
            shown.onSpend(s);
            tell?.();
          })
        : undefined;
    const label = o.prepared.kind === 'model' ? o.prepared.label : null;
    const result: OptimizeRunResult = {
      runId,
      skill: o.skill,
      dir: o.dir,
      model: label,
      rounds,
      kept: keptNow,
      ...(o.budget !== undefined ? { budget: o.budget } : {}),
    };

    // The person edits a file of the skill while the run goes on: stop, their text wins (the end summary says why).
    const watch = vscode.workspace.onDidChangeTextDocument((e) => {
      if (current.editedFile || !e.document.isDirty || !e.contentChanges.length || e.document.uri.scheme !== 'file' || !isInside(e.document.uri.fsPath, o.dir))
        return;
      current.editedFile = e.document.uri.fsPath;
      this.log.warn(`optimise ${o.skill}: ${e.document.uri.fsPath} was edited during the run; cancelling`);
      abort.abort();
    });
    this.slot.runStarted({ id: runId, skills: [o.dir], mode: o.mode ?? null, maxRounds: o.maxRounds ?? null, budget: o.budget ?? null, model: label }, () =>
      abort.abort(),
    );
    this.log.info(
      `optimise ${o.skill} (${o.dir}): run ${runId}, ${label ? `model ${label}, at most ${o.budget} calls` : 'offline (static scores, deterministic edits)'}`,
    );
    let lastMessage = '';
    try {
      // Loaded on first use: the loop, the judges and git stay out of activation.
      const { optimize, chooseLubanWorkspace } = await import('../../core/api/optimize.ts');
      // The records of every run (registry, meta-learnings, profile, backup archive): the folder the setting names,
      // else the workspace folder when it already holds them (the old place), else the extension's own storage —
      // never the open folder by accident (issue 33 item 1).
      const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.file(o.dir))?.uri.fsPath ?? path.dirname(o.dir);
      const workspace = chooseLubanWorkspace({ named: readOptimizeStateFolder(), cwd: folder, state: this.context.globalStorageUri.fsPath }).dir;
      this.log.info(`optimise ${o.skill}: run records (optimization-registry.tsv, meta_learnings.md, luban-profile.json) in ${workspace}`);
      // A notification's progress offers no buttons but renders links: the title carries "Show dashboard", which opens
      // the dashboard on the running skill (the page follows the run) — always there, beside Cancel.
      const title = t('Luban: optimising {0} · [Show dashboard](command:{1})', o.skill, COMMAND.showDashboard);
      const report = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (progress, token) => {
        const sub = token.onCancellationRequested(() => {
          this.log.info(`optimise ${o.skill}: cancel requested`);
          abort.abort();
        });
        tell = () => {
          const message = shown.text();
          if (message === lastMessage) return;
          lastMessage = message;
          progress.report({ message });
        };
        const report$ = (message: string) => {
          shown.doing(message);
          tell?.();
        };
        // The time goes on while a model answers (or a person thinks): the message is refreshed every second.
        const clock = setInterval(() => tell?.(), 1000);
        try {
          return await optimize({
            skills: [o.dir],
            workspace,
            root: folder,
            approver: this.slot,
            mode: o.mode,
            maxRounds: o.maxRounds,
            pairedJudges: o.pairedJudges,
            intent: o.args.intent,
            model,
            budget: new Budget(o.budget),
            cache: o.cache,
            concurrency: o.prepared.kind === 'model' ? o.prepared.concurrency : undefined,
            locale,
            signal: abort.signal,
            files,
            onEvent: (e) => {
              shown.onEvent(e);
              try {
                this.onEvent(current, e, rounds, keptNow, report$);
              } catch (err) {
                this.log.error(`handling ${e.type}: ${(err as Error)?.stack ?? String(err)}`);
              }
              this.slot.emit(runId, e);
            },
          });
        } finally {
          clearInterval(clock);
          tell = undefined;
          sub.dispose();
        }
      });
      result.report = report;
      await this.finish(result, report, model?.spend, label, locale);
      this.slot.runEnded({ runId, report });
    } catch (e) {
      const message = (e as Error)?.message ?? String(e);
      result.error = message;
      this.log.error(`optimise ${o.skill} failed: ${(e as Error)?.stack ?? message}`);
      void vscode.window.showErrorMessage(
        t('Luban: optimising {0} failed: {1}. SKILL.md is the pre-edit or the last kept version; the "Luban" output has the details.', o.skill, message),
      );
      this.slot.runEnded({ runId, error: e });
    } finally {
      watch.dispose();
      this.current = undefined;
      this.changed.fire();
    }
    return result;
  }

  private onSpend(runId: string, s: Spend): void {
    this.slot.spend(runId, s);
  }

  private onEvent(run: CurrentRun, e: LoopEvent, rounds: RoundResult[], kept: KeptEdit[], progress: (m: string) => void): void {
    if (e.type === 'roundResult') rounds.push(e.result);
    logEvent(e, {
      log: this.log,
      progress,
      notify: (level, message) => void (level === 'error' ? vscode.window.showErrorMessage(message) : vscode.window.showWarningMessage(message)),
      t,
      locale: editorLocale(),
    });
    if (e.type !== 'roundResult') return;
    const r = e.result;
    if (r.status === 'keep' && r.round > 0) {
      const edit = this.kept.record(run, r);
      if (edit) kept.push(edit);
      else this.log.warn(`${r.skill} round ${r.round}: kept, but the edit's text was not seen (no diff available)`);
    }
  }

  /** Before a modal question: the per-skill CHECKPOINT opens the run's whole change in the diff editor. */
  private async beforeAsk(c: Checkpoint): Promise<string | undefined> {
    const run = this.current;
    if (!run || c.kind !== 'skill-done' || !c.diff || run.original === undefined) return undefined;
    const now = await run.files.readText(path.join(run.dir, run.fileName));
    if (now === undefined || now === run.original) return undefined;
    await showDiff(
      this.docs,
      {
        runId: run.id,
        skill: run.skill,
        label: 'run',
        fileName: run.fileName,
        before: run.original,
        after: now,
        title: t('{0}: before the run ↔ now', run.skill),
      },
      true,
    );
    return t('The whole change is open in the diff editor.');
  }

  private async finish(
    result: OptimizeRunResult,
    report: OptimizeReport,
    spend: Spend | undefined,
    label: string | null,
    locale: ReturnType<typeof editorLocale>,
  ): Promise<void> {
    const run = this.current;
    if (run) await reloadStaleBuffers(run.dir, (line) => this.log.info(line));
    // The report stays (docs/features.md H9): a file in the skill's .luban/reports/, which it lists among the files written.
    const file = await nextReportPath(result.dir, 'optimisation').catch((e: unknown) => {
      this.log.error(`optimise ${result.skill}: no report folder (${String(e)}); the report is shown unsaved`);
      return undefined;
    });
    // Backups of rounds that were rolled back are gone again: only those still on disk are listed.
    const backups = backupFilesOf(result.rounds, (skill) => (skill === result.skill ? result.dir : undefined)).filter((f) => existsSync(f));
    const md = renderOptimizeReport({
      report,
      rounds: result.rounds,
      model: label ?? undefined,
      tokens: spend ? { input: spend.inputTokens, output: spend.outputTokens, estimated: spend.estimated } : undefined,
      locale,
      display: (p) => vscode.workspace.asRelativePath(p),
      extraFiles: [...backups, ...(file ? [file] : [])],
    });
    let uri = file ? vscode.Uri.file(file) : undefined;
    if (file) {
      try {
        await writeFileAtomic(file, md);
        this.log.info(`optimise ${result.skill}: report saved to ${file}`);
        this.onReportSaved(result.dir, file);
      } catch (e) {
        this.log.error(`optimise ${result.skill}: saving the report failed (${String(e)}); it is shown unsaved`);
        uri = undefined;
      }
    }
    if (!uri) {
      uri = vscode.Uri.from({ scheme: OPTIMIZE_REPORT_SCHEME, path: `/${result.runId}/${result.skill}-optimisation.md` });
      this.docs.set(uri, md);
    }
    result.reportUri = uri;
    await openReportTab(uri, this.log);
    const s = report.skills[0];
    const kept = result.kept.length;
    const summary =
      report.stopped === 'cancelled' && run?.editedFile
        ? t(
            'You edited {0} while Luban was optimising {1}: the run is cancelled and the round in progress rolled back on disk ({2} edits kept). Your unsaved changes stay in the editor.',
            path.basename(run.editedFile),
            result.skill,
            kept,
          )
        : report.stopped === 'cancelled'
          ? t('Luban: optimising {0} was cancelled. SKILL.md is the pre-edit or the last kept version ({1} edits kept).', result.skill, kept)
          : report.stopped === 'no-answer'
            ? t('Luban: optimising {0} stopped at an unanswered question ({1} edits kept).', result.skill, kept)
            : t('Luban: {0} {1} → {2}, {3} edits kept.', result.skill, s?.before ?? '–', s?.after ?? '–', kept);
    this.log.info(summary);
    const showEdits = t('Show Kept Edits');
    // One notification for the run's end (a cancel included: the loop's own "cancelled" notice is only logged).
    const show = report.stopped === 'cancelled' && run?.editedFile ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
    void Promise.resolve(kept ? show(summary, showEdits) : show(summary)).then((a) => {
      if (a === showEdits) void this.kept.show(result.runId);
    });
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}

/**
 * Register "Luban: Optimize Skill" (once the workspace is trusted), "Luban: Show Kept
 * Edits" and "Luban: Set API Key". Returns the feature (the dashboard reaches the slot
 * through `optimizeSlot`).
 */
export function registerOptimize(context: vscode.ExtensionContext, controller: DiagnosticsController, log: vscode.LogOutputChannel): OptimizeFeature {
  const models = registerModels(context, log);
  const feature = new OptimizeFeature(context, controller, log, models, optimizeSlot);
  context.subscriptions.push(
    feature,
    optimizeSlot,
    vscode.commands.registerCommand(COMMAND.showKeptEdits, (key?: unknown) => feature.kept.show(typeof key === 'string' ? key : undefined)),
  );
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    context.subscriptions.push(vscode.commands.registerCommand(COMMAND.optimizeSkill, (arg?: unknown, args?: unknown) => feature.run(arg, args)));
  };
  // Restricted Mode: not offered at all (no git writes, no model calls).
  if (vscode.workspace.isTrusted) register();
  else context.subscriptions.push(vscode.workspace.onDidGrantWorkspaceTrust(register));
  return feature;
}
