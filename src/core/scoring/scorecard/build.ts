/**
 * Assembling the Scorecard from the static scan and (when a model was used) the
 * judges' evaluation. The arithmetic is the rubric module's (weights, C3 merges,
 * review sub-score, the open-P0 cap on dim10); this file only decides, per dimension, which parts have
 * an answer:
 * - a fully judged dim (dim2, dim3, dim8, dim9 step 2) counts with its whole weight
 *   when judged, else not at all (value null);
 * - in **Full** mode a half-static dim (dim5, dim6, dim7b, dim10) counts its module
 *   share always and its judged share only when judged (docs/features.md §9); its value is the
 *   merged 0–10 only when both are there;
 * - in **Quick** mode dim5, dim6 and dim7b are judged alone (seed v3 execution table,
 *   docs/features.md C3): the judge's value with the whole weight, no module merged. With no judge
 *   answer such a dim is null and out of `outOf` altogether, like dim2: §9's "the module
 *   sub-score still counts" is about a dimension that *is* half static, and a Quick
 *   dim5/6/7b is not — counting HASP 3 of 3 there would put into a partial total a term
 *   the complete Quick total never has;
 * - dim9 with step 1 failed is 0 of 6 (seed); Quick mode dim10 is 10 (C3);
 * - an open P0 caps dim10 at 4 of 10 (seed dim10 上限锁死 ≤40, docs/features.md C3), never the total;
 * - a triggered review counts its judged share only when every role answered (docs/features.md D9).
 * total = Σ counted points, one decimal; outOf = Σ counted weights. With no judged part the
 * score is not scored: total null, outOf 0 (the static view is `staticChecks`). partial =
 * outOf < 100 or any claimed part did not finish (completeness.ts) or the run stopped.
 */
import type { Dimension } from '../../rules/types.ts';
import type { StaticDims } from '../../modules/skillops/static-dims.ts';
import type { Subscores } from '../../engine/rubric/subscores.ts';
import {
  capDim10ForOpenP0,
  DIMENSIONS,
  dim7aToTen,
  mergeDim10,
  mergeDim5,
  mergeDim6,
  mergeDim7b,
  MODULE_SHARES,
  OPEN_P0_DIM10_CAP,
  reviewSubscore,
  roundTo,
  WEIGHTS,
} from '../../engine/rubric/weights.ts';
import type { Evaluation, Failure, JudgedValue, Mode, ReviewResult } from '../judge/types.ts';
import type { DimScore, NotScoredReason, Scorecard, ScorecardUsage, StaticChecks } from './types.ts';
import type { CallFailure } from '../judge/executor.ts';
import { staticScoreOf } from '../static-summary.ts';
import { incompleteParts, judgedParts, modelFailureOf } from './completeness.ts';
import { dimSpread, totalSpread } from './spread.ts';

export interface BuildInput {
  /** The skill folder as shown to people. */
  skill: string;
  scan: { dims: StaticDims; subscores: Subscores };
  mode: Mode;
  /** The judges' results; absent with provider `none`. */
  evaluation?: Evaluation;
  usage: ScorecardUsage;
  /** `provider:model` or `none`. */
  model: string;
  lang?: 'en' | 'zh';
  wrote?: string[];
  /** The model calls that gave no usable answer (Executor.failedCalls). */
  failedCalls?: readonly CallFailure[];
  /** HTTP attempts behind `usage.calls` (the meter's, retries included). */
  attempts?: number;
}

/** The static view exactly as `luban scan` computes it (docs/features.md C3a). */
function staticChecksOf(scan: BuildInput['scan']): StaticChecks {
  const v = staticScoreOf(scan);
  return { points: v.total, outOf: v.outOf };
}

function reasonOf(f: Failure | undefined, fallback: NotScoredReason): { reason: NotScoredReason; detail?: string } {
  if (!f) return { reason: fallback };
  return { reason: f.reason as NotScoredReason, detail: f.detail };
}

function notScoredTag(reason: NotScoredReason): string {
  return `[not scored: ${reason}]`;
}

/** The judges' own values (spread.ts); their ± is filled once the card's judge noise is pooled. */
function judgedSpread(j: JudgedValue): Pick<DimScore, 'spread'> {
  const spread = dimSpread(j.judges);
  return spread ? { spread } : {};
}

