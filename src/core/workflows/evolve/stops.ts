/**
 * The seed's stop conditions (停止条件): passed (score ≥ threshold) ✅; max iterations
 * reached ⚠ (the best version kept); the score unchanged for 3 iterations in a row ⚠
 * (stalled). "Unchanged" is equal to one decimal, the precision scores are shown in.
 */
import type { IterationRecord, StopReason } from './types.ts';

export const STALL_ITERATIONS = 3;

export function isStalled(scores: readonly number[]): boolean {
  if (scores.length < STALL_ITERATIONS) return false;
  const last = scores.slice(-STALL_ITERATIONS).map((s) => Math.round(s * 10));
  return last.every((s) => s === last[0]);
}

/** Whether the loop stops after this iteration, and why; undefined to go on. */
export function stopAfter(records: readonly IterationRecord[], maxIterations: number): Exclude<StopReason, 'error'> | undefined {
  const last = records[records.length - 1];
  if (last.passed) return 'passed';
  if (isStalled(records.map((r) => r.score))) return 'stalled';
  if (records.length >= maxIterations) return 'max-iterations';
  return undefined;
}

/** The version kept: the passing one, else the best score (the earliest of equals). */
export function bestOf(records: readonly IterationRecord[]): IterationRecord | undefined {
  let best: IterationRecord | undefined;
  for (const r of records) if (!best || r.score > best.score) best = r;
  return best;
}
