/**
 * The model step of "Luban: Score Skill" and "Luban: Evaluate Triggers", as the optimiser
 * takes it (./optimize/preflight.ts): the model from the editor's `luban.model.*` settings
 * (ModelServices.prepare — vscode-lm asks its consent first), then the core's cost plan, and
 * — for the HTTP providers — the consent asked together with the plan in one modal. The
 * person answers once; Cancel there runs the command offline ("not scored"), as `luban
 * score` does when its plan is declined. Restricted Mode: no model (workspace settings
 * could name any endpoint).
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { JudgeCache, type ChatModel, type CostPlan } from '../../core/api/models.ts';
import { MeteredModel, type ConsentWords, type ModelServices, type SkillFacts } from '../models/index.ts';
import { callLimit, planWords, type PlanKind } from './plan-words.ts';
import { progressText } from './progress-text.ts';
import type { OfflineReason } from './scorecard-markdown.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** The model, its accepted plan and call limit, and the judge cache. */
export interface ModelChosen {
  kind: 'model';
  model: ChatModel;
  label: string;
  concurrency: number;
  plan: CostPlan;
  limit: number;
  cache: JudgeCache;
}

export type ModelStep = { kind: 'offline'; reason: OfflineReason } | ModelChosen | { kind: 'cancelled' };

export interface ModelStepInput {
  kind: PlanKind;
  models: ModelServices;
  log: vscode.LogOutputChannel;
  /** The extension's storage: the judge cache lives there (the optimiser's, never the skill folder). */
  storage: vscode.Uri;
  facts: SkillFacts;
  words: ConsentWords;
  /** The core's plan for this model and cache (nothing is called). */
  plan: (model: ChatModel, cache: JudgeCache) => Promise<CostPlan>;
}

export async function modelStep(i: ModelStepInput): Promise<ModelStep> {
  if (!vscode.workspace.isTrusted) return { kind: 'offline', reason: 'restricted' };
  const prepared = await i.models.prepare(i.facts, i.words);
  if (prepared.kind === 'cancelled') return { kind: 'cancelled' };
  if (prepared.kind === 'offline') return { kind: 'offline', reason: prepared.reason };
  const cache = new JudgeCache(path.join(i.storage.fsPath, 'judge-cache'));
  const plan = await i.plan(prepared.model, cache);
  const limit = callLimit(plan, prepared.config.budget);
  i.log.info(`${i.kind} ${i.facts.skill}: cost plan ${JSON.stringify({ ...plan, items: plan.items.length })}, limit ${limit}`);
  const step = { kind: 'model' as const, model: prepared.model, label: prepared.label, concurrency: prepared.concurrency, plan, limit, cache };
  // The cache answers everything: nothing is sent, nothing to ask.
  if (plan.calls + plan.conditionalCalls === 0) return step;
  const words = planWords(t, { kind: i.kind, plan, model: prepared.label, skill: i.facts.skill, budgetSetting: prepared.config.budget });
  const go = i.kind === 'score' ? t('Score') : t('Evaluate');
  const a = await vscode.window.showInformationMessage(
    prepared.pendingConsent ? `${prepared.pendingConsent.message} ${words.message}` : words.message,
    { modal: true, detail: [prepared.pendingConsent?.detail, words.detail].filter(Boolean).join('\n\n') },
    go,
  );
  if (a !== go) {
    i.log.info(`${i.kind} ${i.facts.skill}: cost plan declined; offline`);
    return { kind: 'offline', reason: 'declined' };
  }
  return step;
}

/**
 * The model run of either command as a cancellable progress notification: `run` gets the
 * step's model metered, so that the notification shows the calls done of those planned and
 * the tokens so far, and a signal that Cancel aborts (after `onCancel`).
 */
export function withModelProgress<T>(
  title: string,
  step: ModelChosen,
  onCancel: () => void,
  run: (model: MeteredModel, signal: AbortSignal) => Promise<T>,
): Thenable<T> {
  const planned = step.plan.calls + step.plan.conditionalCalls;
  return vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (progress, token) => {
    const abort = new AbortController();
    const sub = token.onCancellationRequested(() => {
      onCancel();
      abort.abort();
    });
    progress.report({ message: progressText(t, { calls: 0, inputTokens: 0, outputTokens: 0 }, planned) });
    try {
      return await run(new MeteredModel(step.model, (s) => progress.report({ message: progressText(t, s, planned) })), abort.signal);
    } finally {
      sub.dispose();
    }
  });
}
