/**
 * "Luban: Score Skill" (docs/features.md H1, C1–C9): the judged score of one skill in the
 * editor, by the same core functions `luban score` calls (core/api/score planScore and
 * scoreSkill). The model and its consent come from the editor's settings as for the
 * optimiser (./model-step.ts); the cost plan is asked once before any call; the run is a
 * cancellable progress notification with the calls done of those planned. The scorecard
 * opens as a read-only Markdown preview (./scorecard-markdown.ts) and, when a model judged
 * it, goes to the dashboard. Nothing is written into the skill: the generated test prompts
 * and the consumer baseline stay in the judge cache (the CLI writes them unless --no-write).
 */
import * as vscode from 'vscode';
import { Budget } from '../../core/api/models.ts';
import { readResultsTsv } from '../../core/api/formats.ts';
import type { Mode, Scorecard } from '../../core/api/score.ts';
import type { CostPlan } from '../../core/api/models.ts';
import { otherFileCount } from '../models/index.ts';
import { securityBadge } from '../report.ts';
import { editorLocale } from '../settings.ts';
import { scoreConsent } from './consent-words.ts';
import { alreadyBusy, openDocument, skillFor, unreadable, type ScoreEnv } from './env.ts';
import { modelStep, withModelProgress } from './model-step.ts';
import { scorecardMarkdown, type OfflineReason } from './scorecard-markdown.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

/** What the command returns (tests read it); undefined when nothing was scored. */
export interface ScoreCommandResult {
  dir: string;
  card: Scorecard;
  /** The scorecard document (read-only, `luban-score:`). */
  uri: vscode.Uri;
  markdown: string;
  /** The plan asked, with a model. */
  plan?: CostPlan;
  /** The accepted call limit, with a model. */
  limit?: number;
  offline?: OfflineReason;
}

/** Options a caller (the dashboard, a test) may pass as the second argument: `{ mode: 'full' }`. */
export function scoreArgs(raw: unknown): { mode: Mode } {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return { mode: o.mode === 'full' ? 'full' : 'quick' };
}

export async function scoreCommand(env: ScoreEnv, arg: unknown, rawArgs: unknown): Promise<ScoreCommandResult | undefined> {
  const { mode } = scoreArgs(rawArgs);
  const dir = await skillFor(env, arg, t('Choose the skill to score'));
  if (!dir) return undefined;
  const where = vscode.workspace.asRelativePath(dir);
  if (alreadyBusy(env, dir, where)) return undefined;
  const scan = (await env.controller.scanNow(dir))?.scan.result;
  if (!scan?.doc.skillFile?.text) return unreadable(where);
  const name = scan.doc.folderName;
  const locale = editorLocale();
  const results = mode === 'full' ? (await readResultsTsv(dir).catch(() => ({ rows: [] }))).rows : [];
  const facts = {
    skill: name,
    chars: scan.doc.skillFile.text.text.length,
    otherFiles: otherFileCount(scan.doc),
    justification: t('Luban scores the skill "{0}" with this model, as you asked.', name),
  };
  const { planScore, scoreSkill } = await import('../../core/api/score.ts');
  env.busy.add(dir);
  try {
    const step = await modelStep({
      kind: 'score',
      models: env.models,
      log: env.log,
      storage: env.context.globalStorageUri,
      facts,
      words: (c) => scoreConsent(t, c),
      plan: (model, cache) => planScore(scan, { mode, model, cache, results }),
    });
    if (step.kind === 'cancelled') return undefined;
    const security = securityBadge(scan.findings, t).detail;
    if (step.kind === 'offline') {
      const { card } = await scoreSkill(scan, where, { mode });
      const markdown = scorecardMarkdown(t, { card, locale, security, where, offline: step.reason });
      env.log.info(`score ${name}: offline (${step.reason}), static scorecard`);
      return { dir, card, markdown, offline: step.reason, uri: await openDocument(env, name, 'score', markdown) };
    }
    const run = await withModelProgress(
      t('Luban: scoring {0}', name),
      step,
      () => env.log.info(`score ${name}: cancel requested`),
      (model, signal) =>
        scoreSkill(scan, where, {
          mode,
          model,
          cache: step.cache,
          budget: new Budget(step.limit),
          concurrency: step.concurrency,
          results,
          signal,
          onProgress: (p) => (p.type === 'retry' ? env.log.warn(`score ${name}: ${p.label}: ${p.error}, retrying`) : undefined),
        }),
    );
    const card = run.card;
    const markdown = scorecardMarkdown(t, { card, locale, security, where, model: step.label });
    env.log.info(`score ${name}: ${card.total ?? 'not scored'} of ${card.outOf}${card.partial ? ' (partial)' : ''}, ${card.usage.calls} calls`);
    if (card.total !== null) env.sink.setScorecard(dir, card);
    const uri = await openDocument(env, name, 'score', markdown);
    if (card.stopped === 'cancelled')
      void vscode.window.showInformationMessage(t('Luban: scoring {0} was cancelled; the scorecard shows the parts that were answered.', name));
    else if (card.total === null)
      void vscode.window.showWarningMessage(t('Luban: the model gave no usable answer for {0}; the judged dimensions are not scored.', name));
    return { dir, card, markdown, uri, plan: step.plan, limit: step.limit };
  } catch (e) {
    const message = (e as Error)?.message ?? String(e);
    env.log.error(`score ${name} failed: ${(e as Error)?.stack ?? message}`);
    void vscode.window.showErrorMessage(t('Luban: scoring {0} failed: {1}', name, message));
    return undefined;
  } finally {
    env.busy.delete(dir);
  }
}
