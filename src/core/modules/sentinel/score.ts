/**
 * The Sentinel sub-score (docs/features.md B5, seed v3 "dim10 Sentinel 子分"): five categories scored
 * independently — 0 counted hits = 2, 1 hit = 1, ≥ 2 hits = 0 — and averaged, so the
 * sub-score lies in [0, 2] in steps of 0.2.
 *
 * What counts as a hit:
 * - a Sentinel finding with a category whose final severity is error or warning
 *   (info findings — placeholders, examples, attack documentation, printed hints — are
 *   reported but never counted). Rules also record this as `facts.counted`; the final
 *   severity is used here so that a per-rule severity override in the config is honoured;
 * - findings of one category on the same line of the same file count once (one
 *   dangerous line matched by two rules is one hit).
 * Pure: no I/O, no state.
 */
import type { Finding, SentinelCategory } from '../../rules/types.ts';

export const SENTINEL_CATEGORIES: readonly SentinelCategory[] = ['malicious-command', 'credential', 'prompt-injection', 'exfiltration', 'privilege-escalation'];

export interface SentinelSubscore {
  /** Mean of the five category scores, 0–2. */
  score: number;
  /** Score per category: 2, 1 or 0. */
  perCategory: Record<SentinelCategory, number>;
  /** Counted hits per category (distinct file:line). */
  hits: Record<SentinelCategory, number>;
}

/** Whether a finding counts toward the Sentinel sub-score. */
export function isCountedSentinelFinding(f: Finding): boolean {
  return f.module === 'Sentinel' && f.category !== undefined && (f.severity === 'error' || f.severity === 'warning');
}

/** Score for one category from its number of hits: 0 → 2, 1 → 1, ≥2 → 0. */
export function categoryScore(hits: number): number {
  return hits <= 0 ? 2 : hits === 1 ? 1 : 0;
}

export function sentinelSubscore(findings: Finding[]): SentinelSubscore {
  const seen = new Map<SentinelCategory, Set<string>>(SENTINEL_CATEGORIES.map((c) => [c, new Set<string>()]));
  for (const f of findings) {
    if (!isCountedSentinelFinding(f)) continue;
    seen.get(f.category!)?.add(`${f.file}\u0000${f.range.start.line}`);
  }
  const perCategory = {} as Record<SentinelCategory, number>;
  const hits = {} as Record<SentinelCategory, number>;
  let sum = 0;
  for (const c of SENTINEL_CATEGORIES) {
    hits[c] = seen.get(c)!.size;
    perCategory[c] = categoryScore(hits[c]);
    sum += perCategory[c];
  }
  return { score: Math.round((sum / SENTINEL_CATEGORIES.length) * 10) / 10, perCategory, hits };
}
