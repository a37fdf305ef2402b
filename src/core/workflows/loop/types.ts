/**
 * The optimiser's contract with its front ends (DESIGN "Seams"): the CLI, the VS Code
 * command and the dashboard all drive the same loop. The loop reports through events
 * (progress · notice · checkpoint · round result · report) and asks people through an
 * `Approver`; time comes from a `Clock`, file access to SKILL.md from a `Workspace`.
 */
import type { Budget } from '../../models/budget.ts';
import type { JudgeCache } from '../../models/cache.ts';
import type { LubanConfig } from '../../base/config/schema.ts';
import type { Locale } from '../../base/l10n/index.ts';
import type { ChatModel } from '../../models/llm/types.ts';
import type { Dimension, LocalisedText, ProfileName } from '../../rules/types.ts';
import type { EvalMode, Mode } from '../../scoring/judge/types.ts';

export type { Mode, EvalMode };

/** The state machine's phases (seed v3 Phase 0–3). */
export type Phase = '0' | '0.3' | 'gate' | '0.5' | '1' | '2' | '2.5' | '3';

/** The metis wizard's phases (SPEC G1; seed metis). */
export type WizardPhase = '1' | '2' | '3' | '3.5' | '4' | '5' | '6' | '7' | '8';

/** Steps of one Phase 2 round. */
export type RoundStep = 'diagnose' | 'propose' | 'pre-edit' | 'apply' | 'self-check' | 'rescore' | 'decide' | 'record';

/**
 * Points where a test can hold the process (and kill it): after the pre-edit snapshot,
 * after SKILL.md was written, after the re-score, after the keep commit and after the
 * revert, each before the results.tsv row is written.
 */
export type PausePoint = 'pre-edit' | 'applied' | 'rescored' | 'kept' | 'reverted';

export interface Choice {
  id: string;
  label: LocalisedText;
  /**
   * What choosing it does, in a few words ("stop here — end the run now: the edits kept so
   * far stay and the report is written"): shown beside the label by the modal, the
   * notification and the dashboard's card.
   */
  hint?: LocalisedText;
}

/** A choice that always says what it does. */
export interface HintedChoice extends Choice {
  hint: LocalisedText;
}

/** The choice's hint, if it has one. */
export function choiceHint(c: Choice): LocalisedText | undefined {
  const h = (c as Partial<HintedChoice>).hint;
  return h && typeof h.en === 'string' && typeof h.zh === 'string' ? h : undefined;
}

export type CheckpointKind =
  | 'phase0.3'
  | 'phase0.5'
  | 'phase1'
  | 'skill-done'
  | 'max-rounds'
  | 'phase2.5'
  | 'not-a-repo'
  | 'branch-exists'
  | 'dirty-tree'
  | 'test-prompts-exist'
  /** SPEC B5a: an open Sentinel error; nothing edits the skill until a person has looked. */
  | 'security'
  /** SPEC C3 review gate: ≥ 3 open P1 items; nothing edits the skill until a person decides. */
  | 'review-gate'
  /** SPEC D11: the runtime gate still fails after its repair round; fixed by hand, or the skill is left out. */
  | 'runtime-gate'
  /** SPEC G1: the metis wizard's Gate Check at the end of a phase (only an explicit confirmation passes). */
  | 'wizard-gate'
  /** SPEC G1: a question of a wizard phase (the phase 1 interview, a choice's reason). */
  | 'wizard-question'
  /** SPEC G6: a request that breaks an iron rule, paused and explained with the seed's template. */
  | 'wizard-conflict'
  /** A saved wizard run: resume it or restart. */
  | 'wizard-resume'
  /** SPEC C9: the cost plan of the wizard's drafting calls, before any request. */
  | 'wizard-cost'
  /** SPEC F1: the evolving loop's final version replaces SKILL.md only with a person's approval. */
  | 'evolve-replace';

/** A question for a person: 🔴 CHECKPOINT (level `checkpoint`) or 🛑 STOP (level `stop`). */
export interface Checkpoint {
  /** Unique within a run, e.g. `phase1`, `skill-done:weekly-report`. */
  id: string;
  kind: CheckpointKind;
  level: 'checkpoint' | 'stop';
  phase: Phase | WizardPhase;
  skill?: string;
  title: LocalisedText;
  /** What the person needs to decide (summary, scores, the diff …), plain text. */
  body: LocalisedText;
  choices: Array<Choice | HintedChoice>;
  /** What `--yes` (checkpoints) / `--yes-stop` (stops) answer. */
  defaultChoice: string;
  /** Unified diff shown with the question (per-skill checkpoint). */
  diff?: string;
  /**
   * The person may answer in their own words (the wizard's gates and questions): the
   * answer is a choice id (a button) or the text they typed, which the asker interprets.
   */
  freeText?: boolean;
}

/** Asks a person; resolves with a choice id. Throws `NoAnswerError` when nobody can answer. */
export interface Approver {
  ask(checkpoint: Checkpoint, signal?: AbortSignal): Promise<string>;
}

/** Nobody can answer this question (no terminal, no `--yes`): the run stops cleanly here. */
export class NoAnswerError extends Error {
  constructor(readonly checkpoint: Checkpoint) {
    super(`no answer for ${checkpoint.level === 'stop' ? '🛑 STOP' : '🔴 CHECKPOINT'} ${checkpoint.id}`);
  }
}

/** The seed's 12 exception rows (D7) and the 4 redlines (D8), as notice codes. */
export type ExceptionCode =
  | 'not-a-repo'
  | 'results-missing'
  | 'results-corrupt'
  | 'branch-exists'
  | 'revert-failed'
  | 'max-rounds'
  | 'size-cap'
  | 'test-prompts-exist'
  | 'skill-md-missing'
  | 'consumer-baseline'
  | 'subagent-unavailable'
  | 'score-drift';

