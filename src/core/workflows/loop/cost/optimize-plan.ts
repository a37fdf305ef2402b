/**
 * The optimiser's cost plan (docs/features.md C9): the calls and estimated tokens of a whole run,
 * from the plans of one scoring (core/cost/plan.ts, the judge code walked in planning
 * mode). Pure arithmetic, plain data: the editor's modal and the CLI show the same
 * numbers, and the run's hard call limit comes from the same plan.
 */
import { pairedJudgeCount, PAIRED_REPLY_TOKENS } from '../../../scoring/judge/paired.ts';
import type { Mode } from '../../../scoring/judge/types.ts';
import { maxCalls, type CostPlan } from '../../../models/plan.ts';

/** The optimiser's calls, planned from one scoring's plan. */
export interface OptimizePlan {
  mode: Mode;
  rounds: number;
  /** Calls of the baseline scoring (the cache may answer some). */
  baselineCalls: number;
  /** Calls of Phase 1 as a whole: the baseline scoring plus the noise floor's re-judgings (what the progress line counts against). */
  phase1Calls: number;
  /** Calls of one re-score of changed text (never cached). */
  rescoreCalls: number;
  /** Sure calls for the whole run. */
  calls: number;
  /** Upper bound: conditional calls, one repair per JSON reply, one retry per proposal, the paired judges. */
  maxCalls: number;
  /** Paired judges per round when Δ is inside the noise floor (Full with the noise floor; else 0). */
  pairedJudges: number;
  /**
   * Paired judges asked in every judged round (docs/features.md D9: with no noise floor — Quick, or
   * `noiseFloor` off — they decide every judged change); counted in `calls` and the tokens.
   */
  pairedEveryRound: number;
  inputTokens: number;
  outputTokens: number;
  /**
   * Calls of the multi-role review's stages 3–4 (Full mode, when the baseline plan holds the
   * review: phases/review-stages.ts): one fix per item (at most REVIEW_FIX_ITEMS) and one
   * re-check per role. Conditional — the review may leave no item — so counted in `maxCalls`
   * (each with one repair), not in `calls`.
   */
  reviewStageCalls?: number;
}

export interface PlanInput {
  mode: Mode;
  rounds: number;
  /** planScore with the judge cache (the baseline). */
  baseline: CostPlan;
  /** planScore without the cache (every re-score of edited text). */
  rescore: CostPlan;
  /** Full mode re-judges the unchanged baseline NOISE_REJUDGINGS times (noise floor, docs/features.md D9). */
  noiseFloor: boolean;
  /**
   * The plan of each noise re-judging, in order (core/cost/run-plan.ts: the first re-runs
   * the agents, the others judge the cached runs afresh). Default: each one a `rescore`.
   */
  noise?: CostPlan[];
  /** Estimated tokens of SKILL.md (a proposal sends it and may answer with edits). */
  skillTokens: number;
  /** test-prompts.json is missing: Phase 0.5 designs them (one call). */
  designPrompts: boolean;
  /**
   * `--paired-judges` / `luban.optimize.pairedJudges` (docs/features.md D9): judges that decide a
   * round whose Δ is inside the noise floor, or every judged round where no floor is
   * measured (Quick). Default 3, 0 = off, 1–2 count as 3.
   */
  pairedJudges?: number;
  /** The review's stages 3–4: fix calls and re-check calls (see OptimizePlan.reviewStageCalls). */
  reviewStages?: { fixCalls: number; recheckCalls: number };
}

/** Review items stage 3 asks the editor to fix in one run, one call each (phases/review-stages.ts). */
export const REVIEW_FIX_ITEMS = 5;

/** Tokens of a proposal request besides the skill text (instructions, findings, rejected list). */
export const PROPOSAL_OVERHEAD_TOKENS = 900;
/** The proposal reply's estimate (core/loop/model-edit.ts estOutputTokens). */
export const PROPOSAL_OUTPUT_TOKENS = 500;

/** Tokens of a paired judge's request besides the two versions of the skill (core/judge/prompts/paired.ts). */
export const PAIRED_OVERHEAD_TOKENS = 500;

/** Re-judgings of the unchanged text for the noise floor (docs/features.md D9: at least 3); the loop uses it too. */
export const NOISE_REJUDGINGS = 3;

export function planOptimize(p: PlanInput): OptimizePlan {
  // Without per-re-judging plans each re-judging is planned as a whole re-score: an upper bound.
  const noise = p.mode === 'full' && p.noiseFloor ? NOISE_REJUDGINGS : 0;
  const rejudgings = noise ? (p.noise?.length ? p.noise : Array.from({ length: noise }, () => p.rescore)) : [];
  const sum = (f: (c: CostPlan) => number) => rejudgings.reduce((a, c) => a + f(c), 0);
  // The paired decision (core/loop/decide-round.ts): with a noise floor only a Δ inside it
  // asks the judges, so their calls are conditional and count in the upper bound only;
  // without one (Quick) they decide every judged round, so they are sure calls. Each judge
  // may cost one repair.
  const judges = pairedJudgeCount(p.pairedJudges);
  const paired = noise ? judges : 0;
  const every = noise ? 0 : judges;
  const pairedIn = every * (2 * p.skillTokens + PAIRED_OVERHEAD_TOKENS);
  const calls = p.baseline.calls + sum((c) => c.calls) + p.rounds * (1 + p.rescore.calls + every) + (p.designPrompts ? 1 : 0);
  const stages = p.mode === 'full' && p.reviewStages ? p.reviewStages.fixCalls + p.reviewStages.recheckCalls : 0;
  const upper = maxCalls(p.baseline) + sum(maxCalls) + p.rounds * (2 + maxCalls(p.rescore) + 2 * judges) + (p.designPrompts ? 2 : 0) + 2 * stages;
  const inputTokens =
    p.baseline.inputTokens + sum((c) => c.inputTokens) + p.rounds * (p.rescore.inputTokens + p.skillTokens + PROPOSAL_OVERHEAD_TOKENS + pairedIn);
  const outputTokens =
    p.baseline.outputTokens + sum((c) => c.outputTokens) + p.rounds * (p.rescore.outputTokens + PROPOSAL_OUTPUT_TOKENS + every * PAIRED_REPLY_TOKENS);
  return {
    mode: p.mode,
    rounds: p.rounds,
    baselineCalls: p.baseline.calls,
    phase1Calls: p.baseline.calls + sum((c) => c.calls),
    rescoreCalls: p.rescore.calls,
    calls,
    maxCalls: upper,
    pairedJudges: paired,
    pairedEveryRound: every,
    inputTokens,
    outputTokens,
    ...(stages ? { reviewStageCalls: stages } : {}),
  };
}

/**
 * The hard call limit for the run: the budget the person set (`--budget`,
 * `luban.model.budget`) when set, else the plan's upper bound — a run never makes more
 * calls than the person accepted.
 */
export function effectiveBudget(plan: OptimizePlan, setting: number | undefined): number {
  return setting !== undefined && setting > 0 ? setting : plan.maxCalls;
}
