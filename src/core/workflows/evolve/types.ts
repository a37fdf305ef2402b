/**
 * The evolving loop's words (seed 002 "Evolving Skill", docs/features.md F1–F4): the benchmark a
 * person writes, one iteration's evidence, the per-iteration and final JSON the seed
 * fixes, and the events a front end renders while the loop runs.
 */
import type { LocalisedText } from '../../rules/types.ts';

/** One dimension of benchmark.md: its name, weight (relative) and criteria. */
export interface BenchmarkDimension {
  name: string;
  weight: number;
  criteria: string;
  /** 1-based line in benchmark.md. */
  line: number;
}

export interface Benchmark {
  file: string;
  dimensions: BenchmarkDimension[];
  /** The whole text, shown to the judge. */
  text: string;
}

/** The judge's verdict on one dimension (0–100). */
export interface DimensionScore {
  name: string;
  weight: number;
  score: number;
  evidence: string;
  reason: string;
}

/** The seed's weakDimensions[] item; rootCause names its SKILL.md line. */
export interface WeakDimension {
  dimension: string;
  currentScore: number;
  rootCause: string;
  improvement: string;
}

/** Where the root cause of a weak dimension sits in SKILL.md (Luban's evidence beside the seed's item). */
export interface RootCauseLocation {
  dimension: string;
  file: string;
  line: number;
  quote: string;
}

export interface IterationAnalysis {
  weakDimensions: WeakDimension[];
  overallStrategy: string;
}

export type VersionBump = 'patch' | 'minor';

export interface IterationPatch {
  versionBump: VersionBump;
  newVersion: string;
  newSkillPrompt: string;
  changeDescription: string;
  reasoning: string;
}

/** The seed's per-iteration output (docs/features.md F3), exactly. */
export interface IterationJson {
  iteration: number;
  score: number;
  passed: boolean;
  analysis: IterationAnalysis | null;
  patch: IterationPatch | null;
}

/** The seed's final output (docs/features.md F3), exactly; `iterations` is added beside it. */
export interface FinalJson {
  success: boolean;
  finalScore: number | null;
  finalVersion: string;
  totalIterations: number;
  result: string | null;
  skillPrompt: string;
}

/** One iteration's full record (what the artefacts and the report are built from). */
export interface IterationRecord {
  iteration: number;
  version: string;
  skillText: string;
  result: string;
  score: number;
  passed: boolean;
  dimensions: DimensionScore[];
  summary: string;
  analysis: IterationAnalysis | null;
  locations: RootCauseLocation[];
  patch: IterationPatch | null;
  /** Why no rewrite was made in this iteration, when none was. */
  noRewrite?: 'passed' | 'last-iteration' | 'stalled';
}

export type StopReason = 'passed' | 'max-iterations' | 'stalled' | 'error';

/** Why the run ended in error (the RESULT: ERROR block). */
export interface EvolveFailure {
  code: 'no-model' | 'budget' | 'cancelled' | 'model-error' | 'invalid-reply' | 'write-failed';
  /** Which step failed (execute / evaluate / rewrite / replace). */
  step: 'execute' | 'evaluate' | 'rewrite' | 'replace' | 'setup';
  iteration: number;
  detail: string;
}

/** What happened to SKILL.md at the end. */
export type Replacement =
  | { state: 'replaced'; version: string; backup?: string; preEditCommit?: string; commit?: string }
  | { state: 'unchanged'; why: 'original-best' | 'declined' | 'unanswered' | 'error' };

export interface EvolveReport {
  skill: string;
  dir: string;
  threshold: number;
  maxIterations: number;
  iterations: IterationRecord[];
  stop: StopReason;
  /** The kept version: the passing one, or the best one. */
  best?: IterationRecord;
  failure?: EvolveFailure;
  replacement: Replacement;
  usage: { calls: number; inputTokens: number; outputTokens: number };
}

export type EvolveEvent =
  | { type: 'progress'; iteration: number; step: 'execute' | 'evaluate' | 'rewrite' | 'replace'; message: LocalisedText }
  | { type: 'iteration'; record: IterationRecord; threshold: number; previousText: string }
  | { type: 'notice'; message: LocalisedText };

/** Points a test can hold the process at (LUBAN_TEST_PAUSE_AT), to kill it there. */
export type EvolvePausePoint = 'executed' | 'recorded' | 'pre-replace' | 'replaced';
