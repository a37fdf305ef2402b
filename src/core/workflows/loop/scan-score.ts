/**
 * Scanning and scoring a skill inside the run: the scan reads SKILL.md from the
 * Workspace (editor buffers in the extension) and the other files from disk; the score is
 * the static scorecard without a model and independent judges with one (seed v3 Phase 1,
 * Phase 2 Step 5). Nothing is scored by the context that edited it.
 */
import type { ScoreCarry } from './cost/carry.ts';
import { scanDocument, type SkillScanResult } from '../../engine/scan.ts';
import type { Progress } from '../../scoring/judge/executor.ts';
import { scoreSkill } from '../../scoring/scorecard/score.ts';
import { loadSkill } from '../../skill/load.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { Cancelled, skillFile, type RunContext, type SkillState } from './context.ts';
import { say } from './messages.ts';
import { cardSnapshot, staticSnapshot, type Snapshot } from './scoring.ts';

/** Scorings in degraded mode per run (fallback, fallback_dry, or judges that did not answer). */
const degraded = new WeakMap<RunContext, number>();

/** How many of the run's scorings were degraded: the report's `health.degradedScorings`, the dashboard's Health. */
export function degradedScorings(run: RunContext): number {
  return degraded.get(run) ?? 0;
}

/** Scan the skill; SKILL.md comes from `text` or the Workspace, the other files from disk. */
export async function scanSkill(run: RunContext, s: SkillState, text?: string): Promise<SkillScanResult> {
  const current = text ?? (run.opts.files ? await run.io.readText(skillFile(s)) : undefined);
  const overrides = current !== undefined ? new Map([[s.fileName, current]]) : undefined;
  const doc: SkillDocument = await loadSkill(s.dir, { enclosingCache: run.enclosingCache, ...(overrides ? { overrides } : {}) });
  return scanDocument(doc, { config: s.config, profile: run.opts.profile, locale: run.locale, now: run.clock(), results: s.history });
}

/**
 * Score a scanned text: static without a model, independent judges with one. `baseline`
 * also measures the consumer baseline (C8), once, with the Phase 1 score.
 */
export async function score(
  run: RunContext,
  s: SkillState,
  scan: SkillScanResult,
  useCache = true,
  baseline = false,
  rejudge?: string,
  carry: ScoreCarry = {},
): Promise<{ snap: Snapshot; calls: number }> {
  const model = run.judgeModel();
  if (!model) return { snap: staticSnapshot(scan, s.mode), calls: 0 };
  const before = run.budget.spent;
  // Every request and whether its job came back usable, so a score with nothing usable can say how many calls failed and why.
  const calls = { made: 0, failed: 0, reason: '' };
  const perJob = new Map<string, number>();
  const onProgress = (p: Progress) => {
    const job = p.label.replace(/ \(repair\)$/, '');
    if (p.type === 'call') {
      calls.made++;
      calls.failed++;
      perJob.set(job, (perJob.get(job) ?? 0) + 1);
    } else if (p.type === 'done' && p.status === 'answered') calls.failed -= perJob.get(job) ?? 0;
    else if (p.type === 'done' && p.status !== 'cached') calls.reason ||= p.detail ?? p.status;
    if (p.type === 'done') perJob.delete(job);
  };
  const result = await scoreSkill(scan, s.name, {
    onProgress,
    mode: s.mode,
    model,
    cache: useCache ? run.opts.cache : undefined,
    budget: run.budget,
    signal: run.opts.signal,
    results: s.history,
    sameContext: run.opts.judgeContext === 'same-as-editor',
    independentContexts: run.opts.independentJudges ?? true,
    concurrency: run.opts.concurrency,
    consumerBaseline: baseline,
    rejudge,
    // What this scoring reuses from an earlier one (core/cost/carry.ts).
    ...carry,
  });
  run.meter.calls += result.meter.calls;
  run.meter.inputTokens += result.meter.inputTokens;
  run.meter.outputTokens += result.meter.outputTokens;
  if (result.card.stopped === 'cancelled' || run.opts.signal?.aborted) throw new Cancelled();
  const snap = { ...cardSnapshot(result.card, scan), calls };
  if (result.card.stopped === 'budget') {
    // The run did not measure what it planned: its report says it stopped on the budget.
    run.stopped = 'budget';
    run.notify('warning', 'budget', say('budgetPartly', { skill: s.name, total: snap.total, outOf: snap.outOf }), s.name);
  }
  if (snap.judgeFailures.length) {
    run.notify(
      'exception',
      'subagent-unavailable',
      say('judgesUnavailable', { skill: s.name, n: snap.judgeFailures.length, first: snap.judgeFailures[0] }),
      s.name,
    );
  }
  // Degraded (fallback) scores run high; a streak of them is told in the report, and their number is the report's health.
  if (snap.evalMode === 'fallback' || snap.evalMode === 'fallback_dry' || snap.judgeFailures.length) {
    degraded.set(run, degradedScorings(run) + 1);
    run.degradedStreak++;
    run.maxDegradedStreak = Math.max(run.maxDegradedStreak, run.degradedStreak);
  } else run.degradedStreak = 0;
  return { snap, calls: run.budget.spent - before };
}
