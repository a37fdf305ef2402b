/**
 * The keep/revert decision of one Phase 2 round (docs/features.md D4, D8, D9), as a pure function.
 * One rule, the same in Quick and Full:
 *
 *   A change is kept when it is beyond the measured noise of a difference
 *   (Δ > √2 × floor, and Δ ≥ 0.05) or, inside that noise, wins the paired votes (a strict
 *   majority of ≥ 3 paired judges prefers it); a change that touches only static
 *   dimensions (dim1, dim4, dim7a) is decided by the static points it touched.
 *
 * Before that rule: the self-check (dims 1/4/7a/9 none worse), redline 2 (one dimension
 * per round), Luban's own rules (./own-rules.ts — a gain that comes from an edit the scan would flag is not a gain), MUSE (a must/forbid regression case the edit broke — docs/features.md E2), a partial
 * score on either side (a part one version claims but did not measure — docs/features.md D9: never a
 * keep), redline 3 (dim8 on dry runs alone) and the runtime-gate repair ("the gate passes
 * and the score did not fall") each revert or decide first. Without a judge model the
 * scores are deterministic — no noise — and a rise of ≥ 0.05 keeps.
 *
 * Δ is the difference of two noisy totals, so its spread is √2 × the floor (the standard
 * deviation of one total). A floor that was not measured (Quick never measures one; Full
 * when it could not) is never read as zero: the paired judges decide every judged change,
 * and with the paired judges off such a change is reverted as not measured.
 *
 * A revert whose cause is a missing measurement (a partial score, paired judges cut short
 * by the budget, an unmeasured noise with no paired judges) says so (`unmeasured`), so the
 * round does not record the edit as rejected (rejected_edits.md would detour the dimension).
 *
 * Everything the rule reads comes in as plain data; it does no I/O. The paired judges
 * are the one input that costs model calls, so the round asks `needsPairedVerdict`
 * first and calls the judges only when the rule would read their verdict.
 */
import type { Dimension } from '../../rules/types.ts';
import type { RuntimeGateState } from '../../modules/runtime-gate/gate.ts';
import type { LoopMessageKey, MessageData } from './messages.ts';
import { rowNote } from './row-notes.ts';
import { formatDelta, type Comparison } from './scoring.ts';
import type { SelfCheckFailure } from './signals.ts';
import type { EditCheckVerdict, NoticeKind } from './types.ts';
import { upliftHeld } from '../../scoring/effect/stats.ts';

const pp = (x: number) => `${x >= 0 ? '+' : ''}${Math.round(x * 1000) / 10} pp`;

/** Dimensions scored entirely without a model in both modes (docs/features.md C3a): a change to one of them alone is decided by the static view. */
const STATIC_ONLY_DIMS: ReadonlySet<Dimension> = new Set<Dimension>(['dim1', 'dim4', 'dim7a']);

/** The spread of a difference of two totals, each with standard deviation `floor`. */
export function differenceNoise(floor: number): number {
  return Math.SQRT2 * floor;
}

export interface RoundInputs {
  /** The edit's one-line summary: the row's first note. */
  what: string;
  /** The dimension the edit is for (`rewrite`: Phase 2.5's whole-text rewrite); `gate` when it repairs a P0 gate item. */
  target: { dim: Dimension | 'rewrite'; gate?: 'runtime' | 'review-p0' };
  /** Self-checked dimensions the edit made worse. */
  selfCheck: readonly SelfCheckFailure[];
  /** Dimensions outside the target (and its cluster) that the edit also moved. */
  otherDims: readonly string[];
  /**
   * The after-edit check's verdict (OptimizeOptions.hooks.afterEdit — MUSE, docs/features.md E2, for a real run):
   * the must/forbid regression cases the edit broke, with the reason to record. Any broken case reverts.
   */
  muse?: EditCheckVerdict;
  /**
   * Luban's own rules the edit breaks (./own-rules.ts: a STOP before a harmless step, new soft
   * words, new findings, another language), as the row note says them; any reverts, whatever the score.
   */
  ownRules?: string;
  /** Old → new on the parts both scores have; absent when the edit was not re-scored. */
  comparison?: Pick<Comparison, 'oldTotal' | 'newTotal' | 'delta' | 'outOf' | 'dropped' | 'improved'>;
  /** Parts each score claims but did not measure (a judge that did not answer, a budget or cancel stop). */
  missing?: { old: readonly string[]; new: readonly string[] };
  /** The new score's flags: dim8 judged on dry runs only (redline 3), judged in the editing context (redline 1). */
  rescored?: { dim8AllDry: boolean; redline1: boolean };
  /** The static view (docs/features.md C3a) before → after the edit: what a static-only change is decided by. */
  statics?: Pick<Comparison, 'delta' | 'improved'> & { touched: readonly string[] };
  /** The runtime-neutrality gate on the edited text. */
  runtimeGate: RuntimeGateState;
  /** The judge noise floor (standard deviation of one total) measured in Phase 1; absent when not measured. */
  noise?: number;
  /** Paired judges for a judged change inside (or without) a measured noise (docs/features.md D9); 0 = off. */
  pairedJudges: number;
  /** A judge model scores the skill (without one every score is deterministic). */
  judged: boolean;
  /**
   * The paired judges' verdict, when `needsPairedVerdict` asked for it. `incomplete`: judges
   * that could not answer (budget) could have made the majority — the measurement is missing.
   */
  paired?: { keep: boolean; summary: string; incomplete?: boolean };
  /**
   * dim8's measured uplift before and after the edit, when both came from tests.yaml's effect
   * tasks (docs/effect.md): an edit the rule would keep is reverted when the uplift fell beyond
   * its noise — the new uplift's 95 % interval does not reach the old point estimate.
   */
  effect?: { before: { value: number | null; low: number; high: number }; after: { value: number | null; low: number; high: number } };
}

