/**
 * "Luban: Evaluate Triggers" (docs/features.md E4): would an agent choosing by description
 * load this skill for the requests it is meant for, and leave it for the others? The same
 * core workflow `luban triggers` runs (core/api/triggers: buildPool, planTriggers,
 * evaluateTriggers) on the chosen skill and the skills beside it, with the cost plan asked
 * once first (./model-step.ts) and a cancellable progress notification. The queries are
 * the ones kept in `<skill>/.luban/trigger-queries.json` when there are some, else written
 * by the model; they are kept only when the person says so afterwards (the CLI keeps them
 * unless --no-write). The result opens as a read-only Markdown preview
 * (./triggers-markdown.ts). Without a model: the description overlap only.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { Budget, type CostPlan } from '../../core/api/models.ts';
import { readTriggerQueriesFile, TRIGGER_QUERIES_FILE, writeSavedQueries } from '../../core/api/formats.ts';
import { loadSkill } from '../../core/api/skill.ts';
import { buildPool, DEFAULT_PER_KIND, evaluateTriggers, ownQueries, planTriggers, type GivenQueries, type TriggerReport } from '../../core/api/triggers.ts';
import { otherFileCount } from '../models/index.ts';
import { triggersConsent } from './consent-words.ts';
import { alreadyBusy, openDocument, skillFor, unreadable, type ScoreEnv } from './env.ts';
import { modelStep, withModelProgress } from './model-step.ts';
import type { OfflineReason } from './scorecard-markdown.ts';
import { triggersMarkdown } from './triggers-markdown.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

export interface TriggersCommandResult {
  dir: string;
  report: TriggerReport;
  uri: vscode.Uri;
  markdown: string;
  plan?: CostPlan;
  limit?: number;
  offline?: OfflineReason;
  cancelled: boolean;
  /** Kept queries written when the person asked (the returned promise of the offer). */
  kept: Promise<string | undefined>;
}

export async function triggersCommand(env: ScoreEnv, arg: unknown): Promise<TriggersCommandResult | undefined> {
  const dir = await skillFor(env, arg, t('Choose the skill whose triggers to evaluate'));
  if (!dir) return undefined;
  const where = vscode.workspace.asRelativePath(dir);
  if (alreadyBusy(env, dir, where)) return undefined;
  const doc = await loadSkill(dir);
  if (!doc.skillFile?.text) return unreadable(where);
  const name = doc.folderName;
  const pool = await buildPool([doc]);
  const target = pool.targets[0];
  // Queries kept from an earlier run are used as they are; a broken file is the person's to fix (nothing is overwritten).
  const given = new Map<string, GivenQueries>();
  const keptFile = path.join(target.dir, TRIGGER_QUERIES_FILE);
  const read = await readTriggerQueriesFile(keptFile);
  if (read.status === 'invalid') {
    const problems = read.problems.map((p) => `${TRIGGER_QUERIES_FILE}:${p.line}: ${p.detail}`).join('\n');
    env.log.warn(`triggers ${name}: ${keptFile} cannot be used:\n${problems}`);
    void vscode.window.showErrorMessage(t('Luban: the kept queries of {0} cannot be used; fix or delete {1}.', name, TRIGGER_QUERIES_FILE), {
      modal: true,
      detail: problems,
    });
    return undefined;
  }
  if (read.status === 'ok') given.set(target.dir, ownQueries(read.entries, keptFile));
  const facts = {
    skill: name,
    chars: doc.skillFile.text.text.length,
    otherFiles: otherFileCount(doc),
    justification: t('Luban evaluates which skill an agent would load for test requests about "{0}", as you asked.', name),
  };
  const base = { given, perKind: DEFAULT_PER_KIND };
  env.busy.add(dir);
  try {
    const step = await modelStep({
      kind: 'triggers',
      models: env.models,
      log: env.log,
      storage: env.context.globalStorageUri,
      facts,
      words: (c) => triggersConsent(t, { ...c, candidates: pool.candidates.length }),
      plan: (model, cache) => planTriggers(pool, { ...base, model, cache }),
    });
    if (step.kind === 'cancelled') return undefined;
    const display = (p: string) => vscode.workspace.asRelativePath(p);
    if (step.kind === 'offline') {
      const report = await evaluateTriggers(pool, base);
      const markdown = triggersMarkdown(t, { report, display, offline: step.reason });
      const uri = await openDocument(env, name, 'triggers', markdown);
      return { dir, report, markdown, uri, offline: step.reason, cancelled: false, kept: Promise.resolve(undefined) };
    }
    let cancelled = false;
    const report = await withModelProgress(
      t('Luban: evaluating the triggers of {0}', name),
      step,
      () => {
        cancelled = true;
      },
      (model, signal) => evaluateTriggers(pool, { ...base, model, cache: step.cache, budget: new Budget(step.limit), concurrency: step.concurrency, signal }),
    );
    const markdown = triggersMarkdown(t, { report, display, model: step.label, cancelled });
    const uri = await openDocument(env, name, 'triggers', markdown);
    const s = report.skills[0];
    env.log.info(
      `triggers ${name}: precision ${s?.precision ?? '-'}, recall ${s?.recall ?? '-'}, ${report.usage.calls} calls${cancelled ? ' (cancelled)' : ''}`,
    );
    return { dir, report, markdown, uri, plan: step.plan, limit: step.limit, cancelled, kept: offerKeep(env, s, step.model.id) };
  } catch (e) {
    const message = (e as Error)?.message ?? String(e);
    env.log.error(`triggers ${name} failed: ${(e as Error)?.stack ?? message}`);
    void vscode.window.showErrorMessage(t('Luban: evaluating the triggers of {0} failed: {1}', name, message));
    return undefined;
  } finally {
    env.busy.delete(dir);
  }
}

/** Queries the model wrote are kept only when the person asks: a re-run then reads them instead of paying for new ones. */
async function offerKeep(env: ScoreEnv, s: TriggerReport['skills'][number] | undefined, model: string): Promise<string | undefined> {
  if (s?.source !== 'generated' || !s.generated || !vscode.workspace.isTrusted) return undefined;
  const keep = t('Keep the Queries');
  const a = await vscode.window.showInformationMessage(
    t(
      'Keep the {0} test queries the model wrote for {1} in {2}? A later evaluation then uses them instead of writing new ones.',
      s.results.length,
      s.skill.name,
      TRIGGER_QUERIES_FILE,
    ),
    keep,
  );
  if (a !== keep) return undefined;
  try {
    const w = await writeSavedQueries(s.skill.dir, {
      skill: s.skill.name,
      shouldTrigger: s.generated.should_trigger,
      shouldNotTrigger: s.generated.should_not_trigger,
      model,
    });
    env.log.info(`triggers ${s.skill.name}: queries kept in ${w.path}${w.backupPath ? ` (the earlier ones backed up to ${w.backupPath})` : ''}`);
    return w.path;
  } catch (e) {
    void vscode.window.showErrorMessage(t('Luban could not write {0}: {1}', TRIGGER_QUERIES_FILE, (e as Error)?.message ?? String(e)));
    return undefined;
  }
}
