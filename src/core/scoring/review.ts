/**
 * The multi-role review's arithmetic and gate (seed v3 审查严重度分级, docs/features.md C3/C7), apart from
 * the dim10 sub-score (weights.ts reviewSubscore):
 *
 * | level | impact on the review view | gate                                               |
 * |-------|---------------------------|----------------------------------------------------|
 * | P0    | −30 each                  | any open → dim10 capped at 4 of 10; fixed first (redline 4) |
 * | P1    | −5 each                   | ≥ 3 open → optimisation blocked until a person decides |
 * | P2    | 0                         | none                                               |
 *
 * The review view is 100 less the impacts of the open items, never below 0. It is what the
 * review says on its own; dim10 takes its review share from reviewSubscore instead.
 */
export type ReviewLevel = 'P0' | 'P1' | 'P2';

export const REVIEW_IMPACTS: Readonly<Record<ReviewLevel, number>> = Object.freeze({ P0: 30, P1: 5, P2: 0 });

/** Open P1 items from which optimisation waits for a person (seed: P1 "≥3 个未闭合→阻断"). */
export const OPEN_P1_GATE = 3;

export interface OpenItems {
  openP0: number;
  openP1: number;
  openP2: number;
}

/** The review view on 0–100: 100 − 30 × open P0 − 5 × open P1 − 0 × open P2, floor 0. */
export function reviewView(open: OpenItems): number {
  return Math.max(0, 100 - REVIEW_IMPACTS.P0 * open.openP0 - REVIEW_IMPACTS.P1 * open.openP1 - REVIEW_IMPACTS.P2 * open.openP2);
}

/**
 * What the review lets the optimiser do. `blocked` (≥ 3 open P1) means: do not optimise until
 * a person has decided. Open P0 items do not block — the optimiser must fix them first
 * (redline 4: no next phase while a P0 is open) — and are reported beside it.
 */
export interface ReviewGate {
  blocked: boolean;
  reason?: 'open-p1';
  openP0: number;
  openP1: number;
  /** The P1 count at which the gate closes (3). */
  threshold: number;
}

export function reviewGate(open: Pick<OpenItems, 'openP0' | 'openP1'>): ReviewGate {
  const blocked = open.openP1 >= OPEN_P1_GATE;
  return { blocked, ...(blocked ? { reason: 'open-p1' as const } : {}), openP0: open.openP0, openP1: open.openP1, threshold: OPEN_P1_GATE };
}
