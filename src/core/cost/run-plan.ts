/**
 * The plan of one optimisation run, shown before any request (SPEC C9): the mode the
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
import type { SkillScanResult } from '../engine/scan.ts';
import type { Mode } from '../judge/types.ts';
import { estimateTokens } from '../llm/tokens.ts';
import type { ChatModel } from '../llm/types.ts';
import { readResultsTsv } from '../store/results.ts';
import { readTestPromptsFile } from '../store/test-prompts.ts';
import type { JudgeCache } from './cache.ts';
import { maxRoundsFor, modeGateway, skillHistory } from './mode.ts';
import { planOptimize, type OptimizePlan } from './optimize-plan.ts';

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
  const { planScore } = await import('../scorecard/score.ts');
  const [baseline, rescore, prompts] = await Promise.all([
    planScore(input.scan, { mode, model: input.model, cache: input.cache, results: history }),
    planScore(input.scan, { mode, model: input.model, results: history }),
    readTestPromptsFile(input.dir),
  ]);
  return planOptimize({
    mode,
    rounds,
    baseline,
    rescore,
    // The loop measures the noise floor in every Full run with a model.
    noiseFloor: true,
    skillTokens: estimateTokens(input.scan.doc.skillFile?.text?.text ?? ''),
    designPrompts: prompts.status === 'missing',
    pairedJudges: input.pairedJudges,
  });
}
