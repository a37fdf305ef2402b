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
 * - a hit of the seed's keyword table (sentinel/seed-keyword, `data.seedKeyword`) at any
 *   severity but off: the seed counts its keywords in scripts/ and references/, while the
 *   rule reports them at info so that the security verdict (verdict.ts) does not move;
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
  if (f.module !== 'Sentinel' || f.category === undefined) return false;
  return f.severity === 'error' || f.severity === 'warning' || f.data?.seedKeyword === true;
}

/** Score for one category from its number of hits: 0 → 2, 1 → 1, ≥2 → 0. */
export function categoryScore(hits: number): number {
  return hits <= 0 ? 2 : hits === 1 ? 1 : 0;
}

export function sentinelSubscore(findings: Finding[]): SentinelSubscore {
  const seen = new Map<SentinelCategory, Set<string>>(SENTINEL_CATEGORIES.map((c) => [c, new Set<string>()]));
  for (const f of findings) {
    if (!isCountedSentinelFinding(f)) continue;
    const at = seen.get(f.category!);
    // A seed-keyword finding stands for every line of its file that holds the keyword's category.
    const listed = f.data?.seedLines;
    const lines = typeof listed === 'string' && listed ? listed.split(',') : [String(f.range.start.line)];
    for (const line of lines) at?.add(`${f.file}\u0000${line}`);
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