export type RedlineCode = 'redline-1-self-eval' | 'redline-2-multi-dim' | 'redline-3-all-dry-run' | 'redline-4-gate-bypass';

export type NoticeKind = 'exception' | 'redline' | 'warning' | 'info';

export interface Notice {
  kind: NoticeKind;
  code: ExceptionCode | RedlineCode | string;
  skill?: string;
  message: LocalisedText;
}

export type RoundStatus = 'baseline' | 'keep' | 'revert' | 'error' | 'interrupted' | 'cancelled';

export interface RoundResult {
  skill: string;
  round: number;
  status: RoundStatus;
  dim: Dimension | 'rewrite' | '-';
  oldScore: number | null;
  newScore: number | null;
  delta: number | null;
  outOf: number | null;
  evalMode: EvalMode;
  judgeCount: number;
  note: string;
  /** Commit (git) or backup (bak) that records the round. */
  commit: string;
  /** Model calls this round made (proposal + re-score + paired judges). */
  calls: number;
  /** Unified diff of the applied edit (empty when nothing was applied). */
  diff?: string;
}

export interface SkillOutcome {
  skill: string;
  dir: string;
  status: 'optimised' | 'unchanged' | 'error' | 'roi-skip' | 'blocked' | 'aborted' | 'stopped';
  before: number | null;
  after: number | null;
  outOf: number | null;
  rounds: number;
  kept: number;
  reverted: number;
  keptDims: string[];
  evalMode: EvalMode;
  /** The judge noise floor (± one total's standard deviation, SPEC D9) when Phase 1 measured it. */
  noise?: number;
  note?: string;
  /**
   * SPEC B5a, present when the skill had an open Sentinel error: `blocked` — left
   * unedited at the security CHECKPOINT (status `blocked`); `reviewed` — a person said
   * they had reviewed the findings and the run went on.
   */
  security?: 'blocked' | 'reviewed';
}

export interface OptimizeReport {
  mode: Mode;
  skills: SkillOutcome[];
  /** Why the run ended early, if it did. `model-unanswered`: a baseline got no usable answer from the model (not scored). */
  stopped?: 'cancelled' | 'no-answer' | 'user' | 'budget' | 'model-unanswered';
  /** The question nobody could answer (stopped: no-answer). */
  unanswered?: Checkpoint;
  health: {
    rounds: number;
    reverts: number;
    revertRate: number;
    dryRunRatio: number;
    sameContextViolations: number;
    oscillationAlerts: string[];
    degradedStreak: number;
    modelCalls: number;
    /** Rounds decided by the paired judges inside the noise floor (SPEC D9), kept and reverted. */
    pairedKept: number;
    pairedReverted: number;
  };
  byDimension: Record<string, { kept: number; delta: number }>;
  branch?: string;
  files: string[];
  notices: Notice[];
}

export type LoopEvent =
  | { type: 'progress'; phase: Phase; skill?: string; round?: number; step?: RoundStep; message: LocalisedText }
  | { type: 'notice'; notice: Notice }
  | { type: 'checkpoint'; checkpoint: Checkpoint }
  | { type: 'answer'; checkpoint: string; choice: string }
  | { type: 'roundResult'; result: RoundResult }
  | { type: 'report'; report: OptimizeReport };

/** File access for SKILL.md (the extension backs it with editor buffers). Writes must be atomic. */
export interface Workspace {
  readText(file: string): Promise<string | undefined>;
  writeText(file: string, text: string): Promise<void>;
}

export type Clock = () => Date;

export interface OptimizeOptions {
  /** Skill folders (already discovered; a folder without SKILL.md becomes status=error). */
  skills: string[];
  /** luban-workspace: where meta_learnings.md, luban-profile.json, optimization-registry.tsv and the backup archive live. */
  workspace: string;
  approver: Approver;
  /** Pinned mode (`--mode`); absent: the mode gateway decides and may switch. */
  mode?: Mode;
  /** What the person asked for (mode gateway intents: 完整/深度… → Full, 看看/评一下… → Quick). */
  intent?: string;
  maxRounds?: number;
  /** The editor model (proposals, exploratory rewrite); also the judge unless `judgeModel` is given. */
  model?: ChatModel;
  judgeModel?: ChatModel;
  /** `same-as-editor`: the judge runs in the editing context (redline 1: dim8 ×0.5, recorded). */
  judgeContext?: 'independent' | 'same-as-editor';
  /** False when independent judge contexts cannot be had (the seed's fallback table). */
  independentJudges?: boolean;
  /** Full mode measures the judge noise floor once per skill (SPEC D9), re-running dim8's agents in one re-judging; default true. */
  noiseFloor?: boolean;
  /**
   * SPEC D9: when a judged round's Δ is inside the noise of a difference (√2 × the noise
   * floor), or no floor was measured (Quick mode; Full with `noiseFloor: false`), this many
   * independent judges compare the versions before and after the edit, and a strict
   * majority of them preferring the edit keeps it (core/loop/decide-round.ts).
   * Default 3; 0 turns it off (such a change is then reverted: not shown to help, or not
   * measured); 1 or 2 is raised to 3.
   */
  pairedJudges?: number;
  budget?: Budget;
  cache?: JudgeCache;
  concurrency?: number;
  onEvent?: (e: LoopEvent) => void;
  signal?: AbortSignal;
  clock?: Clock;
  random?: () => number;
  files?: Workspace;
  locale?: Locale;
  config?: LubanConfig;
  profile?: ProfileName;
  /** Test hook: called at each pause point (the CLI maps LUBAN_TEST_PAUSE_AT to it). */
  pauseAt?: (point: PausePoint, skill: string, round: number) => Promise<void>;
}
