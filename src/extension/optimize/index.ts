/**
 * "Luban: Optimize Skill" (SPEC H1, D1–D9): the optimiser (core/loop) on one skill, in
 * the editor.
 *
 * - The skill: the command's argument (SKILL.md or its folder, from the editor title or
 *   the explorer), else the active editor's skill, else a pick among scanned skills.
 * - Refused while a file of the skill has unsaved changes (the person may save first),
 *   and never offered in Restricted Mode (no git writes, no model calls): the command is
 *   registered only once the workspace is trusted.
 * - The model (./models): `luban.model.provider`; with `none` (or "Run Offline") the loop
 *   runs offline — deterministic edits, static scores, eval_mode static — as the CLI
 *   does without a provider. With a model, the consent and the cost plan (calls,
 *   estimated tokens, the hard call limit) are shown in a modal first.
 * - The run: a cancellable progress notification (phase · round · step). Cancel rolls
 *   the round in progress back: SKILL.md is wholly the pre-edit or the kept version.
 * - Questions: 🔴 CHECKPOINT / 🛑 STOP as modal messages with the checkpoint's choices
 *   (Escape = no answer: the run stops cleanly there), unless the dashboard took them
 *   over through the ApproverSlot (./approver-slot.ts).
 * - Never silent: every loop event goes to the "Luban" output channel; exceptions,
 *   redlines and warnings also as notifications; a failure of the loop itself as an
 *   error message.
 * - Every kept edit is viewable in the diff editor ("Luban: Show Kept Edits", and the
 *   per-skill CHECKPOINT opens the run's whole change); the report opens in the Markdown
 *   preview at the end.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { JudgeCache } from '../../core/cost/cache.ts';
import { scanDocument, type SkillScanResult } from '../../core/engine/scan.ts';
import { loadConfig } from '../../core/config/load.ts';
import { loadSkill } from '../../core/skill/load.ts';
import type { ResultsRow } from '../../core/rules/types.ts';
import { Budget } from '../../core/cost/budget.ts';
import { pick } from '../../core/l10n/index.ts';
import { estimateTokens } from '../../core/llm/tokens.ts';
import { maxRoundsFor, modeGateway } from '../../core/loop/mode.ts';
import type { Checkpoint, LoopEvent, Mode, OptimizeReport, RoundResult } from '../../core/loop/types.ts';
import { LUBAN_ARTEFACTS } from '../../core/skill/artefacts.ts';
import { readResultsTsv } from '../../core/store/results.ts';
import { readTestPromptsFile } from '../../core/store/test-prompts.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { ModelServices, MeteredModel, effectiveBudget, planOptimize, planText, registerModels, type PreparedModel, type Spend } from '../models/index.ts';
import { editorLocale, readOptimizeSettings } from '../settings.ts';
import { isInside } from '../skill-locator.ts';
import { optimizeSlot, type ApproverSlot } from './approver-slot.ts';
import { DIFF_SCHEME, EditorWorkspace, OPTIMIZE_REPORT_SCHEME, OptimizeDocuments, reloadStaleBuffers, showDiff, type KeptEdit } from './edits.ts';
import { checkpointMark, ModalApprover } from './modal-approver.ts';
import { renderOptimizeReport, withoutSkill } from './report.ts';

export { optimizeSlot, ApproverSlot, type RunInfo, type RunEnd } from './approver-slot.ts';
export type { KeptEdit } from './edits.ts';

export const OPTIMIZE_COMMAND = 'luban.optimizeSkill';
export const SHOW_KEPT_EDITS_COMMAND = 'luban.showKeptEdits';
const HAS_KEPT_EDITS = 'luban.hasKeptEdits';
const MAX_KEPT = 100;

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** Options a caller (the dashboard, a test) may pass as the command's second argument. */
export interface OptimizeArgs {
  /** Pin the mode (default: the mode gateway decides from the history). */
  mode?: Mode;
  maxRounds?: number;
  /** What the person asked for (mode gateway intents). */
  intent?: string;
}

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
}