function staticDim(value: number, weight: number, tags: string[] = []): DimScore {
  return { value, evalMode: 'static', judgeCount: 0, tags, points: (value * weight) / 10, outOf: weight };
}

function fullyJudged(dim: Dimension, j: JudgedValue | undefined, noModel: boolean): DimScore {
  const w = WEIGHTS[dim];
  if (j && j.value !== null)
    return { value: j.value, evalMode: j.evalMode, judgeCount: j.judgeCount, tags: [...j.tags], points: (j.value * w) / 10, outOf: w, ...judgedSpread(j) };
  const { reason, detail } = reasonOf(j?.failure, noModel ? 'no-model' : 'model-error');
  return {
    value: null,
    evalMode: j?.evalMode && !noModel ? j.evalMode : 'static',
    judgeCount: 0,
    tags: [...(j?.tags ?? []), notScoredTag(reason)],
    points: 0,
    outOf: 0,
    reason,
    ...(detail ? { detail } : {}),
  };
}

function halfStatic(
  dim: 'dim5' | 'dim6' | 'dim7b',
  module: 'HASP' | 'SkillOps' | 'Distill',
  modulePoints: number,
  j: JudgedValue | undefined,
  noModel: boolean,
  merge: (m: number, r: number) => number,
): DimScore {
  const share = MODULE_SHARES[module].points;
  const mod = { name: module, points: modulePoints, of: share };
  if (j && j.value !== null) {
    const value = merge(modulePoints, j.value);
    return {
      value,
      evalMode: j.evalMode,
      judgeCount: j.judgeCount,
      tags: [...j.tags],
      points: (value * WEIGHTS[dim]) / 10,
      outOf: WEIGHTS[dim],
      module: mod,
      rubric: j.value,
      ...judgedSpread(j),
    };
  }
  const { reason, detail } = reasonOf(j?.failure, noModel ? 'no-model' : 'model-error');
  return {
    value: null,
    evalMode: 'static',
    judgeCount: 0,
    tags: [...(j?.tags ?? []), notScoredTag(reason), `[counted: ${module} ${modulePoints} of ${share}]`],
    points: modulePoints,
    outOf: share,
    module: mod,
    rubric: null,
    reason,
    ...(detail ? { detail } : {}),
  };
}

/**
 * Why a triggered review did not finish, if it did not: a role that failed or was never
 * asked (a budget or cancel stop leaves it `failed` with that reason), or a normalisation
 * the budget or a cancel stopped (its mechanical stand-in would count duplicates twice).
 */
function reviewCut(r: ReviewResult): Failure | undefined {
  const role = r.roles.find((x) => x.status === 'failed');
  if (role) return role.failure ?? { reason: 'model-error', detail: `${role.role} did not answer` };
  const n = r.normaliseFailure;
  return n && (n.reason === 'budget' || n.reason === 'cancelled') ? n : undefined;
}

