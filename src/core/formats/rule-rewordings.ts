/**
 * A rule keeps its identity across rewordings (issue 31 item 1, seed v2 §六 Step 2 分级处理:
 * "忽略 2 次 → 层级 1, ≥3 次 → 层级 2" counts one rule, before and after its level-1
 * rewrite). failures.jsonl counts reports by the rule's text, and HASP level 1 changes that
 * text ("should" → "must"), so every rewrite Luban makes is kept as a link old → new:
 *
 * - `luban harden` writes one line per reworded rule into failures.jsonl, beside the
 *   reports it counted (`{"kind":"reworded","timestamp":…,"file":"SKILL.md","from":…,
 *   "to":…,"by":"harden"}`; readers before this change list it as an unreadable line
 *   and keep it);
 * - an EvoSkill report whose single-line patch was applied (`status: applied`) is the
 *   same link, already in its record (`proposal.old_str` → `proposal.new_str`).
 *
 * Counting resolves a reported rule through the links to its current text, so the
 * reports before and after a rewrite add up. Pure.
 */

export const REWORDED_KIND = 'reworded';

export interface RuleRewording {
  timestamp: string;
  /** Relative to the skill folder, `/` separators. */
  file: string;
  /** The rule's line before the rewrite (trimmed). */
  from: string;
  /** The rule's line after it (trimmed). */
  to: string;
  /** Who rewrote it: `harden` (HASP level 1) or `report-failure` (an applied EvoSkill patch). */
  by: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === 'string';

/** The link a parsed failures.jsonl line holds, when it is a rewording line. */
export function rewordingOf(v: unknown): RuleRewording | undefined {
  if (!isObj(v) || v.kind !== REWORDED_KIND) return undefined;
  if (!str(v.from) || !str(v.to) || !str(v.file) || !v.from.trim() || !v.to.trim()) return undefined;
  return { timestamp: str(v.timestamp) ? v.timestamp : '', file: v.file, from: v.from.trim(), to: v.to.trim(), by: str(v.by) ? v.by : 'harden' };
}

/** The JSON line of a rewording (the kind first, so it reads as what it is). */
export function rewordingLine(r: RuleRewording): string {
  return JSON.stringify({ kind: REWORDED_KIND, timestamp: r.timestamp, file: r.file, from: r.from, to: r.to, by: r.by });
}

const LIST_MARKER = /^\s*(?:[-*+]|\d+[.)、])\s+/u;

/** A rule line compared across records: list marker dropped, whitespace folded. */
export function sameRuleKey(file: string, text: string): string {
  return `${file}\u0000${text.replace(LIST_MARKER, '').replace(/\s+/g, ' ').trim()}`;
}

/** What a failure record (failures.ts) holds of a patch: its own shape here, so this file needs no import of that one. */
export interface PatchedRecord {
  timestamp: string;
  status: string;
  location: { file: string } | null;
  proposal: { old_str: string; new_str: string } | null;
}

/** Every link old → new: the rewording lines, then each applied single-line EvoSkill patch, oldest first. */
export function ruleLinks(records: readonly PatchedRecord[], rewordings: readonly RuleRewording[]): RuleRewording[] {
  const applied: RuleRewording[] = [];
  for (const r of records) {
    const p = r.proposal;
    if (r.status !== 'applied' || !p || !r.location || p.old_str.includes('\n') || p.new_str.includes('\n')) continue;
    if (!p.new_str.trim() || p.old_str.trim() === p.new_str.trim()) continue;
    applied.push({ timestamp: r.timestamp, file: r.location.file, from: p.old_str.trim(), to: p.new_str.trim(), by: 'report-failure' });
  }
  return [...rewordings, ...applied].sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}

/**
 * The rule's text now: `rule` followed through the links (the latest link from a text
 * wins; a cycle stops where it began). `rule` itself when no link leads away from it.
 */
export function currentRuleText(file: string, rule: string, links: readonly RuleRewording[]): string {
  if (!links.length) return rule;
  const next = new Map<string, string>();
  for (const l of links) next.set(sameRuleKey(l.file, l.from), l.to);
  let text = rule;
  const seen = new Set<string>();
  for (;;) {
    const key = sameRuleKey(file, text);
    if (seen.has(key)) return text;
    seen.add(key);
    const to = next.get(key);
    if (to === undefined || sameRuleKey(file, to) === key) return text;
    text = to;
  }
}
