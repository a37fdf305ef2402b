/**
 * The one context every stage of an evaluation shares, instead of a dozen positional
 * parameters: the scanned skill and its text, the mode and the judge counts that follow
 * from it, the executor (model, budget, cancellation, judge cache), and the two things
 * a stage records on the evaluation besides its own result — a budget stop or a cancel,
 * and the files to write into the skill folder.
 */
import type { SkillScanResult } from '../../engine/scan.ts';
import type { ResultsRow } from '../../rules/types.ts';
import type { Executor, JobOutcome } from './executor.ts';
import { skillLanguage, type SkillLang } from '../../skill/language.ts';
import type { SkillText } from './prompts/common.ts';
import type { Artefact, Evaluation, Mode, ReviewResult } from './types.ts';
import { emptyDim8 } from './unscored.ts';

export interface EvaluateInput {
  scan: SkillScanResult;
  mode: Mode;
  /** The skill's results.tsv rows (heterogeneous-judge trigger "never reverted"). */
  results?: ResultsRow[];
  /** The caller judges in the context that edited the skill (redline 1: dim8 ×0.5). */
  sameContext?: boolean;
  /** False when independent contexts are not available: the seed's fallback table. */
  independentContexts?: boolean;
  /** At most this many test prompts are used (default 3). */
  maxTestPrompts?: number;
  /** Model calls in flight at once within a stage (default 1: strictly sequential). */
  concurrency?: number;
  /**
   * Run the consumer baseline (C8) in Full mode (default true). The optimiser measures
   * it once, in Phase 1, and turns it off for each round's re-score: the target model's
   * bare capability does not change because the skill did.
   */
  consumerBaseline?: boolean;
  /**
   * The multi-role review measured on an earlier scoring, reused instead of asking the
   * roles anew (docs/features.md C7, C9): a re-score of an edit to another dimension, and the noise
   * floor's later re-judgings. The caller decides when (core/cost/carry.ts).
   */
  carriedReview?: ReviewResult;
  /**
   * Ask the heterogeneous judges (default true). They tag the dims they look at and never
   * move a score, so the noise floor's re-judgings leave them out.
   */
  heterogeneous?: boolean;
}

export interface EvaluationContext {
  readonly scan: SkillScanResult;
  /** SKILL.md as the judges see it (bounded). */
  readonly skill: SkillText;
  /** Picks the prompt variant (and the language of repair requests). */
  readonly lang: SkillLang;
  readonly mode: Mode;
  /** Whether judges run in independent contexts (false: the seed's fallback table). */
  readonly independent: boolean;
  /** Judges per dimension: 2 in Full with independent contexts, else 1. */
  readonly judges: number;
  /** The caller judges in the context that edited the skill (redline 1). */
  readonly sameContext: boolean;
  /** Model calls in flight at once within a stage. */
  readonly concurrency: number;
  /** At most this many test prompts are used. */
  readonly maxTestPrompts: number;
  /** The skill's results.tsv rows. */
  readonly results: ResultsRow[];
  readonly ex: Executor;
  /** Notes a budget stop or a cancel on the evaluation (the first one wins); call it on every outcome. */
  record(o: JobOutcome<unknown>): void;
  /** Keeps a file to write into the skill folder; nothing is kept while planning. */
  keepArtefact(a: Artefact): void;
}

/** Judges answer cool, agent runs a little warmer. */
export const JUDGE_TEMPERATURE = 0.3;
export const RUN_TEMPERATURE = 0.7;

/** The evaluation before any stage ran: nothing judged yet. */
export function emptyEvaluation(input: EvaluateInput, ex: Executor): Evaluation {
  return {
    mode: input.mode,
    lang: skillLanguage(input.scan.doc),
    // Independent judge contexts are assumed available unless the caller says not.
    independent: input.independentContexts ?? true,
    model: ex.modelId,
    rubric: {},
    dim8: emptyDim8(),
    orthogonality: [],
    testPrompts: { source: 'none', prompts: [] },
    artefacts: [],
    notes: [],
  };
}

/** The context for the stages that fill `evaluation`; the stages' records land on it. */
export function evaluationContext(input: EvaluateInput, ex: Executor, skill: SkillText, evaluation: Evaluation): EvaluationContext {
  const independent = evaluation.independent;
  return {
    scan: input.scan,
    skill,
    lang: evaluation.lang,
    mode: input.mode,
    independent,
    judges: input.mode === 'full' && independent ? 2 : 1,
    sameContext: input.sameContext ?? false,
    concurrency: input.concurrency ?? 1,
    maxTestPrompts: input.maxTestPrompts ?? 3,
    results: input.results ?? [],
    ex,
    record(o) {
      if (o.status === 'failed' && (o.reason === 'budget' || o.reason === 'cancelled')) evaluation.stopped ??= o.reason === 'budget' ? 'budget' : 'cancelled';
    },
    keepArtefact(a) {
      if (!ex.planning) evaluation.artefacts.push(a);
    },
  };
}
