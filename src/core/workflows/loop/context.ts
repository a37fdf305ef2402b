/**
 * One optimiser run's shared state and the ways it speaks: events, notices, questions
 * for a person (the Approver), cancellation. Every phase reads and writes the run
 * through this object; a phase file holds only what that phase does.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LubanConfig } from '../../base/config/schema.ts';
import { Budget } from '../../models/budget.ts';
import { UsageMeter } from '../../models/usage.ts';
import type { SkillScanResult } from '../../engine/scan.ts';
import type { GitRepo } from '../../git/repo.ts';
import { pairedJudgeCount } from '../../scoring/judge/paired.ts';
import type { TestPrompt } from '../../scoring/judge/prompts/dim8.ts';
import { pick, type Locale } from '../../base/l10n/index.ts';
import type { LocalisedText, ResultsRow } from '../../rules/types.ts';
import type { EnclosingCache } from '../../skill/load.ts';
import { writeFileAtomic } from '../../base/io/atomic.ts';
import type { OscillationGuard } from '../../formats/luban-profile.ts';
import { linesOf, say } from './messages.ts';
import { costText } from './progress-text.ts';
import { maxRoundsFor } from './mode.ts';
import type { Ratchet } from '../../edits/ratchet.ts';
import type { Snapshot } from './scoring.ts';
import {
  NoAnswerError,
  type Checkpoint,
  type HintedChoice,
  type LoopEvent,
  type Mode,
  type Notice,
  type NoticeKind,
  type OptimizeOptions,
  type OptimizeReport,
  type Phase,
  type RoundResult,
  type RoundStep,
  type RunCost,
  type SkillOutcome,
  type Workspace,
} from './types.ts';

/** The run was cancelled (the signal fired): SKILL.md is restored, the report says so. */
export class Cancelled extends Error {}
/** A person chose "stop" at a question. */
export class UserStop extends Error {}
/** The model answered nothing usable for a baseline: nothing can be scored, so the run stops (docs/features.md D9 "not scored"). */
export class ModelUnanswered extends Error {}

export const CONTINUE: HintedChoice[] = [
  { id: 'continue', label: say('choice.continue'), hint: say('choice.continue.hint') },
  { id: 'stop', label: say('choice.stopHere'), hint: say('choice.stopHere.hint') },
];

/** One skill's state through the run. */
export interface SkillState {
  name: string;
  dir: string;
  fileName: string;
  missing: boolean;
  config: LubanConfig;
  history: ResultsRow[];
  mode: Mode;
  scan?: SkillScanResult;
  /** LF-normalised SKILL.md at the start of the run (the 150% cap's base). */
  original?: string;
  baseline?: Snapshot;
  current?: Snapshot;
  ratchet?: Ratchet;
  repo?: GitRepo;
  rejected: Set<string>;
  rejectedSummaries: string[];
  skip: Map<string, LocalisedText>;
  rounds: number;
  kept: number;
  reverted: number;
  keptDims: string[];
  brokeAtRound1: boolean;
  status?: SkillOutcome['status'];
  note?: string;
  security?: SkillOutcome['security'];
  noise?: number;
  testPrompts?: TestPrompt[];
  rewriteConsent?: boolean;
  results: RoundResult[];
}

export function newSkillState(s: Pick<SkillState, 'name' | 'dir' | 'fileName' | 'missing' | 'config'>): SkillState {
  return {
    ...s,
    history: [],
    mode: 'quick',
    rejected: new Set(),
    rejectedSummaries: [],
    skip: new Map(),
    rounds: 0,
    kept: 0,
    reverted: 0,
    keptDims: [],
    brokeAtRound1: false,
    results: [],
  };
}

/** The SKILL.md path of a skill. */
export function skillFile(s: Pick<SkillState, 'dir' | 'fileName'>): string {
  return path.join(s.dir, s.fileName);
}

