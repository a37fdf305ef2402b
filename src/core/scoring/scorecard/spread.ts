/**
 * The spread behind every judged number (issue 26 item 4): what the judges of one
 * dimension said, whether they disagree, and the ± of the total.
 *
 * The rule, as one statistician would defend it:
 * - **One dimension** shows its judges' own scores (0–10), their sample standard deviation
 *   and range. A range of ≥ DISAGREE_RANGE points (3 of 10) is flagged "judges disagree":
 *   two judges on a 0–10 integer scale that far apart are not rounding noise.
 * - **The judge noise** is one number per scorecard: the within-panel variance pooled over
 *   every judged dimension (Σ squared deviations / Σ (n − 1)), since the same judges
 *   score every dimension on the same scale. Two judges per dimension give 1 degree of
 *   freedom each; pooling gives ~6, and a panel that happened to agree (7, 7) is not
 *   printed as ±0. With no degree of freedom (Quick: one judge each) it is unknown.
 * - **A dimension's ±** is that noise over √n judges (the value is their median: the mean
 *   for n ≤ 2; × √(π/2) for the median of more), on the judge scale.
 * - **The total's ±** is the measured noise floor when the optimiser measured one (docs/features.md D9:
 *   it re-judged the whole text, so it includes what this propagation cannot). Else each
 *   dimension's ± times the points one judge point moves the total (weight / 10; for a
 *   half-static dim only its judged share, (weight − module points) / 10), added in
 *   quadrature (judges' errors on different dimensions taken as independent). A judged
 *   part whose judges' own values are not recorded (dim8's per-prompt medians, dim10's
 *   review roles) is listed as `unknown`: the ± is then a lower bound and says so.
 * - **Precision**: the ± keeps one significant figure, two when it starts with 1 (1.5 stays
 *   1.5, 2.3 becomes 2), never finer than 0.1; the value is printed to the same decimal. So
 *   a ± of 2 or more prints whole numbers. An unknown ± leaves the recorded one decimal and
 *   the text says the spread is unknown — never a made-up ±0.
 */
import type { Dimension } from '../../rules/types.ts';
import { DIMENSIONS, roundTo, WEIGHTS } from '../../engine/rubric/weights.ts';
import { standardDeviation } from '../judge/stats.ts';

/** Judges this many points apart (of 10) on one dimension disagree. */
export const DISAGREE_RANGE = 3;

export interface DimSpread {
  /** Each answering judge's value (0–10), as they answered. */
  judges: number[];
  /** Sample standard deviation over the judges (n − 1); null with one judge. */
  sd: number | null;
  /** Highest minus lowest; null with one judge. */
  range: number | null;
  /** Standard error of the panel's value (pooled judge noise / √n), judge scale; null while the noise is unknown. */
  se: number | null;
  /** Range ≥ DISAGREE_RANGE. */
  disagree: boolean;
}

/** A dimension's judges, before the card's pooled noise is known (`se` null). */
export function dimSpread(judges: readonly number[]): DimSpread | undefined {
  if (!judges.length) return undefined;
  const n = judges.length;
  if (n === 1) return { judges: [...judges], sd: null, range: null, se: null, disagree: false };
  const sd = standardDeviation(judges);
  const range = Math.max(...judges) - Math.min(...judges);
  return { judges: [...judges], sd: roundTo(sd, 2), range: roundTo(range, 2), se: null, disagree: range >= DISAGREE_RANGE - 1e-9 };
}

/**
 * Judges answer in whole points, so panels that agree exactly measure the scale's step, not
 * zero noise: the pooled sd is never put below the rounding error of a one-point step (1/√12).
 */
export const JUDGE_SCALE_SD = 1 / Math.sqrt(12);

/** The pooled within-panel standard deviation and its degrees of freedom; sd null with none. */
export function pooledJudgeSd(panels: ReadonlyArray<readonly number[]>): { sd: number | null; df: number } {
  let ss = 0;
  let df = 0;
  for (const p of panels) {
    if (p.length < 2) continue;
    // Σ squared deviations of this panel = sd² × (n − 1).
    ss += standardDeviation(p) ** 2 * (p.length - 1);
    df += p.length - 1;
  }
  return { sd: df > 0 ? Math.max(Math.sqrt(ss / df), JUDGE_SCALE_SD) : null, df };
}

/** Standard error of a panel's median of n judges with judge noise sd. */
export function panelSe(sd: number, n: number): number {
  return n <= 2 ? sd / Math.sqrt(n) : (Math.sqrt(Math.PI / 2) * sd) / Math.sqrt(n);
}

/** What the total's ± rests on. */
export interface TotalSpread {
  /** ± of the total in points; null when unknown. */
  sd: number | null;
  source: 'judges' | 'noise-floor' | 'unknown';
  /** Judged dimensions whose spread is not in `sd` (their judges' own values are not recorded, or no noise is known). */
  unknown: Dimension[];
  /** `sd` is a lower bound (some judged part is missing from it). */
  atLeast: boolean;
  /** The pooled judge noise (judge scale 0–10) and its degrees of freedom, when judges were pooled. */
  judgeSd?: number;
  df?: number;
  /** The noise floor's re-judgings, when source is `noise-floor`. */
  judgings?: number;
  /** Decimals the total is worth printing (0 or 1). */
  decimals: 0 | 1;
}

