/**
 * What an optimisation's later scorings reuse instead of asking again (SPEC C7, C9, D9):
 *
 * - A re-score after an edit to another dimension carries the multi-role review of the
 *   version before the edit. The review judges dim10 (correctness and safety problems,
 *   P0/P1); a one-dimension edit does not touch dim10 — the static single-dimension check
 *   (redline 2) rolls back any edit that moves Sentinel, dim10's static part — and after an
 *   edit the seed re-checks review items (stage 4), it does not review anew. An edit to
 *   dim10 is reviewed afresh.
 * - The noise floor's first re-judging asks everything afresh (the review too); the others
 *   re-judge the parts a round's re-score measures again (rubric panel, dim8) and carry the
 *   review. The floor so holds the review's variance from two samples, while a round's Δ
 *   holds none of it (carried on both sides): it errs wide, never narrow.
 * - The heterogeneous judges tag the dims they look at and never move a total, so the
 *   noise floor's re-judgings leave them out.
 *
 * Only a whole review is carried: one cut short or failed is asked again, and one not
 * triggered has its trigger read afresh.
 */
import type { ReviewResult } from '../judge/types.ts';

/** The options of a scoring that reuses part of an earlier one (scorecard/score.ts ScoreOptions). */
export interface ScoreCarry {
  carriedReview?: ReviewResult;
  heterogeneous?: boolean;
}

/** A review that ran and measured what it set out to: every role answered. (One not triggered costs nothing: its trigger is read afresh.) */
function whole(r: ReviewResult | undefined): r is ReviewResult {
  return r !== undefined && r.triggered && !r.failure && r.complete && r.roles.every((x) => x.status === 'answered');
}

function carried(r: ReviewResult): ReviewResult {
  return { ...r, carried: true };
}

/** The re-score of an edit to `target`, after a scoring whose review was `before`. */
export function rescoreCarry(target: string, before: ReviewResult | undefined): ScoreCarry {
  if (target === 'dim10' || !whole(before)) return {};
  return { carriedReview: carried(before) };
}

/** The k-th (1-based) re-judging of the unchanged text for the noise floor, after a baseline whose review was `baseline`. */
export function noiseCarry(k: number, baseline: ReviewResult | undefined): ScoreCarry {
  if (k <= 1 || !whole(baseline)) return { heterogeneous: false };
  return { heterogeneous: false, carriedReview: carried(baseline) };
}
