/**
 * "A HASP rule ignored ≥ 2 times counts as one Sentinel hit" (SPEC B5/C3, seed v3 module
 * table "HASP 违规计数 ≥2 次 → 计入 Sentinel 子分"), as data: one hit per rule a source
 * counted twice or more, located in SKILL.md when it is still there. Sentinel's scorer
 * (modules/sentinel/score.ts) reads findings; wiring this in is one counted hit per item.
 */
import type { SkillDocument } from '../../skill/types.ts';
import type { IgnoreTally, RuleKey } from './ignores.ts';
import { mergeByLine } from './plan.ts';

export const SENTINEL_IGNORE_THRESHOLD = 2;

export interface IgnoredRuleHit {
  key: RuleKey;
  ruleText: string;
  count: number;
  /** SKILL.md (or skill.md) */
  file: string;
  /** 1-based line in SKILL.md; undefined when the rule is no longer there. */
  line?: number;
  lastIgnored?: string;
}

export function ignoredRuleHits(doc: SkillDocument, counts: ReadonlyMap<RuleKey, IgnoreTally>): IgnoredRuleHit[] {
  const out: IgnoredRuleHit[] = [];
  for (const { key, tally: t, location: at } of mergeByLine(doc, counts)) {
    if (t.count < SENTINEL_IGNORE_THRESHOLD) continue;
    out.push({ key, ruleText: at?.text.trim() ?? t.text, count: t.count, file: doc.skillFileName ?? 'SKILL.md', line: at?.line, lastIgnored: t.lastIgnored });
  }
  return out.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
}
