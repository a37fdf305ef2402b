/**
 * Tallies of ignored rules merged by the SKILL.md line they point at (shared by the scan's
 * Sentinel hits and the hardening plan).
 */
import type { SkillDocument } from '../../skill/types.ts';
import type { IgnoreTally, RuleKey } from './ignores.ts';
import { locateRule, type RuleLocation } from './locate.ts';

export interface Located {
  key: RuleKey;
  tally: IgnoreTally;
  location?: RuleLocation;
}

/**
 * Tallies that point at the same SKILL.md line are one rule: a failure report keys the
 * line's text, a regression case the rule it quotes. Most ignored first.
 */
export function mergeByLine(doc: SkillDocument, counts: ReadonlyMap<RuleKey, IgnoreTally>): Located[] {
  const byLine = new Map<number, Located>();
  const out: Located[] = [];
  for (const [key, tally] of counts) {
    const location = locateRule(doc, key);
    const same = location ? byLine.get(location.line) : undefined;
    if (same) {
      const t = same.tally;
      same.tally = {
        count: t.count + tally.count,
        text: t.text,
        lastIgnored: [t.lastIgnored, tally.lastIgnored].filter(Boolean).sort().pop(),
        sources: [...new Set([...t.sources, ...tally.sources])],
      };
      continue;
    }
    const item: Located = { key, tally: { ...tally, sources: [...tally.sources] }, location };
    if (location) byLine.set(location.line, item);
    out.push(item);
  }
  return out.sort((a, b) => b.tally.count - a.tally.count || (a.key < b.key ? -1 : 1));
}
