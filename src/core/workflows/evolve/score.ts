/**
 * From the judge's per-dimension numbers to the iteration's score and its weak
 * dimensions (seed 002 弱项分析: score < 70). The score is the weighted mean over the
 * benchmark's own weights, one decimal; nothing the judge did not score is counted.
 */
import type { JudgeReply } from './prompts/judge.ts';
import type { Benchmark, DimensionScore } from './types.ts';

export const WEAK_BELOW = 70;

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function dimensionScores(benchmark: Benchmark, reply: JudgeReply): DimensionScore[] {
  return benchmark.dimensions.map((d) => {
    const r = reply.dimensions.find((x) => x.name === d.name)!;
    return { name: d.name, weight: d.weight, score: r.score, evidence: r.evidence, reason: r.reason };
  });
}

export function weightedScore(dims: readonly DimensionScore[]): number {
  const w = dims.reduce((a, d) => a + d.weight, 0);
  return w > 0 ? round1(dims.reduce((a, d) => a + d.weight * d.score, 0) / w) : 0;
}

/**
 * The dimensions to work on: those below 70, weakest first. When none is below 70 (the
 * score can still miss the threshold), the ones below the threshold, weakest first — said
 * so in the analysis (`fallback`).
 */
export function weakDimensionsOf(dims: readonly DimensionScore[], threshold: number): { weak: DimensionScore[]; fallback: boolean } {
  const below70 = dims.filter((d) => d.score < WEAK_BELOW).sort((a, b) => a.score - b.score);
  if (below70.length) return { weak: below70, fallback: false };
  const lowest = Math.min(...dims.map((d) => d.score));
  return { weak: dims.filter((d) => d.score < threshold && d.score === lowest), fallback: true };
}
