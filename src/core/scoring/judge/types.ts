/**
 * What the judges produced for one skill, before it is merged with the static part
 * into a Scorecard. Every value here came from a model answer (or the judge cache,
 * which only holds validated model answers); where none came, the value is `null`
 * with the reason.
 */
import type { Dim7bReply } from './prompts/dim7b.ts';
import type { TestPrompt } from './prompts/dim8.ts';
import type { DocType, NormalisedIssue, ReviewIssue, RoleId } from './prompts/dim10.ts';
import type { ReviewGate } from '../review.ts';
import type { OrthoReply, OrthoTrigger } from './prompts/orthogonality.ts';
import type { FailReason } from './executor.ts';
import type { SkillLang } from '../../skill/language.ts';

export type Mode = 'quick' | 'full';
export type EvalMode = 'static' | 'dry_run' | 'full_test' | 'fallback' | 'fallback_dry';

export interface Failure {
  reason: FailReason | 'not-applicable' | 'no-skill-md';
  detail: string;
}

export interface JudgedValue {
  /** 0–10 judged (rubric) share, median over the judges that answered; null when none did. */
  value: number | null;
  /** Each answering judge's value (0–10). */
  judges: number[];
  judgeCount: number;
  evalMode: EvalMode;
  tags: string[];
  failure?: Failure;
  /** Quotes and reasons from the judges. */
  evidence: string[];
  /** dim7b: the verified instances. */
  issues?: Dim7bReply['issues'];
  /** Planning only: rests on placeholders. */
  provisional?: boolean;
}

export type Dim8EvalKind = 'full_test' | 'dry_run' | 'fallback_dry';

export interface Dim8Evaluation {
  promptId: string;
  kind: Dim8EvalKind;
  /** Raw sub-scores (median over judges): 8a 0–8, 8b 0–7, 8c 0–5. */
  raw: { intent: number; lift: number; sideEffects: number };
  /** After the dry_run / fallback multipliers (docs/features.md C5/C6). */
  adjusted: { intent: number; lift: number; sideEffects: number };
  judgeCount: number;
  /** How 8c was obtained. */
  sideEffectsBy: 'judge' | 'regex';
  regexHits?: string[];
  /** For people: why this evaluation fell back. */
  note?: string;
  /** The with-skill output (full_test) or the predicted output (dry run), for heterogeneous judges. */
  output?: string;
}

export interface Dim8Result {
  /** 0–10 after multipliers and the redline; null when no evaluation completed. */
  value: number | null;
  /** Before the same-context redline. */
  beforeRedline: number | null;
  evaluations: Dim8Evaluation[];
  /** Mean adjusted sub-scores over the evaluations. */
  means?: { intent: number; lift: number; sideEffects: number };
  /** Mean raw 8c (for the review trigger and heterogeneous judges). */
  rawSideEffects?: number;
  dryRunRatio: number;
  judgeCount: number;
  evalMode: EvalMode;
  tags: string[];
  failure?: Failure;
  redline1Violation: boolean;
  /** Planning only: some of it rests on placeholders, so what depends on it is conditional. */
  provisional?: boolean;
  /** dim8 came from tests.yaml's effect tasks (docs/effect.md): the measurement behind it. */
  measured?: {
    tasks: number;
    trials: number;
    with: { passes: number; n: number; rate: number | null; low: number; high: number };
    without: { passes: number; n: number; rate: number | null; low: number; high: number };
    uplift: { value: number | null; low: number; high: number };
    status: 'complete' | 'partial' | 'no-tasks';
  };
}

export interface TestPromptsInfo {
  source: 'file' | 'generated' | 'none';
  /** Planning only: the prompts are placeholders. */
  provisional?: boolean;
  prompts: TestPrompt[];
  /** Entries in the file (when more than were used). */
  total?: number;
  warning?: string;
  /** Why there are no prompts (generation failed). */
  failure?: Failure;
}

export interface ReviewResult {
  triggered: boolean;
  /** Why it ran (or not). */
  trigger: string;
  /** Measured on an earlier scoring and reused, not asked again (EvaluateInput.carriedReview). */
  carried?: boolean;
  docType?: DocType;
  roles: Array<{ role: RoleId; status: 'answered' | 'failed'; issues: ReviewIssue[]; failure?: Failure }>;
  normalised: NormalisedIssue[];
  /** Original ID → normalised ID. */
  idMap: Record<string, string>;
  normalisedBy: 'model' | 'mechanical' | 'none';
  openP0: number;
  openP1: number;
  openP2: number;
  /** Whether every role answered (a role the budget or a cancel left unasked is `failed` with that reason). */
  complete: boolean;
  failure?: Failure;
  /** Why the normalisation call gave no answer (the items were then normalised mechanically). */
  normaliseFailure?: Failure;
  /** Stage 0: the grading every role was told (levels, impacts, gates). */
  grading?: string;
  /** The review view, 0–100: 100 − 30 × open P0 − 5 × open P1 (P2 0), floor 0 (rubric/review.ts). */
  view?: number;
  /** The review gate: ≥ 3 open P1 → optimisation blocked until a person decides. */
  gate?: ReviewGate;
  /** Stage 4, after an edit: what was re-checked and what goes back to stage 3. */
  closure?: ReviewClosure;
}

/** One normalised item's closure outcome (stage 4). */
export interface ClosedItem {
  id: string;
  /** The level it was found at, and the level it is at now (raised when a check failed). */
  from: NormalisedIssue['severity'];
  severity: NormalisedIssue['severity'];
  status: 'open' | 'closed';
  /** Who decided: the role that raised it, or the editor's self-check alone. */
  checkedBy: 'role' | 'self';
  note?: string;
}

export interface ReviewClosure {
  items: ClosedItem[];
  /** Open P0 items after the re-check: back to stage 3 (fix again), then stage 4 again. */
  backToStage3: string[];
  /** P1 items the roles sampled (30 % of those the editor called fixed). */
  sampled: string[];
  /** Roles whose re-check failed: their items stay as they were (open). */
  unanswered: RoleId[];
}

export interface OrthoResult {
  trigger: OrthoTrigger;
  agent: string;
  dims: string[];
  tag: '[orthogonality]';
  reply?: OrthoReply;
  failure?: Failure;
}

export interface ConsumerBaselineResult {
  path: string;
  generated: boolean;
  /** The generated baseline skill (only when `generated`): what a Full optimisation saves to `path` when the file is missing. */
  text?: string;
  score: number | null;
  /** Score below 60: optimisation is blocked (docs/features.md C8). */
  blocked: boolean;
  report?: string;
  failure?: Failure;
}

export interface Artefact {
  /** Relative to the skill folder. */
  path: string;
  content: string;
  why: string;
}

export interface Evaluation {
  mode: Mode;
  lang: SkillLang;
  /** Whether judges ran in independent contexts (false: the seed's fallback table). */
  independent: boolean;
  model?: string;
  rubric: Partial<Record<'dim2' | 'dim3' | 'dim5' | 'dim6' | 'dim7b' | 'dim9', JudgedValue>>;
  dim8: Dim8Result;
  review?: ReviewResult;
  orthogonality: OrthoResult[];
  consumerBaseline?: ConsumerBaselineResult;
  testPrompts: TestPromptsInfo;
  /** Files to write into the skill folder (generated test prompts, baseline skill). */
  artefacts: Artefact[];
  /** Set when the run ended early. */
  stopped?: 'budget' | 'cancelled';
  notes: string[];
}
