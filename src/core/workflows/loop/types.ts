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
export type { Approver, Checkpoint, CheckpointKind, Choice, Clock, HintedChoice, Phase, RunCost, WizardPhase } from '../interaction.ts';
export { choiceHint, NoAnswerError } from '../interaction.ts';
export type { AfterEditContext, EditCheckVerdict, LoopHooks } from '../hooks.ts';
import type { Approver, Checkpoint, Clock, Phase } from '../interaction.ts';
import type { LoopHooks } from '../hooks.ts';

/** Steps of one Phase 2 round. */
export type RoundStep = 'diagnose' | 'propose' | 'pre-edit' | 'apply' | 'self-check' | 'rescore' | 'decide' | 'record';

/**
 * Points where a test can hold the process (and kill it): after the pre-edit snapshot,
 * after SKILL.md was written, after the re-score, after the keep commit and after the
 * revert, each before the results.tsv row is written.
 */
export type PausePoint = 'pre-edit' | 'applied' | 'rescored' | 'kept' | 'reverted';

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
  /** The judge noise floor (± one total's standard deviation, docs/features.md D9) when Phase 1 measured it. */
  noise?: number;
  note?: string;
  /**
   * docs/features.md B5a, present when the skill had an open Sentinel error: `blocked` — left
   * unedited at the security CHECKPOINT (status `blocked`); `reviewed` — a person said
   * they had reviewed the findings and the run went on.
   */
  security?: 'blocked' | 'reviewed';
  /** Why the skill's rounds ended, or why it had none (issue 33: every early stop says why) — the notice that told it. */
  ended?: { reason: SkillStopReason; message: LocalisedText };
}

/**
 * Why a skill's rounds ended: nothing left to improve, no proposal left, a round not kept,
 * a plateau, MAX_ROUNDS, the call budget, redline 4, SKILL.md gone, the ROI ceiling
 * (evaluated only), a partial baseline, the run cancelled or stopped at a question.
 */
export type SkillStopReason =
  | 'nothing-left'
  | 'no-proposal'
  | 'reverted'
  | 'plateau'
  | 'max-rounds'
  | 'budget'
  | 'redline-4'
  | 'error'
  | 'ceiling'
  | 'partial-baseline'
  | 'cancelled'
  | 'stopped';

/** A Full run's git branch at the end (issue 33 item 7): where the result is and how to merge it or go back. */
export interface RunBranch {
  /** The repository's root. */
  repo: string;
  branch: string;
  /** The branch (or commit, when detached) the run started from; absent when unknown (continued on a branch it was already on). */
  base?: string;
  /** The command that takes the result into `base` (`--ff-only` unless `base` moved since). */
  merge?: string;
  /** The command that goes back to `base` and deletes the branch. */
  back?: string;
  /** The "luban: run record" commit (short hash) that holds the run's records, when any were left to commit. */
  recordCommit?: string;
  /** Records left uncommitted (git was elsewhere, or the commit failed), relative to the root. */
  uncommitted?: string[];
}

export interface OptimizeReport {
  mode: Mode;
  skills: SkillOutcome[];
  /** Why the run ended early, if it did. `model-unanswered`: a baseline got no usable answer from the model (not scored). */
  stopped?: 'cancelled' | 'no-answer' | 'user' | 'budget' | 'model-unanswered';
  /** The question nobody could answer (stopped: no-answer). */
  unanswered?: Checkpoint;
  /** Why the run ended early, in words (the notice that told it); present with `stopped`. */
  stoppedWhy?: LocalisedText;
  health: {
    rounds: number;
    reverts: number;
    revertRate: number;
    dryRunRatio: number;
    sameContextViolations: number;
    oscillationAlerts: string[];
    /** The longest run of consecutive scorings in degraded mode (fallback, fallback_dry, or judges that did not answer). */
    degradedStreak: number;
    /** Scorings in degraded mode in this run (baselines, re-scores, re-judgings): the number the dashboard's Health shows. */
    degradedScorings?: number;
    modelCalls: number;
    /** Rounds decided by the paired judges inside the noise floor (docs/features.md D9), kept and reverted. */
    pairedKept: number;
    pairedReverted: number;
  };
  byDimension: Record<string, { kept: number; delta: number }>;
  branch?: string;
  /** Each Full-mode branch at the end: where the result is and how to merge it or go back (issue 33 item 7). */
  runBranches?: RunBranch[];
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

export interface OptimizeOptions {
  /** Skill folders (already discovered; a folder without SKILL.md becomes status=error). */
  skills: string[];
  /** luban-workspace: where meta_learnings.md, luban-profile.json, optimization-registry.tsv and the backup archive live. */
  workspace: string;
  /** The folder the person works in (the CLI's current folder, the editor's workspace folder): "git init" goes there when the skill is inside it. Default: `workspace`. */
  root?: string;
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
  /** Full mode measures the judge noise floor once per skill (docs/features.md D9), re-running dim8's agents in one re-judging; default true. */
  noiseFloor?: boolean;
  /**
   * docs/features.md D9: when a judged round's Δ is inside the noise of a difference (√2 × the noise
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
  /**
   * Checks that workflows built on the loop plug into each round (MUSE's must/forbid
   * regression cases, docs/features.md E2 — wired in by core/api/optimize.ts). The loop itself runs none.
   */
  hooks?: LoopHooks;
}
