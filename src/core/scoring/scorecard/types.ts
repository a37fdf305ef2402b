/**
 * The Scorecard (docs/features.md §0, C1, §9 `score --format json`): every dimension with a
 * value or `null`, its eval mode, judge count and tags; the weighted total over the
 * scored parts only (null — "not scored" — when no judged part counts, docs/features.md D9), `outOf`
 * (the weights behind it) and `partial`. The JSON contract
 * fields are `skill, mode, total, outOf, partial, dims{value, evalMode, judgeCount,
 * tags}, usage{calls, inputTokens, outputTokens}`; everything else is additive.
 */
import type { Dimension } from '../../rules/types.ts';
import type { ReviewGate } from '../review.ts';
import type { CallFailure } from '../judge/executor.ts';
import type { ConsumerBaselineResult, EvalMode, Mode, OrthoResult, ReviewResult, TestPromptsInfo, Dim8Evaluation, Dim8Result } from '../judge/types.ts';
import type { DimSpread, TotalSpread } from './spread.ts';

export type { EvalMode, Mode };

export type NotScoredReason = 'no-model' | 'budget' | 'cancelled' | 'model-error' | 'invalid-reply' | 'not-applicable' | 'no-skill-md';

export interface DimScore {
  /** 0–10, or null when the judged part has no model answer. */
  value: number | null;
  evalMode: EvalMode;
  judgeCount: number;
  tags: string[];
  /** What this dimension adds to `total` and to `outOf` (weight points). */
  points: number;
  outOf: number;
  /** Half-static dims: the module share (counted even when the judged share is missing). */
  module?: { name: 'HASP' | 'SkillOps' | 'Distill' | 'Sentinel' | 'review'; points: number; of: number };
  /** Half-static dims: the judged share on 0–10 (null when no judge answered). */
  rubric?: number | null;
  /** Why the value (or its judged share) is missing. */
  reason?: NotScoredReason;
  detail?: string;
  /** dim10 only: set while a P0 review item is open — the value is at most `at` (4 of 10); `uncapped` is the merged value before the cap. */
  cap?: { at: number; uncapped: number; reason: 'open-p0' };
  /** The judges behind the judged share: their own values, sd, range, the panel's ± and "judges disagree" (spread.ts). */
  spread?: DimSpread;
}

/** A part the score claims that did not finish (docs/features.md D9): the card is `partial` for it. */
export interface IncompletePart {
  part: Dimension | 'consumer-baseline' | 'orthogonality';
  reason: NotScoredReason;
  detail?: string;
}

/**
 * The model calls that gave no usable answer (docs/features.md D9 "a judge that did not answer"):
 * `failed` of `calls` (the meter's count: a call is one request with its retries;
 * `attempts` counts the HTTP requests), the commonest failure with one detail of it.
 */
export interface ModelFailure {
  failed: number;
  calls: number;
  attempts: number;
  reason: CallFailure['kind'];
  status?: number;
  detail: string;
}

/** The static view (docs/features.md C3a) exactly as `luban scan` computes it: "form checks X of Y", never "the score". */
export interface StaticChecks {
  points: number;
  outOf: number;
}

export interface ScorecardUsage {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  /** Judge-cache hits (calls not made). */
  cacheHits?: number;
  /** Whether some token counts are estimates (the provider reported none). */
  estimated?: boolean;
}

export interface Scorecard {
  skill: string;
  mode: Mode;
  total: number | null;
  outOf: number;
  partial: boolean;
  dims: Record<Dimension, DimScore>;
  usage: ScorecardUsage;
  /** `provider:model`, or `none`. */
  model: string;
  /**
   * The dimensions a model answer counts in (value set, judgeCount ≥ 1). None → `total` is
   * null ("not scored", docs/features.md D9): the optimiser's gates decide nothing from such a card.
   */
  judged: Dimension[];
  /** The static view, the same figure `luban scan` shows for this skill. */
  staticChecks: StaticChecks;
  /** Set when some model calls gave no usable answer. */
  modelFailure?: ModelFailure;
  /** Claimed parts that did not finish (budget, cancel, model error): each makes the card partial. */
  incomplete?: IncompletePart[];
  /** Language of the judge prompts. */
  lang: 'en' | 'zh';
  redline1Violation: boolean;
  /** The total's ± and what it rests on (spread.ts); absent when no judged part counts. */
  totalSpread?: TotalSpread;
  /** Dimensions whose judges disagree (range ≥ 3 of 10). */
  disagreement?: Dimension[];
  /**
   * The review gate (docs/features.md C3, seed review gate), Full mode when the review answered:
   * `blocked` with ≥ 3 open P1 items — the optimiser must not optimise until a person has
   * decided. Open P0 items are counted beside it (they are fixed first and cap dim10).
   */
  gate?: ReviewGate;
  /** The run ended early (budget spent or cancelled): the card is partial for that reason. */
  stopped?: 'budget' | 'cancelled';
  dim8?: { a: number; b: number; c: number; dryRunRatio: number; evaluations: Dim8Evaluation[]; measured?: Dim8Result['measured'] };
  review?: ReviewResult;
  orthogonality?: OrthoResult[];
  consumerBaseline?: ConsumerBaselineResult;
  testPrompts?: Omit<TestPromptsInfo, 'provisional'>;
  /** Files written into the skill folder by this run. */
  wrote?: string[];
  notes: string[];
}
