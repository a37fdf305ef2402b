/**
 * What an evaluation holds where nothing was scored: the empty dim8 result every
 * evaluation starts from, a judged value of `null` with its reason, and the reason
 * taken from the first job that failed.
 */
import type { JobOutcome } from './executor.ts';
import type { Dim8Result, EvalMode, Failure, JudgedValue } from './types.ts';

export function emptyDim8(): Dim8Result {
  return { value: null, beforeRedline: null, evaluations: [], dryRunRatio: 0, judgeCount: 0, evalMode: 'dry_run', tags: [], redline1Violation: false };
}

export function nullJudged(evalMode: EvalMode, failure: Failure): JudgedValue {
  return { value: null, judges: [], judgeCount: 0, evalMode, tags: [], failure, evidence: [] };
}

export function firstFailure(outcomes: Array<JobOutcome<unknown>>): Failure | undefined {
  for (const o of outcomes) if (o.status === 'failed') return { reason: o.reason, detail: o.detail };
  return undefined;
}