/** Which part of the rule decided. */
export type RoundRule =
  | 'self-check'
  | 'redline-2'
  | 'muse'
  | 'own-rules'
  | 'partial'
  | 'redline-3'
  | 'runtime-gate'
  | 'static-score'
  | 'static-only'
  | 'beyond-noise'
  | 'paired'
  | 'no-paired'
  | 'not-improved';

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
  /**
   * `unmeasured`: reverted because a measurement is missing, not because the edit was
   * judged worse — recorded in results.tsv only, never in rejected_edits.md. `unanswered`: a
   * person was asked to approve the edit and nobody answered (./phases/approve-edit.ts) — undone, recorded in results.tsv only.
   */
  cause: 'decided' | 'unmeasured' | 'unanswered';
  tell: DecisionNotice[];
}

function missingParts(i: RoundInputs): string[] {
  const c = i.comparison;
  return [...new Set([...(c?.dropped ?? []), ...(i.missing?.old ?? []), ...(i.missing?.new ?? [])])].sort();
}

/** The part of the rule that decides these inputs (the paired verdict not needed yet). */
export function decidingRule(i: RoundInputs): RoundRule {
  if (i.selfCheck.length) return 'self-check';
  if (i.otherDims.length) return 'redline-2';
  if (i.ownRules) return 'own-rules';
  if (i.muse?.broken.length) return 'muse';
  const c = i.comparison;
  // Without a comparison only a failed check can have stopped the re-score.
  if (!c || !i.rescored) return 'not-improved';
  if (missingParts(i).length) return 'partial';
  if (i.rescored.dim8AllDry) return 'redline-3';
  if (i.target.gate === 'runtime') return 'runtime-gate';
  if (!i.judged) return 'static-score';
  if (i.target.dim !== 'rewrite' && STATIC_ONLY_DIMS.has(i.target.dim) && i.statics) return 'static-only';
  if (i.noise !== undefined && Math.abs(c.delta) > differenceNoise(i.noise) + 1e-9) return 'beyond-noise';
  // Inside the measured noise, or no noise measured: only the paired judges can tell.
  return i.pairedJudges > 0 ? 'paired' : 'no-paired';
}

/** True when the rule would read the paired judges' verdict: ask them, then decide. */
export function needsPairedVerdict(i: RoundInputs): boolean {
  return decidingRule(i) === 'paired';
}

/** What the row says about Δ and the noise it is read against. */
function noiseNote(i: RoundInputs, delta: number): string {
  if (i.noise === undefined) return rowNote('deltaNoiseUnmeasured', { delta: formatDelta(delta) });
  return rowNote('deltaWithNoise', { delta: formatDelta(delta), noise: i.noise.toFixed(1), margin: differenceNoise(i.noise).toFixed(1) });
}

