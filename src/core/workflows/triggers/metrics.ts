/**
 * Precision, recall and collisions from the model's choices (docs/features.md E4). Per query, the
 * skill it is about (its owner) and what the model chose:
 *
 * - a `should_trigger` query choosing its owner is a true positive of the owner; choosing
 *   anything else a false negative of the owner, and when it chose another skill X, a
 *   false positive of X (the right answer was known: the owner) and a collision owner → X;
 * - a `should_not_trigger` query choosing its owner is a false positive of the owner;
 *   anything else a true negative (choosing a sibling counts against nobody: the near miss
 *   may well be that sibling's job).
 *
 * precision = TP / (TP + FP), recall = TP / (TP + FN), `null` when the denominator is 0
 * — never a guess. Queries no model answered (budget, cancel, invalid replies, no model)
 * are counted as not scored and left out of every ratio.
 */
import { NONE } from './prompts.ts';

export interface QueryOutcome {
  /** Id of the skill the query is about. */
  owner: string;
  shouldTrigger: boolean;
  /** The id chosen, `none`, or undefined when not scored. */
  picked?: string;
}

export interface TriggerCounts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  notScored: number;
}

export interface SkillMetrics {
  counts: TriggerCounts;
  precision: number | null;
  recall: number | null;
  /** Other skills chosen for this skill's should_trigger queries, most often first. */
  collisions: Array<{ id: string; count: number }>;
}

/** Ratios are rounded to 4 decimals (2/3 → 0.6667). */
export function ratio(num: number, den: number): number | null {
  return den === 0 ? null : Math.round((num / den) * 10_000) / 10_000;
}

/** The metrics of each skill in `ids` from every outcome of the run. */
export function triggerMetrics(ids: readonly string[], outcomes: readonly QueryOutcome[]): Map<string, SkillMetrics> {
  const counts = new Map(ids.map((id) => [id, { tp: 0, fp: 0, fn: 0, tn: 0, notScored: 0 } satisfies TriggerCounts]));
  const collided = new Map(ids.map((id) => [id, new Map<string, number>()]));
  for (const o of outcomes) {
    const own = counts.get(o.owner);
    if (!own) continue;
    if (o.picked === undefined) {
      own.notScored++;
      continue;
    }
    if (o.shouldTrigger) {
      if (o.picked === o.owner) own.tp++;
      else {
        own.fn++;
        if (o.picked !== NONE) {
          const other = counts.get(o.picked);
          if (other) other.fp++;
          const c = collided.get(o.owner)!;
          c.set(o.picked, (c.get(o.picked) ?? 0) + 1);
        }
      }
    } else if (o.picked === o.owner) own.fp++;
    else own.tn++;
  }
  const out = new Map<string, SkillMetrics>();
  for (const id of ids) {
    const c = counts.get(id)!;
    const collisions = [...collided.get(id)!]
      .map(([other, count]) => ({ id: other, count }))
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    out.set(id, { counts: c, precision: ratio(c.tp, c.tp + c.fp), recall: ratio(c.tp, c.tp + c.fn), collisions });
  }
  return out;
}
