/**
 * What an optimisation's later scorings reuse instead of asking again (docs/features.md C7, C9, D9):
 *
 * - A re-score after an edit to another dimension carries the multi-role review of the
 *   version before the edit. The review judges dim10 (correctness and safety problems,
 *   P0/P1) from the text and the Sentinel findings it is shown; a one-dimension edit does
 *   not touch dim10 — the static single-dimension check (redline 2) rolls back any edit
 *   that moves Sentinel's sub-score or adds, drops or changes a counted Sentinel finding
 *   (loop/signals.ts, also when the sub-score already sits at 0) — and after an edit the
 *   seed re-checks review items (stage 4), it does not review anew. An edit to dim10 is
 *   reviewed afresh. Given the scans before and after (`scans`), the carry checks this
 *   itself (issue 26, docs/features.md D9): every Sentinel finding the review was shown, info ones
 *   too, and the Sentinel sub-score must be the same, else the review is asked afresh.
 * - The review's trigger (docs/features.md C7: dim8c < 5 or unknown, or Sentinel's raw dim10 < 60)
 *   must give the same answer after the edit. Sentinel's half is read from the scans
 *   (unchanged, see above). dim8c is measured by the re-score itself, so it is not known
 *   here: only a review that was triggered and complete is carried (`whole`), never a
 *   "not triggered" one, whose trigger is read afresh. A carried triggered review where
 *   a fresh dim8c ≥ 5 would not have triggered one claims nothing unmeasured — it is a
 *   whole review of the same Sentinel facts — and it stands on both sides of the round's
 *   Δ, which so holds none of it; asking afresh instead would let the trigger's flip, not
 *   the edit, move dim10.
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
import type { SkillScanResult } from '../../../engine/scan.ts';
import type { ReviewResult } from '../../../scoring/judge/types.ts';
import { sentinelFacts } from '../signals.ts';

/** The options of a scoring that reuses part of an earlier one (scorecard/score.ts ScoreOptions). */
export interface ScoreCarry {
  carriedReview?: ReviewResult;
  heterogeneous?: boolean;
}

/** A review that ran and measured what it set out to: every role answered. (One not triggered costs nothing: its trigger is read afresh.) */
function whole(r: ReviewResult | undefined): r is ReviewResult {
  return r !== undefined && r.triggered === true && !r.failure && r.complete && r.roles.every((x) => x.status === 'answered');
}

function carried(r: ReviewResult): ReviewResult {
  return { ...r, carried: true };
}

/** What the carry reads of a scan: Sentinel's sub-score and findings. */
export type SentinelScan = Pick<SkillScanResult, 'subscores' | 'findings'>;

/** Whether the review sees the same Sentinel facts and reads the same Sentinel half of its trigger on both scans. */
function sameSentinel(a: SentinelScan, b: SentinelScan): boolean {
  return a.subscores.Sentinel === b.subscores.Sentinel && sentinelFacts(a.findings) === sentinelFacts(b.findings);
}

/**
 * The re-score of an edit to `target`, after a scoring whose review was `before`. `scans`:
 * the static scans before and after the edit; without them the carry rests on redline 2
 * alone (only an edit that passed the one-dimension check is re-scored).
 */
export function rescoreCarry(target: string, before: ReviewResult | undefined, scans?: { before: SentinelScan; after: SentinelScan }): ScoreCarry {
  if (target === 'dim10' || !whole(before)) return {};
  if (scans && !sameSentinel(scans.before, scans.after)) return {};
  return { carriedReview: carried(before) };
}

/** The k-th (1-based) re-judging of the unchanged text for the noise floor, after a baseline whose review was `baseline`. */
export function noiseCarry(k: number, baseline: ReviewResult | undefined): ScoreCarry {
  if (k <= 1 || !whole(baseline)) return { heterogeneous: false };
  return { heterogeneous: false, carriedReview: carried(baseline) };
}
