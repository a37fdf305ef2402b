/**
 * When a question the dashboard holds is also put to a notification (issue 12 item 5:
 * a run waited forever while the dashboard tab was in the background). One watch per
 * waiting question, told whether the page shows it now (ready and visible):
 *
 * - the page does not show it within `readyMs` of the question being asked (hidden,
 *   still loading, not answering) → hand over (`'not-shown'`);
 * - the page showed it and is then hidden for `hiddenMs` → hand over (`'hidden'`);
 * - shown again before the delay is over → nothing happens.
 *
 * A hand-over happens once; after `rearm()` (the notification was closed unanswered)
 * the watch waits for the page to show the question again, and hands over on the next
 * hide — it does not nag while nothing changed. `stop()` when the question is settled.
 * Pure: the timers are passed in (tests use a fake clock).
 */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export type HandOverReason = 'not-shown' | 'hidden';

export interface HandOverWatchOptions {
  readyMs: number;
  hiddenMs: number;
  handOver: (why: HandOverReason) => void;
  timers?: Timers;
}

export class HandOverWatch {
  private timer: unknown;
  private armed = false;
  private seen = false;
  private handed = false;
  /** After a rearm: no hand-over until the page has shown the question again. */
  private quiet = false;
  private stopped = false;
  private readonly timers: Timers;

  constructor(
    private readonly o: HandOverWatchOptions,
    showing: boolean,
  ) {
    this.timers = o.timers ?? realTimers;
    this.update(showing);
  }

  /** Whether the question was handed over and not given back by `rearm`. */
  get handedOver(): boolean {
    return this.handed;
  }

  /** The page's state changed (or may have): does it show the question now? */
  update(showing: boolean): void {
    if (this.stopped || this.handed) return;
    if (showing) {
      this.seen = true;
      this.quiet = false;
      this.disarm();
      return;
    }
    if (this.armed || this.quiet) return;
    const why: HandOverReason = this.seen ? 'hidden' : 'not-shown';
    this.armed = true;
    this.timer = this.timers.set(
      () => {
        this.armed = false;
        if (this.stopped || this.handed) return;
        this.handed = true;
        this.o.handOver(why);
      },
      this.seen ? this.o.hiddenMs : this.o.readyMs,
    );
  }

  /** The hand-over came back unanswered: watch again from the page's state now. */
  rearm(showing: boolean): void {
    if (this.stopped) return;
    this.handed = false;
    this.quiet = true;
    this.update(showing);
  }

  stop(): void {
    this.stopped = true;
    this.disarm();
  }

  private disarm(): void {
    if (!this.armed) return;
    this.armed = false;
    this.timers.clear(this.timer);
  }
}
