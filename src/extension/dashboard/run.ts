/**
 * The host's view of one optimisation run, fed by the loop's events (core/loop/types
 * LoopEvent), and the gate that holds the loop's questions until a person answers.
 * Pure (no `vscode`): the dashboard turns these into snapshots; unit-tested in
 * test/unit/protocol.test.ts.
 *
 * The gate is where the host "re-checks that the checkpoint is still pending" before an
 * answer reaches the loop's Approver: an answer counts only for a checkpoint that is
 * still waiting, of the same run, with one of the choices the loop offered; the first
 * accepted answer wins and any later one (a second click, a notification answered after
 * the dashboard, a stale page) is refused with a reason, never delivered twice.
 */
import type { Checkpoint, LoopEvent, Notice, OptimizeReport, RoundResult } from '../../core/api/loop.ts';
import { roundTo } from '../../core/api/scan.ts';
import { pairedCounts } from '../../core/api/score.ts';
import type { AnswerRejection, HealthView, JobStatus, JobView, Mode, PendingCheckpoint, Phase, RoundStep } from '../../shared/protocol.ts';

export interface RunUsage {
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

export interface RunInit {
  id: string;
  /** Skill folders (or names) the run works on. */
  skills: string[];
  mode?: Mode | null;
  maxRounds?: number | null;
  budget?: number | null;
  clock?: () => Date;
}

const DRY = new Set(['dry_run', 'fallback_dry']);
const FALLBACK = new Set(['fallback', 'fallback_dry']);

export class RunTracker {
  readonly id: string;
  private status: JobStatus = 'running';
  private phase: Phase | null = null;
  private step: RoundStep | null = null;
  private skill: string | null = null;
  private round: number | null = null;
  private message: JobView['message'] = null;
  private readonly skillsSeen: string[] = [];
  private readonly skillsDone = new Set<string>();
  private usage: RunUsage | null = null;
  private optimising = false;
  private outcome: string | null = null;
  private endedAt: string | null = null;
  private readonly startedAt: string;
  private readonly clock: () => Date;
  readonly rounds: RoundResult[] = [];
  readonly notices: Notice[] = [];
  report: OptimizeReport | undefined;
  mode: Mode | null;

  constructor(private readonly init: RunInit) {
    this.id = init.id;
    this.clock = init.clock ?? (() => new Date());
    this.startedAt = this.clock().toISOString();
    this.mode = init.mode ?? null;
  }

  get live(): boolean {
    return this.status === 'running' || this.status === 'waiting' || this.status === 'cancelling';
  }

  apply(e: LoopEvent): void {
    switch (e.type) {
      case 'progress':
        this.phase = e.phase;
        this.step = e.step ?? null;
        if (e.skill !== undefined && e.skill !== this.skill) {
          // Skills are optimised one after another in phase 2 (2.5): leaving one there
          // finishes it. Earlier phases visit every skill without finishing any.
          if (this.skill !== null && this.optimising) this.skillsDone.add(this.skill);
          if (!this.skillsSeen.includes(e.skill)) this.skillsSeen.push(e.skill);
          this.skill = e.skill;
          this.round = null;
        }
        this.optimising = e.phase === '2' || e.phase === '2.5';
        if (e.round !== undefined) this.round = e.round;
        this.message = e.message;
        return;
      case 'notice':
        this.notices.push(e.notice);
        return;
      case 'checkpoint':
        if (e.checkpoint.kind === 'skill-done' && e.checkpoint.skill) this.skillsDone.add(e.checkpoint.skill);
        return;
      case 'answer':
        return;
      case 'roundResult':
        this.rounds.push(e.result);
        return;
      case 'report':
        this.report = e.report;
        this.mode = e.report.mode;
        return;
    }
  }

  setUsage(u: RunUsage): void {
    this.usage = { ...u };
  }

  requestCancel(): void {
    if (this.live) this.status = 'cancelling';
  }

