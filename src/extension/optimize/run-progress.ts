/**
 * The progress notification's message during an optimisation (issue 33 item 6): what the
 * loop is doing, then how far the run is — "measuring the starting score of weekly-report
 * (baseline) — 23 of 85 calls · ~41k tokens · 1:12", the CLI's progress line in the
 * editor. The baseline counts its own calls against its own plan; later stages count the
 * run's against the whole plan. Offline runs show the time alone. Pure (no vscode): the
 * command feeds it loop events and the MeteredModel's spend.
 */
import { pick, type Locale } from '../../core/api/base.ts';
import { clockTime, usageCounts, type LoopEvent } from '../../core/api/loop.ts';

export interface PlannedCalls {
  /** Calls of the baseline scoring. */
  baseline: number;
  /** Sure calls of the whole run. */
  total: number;
}

export class RunProgressText {
  private readonly now: () => number;
  private readonly started: number;
  private phase = '0';
  private what = '';
  private calls = 0;
  private tokens = 0;
  private baselineFrom = 0;

  constructor(private readonly o: { locale: Locale; model: boolean; planned?: PlannedCalls; now?: () => number }) {
    this.now = o.now ?? Date.now;
    this.started = this.now();
  }

  /** What the loop is doing now (a progress event's message, or "waiting for your answer: …"). */
  doing(what: string): void {
    this.what = what;
  }

  onEvent(e: LoopEvent): void {
    if (e.type !== 'progress' || e.phase === this.phase) return;
    this.phase = e.phase;
    if (e.phase === '1') this.baselineFrom = this.calls;
  }

  /** The model's spend so far (MeteredModel). */
  onSpend(s: { calls: number; inputTokens: number; outputTokens: number }): void {
    this.calls = s.calls;
    this.tokens = s.inputTokens + s.outputTokens;
  }

  text(): string {
    const elapsedMs = this.now() - this.started;
    const head = this.what ? `${this.what} — ` : '';
    if (!this.o.model) return `${head}${clockTime(elapsedMs)}`;
    const baseline = this.phase === '1';
    const counts = usageCounts({
      calls: baseline ? this.calls - this.baselineFrom : this.calls,
      planned: baseline ? this.o.planned?.baseline : this.o.planned?.total,
      tokens: this.tokens,
      elapsedMs,
    });
    return `${head}${pick(counts, this.o.locale)}`;
  }
}
