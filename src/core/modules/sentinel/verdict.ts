/**
 * The security verdict of a skill (docs/features.md B5a): what every front end shows beside the
 * score, whatever the points. Pure over the final findings (after config overrides).
 *
 * - `block`  — at least one open Sentinel error: "do not install this skill";
 * - `review` — Sentinel warnings only: risky capabilities a person should look at;
 * - `clear`  — no counted Sentinel finding.
 */
import type { Finding, SentinelCategory } from '../../rules/types.ts';

export type SecurityVerdictLevel = 'block' | 'review' | 'clear';

export interface SecurityVerdict {
  level: SecurityVerdictLevel;
  /** Open Sentinel errors, in report order. */
  errors: Finding[];
  /** Open Sentinel warnings, in report order. */
  warnings: Finding[];
  /** Categories with at least one open error. */
  categories: SentinelCategory[];
}

export function securityVerdict(findings: readonly Finding[]): SecurityVerdict {
  const errors: Finding[] = [];
  const warnings: Finding[] = [];
  for (const f of findings) {
    if (f.module !== 'Sentinel') continue;
    if (f.severity === 'error') errors.push(f);
    else if (f.severity === 'warning') warnings.push(f);
  }
  const categories = [...new Set(errors.map((f) => f.category).filter((c): c is SentinelCategory => c !== undefined))];
  return { level: errors.length ? 'block' : warnings.length ? 'review' : 'clear', errors, warnings, categories };
}

/**
 * GitHub code scanning's `security-severity` (0.1–10) for a Sentinel finding: it ranks
 * security alerts as critical (≥ 9), high (7–8.9), medium (4–6.9) or low.
 */
export function securitySeverity(f: Finding): string | undefined {
  if (f.module !== 'Sentinel') return undefined;
  if (f.severity === 'error') return f.category === 'malicious-command' || f.category === 'exfiltration' ? '9.5' : '8.5';
  if (f.severity === 'warning') return '5.0';
  return '2.0';
}
