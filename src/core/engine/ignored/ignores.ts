/**
 * Ignore counts for HASP hardening (docs/features.md E3/E3a, seed v2 §六 "同一规则在同一场景下连续 2
 * 次以上被忽略"): how many times each rule of a skill was ignored, counted by sources
 * that other lifecycle modules own — failed must/forbid regression cases (MUSE,
 * tests.yaml) and failure reports (EvoSkill, failures.jsonl). Harden depends only on
 * this small interface, so a source is a reader over its own store module.
 *
 * A rule is keyed by its normalised text, not by a line number: lines move with every
 * edit, the sentence stays.
 */

/** A rule's normalised text (see ruleKey). */
export type RuleKey = string;

export interface IgnoreTally {
  /** Times the rule was ignored. */
  count: number;
  /** The rule as a source wrote it (first seen). */
  text: string;
  /** Day of the latest ignore, YYYY-MM-DD, when a source knows it. */
  lastIgnored?: string;
  /** Which sources counted it (e.g. "failures.jsonl", "tests.yaml"). */
  sources: string[];
}

export interface IgnoreSource {
  /** Shown to people, e.g. "failures.jsonl". */
  readonly name: string;
  /** Ignore counts of the rules of the skill in `dir`. Never throws for a missing file (empty map). */
  counts(dir: string): Promise<Map<RuleKey, IgnoreTally>>;
}

const LIST_MARKER = /^\s*(?:[-*+]|\d+[.)、])\s+/u;
const EMPHASIS = /[*_`~]+/g;
const TRAILING = /[\s.;:!?,。；：！？，、]+$/u;

/** The key of a rule's text: list marker, emphasis and end punctuation dropped, whitespace collapsed, Latin letters lower-cased. */
export function ruleKey(text: string): RuleKey {
  return text.replace(LIST_MARKER, '').replace(EMPHASIS, '').replace(/\s+/g, ' ').trim().replace(TRAILING, '').toLowerCase();
}

/** Add one ignore of `text` (on `day`, when known) to `into`. */
export function addIgnore(into: Map<RuleKey, IgnoreTally>, text: string, source: string, day?: string, times = 1): void {
  const key = ruleKey(text);
  if (!key) return;
  const t = into.get(key) ?? { count: 0, text: text.trim(), sources: [] };
  t.count += times;
  if (day && (!t.lastIgnored || day > t.lastIgnored)) t.lastIgnored = day;
  if (!t.sources.includes(source)) t.sources.push(source);
  into.set(key, t);
}

/** The counts of every source, summed per rule. A source that fails is reported in `errors`, the others still count. */
export async function combinedCounts(
  dir: string,
  sources: readonly IgnoreSource[],
): Promise<{ counts: Map<RuleKey, IgnoreTally>; errors: Array<{ source: string; message: string }> }> {
  const counts = new Map<RuleKey, IgnoreTally>();
  const errors: Array<{ source: string; message: string }> = [];
  for (const s of sources) {
    let part: Map<RuleKey, IgnoreTally>;
    try {
      part = await s.counts(dir);
    } catch (e) {
      errors.push({ source: s.name, message: (e as Error)?.message ?? String(e) });
      continue;
    }
    for (const [key, t] of part) {
      const into = counts.get(key) ?? { count: 0, text: t.text, sources: [] };
      into.count += t.count;
      if (t.lastIgnored && (!into.lastIgnored || t.lastIgnored > into.lastIgnored)) into.lastIgnored = t.lastIgnored;
      for (const n of t.sources.length ? t.sources : [s.name]) if (!into.sources.includes(n)) into.sources.push(n);
      counts.set(key, into);
    }
  }
  return { counts, errors };
}
