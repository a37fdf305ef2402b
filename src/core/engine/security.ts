/**
 * Short, front-end neutral wording pieces of the security verdict (docs/features.md B5a). The
 * verdict itself is `securityVerdict` (modules/sentinel/verdict.ts) — never re-derived
 * here; these helpers only list what it found, for the CLI, the editor, the dashboard
 * and the optimiser's CHECKPOINT.
 */
import type { Finding } from '../rules/types.ts';

export interface RuleList {
  /** Distinct rule ids in report order, each with its category: `sentinel/download-exec [malicious-command]`. */
  shown: string[];
  /** Distinct rules left out of `shown`. */
  more: number;
}

/** The distinct rules behind some findings (at most `max` shown). */
export function ruleList(findings: readonly Finding[], max = 4): RuleList {
  const seen = new Map<string, string>();
  for (const f of findings) if (!seen.has(f.ruleId)) seen.set(f.ruleId, f.category ? `${f.ruleId} [${f.category}]` : f.ruleId);
  const all = [...seen.values()];
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}

/** `scripts/install.sh:3` — where a finding is, relative to the skill folder. */
export function findingWhere(f: Finding): string {
  return `${f.file}:${f.range.start.line}`;
}