  /** The loop returned (with its report, when it produced one). */
  finish(report?: OptimizeReport): void {
    if (report) this.apply({ type: 'report', report });
    const r = this.report;
    this.status = r?.stopped === 'cancelled' || this.status === 'cancelling' ? 'cancelled' : 'done';
    if (r?.stopped) this.outcome = `stopped: ${r.stopped}${r.unanswered ? ` (${r.unanswered.id})` : ''}`;
    this.endedAt = this.clock().toISOString();
  }

  /** The loop threw. */
  fail(error: unknown): void {
    const cancelled = this.status === 'cancelling' || (error instanceof Error && error.name === 'AbortError');
    this.status = cancelled ? 'cancelled' : 'failed';
    this.outcome = error instanceof Error ? error.message : String(error);
    this.endedAt = this.clock().toISOString();
  }

  /** Model calls: the report's (the budget's count) once there is one, the live spend before; one number in the job card and the health view. */
  private calls(): number {
    return this.report?.health.modelCalls ?? this.usage?.calls ?? this.rounds.reduce((n, r) => n + (r.calls || 0), 0);
  }

  view(waiting: boolean): JobView {
    const total = Math.max(this.init.skills.length, this.skillsSeen.length);
    const done = this.live ? Math.min(this.skillsDone.size, Math.max(0, total - 1)) : this.report ? total : this.skillsDone.size;
    return {
      id: this.id,
      status: this.live && waiting && this.status === 'running' ? 'waiting' : this.status,
      mode: this.mode,
      skills: [...this.init.skills],
      phase: this.phase,
      step: this.step,
      skill: this.skill,
      round: this.round,
      maxRounds: this.init.maxRounds ?? null,
      message: this.message,
      progress: { done, total },
      cost: {
        calls: this.calls(),
        inputTokens: this.usage?.inputTokens ?? 0,
        outputTokens: this.usage?.outputTokens ?? 0,
        budget: this.init.budget ?? null,
      },
      startedAt: this.startedAt,
      endedAt: this.endedAt,
      cancellable: true,
      outcome: this.outcome,
    };
  }

  health(): HealthView {
    const judgedRounds = this.rounds.filter((r) => r.status === 'keep' || r.status === 'revert');
    const reverts = judgedRounds.filter((r) => r.status === 'revert').length;
    const judged = judgedRounds.filter((r) => r.evalMode !== 'static');
    const h: HealthView = {
      source: 'run',
      rounds: judgedRounds.length,
      reverts,
      revertRate: judgedRounds.length ? roundTo(reverts / judgedRounds.length, 3) : 0,
      dryRunRatio: judged.length ? roundTo(judged.filter((r) => DRY.has(r.evalMode)).length / judged.length, 3) : 0,
      sameContextViolations: this.notices.filter((n) => n.code === 'redline-1-self-eval').length,
      oscillationAlerts: this.notices.filter((n) => /oscillat/i.test(n.code)).map((n) => `${n.skill ? `${n.skill}: ` : ''}${n.message.en}`),
      // Degraded scorings, the loop's count (its "degraded" notice says the same): live, the rows scored in fallback; then the report's.
      fallbackRounds: this.rounds.filter((r) => FALLBACK.has(r.evalMode)).length,
      judgeCount: this.rounds.reduce((m, r) => Math.max(m, r.judgeCount || 0), 0),
      ...pairedCounts(judgedRounds.map((r) => r.note)),
      modelCalls: this.calls(),
      inputTokens: this.usage ? this.usage.inputTokens : null,
      outputTokens: this.usage ? this.usage.outputTokens : null,
    };
    const r = this.report?.health;
    if (r) {
      h.rounds = r.rounds;
      h.reverts = r.reverts;
      h.revertRate = roundTo(r.revertRate, 3);
      h.dryRunRatio = roundTo(r.dryRunRatio, 3);
      h.sameContextViolations = r.sameContextViolations;
      h.pairedKept = r.pairedKept;
      h.pairedReverted = r.pairedReverted;
      h.oscillationAlerts = r.oscillationAlerts.length ? [...r.oscillationAlerts] : h.oscillationAlerts;
      h.modelCalls = this.calls();
      if (r.degradedScorings !== undefined) h.fallbackRounds = r.degradedScorings;
    }
    return h;
  }
}

export interface AnswerOutcome {
  accepted: boolean;
  reason: AnswerRejection | null;
}

interface Waiting {
  jobId: string;
  checkpoint: Checkpoint;
  askedAt: string;
  resolve(choice: string): void;
  reject(e: Error): void;
}

/** Thrown into the loop when the run was cancelled (or the dashboard closed for good) while it waited. */
export class CheckpointAbandoned extends Error {
  override name = 'AbortError';
  constructor(
    readonly checkpointId: string,
    reason: string,
  ) {
    super(`checkpoint ${checkpointId} abandoned: ${reason}`);
  }
}

/** The longest answer in a person's own words a free-text question accepts. */
export const MAX_FREE_TEXT = 4000;

export class CheckpointGate {
  private readonly waiting: Waiting[] = [];

