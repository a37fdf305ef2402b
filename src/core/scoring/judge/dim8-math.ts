/**
 * dim8 arithmetic, exactly as docs/features.md C5/C6 and seed v3 say:
 * - full_test: 8a (0–8), 8b (0–7), 8c (0–5) as judged;
 * - dry_run: 8a ×0.5, 8b ×0.3, 8c by regex (not down-weighted);
 * - fallback_dry (independent runs unavailable): 8a ×0.3, 8b ×0.3, 8c by regex;
 * - per evaluation (8a + 8b + 8c) / 20 × 10, averaged over the test prompts;
 * - same-context redline: dim8 ×0.5 and `redline_1_violation`;
 * - more than 30% dry_run evaluations require at least one full_test.
 */
import type { Dim8EvalKind } from './types.ts';
import { mean } from './stats.ts';

export const DIM8_MULTIPLIERS: Record<Dim8EvalKind, { intent: number; lift: number }> = {
  full_test: { intent: 1, lift: 1 },
  dry_run: { intent: 0.5, lift: 0.3 },
  fallback_dry: { intent: 0.3, lift: 0.3 },
};

export const DIM8_MAX = { intent: 8, lift: 7, sideEffects: 5 } as const;
export const REDLINE_SAME_CONTEXT_FACTOR = 0.5;
export const DRY_RUN_MAX_RATIO = 0.3;

export function adjust(kind: Dim8EvalKind, raw: { intent: number; lift: number; sideEffects: number }): { intent: number; lift: number; sideEffects: number } {
  const m = DIM8_MULTIPLIERS[kind];
  return { intent: raw.intent * m.intent, lift: raw.lift * m.lift, sideEffects: raw.sideEffects };
}

/** One evaluation on 0–10. */
export function evaluationValue(adjusted: { intent: number; lift: number; sideEffects: number }): number {
  return ((adjusted.intent + adjusted.lift + adjusted.sideEffects) / 20) * 10;
}

/** dim8 on 0–10 from the adjusted evaluations, with the same-context redline. */
export function dim8Value(
  adjusted: Array<{ intent: number; lift: number; sideEffects: number }>,
  sameContext: boolean,
): { beforeRedline: number; value: number } {
  const before = mean(adjusted.map(evaluationValue));
  return { beforeRedline: before, value: sameContext ? before * REDLINE_SAME_CONTEXT_FACTOR : before };
}

/**
 * The highest dim8 these evaluation kinds can give (every raw sub-score at its maximum):
 * 10 when all are full_test; about 7 for Quick's one full_test and two dry runs, whose
 * multipliers cap 8a and 8b. The optimiser measures dim8's room against this, not 10.
 */
export function dim8Ceiling(kinds: readonly Dim8EvalKind[], sameContext = false): number {
  if (!kinds.length) return 10;
  const top = dim8Value(
    kinds.map((k) => adjust(k, { intent: DIM8_MAX.intent, lift: DIM8_MAX.lift, sideEffects: DIM8_MAX.sideEffects })),
    sameContext,
  );
  return top.value;
}

/**
 * Which evaluations run as full_test. Full: all. Quick: dry_run, except that when the
 * dry_run share would exceed 30% the first prompt (the typical one) is forced to a
 * full_test (seed anti-pattern #6). Without independent contexts: all fallback_dry.
 */
export function planKinds(count: number, mode: 'quick' | 'full', independentContexts: boolean): Dim8EvalKind[] {
  if (!independentContexts) return Array(count).fill('fallback_dry');
  if (mode === 'full') return Array(count).fill('full_test');
  const kinds: Dim8EvalKind[] = Array(count).fill('dry_run');
  if (count > 0 && kinds.filter((k) => k !== 'full_test').length / count > DRY_RUN_MAX_RATIO) kinds[0] = 'full_test';
  return kinds;
}
