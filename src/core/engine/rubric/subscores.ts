/**
 * Module sub-scores (docs/features.md B1, B2, B4, B5; seed v3 "模块子分规则"), read from the findings
 * left after suppression, each on its own point scale:
 * - SkillOps (dim6, 0–3): 3 × (1 − n/3), floor 0, n = distinct broken targets
 *   (`skillops/broken-reference` and `skillops/stub-file` findings, distinct `facts.target`; a finding without a
 *   target counts by file + line) → 0:3, 1:2, 2:1, ≥3:0 (SkillOps's skillopsSubscore);
 * - HASP (dim5, 0–3): 3 × (5 − n)/5, floor 0, n = `hasp/soft-word` findings
 *   → 0:3, 1:2.4, 2:1.8, 3:1.2, 4:0.6, ≥5:0 (HASP's own haspSubscore);
 * - Distill (dim7b, 0–2): 2 with no dead reference file, else 0; −1 when ≥ 2 files
 *   can slim (F_approx ≥ 0.7); floor 0 (Distill's distillSubscore);
 * - Sentinel (dim10, 0–2): mean over the five categories of (0 hits: 2, 1: 1, ≥ 2: 0)
 *   (Sentinel's sentinelSubscore: counted = a categorised Sentinel finding of severity
 *   error or warning, one hit per file:line and category).
 * Values with a division are rounded to two decimals (7/5 = 1.4, never 1.4000000000000001).
 */
import type { Finding } from '../../rules/types.ts';
import { distillSubscore } from '../../modules/distill/score.ts';
import { brokenTargets as skillopsBrokenTargets, skillopsSubscore } from '../../modules/skillops/score.ts';
import { haspSubscore } from '../../modules/hasp/score.ts';
import { sentinelSubscore, type SentinelSubscore } from '../../modules/sentinel/score.ts';
import { roundTo } from './weights.ts';

export type { Subscores } from '../../rules/types.ts';
import type { Subscores } from '../../rules/types.ts';

/** Everything behind the numbers, for diagnostics.tsv and reports. */
export interface SubscoreDetails {
  scores: Subscores;
  /** Distinct broken reference targets (SkillOps). */
  brokenTargets: string[];
  /** Soft-word findings (HASP). */
  softWords: number;
  /** Occurrences per soft word (HASP), from `facts.word`. */
  softWordCounts: Record<string, number>;
  deadFiles: string[];
  slimmable: string[];
  sentinel: SentinelSubscore;
}

export const SOFT_WORD_RULE = 'hasp/soft-word';

/** Distinct broken reference targets (SkillOps), sorted. */
export function brokenTargets(findings: Finding[]): string[] {
  return [...skillopsBrokenTargets(findings)].sort();
}

/** 3 × (1 − n/3), floor 0, for n distinct broken targets. */
export function skillopsPoints(brokenCount: number): number {
  return Math.max(0, roundTo((3 * (3 - brokenCount)) / 3, 2));
}

export function computeSubscoresDetailed(findings: Finding[]): SubscoreDetails {
  const broken = brokenTargets(findings);
  const softWordCounts: Record<string, number> = {};
  let softWords = 0;
  for (const f of findings) {
    if (f.ruleId !== SOFT_WORD_RULE) continue;
    softWords++;
    const w = String(f.data?.word ?? '');
    softWordCounts[w] = (softWordCounts[w] ?? 0) + 1;
  }
  const distill = distillSubscore(findings);
  const sentinel = sentinelSubscore(findings);
  return {
    scores: {
      SkillOps: skillopsSubscore(findings),
      HASP: Math.max(0, roundTo(haspSubscore(findings), 2)),
      Distill: distill.score,
      Sentinel: roundTo(sentinel.score, 2),
    },
    brokenTargets: broken,
    softWords,
    softWordCounts,
    deadFiles: distill.deadFiles,
    slimmable: distill.slimmable,
    sentinel,
  };
}

export function computeSubscores(findings: Finding[]): Subscores {
  return computeSubscoresDetailed(findings).scores;
}