export function buildScorecard(input: BuildInput): Scorecard {
  const { scan, mode, evaluation: ev } = input;
  const s = scan.subscores;
  const noModel = !ev;
  const dims = {} as Record<Dimension, DimScore>;
  const notes: string[] = [...(ev?.notes ?? [])];

  dims.dim1 = staticDim(scan.dims.dim1, WEIGHTS.dim1);
  dims.dim2 = fullyJudged('dim2', ev?.rubric.dim2, noModel);
  dims.dim3 = fullyJudged('dim3', ev?.rubric.dim3, noModel);
  dims.dim4 = staticDim(scan.dims.dim4, WEIGHTS.dim4);
  // Quick judges dim5/6/7b alone (the soft-word scan is in the dim5 judge's context); Full merges the modules.
  const quick = mode === 'quick';
  dims.dim5 = quick ? fullyJudged('dim5', ev?.rubric.dim5, noModel) : halfStatic('dim5', 'HASP', s.HASP, ev?.rubric.dim5, noModel, mergeDim5);
  dims.dim6 = quick ? fullyJudged('dim6', ev?.rubric.dim6, noModel) : halfStatic('dim6', 'SkillOps', s.SkillOps, ev?.rubric.dim6, noModel, mergeDim6);
  dims.dim7a = staticDim(dim7aToTen(scan.dims.dim7a), WEIGHTS.dim7a);
  dims.dim7b = quick ? fullyJudged('dim7b', ev?.rubric.dim7b, noModel) : halfStatic('dim7b', 'Distill', s.Distill, ev?.rubric.dim7b, noModel, mergeDim7b);

  // dim8
  const v8 = ev?.dim8.value ?? null;
  if (ev && v8 !== null) {
    const d = ev.dim8;
    dims.dim8 = { value: v8, evalMode: d.evalMode, judgeCount: d.judgeCount, tags: [...d.tags], points: (v8 * WEIGHTS.dim8) / 10, outOf: WEIGHTS.dim8 };
  } else {
    const { reason, detail } = reasonOf(ev?.dim8.failure, noModel ? 'no-model' : 'model-error');
    dims.dim8 = {
      value: null,
      evalMode: 'static',
      judgeCount: 0,
      tags: [...(ev?.dim8.tags ?? []), notScoredTag(reason)],
      points: 0,
      outOf: 0,
      reason,
      ...(detail ? { detail } : {}),
    };
  }

  // dim9: step 1 failed → 0 by rule; else step 2 judged.
  if (!scan.dims.dim9a) dims.dim9 = staticDim(0, WEIGHTS.dim9, ['[step 1 failed: fewer than 3 negative-instruction contexts]']);
  else dims.dim9 = fullyJudged('dim9', ev?.rubric.dim9, noModel);

  // dim10
  let openP0 = 0;
  if (quick) {
    dims.dim10 = staticDim(mergeDim10(s.Sentinel, 2, 'quick'), WEIGHTS.dim10, ['[quick: dim10 = 100%]']);
  } else if (ev && !ev.independent) {
    dims.dim10 = { ...staticDim(10, WEIGHTS.dim10, ['[fallback: multi-role review skipped, dim10 = 100%]']), evalMode: 'fallback' };
  } else {
    const r = ev?.review;
    const mod = { name: 'Sentinel' as const, points: s.Sentinel, of: MODULE_SHARES.Sentinel.points };
    let review: number | null = null;
    const tags: string[] = [];
    let judgeCount = 0;
    const evalMode: DimScore['evalMode'] = 'full_test';
    let failure = r?.failure;
    if (r && !r.triggered) {
      review = 2;
      tags.push(`[review not triggered: ${r.trigger.replace(/^not triggered \(|\)$/g, '')}]`);
    } else if (r?.triggered && !r.failure) {
      const answered = r.roles.filter((x) => x.status === 'answered').length;
      const cut = reviewCut(r);
      if (cut) {
        // docs/features.md D9: the open items a cut review found are real, but its sub-score rests on roles never heard.
        failure = cut;
        tags.push(`[review: ${r.openP0} P0, ${r.openP1} P1, ${r.openP2} P2 open so far]`);
        tags.push(
          r.complete
            ? `[review incomplete: normalisation stopped (${cut.reason}); not counted]`
            : `[review incomplete: ${answered} of ${r.roles.length} roles answered; not counted]`,
        );
      } else {
        openP0 = r.openP0;
        review = reviewSubscore(r.openP0, r.openP1);
        judgeCount = answered;
        tags.push(`[review: ${r.openP0} P0, ${r.openP1} P1, ${r.openP2} P2 open]`);
        if (r.normalisedBy === 'mechanical') tags.push('[review normalised mechanically]');
        if (r.carried) tags.push('[review carried from the scoring before the edit]');
      }
    }
    if (review !== null) {
      const uncapped = mergeDim10(s.Sentinel, review, 'full');
      const value = capDim10ForOpenP0(uncapped, openP0);
      dims.dim10 = { value, evalMode, judgeCount, tags, points: (value * WEIGHTS.dim10) / 10, outOf: WEIGHTS.dim10, module: mod, rubric: (review / 2) * 10 };
      if (openP0 > 0) {
        dims.dim10.cap = { at: OPEN_P0_DIM10_CAP, uncapped, reason: 'open-p0' };
        tags.push(`[capped: ${openP0} open P0, dim10 ≤ ${OPEN_P0_DIM10_CAP} of 10]`);
      }
    } else {
      const { reason, detail } = reasonOf(failure, noModel ? 'no-model' : 'model-error');
      dims.dim10 = {
        value: null,
        evalMode: 'static',
        judgeCount: 0,
        tags: [...tags, notScoredTag(reason), `[counted: Sentinel ${s.Sentinel} of 2]`],
        points: s.Sentinel,
        outOf: MODULE_SHARES.Sentinel.points,
        module: mod,
        rubric: null,
        reason,
        ...(detail ? { detail } : {}),
      };
    }
  }

  // Heterogeneous judges: tag the dims they looked at.
  for (const o of ev?.orthogonality ?? []) {
    if (!o.reply) continue;
    for (const d of o.dims) {
      const dim = dims[d as Dimension];
      if (dim && !dim.tags.includes('[orthogonality]')) dim.tags.push('[orthogonality]');
    }
  }

  let sum10 = 0;
  let outOf = 0;
  for (const d of Object.keys(WEIGHTS) as Dimension[]) {
    sum10 += dims[d].points * 10;
    outOf += dims[d].outOf;
  }
  // docs/features.md D9: with no judged part the score is "not scored" — the static view stands alone (staticChecks).
  const judged = judgedParts({ dims });
  const scored = judged.length > 0 && outOf > 0;
  const incomplete = incompleteParts(dims, ev);

  const card: Scorecard = {
    skill: input.skill,
    mode,
    total: scored ? roundTo(sum10 / 10, 1) : null,
    outOf: scored ? outOf : 0,
    partial: !scored || outOf < 100 || incomplete.length > 0 || Boolean(ev?.stopped),
    dims,
    usage: input.usage,
    model: input.model,
    judged,
    staticChecks: staticChecksOf(scan),
    lang: input.lang ?? ev?.lang ?? 'en',
    redline1Violation: ev?.dim8.redline1Violation ?? false,
    notes,
  };
  if (ev?.stopped) card.stopped = ev.stopped;
  if (incomplete.length) card.incomplete = incomplete;
  const failure = modelFailureOf(input.failedCalls ?? [], input.usage.calls, input.attempts ?? input.usage.calls);
  if (failure) card.modelFailure = failure;
  // Item 4: every judged number with its spread; judges ≥ 3 points apart are flagged.
  const spread = totalSpread(dims);
  if (spread) card.totalSpread = spread;
  const disagree = DIMENSIONS.filter((d) => dims[d].value !== null && dims[d].spread?.disagree);
  for (const d of disagree) dims[d].tags.push(`[judges disagree: ${dims[d].spread!.judges.join(' vs ')}]`);
  if (disagree.length) card.disagreement = disagree;
  if (ev?.dim8.means)
    card.dim8 = {
      a: ev.dim8.means.intent,
      b: ev.dim8.means.lift,
      c: ev.dim8.means.sideEffects,
      dryRunRatio: ev.dim8.dryRunRatio,
      evaluations: ev.dim8.evaluations,
      // dim8 measured from tests.yaml's effect tasks (docs/effect.md).
      ...(ev.dim8.measured ? { measured: ev.dim8.measured } : {}),
    };
  if (ev?.review) card.review = ev.review;
  // The gate is the review's; only a review that answered can open or close it.
  // A cut review's gate stands only when it already blocks: more roles could only add open items.
  if (
    mode === 'full' &&
    ev?.independent &&
    ev.review?.gate &&
    !ev.review.failure &&
    (!reviewCut(ev.review) || (ev.review.gate.blocked && ev.review.normalisedBy === 'model'))
  )
    card.gate = ev.review.gate;
  if (ev?.orthogonality.length) card.orthogonality = ev.orthogonality;
  if (ev?.consumerBaseline) card.consumerBaseline = ev.consumerBaseline;
  if (ev && ev.testPrompts.source !== 'none') {
    const { provisional: _p, failure: _f, ...tp } = ev.testPrompts;
    void _p;
    void _f;
    card.testPrompts = tp;
  }
  if (input.wrote?.length) card.wrote = input.wrote;
  return card;
}
