/**
 * Intervals for pass rates (issue 32 item 4, docs/effect.md). A pass rate is k passes in n
 * trials; its 95 % interval is Wilson's score interval (good at small n and at 0 or n
 * passes, where the normal approximation collapses). The uplift — the pass rate with the
 * skill minus the pass rate without it — gets Newcombe's hybrid score interval (Newcombe
 * 1998, method 10), built from the two Wilson intervals; the two conditions are treated as
 * independent samples (separate model contexts, separate calls).
 */
/** The two-sided 95 % normal quantile. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

export interface Rate extends Interval {
  passes: number;
  n: number;
  /** passes / n; null when n = 0 (nothing measured). */
  rate: number | null;
}

/** Wilson's 95 % score interval for k of n; n = 0 gives the whole range [0, 1] and rate null. */
export function wilson(k: number, n: number, z = Z95): Rate {
  if (!Number.isInteger(n) || n < 0 || !Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`wilson: need 0 ≤ k ≤ n, got k=${k}, n=${n}`);
  if (n === 0) return { passes: 0, n: 0, rate: null, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // Exact ends at 0 and n (no floating drift past the bounds).
  return { passes: k, n, rate: p, low: k === 0 ? 0 : Math.max(0, centre - half), high: k === n ? 1 : Math.min(1, centre + half) };
}

export interface Difference extends Interval {
  /** with − without; null when either side measured nothing. */
  value: number | null;
  method: 'newcombe-wilson';
}

/** Newcombe's hybrid score 95 % interval for a − b (two independent proportions). */
export function newcombe(a: Rate, b: Rate): Difference {
  if (a.rate === null || b.rate === null) return { value: null, low: -1, high: 1, method: 'newcombe-wilson' };
  const d = a.rate - b.rate;
  const low = d - Math.sqrt((a.rate - a.low) ** 2 + (b.high - b.rate) ** 2);
  const high = d + Math.sqrt((a.high - a.rate) ** 2 + (b.rate - b.low) ** 2);
  return { value: d, low: Math.max(-1, low), high: Math.min(1, high), method: 'newcombe-wilson' };
}

/**
 * The optimiser's rule (docs/effect.md): an edit is kept only if the uplift did not fall
 * beyond its noise — the new uplift's interval reaches the old point estimate (high ≥ old).
 * When either side was not fully measured (null), nothing is decided: the caller keeps its
 * own decision.
 */
export function upliftHeld(before: Difference | null | undefined, after: Difference | null | undefined): boolean | undefined {
  if (!before || !after || before.value === null || after.value === null) return undefined;
  return after.high >= before.value - 1e-12;
}
