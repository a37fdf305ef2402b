/**
 * The optimiser's cost plan (SPEC C9): the calls and estimated tokens of a whole run,
 * from the plans of one scoring (core/cost/plan.ts, the judge code walked in planning
 * mode). Pure arithmetic, plain data: the editor's modal and the CLI show the same
 * numbers, and the run's hard call limit comes from the same plan.
 */
import { pairedJudgeCount } from '../judge/paired.ts';
import type { Mode } from '../judge/types.ts';
import { maxCalls, type CostPlan } from './plan.ts';

/** The optimiser's calls, planned from one scoring's plan. */
export interface OptimizePlan {
  mode: Mode;
  rounds: number;
  /** Calls of the baseline scoring (the cache may answer some). */
  baselineCalls: number;
  /** Calls of one re-score of changed text (never cached). */
  rescoreCalls: number;
  /** Sure calls for the whole run. */
  calls: number;
  /** Upper bound: conditional calls, one repair per JSON reply, one retry per proposal, the paired judges. */
  maxCalls: number;
  /** Paired judges per round when Δ is inside the noise floor (Full with the noise floor; else 0). */
  pairedJudges: number;
  inputTokens: number;
  outputTokens: number;
}

export interface PlanInput {
  mode: Mode;
  rounds: number;
  /** planScore with the judge cache (the baseline). */
  baseline: CostPlan;
  /** planScore without the cache (every re-score of edited text). */
  rescore: CostPlan;
  /** Full mode re-judges the unchanged baseline NOISE_REJUDGINGS times (noise floor, SPEC D9). */
  noiseFloor: boolean;
  /** Estimated tokens of SKILL.md (a proposal sends it and may answer with edits). */
  skillTokens: number;
  /** test-prompts.json is missing: Phase 0.5 designs them (one call). */
  designPrompts: boolean;
  /**
   * `--paired-judges` / `luban.optimize.pairedJudges` (SPEC D9): judges that decide a
   * round whose Δ is inside the noise floor (Full mode only). Default 3, 0 = off, 1–2
   * count as 3.
   */
  pairedJudges?: number;
}

/** Tokens of a proposal request besides the skill text (instructions, findings, rejected list). */
export const PROPOSAL_OVERHEAD_TOKENS = 900;
/** The proposal reply's estimate (core/loop/model-edit.ts estOutputTokens). */
export const PROPOSAL_OUTPUT_TOKENS = 500;

/** Re-judgings of the unchanged text for the noise floor (SPEC D9: at least 3); the loop uses it too. */
export const NOISE_REJUDGINGS = 3;

export function planOptimize(p: PlanInput): OptimizePlan {
  // Each re-judging is planned as a whole re-score: an upper bound, since the agent runs
  // it judges come from the cache.
  const noise = p.mode === 'full' && p.noiseFloor ? NOISE_REJUDGINGS : 0;
  const calls = p.baseline.calls + noise * p.rescore.calls + p.rounds * (1 + p.rescore.calls) + (p.designPrompts ? 1 : 0);
  // The paired decision needs the noise floor: only Full mode with it has one. Its calls
  // are conditional (only when Δ lands inside the noise), so they count in the upper
  // bound only — each judge with one repair retry.
  const paired = noise ? pairedJudgeCount(p.pairedJudges) : 0;
  const upper = maxCalls(p.baseline) + noise * maxCalls(p.rescore) + p.rounds * (2 + maxCalls(p.rescore) + 2 * paired) + (p.designPrompts ? 2 : 0);
  const inputTokens = p.baseline.inputTokens + (noise + p.rounds) * p.rescore.inputTokens + p.rounds * (p.skillTokens + PROPOSAL_OVERHEAD_TOKENS);
  const outputTokens = p.baseline.outputTokens + (noise + p.rounds) * p.rescore.outputTokens + p.rounds * PROPOSAL_OUTPUT_TOKENS;
  return { mode: p.mode, rounds: p.rounds, baselineCalls: p.baseline.calls, rescoreCalls: p.rescore.calls, calls, maxCalls: upper, pairedJudges: paired, inputTokens, outputTokens };
}

/**
 * The hard call limit for the run: the budget the person set (`--budget`,
 * `luban.model.budget`) when set, else the plan's upper bound — a run never makes more
 * calls than the person accepted.
 */
export function effectiveBudget(plan: OptimizePlan, setting: number | undefined): number {
  return setting !== undefined && setting > 0 ? setting : plan.maxCalls;
}