export function decideRound(i: RoundInputs): RoundDecision {
  const c = i.comparison;
  const notes = [i.what];
  const missing = missingParts(i);
  if (c?.dropped.length) notes.push(rowNote('comparedOn', { outOf: c.outOf, dropped: c.dropped.join(',') }));
  if (c && i.judged && !missing.length) notes.push(noiseNote(i, c.delta));
  if (i.rescored?.redline1) notes.push(rowNote('redline1'));
  const tell: DecisionNotice[] = [];
  const rule = decidingRule(i);
  const revert = (reason: string, cause: RoundDecision['cause'] = 'decided'): RoundDecision => ({
    keep: false,
    reason,
    notes: [...notes, reason],
    rule,
    cause,
    tell,
  });
  const keep = (): RoundDecision => {
    // Measured effect (docs/effect.md): a keep stands only if the uplift did not fall beyond its noise.
    const e = i.effect;
    if (e && upliftHeld({ ...e.before, method: 'newcombe-wilson' }, { ...e.after, method: 'newcombe-wilson' }) === false)
      return revert(rowNote('effectFell', { before: pp(e.before.value!), after: pp(e.after.value!), low: pp(e.after.low), high: pp(e.after.high) }));
    return { keep: true, reason: '', notes, rule, cause: 'decided', tell };
  };

  switch (rule) {
    case 'self-check':
      return revert(rowNote('selfCheckFailed', { checks: i.selfCheck.map((f) => `${f.dim} ${f.before}→${f.after}`).join(', ') }));
    case 'redline-2':
      return revert(rowNote('redline2', { dims: [i.target.dim, ...i.otherDims].join('+') }));
    case 'own-rules':
      return revert(i.ownRules!);
    case 'muse':
      return revert(i.muse!.reason);
    case 'partial':
      return revert(rowNote('partialRescore', { dropped: missing.join(',') }), 'unmeasured');
    case 'redline-3':
      tell.push({ kind: 'redline', code: 'redline-3-all-dry-run', message: 'redline3Round', data: {} });
      return revert(rowNote('redline3'));
    case 'runtime-gate':
      if (i.runtimeGate === 'fail') return revert(rowNote('runtimeGateFails'));
      if (c!.delta < 0) return revert(rowNote('runtimeScoreFell', { delta: formatDelta(c!.delta) }));
      notes.push(rowNote('runtimeGatePass'));
      return keep();
    case 'static-only': {
      const st = i.statics!;
      notes.push(rowNote('staticOnly', { delta: formatDelta(st.delta), touched: st.touched.join(',') || '-' }));
      // The judged parts alone (Δ less the static rise inside it) fell beyond the noise of a
      // difference: the edit did more than its static parts show. Without a measured floor
      // (Quick) the judged parts' change is unmeasured noise and the static points decide.
      const judgedDelta = c!.delta - st.delta;
      if (i.noise !== undefined && judgedDelta < -differenceNoise(i.noise) - 1e-9)
        return revert(rowNote('staticOnlyJudgedFell', { delta: formatDelta(judgedDelta) }));
      if (st.improved) return keep();
      return revert(rowNote('staticNotImproved', { delta: formatDelta(st.delta) }));
    }
    case 'static-score':
    case 'beyond-noise': {
      // Δ on the parts both scored: a rise of ≥ 0.05 keeps, anything else reverts and says why.
      if (c!.improved) return keep();
      if (c!.delta < 0) return revert(rowNote('scoreFell', { delta: formatDelta(c!.delta) }));
      const change = c!.newTotal - c!.oldTotal;
      tell.push({
        kind: 'exception',
        code: 'score-drift',
        message: 'scoreDrift',
        data: { signedChange: `${change >= 0 ? '+' : ''}${change.toFixed(2)}`, change: change.toFixed(2) },
      });
      return revert(rowNote('notImprovement', { delta: formatDelta(c!.delta) }));
    }
    case 'paired': {
      if (!i.paired)
        throw new Error(
          'decideRound: a judged change inside (or without) a measured noise is decided by the paired judges: ask them first (needsPairedVerdict)',
        );
      if (!i.paired.keep)
        return revert(
          rowNote(i.noise === undefined ? 'pairedNotConfirmedUnmeasured' : 'pairedNotConfirmed', { summary: i.paired.summary }),
          i.paired.incomplete ? 'unmeasured' : 'decided',
        );
      notes.push(i.paired.summary);
      return keep();
    }
    case 'no-paired':
      // Inside a measured noise the change was measured and not shown to help; without a measured noise it was never measured.
      return i.noise === undefined ? revert(rowNote('noiseUnmeasuredNoPaired'), 'unmeasured') : revert(rowNote('insideNoiseNoPaired'));
    case 'not-improved':
      return revert('');
  }
}