const fsWorkspace: Workspace = {
  async readText(file) {
    try {
      return await fs.readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  },
  writeText: (file, text) => writeFileAtomic(file, text),
};

export class RunContext {
  phase: Phase = '0';
  readonly notices: Notice[] = [];
  /** Files the run wrote (the report lists them). */
  readonly files = new Set<string>();
  readonly skills: SkillState[] = [];
  mode: Mode = 'quick';
  /** The mode was given (`--mode`): the auto-switches are only told about. */
  readonly pinned: boolean;
  readonly budget: Budget;
  readonly meter = new UsageMeter();
  readonly clock: () => Date;
  readonly io: Workspace;
  readonly locale: Locale;
  readonly repos = new Map<string, { repo: GitRepo; branch?: string; declined?: boolean }>();
  bakChosen = false;
  branch?: string;
  fullDeltas: number[] = [];
  stopped?: OptimizeReport['stopped'];
  unanswered?: Checkpoint;
  degradedStreak = 0;
  maxDegradedStreak = 0;
  guards: OscillationGuard[] = [];
  /** A sub-skill's bundle is walked once per run, not at every round's rescan. */
  readonly enclosingCache: EnclosingCache = new Map();
  /** Judges of the paired decision inside the noise floor (docs/features.md D9); 0 = off. */
  readonly pairedJudges: number;
  /** When the run began (a card's cost says how long it has taken). */
  readonly startedAt: number;

  constructor(readonly opts: OptimizeOptions) {
    this.pinned = opts.mode !== undefined;
    this.pairedJudges = pairedJudgeCount(opts.pairedJudges);
    this.budget = opts.budget ?? new Budget();
    this.clock = opts.clock ?? (() => new Date());
    this.io = opts.files ?? fsWorkspace;
    this.locale = opts.locale ?? 'en';
    // Wall time, not the injected clock: the clock stamps records (tests script it), this only measures.
    this.startedAt = Date.now();
  }

  /** What the run has cost so far: model calls, tokens, time (issue 33 item 6). */
  cost(): RunCost {
    return {
      calls: this.meter.calls,
      tokens: this.meter.inputTokens + this.meter.outputTokens,
      elapsedMs: Math.max(0, Date.now() - this.startedAt),
    };
  }

  emit(e: LoopEvent): void {
    this.opts.onEvent?.(e);
  }

  notify(kind: NoticeKind, code: string, message: LocalisedText, skill?: string): void {
    const notice: Notice = { kind, code, message, ...(skill ? { skill } : {}) };
    this.notices.push(notice);
    this.emit({ type: 'notice', notice });
  }

  progress(message: LocalisedText, skill?: string, round?: number, step?: RoundStep): void {
    this.emit({
      type: 'progress',
      phase: this.phase,
      message,
      ...(skill ? { skill } : {}),
      ...(round !== undefined ? { round } : {}),
      ...(step ? { step } : {}),
    });
  }

  checkCancel(): void {
    if (this.opts.signal?.aborted) throw new Cancelled();
  }

  /**
   * Ask a person; an answer that is not one of the choices counts as the default. Every
   * card says what it cost so far (its last body line and `cost`) and carries the seed's
   * step as `tag` (issue 33 item 6).
   */
  async ask(cp: Omit<Checkpoint, 'phase'>): Promise<string> {
    this.checkCancel();
    const cost = this.cost();
    const spent = costText(cost);
    const checkpoint: Checkpoint = {
      ...cp,
      tag: cp.tag ?? `Phase ${this.phase}`,
      body: linesOf([cp.body, spent]),
      cost,
      phase: this.phase,
    };
    this.emit({ type: 'checkpoint', checkpoint });
    let choice: string;
    try {
      choice = await this.opts.approver.ask(checkpoint, this.opts.signal);
    } catch (e) {
      if (e instanceof NoAnswerError) {
        this.unanswered = checkpoint;
        throw e;
      }
      if (this.opts.signal?.aborted) throw new Cancelled();
      throw e;
    }
    if (!checkpoint.choices.some((c) => c.id === choice)) choice = checkpoint.defaultChoice;
    this.emit({ type: 'answer', checkpoint: checkpoint.id, choice });
    return choice;
  }

  /** Text in the run's locale (summaries that go into records). */
  t(text: LocalisedText): string {
    return pick(text, this.locale);
  }

  /** Skills still in the run: not missing, failed, aborted or blocked. */
  live(): SkillState[] {
    return this.skills.filter((s) => !s.missing && s.status !== 'error' && s.status !== 'aborted' && s.status !== 'blocked');
  }

  maxRounds(): number {
    return this.opts.maxRounds ?? maxRoundsFor(this.mode);
  }

  judgeModel() {
    return this.opts.judgeModel ?? this.opts.model;
  }
}