/** The parts of a scored dimension this file reads (a DimScore has them). */
export interface SpreadDim {
  value: number | null;
  evalMode: string;
  judgeCount: number;
  module?: { of: number };
  rubric?: number | null;
  spread?: DimSpread;
}

/** Whether a judge (or reviewer) stands behind this dimension's value. */
export function isJudged(d: SpreadDim): boolean {
  return d.value !== null && d.judgeCount > 0 && d.evalMode !== 'static';
}

/** Points of the total that one point (of 10) of this dim's judged share moves. */
function judgedWeight(dim: Dimension, d: SpreadDim): number {
  const w = WEIGHTS[dim];
  return (d.module && d.rubric !== undefined ? w - d.module.of : w) / 10;
}

/**
 * The least standard deviation a judged total can have: every judged share rests on judges
 * who answer in whole points, so even judgings that agree exactly cannot resolve less than
 * a one-point step's rounding error (1/√12 per judge) carried by each share's weight. A
 * measured noise floor below it is a small sample's accident, not a noiseless judge.
 */
export function scaleStepSd(dims: Partial<Record<Dimension, SpreadDim>>): number {
  let variance = 0;
  for (const d of DIMENSIONS) {
    const x = dims[d];
    if (!x || !isJudged(x) || d === 'dim10') continue; // dim10's review share moves in −5/−30 steps of its own, not judge points
    variance += (judgedWeight(d, x) * panelSe(JUDGE_SCALE_SD, Math.max(1, x.spread?.judges.length ?? x.judgeCount))) ** 2;
  }
  return Math.sqrt(variance);
}

export interface TotalSpreadOptions {
  /** The measured noise floor (docs/features.md D9) and how many judgings it came from. */
  noiseFloor?: { sd: number; judgings: number };
}

/**
 * Fills each judged dim's `spread.se` from the pooled judge noise (mutates the dims'
 * spreads) and returns the total's ±.
 */
export function totalSpread(dims: Partial<Record<Dimension, SpreadDim>>, opts: TotalSpreadOptions = {}): TotalSpread | undefined {
  const judged = DIMENSIONS.filter((d) => dims[d] && isJudged(dims[d]!));
  if (!judged.length) return undefined;
  const pool = pooledJudgeSd(judged.map((d) => dims[d]!.spread?.judges ?? []));
  let variance = 0;
  const unknown: Dimension[] = [];
  for (const d of judged) {
    const s = dims[d]!.spread;
    if (!s || pool.sd === null) {
      unknown.push(d);
      continue;
    }
    s.se = roundTo(panelSe(pool.sd, s.judges.length), 2);
    variance += (judgedWeight(d, dims[d]!) * panelSe(pool.sd, s.judges.length)) ** 2;
  }
  const base = pool.sd === null ? {} : { judgeSd: roundTo(pool.sd, 2), df: pool.df };
  if (opts.noiseFloor) {
    const sd = opts.noiseFloor.sd;
    return { sd: roundTo(sd, 2), source: 'noise-floor', unknown: [], atLeast: false, ...base, judgings: opts.noiseFloor.judgings, decimals: decimalsFor(sd) };
  }
  if (pool.sd === null) return { sd: null, source: 'unknown', unknown, atLeast: false, decimals: 1 };
  const sd = Math.sqrt(variance);
  return { sd: roundTo(sd, 2), source: 'judges', unknown, atLeast: unknown.length > 0, ...base, decimals: decimalsFor(sd) };
}

/** The ± rounded for print: one significant figure, two when it starts with 1; never finer than 0.1. */
export function roundSpread(u: number): number {
  if (!(u > 0)) return 0;
  const mag = Math.floor(Math.log10(u));
  const lead = u / 10 ** mag;
  const digits = lead < 2 - 1e-9 ? 2 : 1;
  const step = Math.max(0.1, 10 ** (mag - digits + 1));
  return Math.max(0.1, roundTo(roundTo(u / step, 0) * step, 1));
}

/** Decimals the value is worth beside a ± of u: 0 once the rounded ± is 2 or more (whole numbers), else 1. */
export function decimalsFor(u: number | null): 0 | 1 {
  if (u === null) return 1;
  return roundSpread(u) >= 2 ? 0 : 1;
}

/** A number to the decimals its spread supports ("69", "68.9"). */
export function atPrecision(x: number, decimals: 0 | 1): string {
  return roundTo(x, decimals).toFixed(decimals);
}

/** A total with its ± at the precision the ± supports ("69 ± 3", "68.9 ± 1.5"); without a ±, one decimal as recorded. */
export function scoreWithSpread(total: number, sd: number | null | undefined): string {
  if (sd === null || sd === undefined) return String(roundTo(total, 1));
  const d = decimalsFor(sd);
  return `${atPrecision(total, d)} ± ${spreadText(sd, d)}`;
}

/** The ± as printed, at the value's decimals ("3", "1.5", "0.4"; a ± under 0.05 prints as 0.1, never 0). */
export function spreadText(u: number, decimals: 0 | 1): string {
  const r = roundSpread(u);
  return decimals === 0 ? String(Math.round(r)) : r.toFixed(1);
}
