/**
 * The CLI's progress line of long work (issue 33 item 6): while a run calls a model, stderr
 * shows "baseline: 23 of 85 calls · ~41k tokens · 1:12" at least every ~10 s and every few
 * calls. On a terminal the line is rewritten in place (and cleared before any other
 * output); elsewhere (a pipe, a log, a test) each update is a line of its own.
 *
 * Calls and tokens are counted by the core's `MeteredModel` around the run's model (same
 * `id`, so the judge cache keys do not change); the stage ("baseline", "round 2") comes from the
 * loop's progress events; the planned calls from the cost plan shown before the run.
 */
import { pick, type Locale } from '../core/api/base.ts';
import { stageLabel, usageLine, type LoopEvent } from '../core/api/loop.ts';
import { MeteredModel, type ChatModel } from '../core/api/models.ts';
import type { LocalisedText } from '../core/api/rules.ts';

/** What the line counts: calls sent (every attempt, as the call budget counts them) and their tokens. */
export interface Counted {
  calls: number;
  tokens: number;
}

/** The run's model, metered (core/models/metered.ts: same `id`, so the judge cache keys do not change); each call tells the line. */
export function countingModel(model: ChatModel, onCall: (c: Counted) => void): MeteredModel {
  return new MeteredModel(model, (s) => onCall({ calls: s.calls, tokens: s.inputTokens + s.outputTokens }));
}

export interface ProgressLineOptions {
  write: (text: string) => void;
  /** stderr is a terminal: rewrite one line in place. */
  tty: boolean;
  locale: Locale;
  /** Calls planned for the baseline (every skill's), and for the whole run. */
  plannedBaseline?: number;
  plannedTotal?: number;
  now?: () => number;
  /** At most this long between two lines while calls are made (default 10 s). */
  everyMs?: number;
  /** A line after this many calls at the latest (default 10). */
  everyCalls?: number;
}

/** Tracks a run's calls, tokens and time and prints the progress line (see the file's comment). */
export class ProgressLine {
  private readonly now: () => number;
  private readonly started: number;
  private stage: LocalisedText;
  private phase = '0';
  private counted: Counted = { calls: 0, tokens: 0 };
  /** Calls made before the stage's count began (the baseline counts from its own start). */
  private stageBase = 0;
  private lastCalls = 0;
  private lastAt: number;
  private showing = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly o: ProgressLineOptions) {
    this.now = o.now ?? Date.now;
    this.started = this.now();
    this.lastAt = this.started;
    this.stage = stageLabel('0');
  }

  /** Prints a line every `everyMs` while calls have been made since the last one (the timer does not keep the process alive). */
  start(): void {
    const every = this.o.everyMs ?? 10_000;
    this.timer = setInterval(() => this.tick(), Math.max(250, Math.floor(every / 2)));
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.clear();
  }

  /** A loop event: its phase and round name the stage; a stage that made calls ends with its line, before a card or the next stage. */
  onEvent(e: LoopEvent): void {
    if (e.type === 'checkpoint' || (e.type === 'progress' && e.phase !== this.phase)) this.flush();
    if (e.type !== 'progress') return;
    if (e.phase !== this.phase) {
      this.phase = e.phase;
      if (e.phase === '1') this.stageBase = this.counted.calls;
    }
    this.stage = stageLabel(e.phase, e.phase === '2' ? e.skill : undefined, e.round);
  }

  /** After each model call. */
  onCall(c: Counted): void {
    this.counted = c;
    if (c.calls - this.lastCalls >= (this.o.everyCalls ?? 10)) this.print();
    else this.tick();
  }

  /** Prints the line when calls were made since the last one. */
  flush(): void {
    if (this.counted.calls <= this.lastCalls) return;
    this.print();
    // On a terminal the stage's last line stays (the next output would clear it).
    if (this.showing) this.o.write('\n');
    this.showing = false;
  }

  /** Prints when a line is due: calls were made and `everyMs` passed since the last line. */
  tick(): void {
    if (this.counted.calls > this.lastCalls && this.now() - this.lastAt >= (this.o.everyMs ?? 10_000)) this.print();
  }

  /** The line as it reads now. */
  text(): string {
    const baseline = this.phase === '1';
    const planned = baseline ? this.o.plannedBaseline : this.o.plannedTotal;
    const calls = baseline ? this.counted.calls - this.stageBase : this.counted.calls;
    return pick(usageLine({ stage: this.stage, calls, planned, tokens: this.counted.tokens, elapsedMs: this.now() - this.started }), this.o.locale);
  }

  print(): void {
    this.lastCalls = this.counted.calls;
    this.lastAt = this.now();
    if (this.o.tty) {
      this.o.write(`\r\x1b[K${this.text()}`);
      this.showing = true;
    } else this.o.write(`${this.text()}\n`);
  }

  /** Before other output on a terminal: the rewritten line is cleared first. */
  clear(): void {
    if (!this.showing) return;
    this.o.write('\r\x1b[K');
    this.showing = false;
  }
}
