/**
 * Everything checked and asked before an optimisation run starts, in this order:
 * the workspace is trusted (Restricted Mode: no git writes, no model calls), no other
 * run is going, the skill (argument, active editor or a pick), no unsaved buffer of it
 * (the loop works on the files on disk), its SKILL.md readable, the model (with
 * vscode-lm the consent comes first), and — with a model — the cost plan (docs/features.md C9: the
 * core's numbers, core/cost/run-plan.ts) asked together with the HTTP consent in one
 * modal. Each refusal says why; a declined question starts nothing.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { JudgeCache } from '../../core/api/models.ts';
import { effectiveBudget } from '../../core/api/loop.ts';
import { planOptimizeRun } from '../../core/api/loop.ts';
import type { PlannedCalls } from './run-progress.ts';
import { loadConfig } from '../../core/api/base.ts';
import { scanDocument, type SkillScanResult } from '../../core/api/scan.ts';
import type { Mode } from '../../core/api/loop.ts';
import { loadSkill } from '../../core/api/skill.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { otherFileCount, planText, type ModelServices, type PreparedModel } from '../models/index.ts';
import { pickSkill } from '../pick-skill.ts';
import { editorLocale, readOptimizeSettings } from '../settings.ts';
import { isInside } from '../../frontend/editor/skill-locator.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** Options a caller (the dashboard, a test) may pass as the command's second argument. */
export interface OptimizeArgs {
  /** Pin the mode (default: the mode gateway decides from the history). */
  mode?: Mode;
  maxRounds?: number;
  /** What the person asked for (mode gateway intents). */
  intent?: string;
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

export interface PreflightContext {
  context: vscode.ExtensionContext;
  controller: DiagnosticsController;
  log: vscode.LogOutputChannel;
  models: ModelServices;
  /** The skill a run is optimising now, if one is going. */
  running: string | undefined;
}

/** What a run needs once every check passed and every question was answered yes. */
export interface ReadyRun {
  dir: string;
  skill: string;
  fileName: string;
  prepared: PreparedModel;
  /** The accepted hard call limit (model runs). */
  budget?: number;
  cache?: JudgeCache;
  /** `luban.optimize.pairedJudges`, read once: the plan accepted and the run use the same number. */
  pairedJudges: number;
  /** The accepted plan's calls (model runs): the progress notification counts against them. */
  planned?: PlannedCalls;
}

export async function preflight(c: PreflightContext, arg: unknown, args: OptimizeArgs): Promise<ReadyRun | undefined> {
  if (!vscode.workspace.isTrusted) {
    void vscode.window.showWarningMessage(
      t('Luban does not optimise in Restricted Mode (it would write to git and may call a model). Trust the workspace first.'),
    );
    return undefined;
  }
  if (c.running !== undefined) {
    void vscode.window.showInformationMessage(t('Luban is already optimising {0}; wait for it to finish or cancel it.', c.running));
    return undefined;
  }
  const dir = await pickSkill(c.controller, arg, {
    noSkill: t('Luban found no skill to optimise. Open a SKILL.md or run "Luban: Scan Workspace".'),
    placeHolder: t('Choose the skill to optimise'),
    unknownArgument: 'ask',
  });
  if (!dir) return undefined;
  const skill = path.basename(dir);
  if (!(await ensureSaved(c.log, dir, skill))) return undefined;
  const scan = await scanOf(c, dir);
  if (!scan?.doc.skillFile?.text) {
    void vscode.window.showWarningMessage(t('Luban could not read the SKILL.md of {0} (it may be excluded by the config file).', skill));
    return undefined;
  }
  const facts = {
    skill,
    chars: scan.doc.skillFile.text.text.length,
    otherFiles: otherFileCount(scan.doc),
  };

  const prepared = await c.models.prepare(facts);
  if (prepared.kind === 'cancelled') {
    c.log.info(`optimise ${skill}: not started (model step declined)`);
    return undefined;
  }

  // Read once: the plan the person accepts and the run use the same number.
  const { pairedJudges } = readOptimizeSettings();
  const ready: ReadyRun = { dir, skill, fileName: scan.doc.skillFileName ?? 'SKILL.md', prepared, pairedJudges };
  if (prepared.kind === 'model') {
    const cache = new JudgeCache(path.join(c.context.globalStorageUri.fsPath, 'judge-cache'));
    const accepted = await askPlan(c.log, prepared, scan, { dir, args, cache, pairedJudges });
    if (accepted === undefined) {
      c.log.info(`optimise ${skill}: not started (cost plan declined)`);
      return undefined;
    }
    ready.budget = accepted.limit;
    ready.planned = accepted.planned;
    ready.cache = cache;
  }
  return ready;
}

/**
 * The skill as it is on disk now (no buffer is dirty): the controller's scan, or — when
 * a newer background scan overtook ours — a direct one with the skill's config.
 */
async function scanOf(c: PreflightContext, dir: string): Promise<SkillScanResult | undefined> {
  const fromController = (await c.controller.scanNow(dir))?.scan.result;
  if (fromController) return fromController;
  try {
    const config = await loadConfig(dir).catch(() => ({ config: {} }));
    return scanDocument(await loadSkill(dir), { config: config.config, locale: editorLocale() });
  } catch (e) {
    c.log.warn(`scan of ${dir} failed: ${(e as Error)?.message ?? String(e)}`);
    return undefined;
  }
}

/** No unsaved buffer of the skill: the loop works on the files on disk. */
async function ensureSaved(log: vscode.LogOutputChannel, dir: string, skill: string): Promise<boolean> {
  const dirty = vscode.workspace.textDocuments.filter((d) => d.isDirty && d.uri.scheme === 'file' && isInside(d.uri.fsPath, dir));
  if (!dirty.length) return true;
  const names = dirty.map((d) => path.relative(dir, d.uri.fsPath).split(path.sep).join('/')).join(', ');
  const save = t('Save and Optimise');
  const a = await vscode.window.showWarningMessage(
    t('{0} has unsaved changes: {1}', skill, names),
    {
      modal: true,
      detail: t('Luban optimises the files on disk (each edit is a git commit or a backup). Save first, so that nothing you typed is lost or ignored.'),
    },
    save,
  );
  if (a !== save) {
    log.info(`optimise ${skill}: refused, unsaved changes in ${names}`);
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
async function askPlan(
  log: vscode.LogOutputChannel,
  prepared: Extract<PreparedModel, { kind: 'model' }>,
  scan: SkillScanResult,
  o: { dir: string; args: OptimizeArgs; cache: JudgeCache; pairedJudges: number },
): Promise<{ limit: number; planned: PlannedCalls } | undefined> {
  // The mode and rounds the loop will decide (same gateway, same history), with the calls and tokens.
  const plan = await planOptimizeRun({
    dir: o.dir,
    scan,
    model: prepared.model,
    cache: o.cache,
    mode: o.args.mode,
    intent: o.args.intent,
    maxRounds: o.args.maxRounds,
    pairedJudges: o.pairedJudges,
  });
  const setting = prepared.config.budget;
  const text = planText(t, plan, prepared.label, setting);
  const detail = [prepared.pendingConsent?.detail, text.detail].filter(Boolean).join('\n\n');
  log.info(`cost plan: ${JSON.stringify(plan)}`);
  const go = t('Run');
  const a = await vscode.window.showInformationMessage(
    prepared.pendingConsent ? `${prepared.pendingConsent.message} ${text.message}` : text.message,
    { modal: true, detail },
    go,
  );
  return a === go ? { limit: effectiveBudget(plan, setting), planned: { baseline: plan.phase1Calls, total: plan.calls } } : undefined;
}