/** Only well-formed options are taken from a caller. */
export function optimizeArgs(raw: unknown): OptimizeArgs {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    ...(o.mode === 'quick' || o.mode === 'full' ? { mode: o.mode } : {}),
    ...(typeof o.maxRounds === 'number' && Number.isInteger(o.maxRounds) && o.maxRounds >= 1 && o.maxRounds <= 20 ? { maxRounds: o.maxRounds } : {}),
    ...(typeof o.intent === 'string' && o.intent.length <= 200 ? { intent: o.intent } : {}),
  };
}

const PHASE_LABEL: Record<string, string> = { '0': 'Phase 0', '0.3': 'Phase 0.3', gate: 'Runtime gate', '0.5': 'Phase 0.5', '1': 'Phase 1', '2': 'Phase 2', '2.5': 'Phase 2.5', '3': 'Phase 3' };

export class OptimizeFeature implements vscode.Disposable {
  readonly docs = new OptimizeDocuments();
  readonly kept: KeptEdit[] = [];
  private current: CurrentRun | undefined;
  private seq = 0;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly controller: DiagnosticsController,
    private readonly log: vscode.LogOutputChannel,
    private readonly models: ModelServices,
    readonly slot: ApproverSlot,
  ) {
    slot.fallback = new ModalApprover({ locale: editorLocale, beforeAsk: (c) => this.beforeAsk(c), log });
    this.disposables.push(
      this.docs,
      vscode.workspace.registerTextDocumentContentProvider(DIFF_SCHEME, this.docs),
      vscode.workspace.registerTextDocumentContentProvider(OPTIMIZE_REPORT_SCHEME, this.docs),
    );
  }

  get running(): boolean {
    return this.current !== undefined;
  }

  // ───────────────────────── the command ─────────────────────────

  async run(arg?: unknown, rawArgs: unknown = {}): Promise<OptimizeRunResult | undefined> {
    const args = optimizeArgs(rawArgs);
    if (!vscode.workspace.isTrusted) {
      void vscode.window.showWarningMessage(t('Luban does not optimise in Restricted Mode (it would write to git and may call a model). Trust the workspace first.'));
      return undefined;
    }
    if (this.current) {
      void vscode.window.showInformationMessage(t('Luban is already optimising {0}; wait for it to finish or cancel it.', this.current.skill));
      return undefined;
    }
    const dir = await this.resolveSkill(arg);
    if (!dir) return undefined;
    const skill = path.basename(dir);
    if (!(await this.ensureSaved(dir, skill))) return undefined;
    const scan = await this.scanOf(dir);
    if (!scan?.doc.skillFile?.text) {
      void vscode.window.showWarningMessage(t('Luban could not read the SKILL.md of {0} (it may be excluded by the config file).', skill));
      return undefined;
    }
    const text = scan.doc.skillFile.text.text;
    const facts = {
      skill,
      chars: text.length,
      otherFiles: scan.doc.files.filter((f) => f.path !== scan.doc.skillFileName && !LUBAN_ARTEFACTS.test(f.path)).length,
    };

    const prepared = await this.models.prepare(facts);
    if (prepared.kind === 'cancelled') {
      this.log.info(`optimise ${skill}: not started (model step declined)`);
      return undefined;
    }

    const history = (await readResultsTsv(dir)).rows;
    const mode: Mode = args.mode ?? modeGateway({ intent: args.intent, history }).mode;
    const rounds = args.maxRounds ?? maxRoundsFor(mode);
    // Read once: the plan the person accepts and the run use the same number.
    const { pairedJudges } = readOptimizeSettings();
    let budget: number | undefined;
    let cache: JudgeCache | undefined;
    if (prepared.kind === 'model') {
      cache = new JudgeCache(path.join(this.context.globalStorageUri.fsPath, 'judge-cache'));
      const accepted = await this.askPlan(prepared, scan, { mode, rounds, history, cache, dir, text, pairedJudges });
      if (accepted === undefined) {
        this.log.info(`optimise ${skill}: not started (cost plan declined)`);
        return undefined;
      }
      budget = accepted;
    }
    return this.execute({ dir, skill, fileName: scan.doc.skillFileName ?? 'SKILL.md', prepared, args, budget, cache, mode: args.mode, maxRounds: args.maxRounds, pairedJudges });
  }

  /**
   * The skill as it is on disk now (no buffer is dirty): the controller's scan, or — when
   * a newer background scan overtook ours — a direct one with the skill's config.
   */
  private async scanOf(dir: string): Promise<SkillScanResult | undefined> {
    const fromController = (await this.controller.scanNow(dir))?.scan.result;
    if (fromController) return fromController;
    try {
      const config = await loadConfig(dir).catch(() => ({ config: {} }));
      return scanDocument(await loadSkill(dir), { config: config.config, locale: editorLocale() });
    } catch (e) {
      this.log.warn(`scan of ${dir} failed: ${(e as Error)?.message ?? String(e)}`);
      return undefined;
    }
  }

  /** The skill folder for the command: argument, active editor, or a pick. */
  private async resolveSkill(arg: unknown): Promise<string | undefined> {
    if (Array.isArray(arg)) arg = arg[0];
    if (arg instanceof vscode.Uri) {
      const fromUri = this.controller.skillOf(arg) ?? (this.controller.stateOf(arg.fsPath) ? arg.fsPath : this.controller.skillOf(vscode.Uri.joinPath(arg, 'SKILL.md')));
      if (fromUri) return fromUri;
    }
    if (typeof arg === 'string' && arg) return path.resolve(arg);
    const active = vscode.window.activeTextEditor?.document;
    const fromEditor = active ? this.controller.skillOf(active) : undefined;
    if (fromEditor) return fromEditor;
    const dirs = this.controller.allStates.map((s) => s.dir).sort();
    if (!dirs.length) {
      void vscode.window.showInformationMessage(t('Luban found no skill to optimise. Open a SKILL.md or run "Luban: Scan Workspace".'));
      return undefined;
    }
    if (dirs.length === 1) return dirs[0];
    const p = await vscode.window.showQuickPick(
      dirs.map((d) => ({ label: path.basename(d), description: vscode.workspace.asRelativePath(d), dir: d })),
      { placeHolder: t('Choose the skill to optimise') },
    );
    return p?.dir;
  }

  /** No unsaved buffer of the skill: the loop works on the files on disk. */
  private async ensureSaved(dir: string, skill: string): Promise<boolean> {
    const dirty = vscode.workspace.textDocuments.filter((d) => d.isDirty && d.uri.scheme === 'file' && isInside(d.uri.fsPath, dir));
    if (!dirty.length) return true;
    const names = dirty.map((d) => path.relative(dir, d.uri.fsPath).split(path.sep).join('/')).join(', ');
    const save = t('Save and Optimise');
    const a = await vscode.window.showWarningMessage(
      t('{0} has unsaved changes: {1}', skill, names),
      { modal: true, detail: t('Luban optimises the files on disk (each edit is a git commit or a backup). Save first, so that nothing you typed is lost or ignored.') },
      save,
    );
    if (a !== save) {
      this.log.info(`optimise ${skill}: refused, unsaved changes in ${names}`);
      return false;
    }
    for (const d of dirty) {
      if (!(await d.save())) {
        void vscode.window.showWarningMessage(t('Luban could not save {0}; nothing was optimised.', path.basename(d.uri.fsPath)));
        return false;
      }
    }
    return true;
  }

  /** Consent (HTTP providers) and the cost plan in one modal; the accepted call limit, or undefined. */
  private async askPlan(
    prepared: Extract<PreparedModel, { kind: 'model' }>,
    scan: SkillScanResult,
    o: { mode: Mode; rounds: number; history: ResultsRow[]; cache: JudgeCache; dir: string; text: string; pairedJudges: number },
  ): Promise<number | undefined> {
    const { planScore } = await import('../../core/scorecard/score.ts');
    const [baseline, rescore, prompts] = await Promise.all([
      planScore(scan, { mode: o.mode, model: prepared.model, cache: o.cache, results: o.history }),
      planScore(scan, { mode: o.mode, model: prepared.model, results: o.history }),
      readTestPromptsFile(o.dir),
    ]);
    const plan = planOptimize({ mode: o.mode, rounds: o.rounds, baseline, rescore, noiseFloor: true, skillTokens: estimateTokens(o.text), designPrompts: prompts.status === 'missing', pairedJudges: o.pairedJudges });
    const setting = prepared.config.budget;
    const text = planText(t, plan, prepared.label, setting);
    const detail = [prepared.pendingConsent?.detail, text.detail].filter(Boolean).join('\n\n');
    this.log.info(`cost plan: ${JSON.stringify(plan)}`);
    const go = t('Run');
    const a = await vscode.window.showInformationMessage(prepared.pendingConsent ? `${prepared.pendingConsent.message} ${text.message}` : text.message, { modal: true, detail }, go);
    return a === go ? effectiveBudget(plan, setting) : undefined;
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
  }): Promise<OptimizeRunResult> {
    const runId = `opt-${Date.now().toString(36)}-${++this.seq}`;
    const files = new EditorWorkspace();
    const file = path.join(o.dir, o.fileName);
    const original = await files.readText(file);
    const current: CurrentRun = { id: runId, skill: o.skill, dir: o.dir, fileName: o.fileName, original, files };
    this.current = current;
    const rounds: RoundResult[] = [];
    const keptNow: KeptEdit[] = [];
    const abort = new AbortController();
    const model = o.prepared.kind === 'model' ? new MeteredModel(o.prepared.model, (s) => this.onSpend(runId, s)) : undefined;
    const label = o.prepared.kind === 'model' ? o.prepared.label : null;
    const locale = editorLocale();
    const workspace = vscode.workspace.getWorkspaceFolder(vscode.Uri.file(o.dir))?.uri.fsPath ?? path.dirname(o.dir);
    const result: OptimizeRunResult = { runId, skill: o.skill, dir: o.dir, model: label, rounds, kept: keptNow, ...(o.budget !== undefined ? { budget: o.budget } : {}) };

    // The person edits a file of the skill while the run goes on: stop, their text wins.
    let editedDuringRun = false;
    const watch = vscode.workspace.onDidChangeTextDocument((e) => {
      if (editedDuringRun || !e.document.isDirty || !e.contentChanges.length || e.document.uri.scheme !== 'file' || !isInside(e.document.uri.fsPath, o.dir)) return;
      editedDuringRun = true;
      this.log.warn(`optimise ${o.skill}: ${e.document.uri.fsPath} was edited during the run; cancelling`);
      void vscode.window.showWarningMessage(t('You edited {0} while Luban was optimising it: the run is cancelled and the round in progress rolled back on disk. Your unsaved changes stay in the editor.', path.basename(e.document.uri.fsPath)));
      abort.abort();
    });
    this.slot.runStarted({ id: runId, skills: [o.dir], mode: o.mode ?? null, maxRounds: o.maxRounds ?? null, budget: o.budget ?? null, model: label }, () => abort.abort());
    this.log.info(`optimise ${o.skill} (${o.dir}): run ${runId}, ${label ? `model ${label}, at most ${o.budget} calls` : 'offline (static scores, deterministic edits)'}`);
    let lastMessage = '';
    try {
      // Loaded on first use: the loop, the judges and git stay out of activation.
      const { optimize } = await import('../../core/loop/optimizer.ts');
      const report = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: t('Luban: optimising {0}', o.skill), cancellable: true },
        async (progress, token) => {
          const sub = token.onCancellationRequested(() => {
            this.log.info(`optimise ${o.skill}: cancel requested`);
            abort.abort();
          });
          const report$ = (message: string) => {
            if (message === lastMessage) return;
            lastMessage = message;
            progress.report({ message });
          };
          try {
            return await optimize({
              skills: [o.dir],
              workspace,
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
                try {
                  this.onEvent(current, e, rounds, keptNow, report$);
                } catch (err) {
                  this.log.error(`handling ${e.type}: ${(err as Error)?.stack ?? String(err)}`);
                }
                this.slot.emit(runId, e);
              },
            });
          } finally {
            sub.dispose();
          }
        },
      );
      result.report = report;
      await this.finish(result, report, model?.spend, label, locale);
      this.slot.runEnded({ runId, report });
    } catch (e) {
      const message = (e as Error)?.message ?? String(e);
      result.error = message;
      this.log.error(`optimise ${o.skill} failed: ${(e as Error)?.stack ?? message}`);
      void vscode.window.showErrorMessage(t('Luban: optimising {0} failed: {1}. SKILL.md is the pre-edit or the last kept version; the "Luban" output has the details.', o.skill, message));
      this.slot.runEnded({ runId, error: e });
    } finally {
      watch.dispose();
      this.current = undefined;
    }
    return result;
  }

  private onSpend(runId: string, s: Spend): void {
    this.slot.spend(runId, s);
  }

  private onEvent(run: CurrentRun, e: LoopEvent, rounds: RoundResult[], kept: KeptEdit[], progress: (m: string) => void): void {
    const locale = editorLocale();
    switch (e.type) {
      case 'progress': {
        // The loop's messages name the skill and the round; the phase is added when they do not say it.
        const msg = pick(e.message, locale);
        progress(/^Phase /.test(msg) ? msg : `${PHASE_LABEL[e.phase] ?? e.phase} — ${msg}`);
        this.log.info(`[${e.phase}] ${msg}`);
        return;
      }
      case 'notice': {
        const n = e.notice;
        const msg = `${n.skill ? `${n.skill}: ` : ''}${withoutSkill(pick(n.message, locale), n.skill)}`;
        const line = `[${n.kind} ${n.code}] ${pick(n.message, locale)}`;
        if (n.kind === 'info') {
          this.log.info(line);
          return;
        }
        if (n.kind === 'redline') {
          this.log.error(line);
          void vscode.window.showErrorMessage(t('Luban: {0}', msg));
          return;
        }
        this.log.warn(line);
        void vscode.window.showWarningMessage(t('Luban: {0}', msg));
        return;
      }
      case 'checkpoint': {
        const c = e.checkpoint;
        this.log.info(`${checkpointMark(c)} ${pick(c.title, locale)}\n${pick(c.body, locale)}`);
        progress(t('waiting for your answer: {0}', pick(c.title, locale)));
        return;
      }
      case 'answer':
        this.log.info(`answer ${e.checkpoint}: ${e.choice}`);
        return;
      case 'roundResult': {
        const r = e.result;
        rounds.push(r);
        const d = r.delta === null ? '' : ` Δ ${r.delta > 0 ? '+' : ''}${r.delta}`;
        this.log.info(`${r.skill} round ${r.round} ${r.status} ${r.dim}${d} (${r.evalMode}, judges ${r.judgeCount}, calls ${r.calls}) ${r.commit} ${r.note}`);
        if (r.status === 'keep' && r.round > 0) {
          const w = run.files.last(path.join(run.dir, run.fileName));
          if (w && w.before !== undefined) {
            const edit: KeptEdit = { key: `${run.id}/${r.skill}/${r.round}`, runId: run.id, skill: r.skill, file: w.file, round: r.round, dim: r.dim, delta: r.delta, commit: r.commit, before: w.before, after: w.after, at: new Date() };
            kept.push(edit);
            this.kept.push(edit);
            if (this.kept.length > MAX_KEPT) this.kept.splice(0, this.kept.length - MAX_KEPT);
            void vscode.commands.executeCommand('setContext', HAS_KEPT_EDITS, true);
          } else this.log.warn(`${r.skill} round ${r.round}: kept, but the edit's text was not seen (no diff available)`);
        }
        return;
      }
      case 'report':
        return;
    }
  }

  /** Before a modal question: the per-skill CHECKPOINT opens the run's whole change in the diff editor. */
  private async beforeAsk(c: Checkpoint): Promise<string | undefined> {
    const run = this.current;
    if (!run || c.kind !== 'skill-done' || !c.diff || run.original === undefined) return undefined;
    const now = await run.files.readText(path.join(run.dir, run.fileName));
    if (now === undefined || now === run.original) return undefined;
    await showDiff(this.docs, { runId: run.id, skill: run.skill, label: 'run', fileName: run.fileName, before: run.original, after: now, title: t('{0}: before the run ↔ now', run.skill) }, true);
    return t('The whole change is open in the diff editor.');
  }

  private async finish(result: OptimizeRunResult, report: OptimizeReport, spend: Spend | undefined, label: string | null, locale: ReturnType<typeof editorLocale>): Promise<void> {
    const run = this.current;
    if (run) await reloadStaleBuffers(run.dir, (line) => this.log.info(line));
    const md = renderOptimizeReport({
      report,
      rounds: result.rounds,
      model: label ?? undefined,
      calls: spend?.calls,
      tokens: spend ? { input: spend.inputTokens, output: spend.outputTokens, estimated: spend.estimated } : undefined,
      locale,
      display: (p) => vscode.workspace.asRelativePath(p),
    });
    const uri = vscode.Uri.from({ scheme: OPTIMIZE_REPORT_SCHEME, path: `/${result.runId}/${result.skill}-optimisation.md` });
    this.docs.set(uri, md);
    result.reportUri = uri;
    try {
      await vscode.commands.executeCommand('markdown.showPreview', uri);
    } catch (e) {
      this.log.warn(`markdown preview unavailable (${String(e)}); showing the report as text`);
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: true });
    }
    const s = report.skills[0];
    const kept = result.kept.length;
    const summary =
      report.stopped === 'cancelled'
        ? t('Luban: optimising {0} was cancelled. SKILL.md is the pre-edit or the last kept version ({1} edits kept).', result.skill, kept)
        : report.stopped === 'no-answer'
          ? t('Luban: optimising {0} stopped at an unanswered question ({1} edits kept).', result.skill, kept)
          : t('Luban: {0} {1} → {2}, {3} edits kept.', result.skill, s?.before ?? '–', s?.after ?? '–', kept);
    this.log.info(summary);
    const showEdits = t('Show Kept Edits');
    void Promise.resolve(kept ? vscode.window.showInformationMessage(summary, showEdits) : vscode.window.showInformationMessage(summary)).then((a) => {
      if (a === showEdits) void this.showKeptEdits(result.runId);
    });
  }

  // ───────────────────────── kept edits ─────────────────────────

  /** Open a kept edit in the diff editor: by key, the only one of a run, or a pick. Returns the URIs shown. */
  async showKeptEdits(key?: string): Promise<{ before: vscode.Uri; after: vscode.Uri } | undefined> {
    let list = [...this.kept].reverse();
    if (key) list = list.filter((k) => k.key === key || k.runId === key);
    if (!list.length) {
      void vscode.window.showInformationMessage(t('Luban has no kept edit to show in this window yet. Run "Luban: Optimize Skill" first.'));
      return undefined;
    }
    let edit = list[0];
    if (list.length > 1) {
      const p = await vscode.window.showQuickPick(
        list.map((k) => ({ label: `${k.skill} · ${t('round {0}', k.round)} · ${k.dim}${k.delta !== null ? ` ${k.delta > 0 ? '+' : ''}${k.delta}` : ''}`, description: k.commit, detail: k.at.toLocaleString(), k })),
        { placeHolder: t('Choose a kept edit to show in the diff editor') },
      );
      if (!p) return undefined;
      edit = p.k;
    }
    return showDiff(this.docs, {
      runId: edit.runId,
      skill: edit.skill,
      label: `round-${edit.round}`,
      fileName: path.basename(edit.file),
      before: edit.before,
      after: edit.after,
      title: t('{0} round {1} ({2}): pre-edit ↔ kept', edit.skill, edit.round, edit.dim),
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
    vscode.commands.registerCommand('luban.showKeptEdits', (key?: unknown) => feature.showKeptEdits(typeof key === 'string' ? key : undefined)),
  );
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    context.subscriptions.push(vscode.commands.registerCommand('luban.optimizeSkill', (arg?: unknown, args?: unknown) => feature.run(arg, args)));
  };
  // Restricted Mode: not offered at all (no git writes, no model calls).
  if (vscode.workspace.isTrusted) register();
  else context.subscriptions.push(vscode.workspace.onDidGrantWorkspaceTrust(register));
  return feature;
}
