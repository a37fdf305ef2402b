/**
 * What a Scorecard rests on (docs/features.md D9): which dimensions a model answer counts in, which
 * claimed parts did not finish, and how many model calls gave no usable answer. A card
 * with no judged dimension is "not scored" (total null); a card missing any claimed part
 * is `partial`; neither may justify a keep or any other gate of the optimiser.
 */
import type { Dimension } from '../../rules/types.ts';
import { DIMENSIONS } from '../../engine/rubric/weights.ts';
import type { CallFailure } from '../judge/executor.ts';
import type { Evaluation } from '../judge/types.ts';
import type { DimScore, IncompletePart, ModelFailure, NotScoredReason, Scorecard } from './types.ts';

/** Reasons that mean "asked and not answered" — not "never asked" (no model, not applicable). */
const UNFINISHED: ReadonlySet<NotScoredReason> = new Set(['budget', 'cancelled', 'model-error', 'invalid-reply']);

/**
 * The dimensions a model answer counts in: a value with at least one judge behind it. Rule
 * values (Quick dim10 = 10, a review not triggered, the fallback table's dim10, dim9 step 1
 * failed) have no judge and are not judged parts.
 */
export function judgedParts(card: Pick<Scorecard, 'dims'>): Dimension[] {
  return DIMENSIONS.filter((d) => isJudged(card.dims[d]));
}

function isJudged(x: DimScore | undefined): boolean {
  return x !== undefined && x.value !== null && x.judgeCount > 0;
}

/** The claimed parts that did not finish: judged shares asked and not answered, a consumer baseline or heterogeneous judge that gave no result. */
export function incompleteParts(dims: Record<Dimension, DimScore>, ev: Evaluation | undefined): IncompletePart[] {
  const out: IncompletePart[] = [];
  for (const d of DIMENSIONS) {
    const x = dims[d];
    if (x.value === null && x.reason && UNFINISHED.has(x.reason)) out.push({ part: d, reason: x.reason, ...(x.detail ? { detail: x.detail } : {}) });
  }
  const cb = ev?.consumerBaseline;
  if (cb && cb.score === null)
    out.push({ part: 'consumer-baseline', reason: asReason(cb.failure?.reason), ...(cb.failure?.detail ? { detail: cb.failure.detail } : {}) });
  for (const o of ev?.orthogonality ?? []) {
    if (!o.reply)
      out.push({ part: 'orthogonality', reason: asReason(o.failure?.reason), ...(o.failure?.detail ? { detail: `${o.agent}: ${o.failure.detail}` } : {}) });
  }
  return out;
}

function asReason(r: string | undefined): NotScoredReason {
  return r && (UNFINISHED.has(r as NotScoredReason) || r === 'no-model') ? (r as NotScoredReason) : 'model-error';
}

/**
 * "N of M calls failed (reason)": M is the meter's calls (a call and its retries count once),
 * N the calls that gave no usable answer; the reason is the commonest kind (an HTTP status
 * kept apart: 500 and 503 are two reasons), with the first detail of that kind.
 */
export function modelFailureOf(failures: readonly CallFailure[], calls: number, attempts: number): ModelFailure | undefined {
  if (!failures.length) return undefined;
  const groups = new Map<string, CallFailure[]>();
  for (const f of failures) {
    const key = `${f.kind}:${f.status ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  // Commonest first; on a tie the kind seen first (Map keeps insertion order, sort is stable).
  const top = [...groups.values()].sort((a, b) => b.length - a.length)[0][0];
  return {
    failed: failures.length,
    calls: Math.max(calls, failures.length),
    attempts,
    reason: top.kind,
    ...(top.status !== undefined ? { status: top.status } : {}),
    detail: top.detail,
  };
}
