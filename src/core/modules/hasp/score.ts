/**
 * The HASP sub-score for dim5 (docs/features.md B2, seed v3 模块子分规则): 3 × (1 − n/5) for n
 * soft-word occurrences, floor 0 — 0 → 3, 1 → 2.4, 2 → 1.8, 3 → 1.2, 4 → 0.6,
 * ≥5 → 0. Computed as 3·(5 − n)/5 so the values are exact decimals (no
 * 2.4000000000000004). Counts the findings left after suppression.
 */
import type { Finding } from '../../rules/types.ts';
import { SOFT_WORD_RULE_ID } from './soft-word.ts';

export const HASP_MAX = 3;

export function haspCount(findings: readonly Finding[]): number {
  let n = 0;
  for (const f of findings) if (f.ruleId === SOFT_WORD_RULE_ID) n++;
  return n;
}

export function haspSubscore(findings: readonly Finding[]): number {
  const n = haspCount(findings);
  if (n >= 5) return 0;
  return (HASP_MAX * (5 - n)) / 5;
}

/** Occurrences by word (e.g. { 建议: 2, 可考虑: 1 }) for diagnostics.tsv details. */
export function haspWordCounts(findings: readonly Finding[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of findings) {
    if (f.ruleId !== SOFT_WORD_RULE_ID) continue;
    const w = String(f.data?.word ?? '');
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return counts;
}
