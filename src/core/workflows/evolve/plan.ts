/**
 * The cost plan of an evolve run (docs/features.md C9), shown before any request: the very jobs the
 * first iteration sends (execute, judge, rewrite — so plan and run cannot drift), scaled to
 * the maximum number of iterations; the last iteration makes no rewrite. The first
 * execute is free when the judge cache already holds it (the same version was run
 * before). An upper bound: a run that passes early makes fewer calls.
 */
import { Budget } from '../../models/budget.ts';
import type { JudgeCache } from '../../models/cache.ts';
import { UsageMeter } from '../../models/usage.ts';
import { Executor } from '../../scoring/judge/executor.ts';
import { languageOfText } from '../../skill/language.ts';
import { estimateMessagesTokens } from '../../models/llm/tokens.ts';
import type { ChatModel } from '../../models/llm/types.ts';
import type { Locale } from '../../base/l10n/index.ts';
import { SIZE_CAP } from '../../edits/edit-budget.ts';
import { executeJob } from './prompts/execute.ts';
import { judgeJob } from './prompts/judge.ts';
import { rewriteJob } from './prompts/rewrite.ts';
import type { Benchmark } from './types.ts';
import { evolveSay } from './messages.ts';
import { shortCount } from '../../models/plan.ts';

export interface EvolvePlan {
  iterations: number;
  /** Calls of one full iteration (execute + judge + rewrite). */
  perIteration: number;
  /** At most, over every iteration. */
  calls: number;
  /** At most one repair per JSON reply (judge, rewrite). */
  repairs: number;
  inputTokens: number;
  outputTokens: number;
}

export async function planEvolve(p: {
  skillText: string;
  benchmark: Benchmark;
  task: string;
  knowhow?: string;
  maxIterations: number;
  model: ChatModel;
  cache?: JudgeCache;
}): Promise<EvolvePlan> {
  const lang = languageOfText(p.skillText);
  const n = p.maxIterations;
  const execute = executeJob(p.skillText, p.task, lang, 1);
  const result = 'planned output '.repeat(Math.ceil((execute.estOutputTokens * 4) / 15));
  const judge = judgeJob(p.benchmark, p.task, result, lang, 1);
  const dims = p.benchmark.dimensions.map((d) => ({ name: d.name, weight: d.weight, score: 50, evidence: '', reason: '-' }));
  const rewrite = rewriteJob({
    skillText: p.skillText,
    version: '1.0.0',
    benchmark: p.benchmark,
    dims,
    weak: dims,
    task: p.task,
    result,
    knowhow: p.knowhow,
    previous: [],
    earlierTexts: [],
    maxLength: Math.floor(p.skillText.length * SIZE_CAP),
    lang,
    iteration: 1,
  });
  const planner = new Executor({ model: p.model, cache: p.cache, budget: new Budget(), meter: new UsageMeter(), planning: true });
  const firstCached = (await planner.runText(execute)).status === 'cached';
  const executes = n - (firstCached ? 1 : 0);
  const rewrites = n - 1;
  const inp = (j: { messages: Parameters<typeof estimateMessagesTokens>[0] }) => estimateMessagesTokens(j.messages);
  return {
    iterations: n,
    perIteration: 3,
    calls: executes + n + rewrites,
    repairs: n + rewrites,
    inputTokens: executes * inp(execute) + n * inp(judge) + rewrites * inp(rewrite),
    outputTokens: executes * execute.estOutputTokens + n * judge.estOutputTokens + rewrites * rewrite.estOutputTokens,
  };
}

/** The plan for people (shortCount: 950, 2.2k, 11k). */
export function formatEvolvePlan(plan: EvolvePlan, locale: Locale, model: string, budget?: number): string {
  const lines = [
    evolveSay(locale, 'plan', {
      model,
      iters: plan.iterations,
      calls: plan.calls,
      perIter: plan.perIteration,
      inp: shortCount(plan.inputTokens),
      out: shortCount(plan.outputTokens),
      repairs: plan.repairs,
    }),
  ];
  if (budget !== undefined) lines.push(evolveSay(locale, 'planBudget', { n: budget }));
  return lines.join('\n') + '\n';
}
