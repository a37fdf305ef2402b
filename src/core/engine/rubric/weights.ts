/**
 * Rubric v3 weights and the score arithmetic that does not need a model (docs/features.md C1, C3).
 *
 * Scales, as read from seed v3 (评分公式 / Phase 1 同维合并):
 * - every dimension is scored 0–10; the weighted total is Σ(dim × weight) / 10, on 0–100;
 * - dim7a is counted by the seed in points of 6 (结构合规 6); `dim7aToTen` turns it into
 *   0–10 (points / 6 × 10) before it enters the total;
 * - module sub-scores are on their own point scale: HASP 0–3, SkillOps 0–3, Distill 0–2,
 *   Sentinel 0–2, review 0–2;
 * - a rubric (judge) sub-score is on 0–10 like every judged dimension.
 * The seed writes dim5 = (HASP子分 × 3 + Rubric子分 × 14) / 17 × 10. Taken literally with
 * HASP on 0–3 and Rubric on 0–10 the maximum would be (9 + 140) / 17 × 10 ≈ 87.6, not 10;
 * the formula only lands on 0–10 when both sub-scores are fractions of their share
 * (HASP/3 and Rubric/10). So `× 3` applied to the fraction HASP/3 is the HASP points
 * themselves, and dim5 = (HASP + Rubric/10 × 14) / 17 × 10. Same reading for dim6
 * (3 + 1), dim7b (2 + 4) and dim10 (Sentinel 0–2 and review 0–2 are already points of 2).
 */
import type { Dimension } from '../../rules/types.ts';

export const WEIGHTS: Readonly<Record<Dimension, number>> = Object.freeze({
  dim1: 7,
  dim2: 12,
  dim3: 12,
  dim4: 6,
  dim5: 17,
  dim6: 4,
  dim7a: 6,
  dim7b: 6,
  dim8: 20,
  dim9: 6,
  dim10: 4,
});

export const DIMENSIONS: readonly Dimension[] = Object.freeze([
  'dim1',
  'dim2',
  'dim3',
  'dim4',
  'dim5',
  'dim6',
  'dim7a',
  'dim7b',
  'dim8',
  'dim9',
  'dim10',
] as Dimension[]);

/** Module shares inside their dimension (seed v3 子分占比): module points of the dimension's weight. */
export const MODULE_SHARES = Object.freeze({
  HASP: { dimension: 'dim5' as const, points: 3, rubric: 14 },
  SkillOps: { dimension: 'dim6' as const, points: 3, rubric: 1 },
  Distill: { dimension: 'dim7b' as const, points: 2, rubric: 4 },
  Sentinel: { dimension: 'dim10' as const, points: 2, review: 2 },
});

/**
 * Cap on **dim10** while any P0 review item is open: 40 % of the dimension, 4 of 10 (seed v3
 * dim10 "P0 任一未闭合→上限锁死 ≤40", docs/features.md C3). The total is not capped.
 */
export const OPEN_P0_DIM10_CAP = 4;
/** "Improved" means strictly greater by at least this much (docs/features.md C1). */
export const IMPROVEMENT_EPSILON = 0.05;

/** Round to `digits` decimals, immune to binary noise such as 23.799999999999997. */
export function roundTo(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f + (x >= 0 ? 1e-9 : -1e-9)) / f;
}

/** dim7a points (0–6) on the 0–10 scale every other dimension uses. */
export function dim7aToTen(points: number): number {
  return (points / 6) * 10;
}

export type FullDims = Record<Dimension, number>;

/**
 * The C1 weighted total, one decimal: (dim1×7 + dim2×12 + … + dim10×4) / 10, every dim on
 * 0–10 (dim7a already converted with dim7aToTen).
 */
export function weightedTotal(dims: FullDims): number {
  let sum = 0;
  for (const d of DIMENSIONS) sum += dims[d] * WEIGHTS[d];
  return roundTo(sum / 10, 1);
}

/**
 * The same sum over the scored dimensions only (docs/features.md §9): `outOf` is the sum of their
 * weights, `partial` is outOf < 100. Nothing is rescaled.
 */
export function weightedPartial(dims: Partial<Record<Dimension, number | null>>): { total: number; outOf: number; partial: boolean } {
  let sum = 0;
  let outOf = 0;
  for (const d of DIMENSIONS) {
    const v = dims[d];
    if (v === null || v === undefined) continue;
    sum += v * WEIGHTS[d];
    outOf += WEIGHTS[d];
  }
  return { total: roundTo(sum / 10, 1), outOf, partial: outOf < 100 };
}

/** docs/features.md C1: an edit counts as an improvement only when the new total is higher by ≥ 0.05. */
export function isImprovement(oldTotal: number, newTotal: number): boolean {
  return newTotal - oldTotal >= IMPROVEMENT_EPSILON - 1e-9;
}

/** dim5 = (HASP points 0–3 + rubric/10 × 14) / 17 × 10. */
export function mergeDim5(hasp: number, rubric: number): number {
  return ((hasp + (rubric / 10) * 14) / 17) * 10;
}

/** dim6 = (SkillOps points 0–3 + rubric/10 × 1) / 4 × 10. SkillOps 0 does not zero the rubric part (seed). */
export function mergeDim6(skillops: number, rubric: number): number {
  return ((skillops + rubric / 10) / 4) * 10;
}

/** dim7b = (Distill points 0–2 + rubric/10 × 4) / 6 × 10. */
export function mergeDim7b(distill: number, rubric: number): number {
  return ((distill + (rubric / 10) * 4) / 6) * 10;
}

/** dim10 = (Sentinel points 0–2 + review points 0–2) / 4 × 10; Quick mode scores dim10 at 10 (100%). */
export function mergeDim10(sentinel: number, review: number, mode: 'quick' | 'full' = 'full'): number {
  if (mode === 'quick') return 10;
  return ((sentinel + review) / 4) * 10;
}

/** Review sub-score (seed v3): max(0, 2 − 2 × open P0 − 0.5 × open P1). */
export function reviewSubscore(openP0: number, openP1: number): number {
  return Math.max(0, 2 - 2 * openP0 - 0.5 * openP1);
}

/** Any open P0 locks dim10 (0–10) at ≤ 4; the total is left as it is. */
export function capDim10ForOpenP0(dim10: number, openP0: number): number {
  return openP0 > 0 ? Math.min(dim10, OPEN_P0_DIM10_CAP) : dim10;
}
