/**
 * Scoring one scanned skill end to end, for the CLI and the extension: plan the
 * model calls (nothing is called), then run them under the budget and cancellation,
 * and build the Scorecard. With no model, the static scorecard (judged parts null).
 */
import type { SkillScanResult } from '../../engine/scan.ts';
import { Budget } from '../../models/budget.ts';
import type { JudgeCache } from '../../models/cache.ts';
import { summarisePlan, type CostPlan } from '../../models/plan.ts';
import { UsageMeter } from '../../models/usage.ts';
import type { ChatModel } from '../../models/llm/types.ts';
import type { ResultsRow } from '../../rules/types.ts';
import { evaluate, type EvaluateInput } from '../judge/evaluate.ts';
import { Executor, type Progress } from '../judge/executor.ts';
import { skillLanguage } from '../../skill/language.ts';
import type { Evaluation, Mode } from '../judge/types.ts';
import { buildScorecard } from './build.ts';
import type { Scorecard } from './types.ts';

export interface ScoreOptions {
  mode: Mode;
  model?: ChatModel;
  cache?: JudgeCache;
  budget?: Budget;
  signal?: AbortSignal;
  results?: ResultsRow[];
  sameContext?: boolean;
  independentContexts?: boolean;
  maxTestPrompts?: number;
  /** Model calls in flight at once within a stage (default 1). */
  concurrency?: number;
  /** Run the consumer baseline in Full mode (default true; see EvaluateInput). */
  consumerBaseline?: boolean;
  onProgress?: (p: Progress) => void;
  now?: () => Date;
  /** A re-judging of unchanged text: fresh judges over the cached agent runs (Executor `rejudge`). */
  rejudge?: string;
  /** A multi-role review reused from an earlier scoring (see EvaluateInput). */
  carriedReview?: EvaluateInput['carriedReview'];
  /** Ask the heterogeneous judges (default true; see EvaluateInput). */
  heterogeneous?: boolean;
}

export interface ScoreRun {
  card: Scorecard;
  evaluation?: Evaluation;
  meter: UsageMeter;
}

function evaluateInput(scan: SkillScanResult, opts: ScoreOptions) {
  return {
    scan,
    mode: opts.mode,
    results: opts.results,
    sameContext: opts.sameContext,
    independentContexts: opts.independentContexts,
    maxTestPrompts: opts.maxTestPrompts,
    concurrency: opts.concurrency,
    consumerBaseline: opts.consumerBaseline,
    carriedReview: opts.carriedReview,
    heterogeneous: opts.heterogeneous,
  };
}

/** The calls a score would make, with nothing called: cached answers are reused to see further. */
export async function planScore(scan: SkillScanResult, opts: ScoreOptions): Promise<CostPlan> {
  if (!opts.model) return summarisePlan([], 0);
  const ex = new Executor({ model: opts.model, cache: opts.cache, budget: new Budget(), meter: new UsageMeter(), planning: true, rejudge: opts.rejudge });
  await evaluate(evaluateInput(scan, opts), ex);
  return summarisePlan(ex.planned, ex.cachedCount);
}

export async function scoreSkill(scan: SkillScanResult, skill: string, opts: ScoreOptions): Promise<ScoreRun> {
  const meter = new UsageMeter();
  if (!opts.model) {
    const card = buildScorecard({
      skill,
      scan,
      mode: opts.mode,
      usage: { calls: 0, inputTokens: 0, outputTokens: 0 },
      model: 'none',
      lang: skillLanguage(scan.doc),
    });
    return { card, meter };
  }
  const ex = new Executor({
    model: opts.model,
    cache: opts.cache,
    budget: opts.budget ?? new Budget(),
    meter,
    signal: opts.signal,
    onProgress: opts.onProgress,
    now: opts.now,
    rejudge: opts.rejudge,
  });
  const evaluation = await evaluate(evaluateInput(scan, opts), ex);
  const card = buildScorecard({
    skill,
    scan,
    mode: opts.mode,
    evaluation,
    model: `${opts.model.provider}:${opts.model.model}`,
    failedCalls: ex.failedCalls,
    attempts: meter.attempts,
    usage: {
      calls: meter.calls,
      inputTokens: meter.inputTokens,
      outputTokens: meter.outputTokens,
      cacheHits: meter.cacheHits,
      ...(meter.estimatedCalls ? { estimated: true } : {}),
    },
  });
  return { card, evaluation, meter };
}
