/**
 * The score a static scan can stand behind (docs/features.md §9 `outOf` rule): only what needs no
 * model counts, each part with its own weight, nothing rescaled or extrapolated.
 *
 * | part            | points                     | out of | why                                       |
 * |-----------------|----------------------------|--------|-------------------------------------------|
 * | dim1            | dim1 / 10 × 7              | 7      | deterministic                             |
 * | dim4            | dim4 / 10 × 6              | 6      | deterministic                             |
 * | dim7a           | points of 6 (= /6×10 /10×6)| 6      | deterministic                             |
 * | dim5 · HASP     | HASP points 0–3            | 3      | module share of dim5 (rubric 14 needs a judge) |
 * | dim6 · SkillOps | SkillOps points 0–3        | 3      | module share of dim6 (rubric 1 needs a judge)  |
 * | dim7b · Distill | Distill points 0–2         | 2      | module share of dim7b (rubric 4 needs a judge) |
 * | dim10 · Sentinel| Sentinel points 0–2        | 2      | module share of dim10 (review 2 needs reviewers)|
 * | dim10 (Quick)   | 4                          | 4      | Quick mode scores dim10 at 100% (option)  |
 * | dim9            | 0                          | 6      | only when step 1 fails (the seed scores 0)|
 * dim9 with step 1 passed is not scored (step 2 needs a judge) and stays out of outOf;
 * dim2, dim3 and dim8 are never scored statically. `total` has one decimal.
 */
import type { StaticDims } from '../../modules/skillops/static-dims.ts';
import type { Subscores } from './subscores.ts';
import { roundTo, WEIGHTS } from './weights.ts';

export type StaticPartKey = 'dim1' | 'dim4' | 'dim7a' | 'dim5.HASP' | 'dim6.SkillOps' | 'dim7b.Distill' | 'dim10.Sentinel' | 'dim10.quick' | 'dim9';

export interface StaticPart {
  key: StaticPartKey;
  points: number;
  outOf: number;
}

export interface StaticScore {
  total: number;
  outOf: number;
  partial: true;
  parts: StaticPart[];
  /** Dimensions (or shares) left out of outOf because they need a model or reviewers. */
  notScored: string[];
}

export interface StaticScoreOptions {
  /** `quick`: dim10 counts 4 of 4 as the seed's Quick mode does; default: Sentinel's 2 of 2 only. */
  dim10?: 'sentinel' | 'quick';
}

export function staticScore(dims: StaticDims, subscores: Subscores, options: StaticScoreOptions = {}): StaticScore {
  const parts: StaticPart[] = [
    { key: 'dim1', points: (dims.dim1 / 10) * WEIGHTS.dim1, outOf: WEIGHTS.dim1 },
    { key: 'dim4', points: (dims.dim4 / 10) * WEIGHTS.dim4, outOf: WEIGHTS.dim4 },
    { key: 'dim7a', points: (dims.dim7a / 6) * WEIGHTS.dim7a, outOf: WEIGHTS.dim7a },
    { key: 'dim5.HASP', points: subscores.HASP, outOf: 3 },
    { key: 'dim6.SkillOps', points: subscores.SkillOps, outOf: 3 },
    { key: 'dim7b.Distill', points: subscores.Distill, outOf: 2 },
  ];
  const notScored = ['dim2', 'dim3', 'dim5.rubric', 'dim6.rubric', 'dim7b.rubric', 'dim8'];
  if (options.dim10 === 'quick') parts.push({ key: 'dim10.quick', points: WEIGHTS.dim10, outOf: WEIGHTS.dim10 });
  else {
    parts.push({ key: 'dim10.Sentinel', points: subscores.Sentinel, outOf: 2 });
    notScored.push('dim10.review');
  }
  if (dims.dim9a) notScored.push('dim9');
  else parts.push({ key: 'dim9', points: 0, outOf: WEIGHTS.dim9 });
  const sum = parts.reduce((n, p) => n + p.points, 0);
  const outOf = parts.reduce((n, p) => n + p.outOf, 0);
  return { total: roundTo(sum, 1), outOf, partial: true, parts, notScored };
}
