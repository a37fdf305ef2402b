/**
 * The keep/revert decision of one Phase 2 round (SPEC D4, D8, D9), as a pure function.
 *
 * The ratchet rule: keep the edit only if
 *   - the self-check passed (dims 1/4/7a/9 none worse) and it moved one dimension only
 *     (redline 2), and its dim8 was not judged on dry runs alone (redline 3); and
 *   - the score, compared on the parts both versions scored, rose by at least 0.05 —
 *     or, for a runtime-gate repair, the gate now passes and the score did not fall;
 *     or, when a Full skill's Δ lies inside the measured judge noise floor, a majority
 *     of paired judges prefers the edit to the version before it.
 * A score that misses any part the other scored (a budget or cancel stop, a judge that did
 * not answer) is partial and never justifies a keep (SPEC D9): such a round is reverted.
 * Otherwise revert, and say why.
 *
 * Everything the rule reads comes in as plain data; it does no I/O. The paired judges
 * are the one input that costs model calls, so the round asks `needsPairedVerdict`
 * first and calls the judges only when the rule would read their verdict.
 */
import type { Dimension } from '../rules/types.ts';
import type { RuntimeGateState } from '../modules/runtime-gate/gate.ts';
import type { LoopMessageKey, MessageData } from './messages.ts';
import { rowNote } from './row-notes.ts';
import { formatDelta, type Comparison } from './scoring.ts';
import type { SelfCheckFailure } from './signals.ts';
import type { Mode, NoticeKind } from './types.ts';

export interface RoundInputs {
  /** The edit's one-line summary: the row's first note. */
  what: string;
  /** The dimension the edit is for; `gate` when it repairs a P0 gate item. */
  target: { dim: Dimension; gate?: 'runtime' | 'review-p0' };
  /** Self-checked dimensions the edit made worse. */
  selfCheck: readonly SelfCheckFailure[];
  /** Dimensions outside the target (and its cluster) that the edit also moved. */
  otherDims: readonly string[];
  /** Old → new on the parts both scores have; absent when the edit was not re-scored. */
  comparison?: Pick<Comparison, 'oldTotal' | 'newTotal' | 'delta' | 'outOf' | 'dropped' | 'improved'>;
  /** The new score's flags: dim8 judged on dry runs only (redline 3), judged in the editing context (redline 1). */
  rescored?: { dim8AllDry: boolean; redline1: boolean };
  /** The runtime-neutrality gate on the edited text. */
  runtimeGate: RuntimeGateState;
  /** The judge noise floor measured in Phase 1, when it was. */
  noise?: number;
  /** Paired judges for Δ inside the noise floor (SPEC D9); 0 = off. */
  pairedJudges: number;
  /** A judge model scores the skill (without one there is no noise floor to be inside). */
  judged: boolean;
  mode: Mode;
  /** The paired judges' verdict, when `needsPairedVerdict` asked for it. */
  paired?: { keep: boolean; summary: string };
}

/** Which part of the rule decided. */
export type RoundRule = 'self-check' | 'redline-2' | 'partial' | 'redline-3' | 'runtime-gate' | 'paired' | 'improved' | 'not-improved';

/** A notice the decision asks the round to tell; `skill` and `round` are the round's to add. */
export interface DecisionNotice {
  kind: NoticeKind;
  code: string;
  message: LoopMessageKey;
  data: MessageData;
}

export interface RoundDecision {
  keep: boolean;
  /** Why the edit is reverted (results.tsv, rejected_edits.md); '' when it is kept. */
  reason: string;
  /** The results.tsv row's notes in order, the reason last when reverted. */
  notes: string[];
  rule: RoundRule;
  tell: DecisionNotice[];
}