  constructor(
    private readonly onChange: () => void = () => {},
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Hold `checkpoint` until `answer` accepts a choice for it, or `signal` aborts. */
  ask(jobId: string, checkpoint: Checkpoint, signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) return Promise.reject(new CheckpointAbandoned(checkpoint.id, 'cancelled'));
    return new Promise<string>((resolve, reject) => {
      const w: Waiting = {
        jobId,
        checkpoint,
        askedAt: this.clock().toISOString(),
        resolve: (c) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(c);
        },
        reject: (e) => {
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
      };
      const onAbort = () => {
        if (this.remove(w)) w.reject(new CheckpointAbandoned(checkpoint.id, 'cancelled'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(w);
      this.onChange();
    });
  }

  /** The question shown now (the oldest still waiting). */
  current(): PendingCheckpoint | null {
    const w = this.waiting[0];
    return w ? { jobId: w.jobId, checkpoint: w.checkpoint, askedAt: w.askedAt } : null;
  }

  isPending(jobId: string, checkpointId: string): boolean {
    return this.waiting.some((w) => w.jobId === jobId && w.checkpoint.id === checkpointId);
  }

  answer(jobId: string, checkpointId: string, choice: string): AnswerOutcome {
    const w = this.waiting.find((x) => x.jobId === jobId && x.checkpoint.id === checkpointId);
    if (!w) return { accepted: false, reason: 'not-pending' };
    // A question that takes the person's own words (the wizard's gates) accepts any text; others only their choices.
    const words = w.checkpoint.freeText === true && choice.length <= MAX_FREE_TEXT;
    if (!words && !w.checkpoint.choices.some((c) => c.id === choice)) return { accepted: false, reason: 'unknown-choice' };
    this.remove(w);
    w.resolve(choice);
    return { accepted: true, reason: null };
  }

  /** Settle one question with an error (its other answerer gave up: no answer, cancelled). */
  reject(jobId: string, checkpointId: string, error: Error): boolean {
    const w = this.waiting.find((x) => x.jobId === jobId && x.checkpoint.id === checkpointId);
    if (!w) return false;
    this.remove(w);
    w.reject(error);
    return true;
  }

  /** Every question waiting now (the oldest first). */
  all(): PendingCheckpoint[] {
    return this.waiting.map((w) => ({ jobId: w.jobId, checkpoint: w.checkpoint, askedAt: w.askedAt }));
  }

  /** Reject every question of a run (it ended or was cancelled). */
  abandon(jobId: string, reason: string): void {
    for (const w of [...this.waiting]) {
      if (w.jobId !== jobId) continue;
      this.remove(w, false);
      w.reject(new CheckpointAbandoned(w.checkpoint.id, reason));
    }
    this.onChange();
  }

  private remove(w: Waiting, notify = true): boolean {
    const i = this.waiting.indexOf(w);
    if (i < 0) return false;
    this.waiting.splice(i, 1);
    if (notify) this.onChange();
    return true;
  }
}
