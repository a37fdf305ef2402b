/**
 * The SkillOps sub-score (docs/features.md B1, seed v3 模块子分): reference reachability,
 * 3 × (1 − n/3) floor 0 for n distinct missing targets — 0 → 3, 1 → 2, 2 → 1,
 * ≥3 → 0. A target named twice (or from two files) counts once; targets are the
 * normalised skill-relative paths in `facts.target` of `skillops/broken-reference`, and
 * of `skillops/stub-file` (a stub Luban created is not the file the skill needs).
 * Computed as max(0, 3 − n), which is the same value in exact arithmetic.
 */
import type { Finding } from '../../rules/types.ts';

export const SKILLOPS_MAX = 3;

export function brokenTargets(findings: Finding[]): Set<string> {
  const targets = new Set<string>();
  for (const f of findings) {
    if (f.ruleId !== 'skillops/broken-reference' && f.ruleId !== 'skillops/stub-file') continue;
    const t = f.data?.target;
    targets.add(typeof t === 'string' ? t : `${f.file}:${f.range.start.line}:${f.range.start.column}`);
  }
  return targets;
}

export function skillopsSubscore(findings: Finding[]): number {
  return Math.max(0, SKILLOPS_MAX - brokenTargets(findings).size);
}