/** The part of the rule that decides these inputs (the paired verdict not needed yet). */
export function decidingRule(i: RoundInputs): RoundRule {
  if (i.selfCheck.length) return 'self-check';
  if (i.otherDims.length) return 'redline-2';
  const c = i.comparison;
  // Without a comparison only a failed check can have stopped the re-score.
  if (!c || !i.rescored) return 'not-improved';
  if (c.dropped.length) return 'partial';
  if (i.rescored.dim8AllDry) return 'redline-3';
  if (i.target.gate === 'runtime') return 'runtime-gate';
  if (insideNoiseFloor(i, c.delta)) return 'paired';
  return c.improved ? 'improved' : 'not-improved';
}

/** True when the rule would read the paired judges' verdict: ask them, then decide. */
export function needsPairedVerdict(i: RoundInputs): boolean {
  return decidingRule(i) === 'paired';
}

/**
 * SPEC D9: the paired decision replaces the Δ rule when a judge model scores a Full
 * skill whose noise floor was measured (> 0) and the round's |Δ| is inside it.
 */
function insideNoiseFloor(i: RoundInputs, delta: number): boolean {
  return i.pairedJudges > 0 && i.judged && i.mode === 'full' && i.noise !== undefined && i.noise > 0 && Math.abs(delta) <= i.noise + 1e-9;
}

export function decideRound(i: RoundInputs): RoundDecision {
  const c = i.comparison;
  const notes = [i.what];
  if (c?.dropped.length) notes.push(rowNote('comparedOn', { outOf: c.outOf, dropped: c.dropped.join(',') }));
  if (i.noise !== undefined && c) notes.push(rowNote('deltaWithNoise', { delta: formatDelta(c.delta), noise: i.noise.toFixed(1) }));
  if (i.rescored?.redline1) notes.push(rowNote('redline1'));
  const tell: DecisionNotice[] = [];
  const rule = decidingRule(i);
  const revert = (reason: string): RoundDecision => ({ keep: false, reason, notes: [...notes, reason], rule, tell });
  const keep = (): RoundDecision => {
    if (i.noise !== undefined && c && rule !== 'paired' && c.delta <= i.noise) {
      tell.push({ kind: 'warning', code: 'noise', message: 'insideNoise', data: { delta: formatDelta(c.delta), noise: i.noise.toFixed(1) } });
    }
    return { keep: true, reason: '', notes, rule, tell };
  };

  switch (rule) {
    case 'self-check':
      return revert(rowNote('selfCheckFailed', { checks: i.selfCheck.map((f) => `${f.dim} ${f.before}→${f.after}`).join(', ') }));
    case 'redline-2':
      return revert(rowNote('redline2', { dims: [i.target.dim, ...i.otherDims].join('+') }));
    case 'partial':
      return revert(rowNote('partialRescore', { dropped: c!.dropped.join(',') }));
    case 'redline-3':
      tell.push({ kind: 'redline', code: 'redline-3-all-dry-run', message: 'redline3Round', data: {} });
      return revert(rowNote('redline3'));
    case 'runtime-gate':
      if (i.runtimeGate === 'fail') return revert(rowNote('runtimeGateFails'));
      if (c!.delta < 0) return revert(rowNote('runtimeScoreFell', { delta: formatDelta(c!.delta) }));
      notes.push(rowNote('runtimeGatePass'));
      return keep();
    case 'paired': {
      if (!i.paired) throw new Error('decideRound: Δ is inside the noise floor, so the paired judges decide: ask them first (needsPairedVerdict)');
      if (!i.paired.keep) return revert(rowNote('pairedNotConfirmed', { summary: i.paired.summary }));
      notes.push(i.paired.summary);
      return keep();
    }
    case 'improved':
      return keep();
    case 'not-improved': {
      if (!c) return revert('');
      if (c.delta < 0) return revert(rowNote('scoreFell', { delta: formatDelta(c.delta) }));
      const change = c.newTotal - c.oldTotal;
      tell.push({ kind: 'exception', code: 'score-drift', message: 'scoreDrift', data: { signedChange: `${change >= 0 ? '+' : ''}${change.toFixed(2)}`, change: change.toFixed(2) } });
      return revert(rowNote('notImprovement', { delta: formatDelta(c.delta) }));
    }
  }
}
