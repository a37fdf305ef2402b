/**
 * The plan of one optimisation run, shown before any request (docs/features.md C9): the mode the
 * run will start in (the same gateway on the same history as the loop, core/cost/mode.ts),
 * its rounds, and the calls and tokens of the baseline, the noise floor, each round's
 * proposal and re-score, and the test-prompt design (core/cost/optimize-plan.ts).
 * The editor shows it in its consent modal; the CLI's `optimize` is to show it too.
 *
 * The scorings are planned by walking the judge code itself (planScore, nothing is
 * sent), so this file sits above the judge: only front ends import it, never core/judge
 * or core/loop, and the judge is loaded on first use (not at the editor's activation).
 */
import path from 'node:path';
import type { SkillScanResult } from '../../../engine/scan.ts';
import type { Mode } from '../../../scoring/judge/types.ts';
import { estimateTokens } from '../../../models/llm/tokens.ts';
import type { ChatModel } from '../../../models/llm/types.ts';
import { readResultsTsv } from '../../../formats/results.ts';
import type { JudgeCache } from '../../../models/cache.ts';
import { maxRoundsFor, modeGateway, skillHistory } from './mode.ts';
import { NOISE_REJUDGINGS, planOptimize, REVIEW_FIX_ITEMS, type OptimizePlan } from './optimize-plan.ts';
import { withoutCalls } from '../../../models/plan.ts';

export interface OptimizeRunInput {
  /** The skill folder: its results.tsv (history) and test-prompts.json are read. */
  dir: string;
  /** The skill as it is on disk now. */
  scan: SkillScanResult;
  model: ChatModel;
  /** The judge cache the run uses: the baseline may be answered from it; re-scores never are. */
  cache?: JudgeCache;
  /** A pinned mode (`--mode`); else the mode gateway decides from the skill's history. */
  mode?: Mode;
  /** What the person asked for (mode gateway intents). */
  intent?: string;
  /** Rounds; default the mode's MAX_ROUNDS. */
  maxRounds?: number;
  /** Paired judges per round inside the noise floor (Full mode; see PlanInput). */
  pairedJudges?: number;
}

export async function planOptimizeRun(input: OptimizeRunInput): Promise<OptimizePlan> {
  const skill = path.basename(path.resolve(input.dir));
  const history = skillHistory((await readResultsTsv(input.dir)).rows, skill);
  const mode = modeGateway({ pinned: input.mode, intent: input.intent, history }).mode;
  const rounds = input.maxRounds ?? maxRoundsFor(mode);
  const { planScore } = await import('../../../scoring/scorecard/score.ts');
  const [baseline, scoring] = await Promise.all([
    planScore(input.scan, { mode, model: input.model, cache: input.cache, results: history }),
    // Re-scores and re-judgings leave out the consumer baseline: Phase 1 measures it once.
    planScore(input.scan, { mode, model: input.model, results: history, consumerBaseline: false }),
  ]);
  // The test prompts are designed once (Phase 0.5; the baseline plan holds that call) and read
  // from test-prompts.json by every later scoring.
  const once = withoutCalls(scoring, (i) => i.step === TEST_PROMPTS_STEP);
  // A re-score of edited text: the runs without the skill are the baseline's, answered by the cache.
  const rescore = withoutCalls(once, (i) => i.step === RUN_WITHOUT_SKILL_STEP);
  // The noise floor (core/loop/phases/phase1-baseline.ts, core/cost/carry.ts): no re-judging
  // asks the heterogeneous judges; the first re-runs the agents where dim8 runs them (no
  // cache) and asks the review afresh, the others judge the cached runs and carry the review.
  const first = withoutCalls(once, (i) => i.step.startsWith(ORTHO_STEP));
  const later = withoutCalls(first, (i) => AGENT_RUN_STEPS.includes(i.step) || i.step.startsWith(REVIEW_STEP));
  const noise = Array.from({ length: NOISE_REJUDGINGS }, (_, k) => (k === 0 ? first : later));
  // The review's stages 3–4 (phases/review-stages.ts) follow a baseline review: a fix per item, a re-check per role.
  const roles = baseline.items.filter((i) => i.step.startsWith(REVIEW_ROLE_STEP)).length;
  return planOptimize({
    mode,
    rounds,
    baseline,
    rescore,
    // The loop measures the noise floor in every Full run with a model.
    noiseFloor: true,
    noise,
    skillTokens: estimateTokens(input.scan.doc.skillFile?.text?.text ?? ''),
    // Counted in `baseline` (its test-prompt design call) when the file is missing.
    designPrompts: false,
    pairedJudges: input.pairedJudges,
    ...(roles ? { reviewStages: { fixCalls: REVIEW_FIX_ITEMS, recheckCalls: roles } } : {}),
  });
}

/** Cache steps of the jobs the plan tells apart (core/judge/stages/dim8*.ts). */
const TEST_PROMPTS_STEP = 'dim8.testPrompts';
const RUN_WITHOUT_SKILL_STEP = 'dim8.run.base';
const AGENT_RUN_STEPS = ['dim8.run.with', RUN_WITHOUT_SKILL_STEP];
/** Prefixes: `dim10.review.ARCH`, `dim10.normalise`…; `ortho.dim1-high-dim8a-low`… */
const REVIEW_STEP = 'dim10.';
const REVIEW_ROLE_STEP = 'dim10.review.';
const ORTHO_STEP = 'ortho.';
