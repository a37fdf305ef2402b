/**
 * ApproverSlot — how another view (the dashboard) takes over the optimiser's questions
 * and follows its runs, without the optimise command knowing about it.
 *
 *   import { optimizeSlot } from './approver-slot.ts';
 *
 *   // while the dashboard panel is open and ready:
 *   optimizeSlot.setExternalApprover({ ask: (checkpoint, signal) => askWithButtons(checkpoint, signal) });
 *   // when it closes:
 *   optimizeSlot.setExternalApprover(undefined);
 *
 *   optimizeSlot.onDidStartRun((run) => …);      // { id, skills, mode, maxRounds, budget, model }
 *   optimizeSlot.onLoopEvent(({ runId, event }) => tracker.apply(event));   // core/loop LoopEvent
 *   optimizeSlot.onDidSpend(({ runId, spend }) => …);   // model calls and tokens so far
 *   optimizeSlot.onDidEndRun(({ runId, report, error }) => …);
 *   optimizeSlot.cancel(runId);                   // same as the progress notification's Cancel
 *
 * Contract of the external approver (core/loop Approver): resolve with one of the
 * checkpoint's choice ids; reject with `NoAnswerError` to stop the run cleanly at that
 * question; reject (any error) when `signal` aborts. If the panel closes while a
 * question waits, the external approver must still settle it — e.g. by handing it to
 * `optimizeSlot.fallback.ask(checkpoint, signal)` (the modal question). A question is
 * routed when it is asked: setting or clearing the approver later does not move a
 * question already shown.
 */
import * as vscode from 'vscode';
import type { Approver, Checkpoint, LoopEvent, OptimizeReport } from '../../core/api/loop.ts';
import type { Spend } from '../../core/api/models.ts';

export interface RunInfo {
  id: string;
  /** Skill folders. */
  skills: string[];
  mode: 'quick' | 'full' | null;
  maxRounds: number | null;
  /** The hard call limit (null: no model). */
  budget: number | null;
  /** The model label, or null when the run is offline. */
  model: string | null;
}

export interface RunEnd {
  runId: string;
  report?: OptimizeReport;
  /** The loop threw (the run failed); the error was also shown to the person. */
  error?: unknown;
}

export class ApproverSlot implements Approver, vscode.Disposable {
  private external: Approver | undefined;
  private readonly loopEvents = new vscode.EventEmitter<{ runId: string; event: LoopEvent }>();
  private readonly started = new vscode.EventEmitter<RunInfo>();
  private readonly ended = new vscode.EventEmitter<RunEnd>();
  private readonly spent = new vscode.EventEmitter<{ runId: string; spend: Spend }>();
  private readonly approverChanged = new vscode.EventEmitter<boolean>();
  private readonly cancellers = new Map<string, () => void>();

  /** Loop events of every run, tagged with the run id. */
  readonly onLoopEvent = this.loopEvents.event;
  readonly onDidStartRun = this.started.event;
  readonly onDidEndRun = this.ended.event;
  readonly onDidSpend = this.spent.event;
  /** Fires with `true` when an external approver is set, `false` when cleared. */
  readonly onDidChangeApprover = this.approverChanged.event;

  /** @param fallback asks when no external approver is set (the modal questions). */
  constructor(public fallback: Approver) {}

  get hasExternalApprover(): boolean {
    return this.external !== undefined;
  }

  setExternalApprover(approver: Approver | undefined): void {
    const had = this.external !== undefined;
    this.external = approver;
    if (had !== (approver !== undefined)) this.approverChanged.fire(approver !== undefined);
  }

  ask(checkpoint: Checkpoint, signal?: AbortSignal): Promise<string> {
    return (this.external ?? this.fallback).ask(checkpoint, signal);
  }

  /** Runs in progress (ids). */
  get activeRuns(): string[] {
    return [...this.cancellers.keys()];
  }

  /** Cancel a run in progress; false when it is not running. */
  cancel(runId: string): boolean {
    const c = this.cancellers.get(runId);
    c?.();
    return c !== undefined;
  }

  // ── for the optimise command ──

  runStarted(info: RunInfo, cancel: () => void): void {
    this.cancellers.set(info.id, cancel);
    this.started.fire(info);
  }

  emit(runId: string, event: LoopEvent): void {
    this.loopEvents.fire({ runId, event });
  }

  spend(runId: string, spend: Spend): void {
    this.spent.fire({ runId, spend });
  }

  runEnded(end: RunEnd): void {
    this.cancellers.delete(end.runId);
    this.ended.fire(end);
  }

  dispose(): void {
    for (const e of [this.loopEvents, this.started, this.ended, this.spent, this.approverChanged]) e.dispose();
  }
}

/** The slot for this extension host (set up by registerOptimize; the modal approver until then). */
export const optimizeSlot = new ApproverSlot({
  ask: (c: Checkpoint) => Promise.reject(new Error(`no approver for ${c.id}: the optimise command is not registered`)),
});
