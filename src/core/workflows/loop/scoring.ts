/**
 * Scores the loop compares (seed v3 Phase 1 / Phase 2 Step 5–6):
 * - without a model, the static scorecard (rubric/static-score: only what needs no
 *   model, each part with its weight; eval_mode `static`, judge_count 0);
 * - with a model, the Scorecard from independent judges (scorecard/score).
 * Two scores are compared on the parts both of them scored with the same weight, so
 * a dimension that enters or leaves the static score (dim9 once step 1 passes) or a
 * judge that failed in one run never shows up as a gain or a loss. "Improved" is
 * strictly ≥ 0.05 (rubric isImprovement, the seed's 分数精度漂移 row).
 */
import type { SkillScanResult } from '../../engine/scan.ts';
import type { Dimension } from '../../rules/types.ts';
import { staticScore } from '../../engine/rubric/static-score.ts';
import { dim7aToTen, isImprovement, roundTo } from '../../engine/rubric/weights.ts';
import type { Scorecard } from '../../scoring/scorecard/types.ts';
import type { EvalMode, Mode } from '../../scoring/judge/types.ts';

export interface Part {
  points: number;
  outOf: number;
}

export interface Snapshot {
  total: number;
  outOf: number;
  parts: Record<string, Part>;
  /** Per-dimension value on 0–10 where known (the strategy's weakness depth). */
  dims: Partial<Record<Dimension, number>>;
  evalMode: EvalMode;
  judgeCount: number;
  card?: Scorecard;
  /** dim8 was evaluated and every evaluation was a dry run (redline 3). */
  dim8AllDry: boolean;
  redline1: boolean;
  openP0: number;
  consumerBlocked: boolean;
  /** Judged parts that failed (model errors): the seed's sub-agent-unavailable row. */
  judgeFailures: string[];
  /**
   * Parts the score claims but did not measure (docs/features.md D9 `partial`): a judge that did not
   * answer, a stage cut by the budget or a cancel. A score with any is never a reason to
   * keep an edit or pass a gate.
   */
  missing: string[];
  /** Dimensions a judge answered for (0 in a static score, and when the model answered nothing usable). */
  judgedParts: number;
  /** The model calls behind the score, and how many of them gave nothing usable (with the first reason). */
  calls?: { made: number; failed: number; reason: string };
  /** dim8's measured uplift when it came from tests.yaml's effect tasks (docs/effect.md). */
  effect?: { value: number | null; low: number; high: number };
}

/** Reasons a part is missing because a measurement did not finish — not because it does not apply. */
const UNMEASURED: ReadonlySet<string> = new Set(['model-error', 'invalid-reply', 'budget', 'cancelled']);

/** A score with a part it claims but did not measure (docs/features.md D9). */
export function isPartial(s: Pick<Snapshot, 'missing'>): boolean {
  return s.missing.length > 0;
}

/** A model was asked and no judged part came back: the score is "not scored" (docs/features.md D9), never a percentage. */
export function notScored(s: Pick<Snapshot, 'card' | 'judgedParts' | 'missing'>): boolean {
  return s.card !== undefined && s.card.model !== 'none' && s.judgedParts === 0 && s.missing.length > 0;
}

/**
 * Static snapshot: the static view (docs/features.md C3a, "static checks X of Y") — the same points
 * the editor, `luban scan`, the status bar and the dashboard show, in either mode, so the
 * optimiser's report agrees with them. Quick's dim10 = 100 % (seed: Quick 默认满分) is
 * kept for choosing targets only.
 */
export function staticSnapshot(scan: Pick<SkillScanResult, 'dims' | 'subscores'>, mode: Mode): Snapshot {
  const s = staticScore(scan.dims, scan.subscores);
  const parts: Record<string, Part> = {};
  for (const p of s.parts) parts[p.key] = { points: p.points, outOf: p.outOf };
  const dims: Partial<Record<Dimension, number>> = {
    dim1: scan.dims.dim1,
    dim4: scan.dims.dim4,
    dim7a: roundTo(dim7aToTen(scan.dims.dim7a), 2),
    dim5: roundTo((scan.subscores.HASP / 3) * 10, 2),
    dim6: roundTo((scan.subscores.SkillOps / 3) * 10, 2),
    dim7b: roundTo((scan.subscores.Distill / 2) * 10, 2),
    dim10: mode === 'quick' ? 10 : roundTo((scan.subscores.Sentinel / 2) * 10, 2),
  };
  if (!scan.dims.dim9a) dims.dim9 = 0;
  return {
    total: s.total,
    outOf: s.outOf,
    parts,
    dims,
    evalMode: 'static',
    judgeCount: 0,
    dim8AllDry: false,
    redline1: false,
    openP0: 0,
    consumerBlocked: false,
    judgeFailures: [],
    missing: [],
    judgedParts: 0,
  };
}

/** Snapshot of a judged Scorecard. */
export function cardSnapshot(card: Scorecard, scan: Pick<SkillScanResult, 'dims' | 'subscores'>): Snapshot {
  const parts: Record<string, Part> = {};
  const dims: Partial<Record<Dimension, number>> = {};
  const failures: string[] = [];
  const missing: string[] = [];
  let judgedParts = 0;
  let judgeCount = 0;
  const modes = new Set<EvalMode>();
  for (const [d, v] of Object.entries(card.dims) as Array<[Dimension, Scorecard['dims'][Dimension]]>) {
    if (v.outOf > 0) parts[d] = { points: v.points, outOf: v.outOf };
    if (v.value !== null) dims[d] = v.value;
    else if (v.module) dims[d] = roundTo((v.module.points / v.module.of) * 10, 2);
    if (v.reason === 'model-error' || v.reason === 'invalid-reply') failures.push(`${d}: ${v.detail ?? v.reason}`);
    // A review some of whose roles never answered is a stage that did not finish.
    if ((v.reason && UNMEASURED.has(v.reason)) || v.tags.some((t) => t.startsWith('[review incomplete'))) missing.push(d);
    if (v.judgeCount > 0) judgedParts++;
    // judge_count is the rubric's independent judges (Quick 1, Full 2; fewer when one failed),
    // not dim10's review roles (5), which are reviewers of another kind.
    if (d !== 'dim10' && v.judgeCount > 0) judgeCount = judgeCount === 0 ? v.judgeCount : Math.min(judgeCount, v.judgeCount);
    if (v.evalMode !== 'static' && (v.value !== null || v.rubric != null)) modes.add(v.evalMode);
  }
  if (!scan.dims.dim9a) dims.dim9 = 0;
  // docs/features.md D9: a consumer baseline asked for and not measured is a stage that did not finish — the C8 gate cannot pass on it.
  if (card.consumerBaseline && card.consumerBaseline.score === null) missing.push('consumer-baseline');
  const evalMode: EvalMode = modes.has('fallback_dry')
    ? 'fallback_dry'
    : modes.has('fallback')
      ? 'fallback'
      : modes.has('full_test')
        ? 'full_test'
        : modes.has('dry_run')
          ? 'dry_run'
          : 'static';
  const evs = card.dim8?.evaluations ?? [];
  return {
    total: card.total ?? 0,
    outOf: card.outOf,
    parts,
    dims,
    evalMode,
    judgeCount,
    card,
    dim8AllDry: evs.length > 0 && evs.every((e) => e.kind !== 'full_test'),
    redline1: card.redline1Violation,
    openP0: card.review?.openP0 ?? 0,
    consumerBlocked: card.consumerBaseline?.blocked ?? false,
    judgeFailures: failures,
    missing: missing.length || !card.stopped ? missing : [card.stopped],
    judgedParts,
    ...(card.dim8?.measured?.status === 'complete' ? { effect: card.dim8.measured.uplift } : {}),
  };
}

export interface Comparison {
  oldTotal: number;
  newTotal: number;
  delta: number;
  outOf: number;
  /** Parts left out because only one side scored them (or with another weight). */
  dropped: string[];
  improved: boolean;
}

export function compareSnapshots(a: Snapshot, b: Snapshot): Comparison {
  let oldSum = 0;
  let newSum = 0;
  let outOf = 0;
  const dropped: string[] = [];
  const keys = new Set([...Object.keys(a.parts), ...Object.keys(b.parts)]);
  for (const k of keys) {
    const pa = a.parts[k];
    const pb = b.parts[k];
    if (!pa || !pb || pa.outOf !== pb.outOf) {
      dropped.push(k);
      continue;
    }
    oldSum += pa.points;
    newSum += pb.points;
    outOf += pa.outOf;
  }
  const oldTotal = roundTo(oldSum, 1);
  const newTotal = roundTo(newSum, 1);
  const delta = roundTo(newTotal - oldTotal, 1);
  return { oldTotal, newTotal, delta, outOf, dropped: dropped.sort(), improved: isImprovement(oldTotal, newTotal) };
}

/** Score as a percentage of what was scored (ROI, mode gateway). */
export function percent(s: Pick<Snapshot, 'total' | 'outOf'>): number {
  return s.outOf > 0 ? roundTo((s.total / s.outOf) * 100, 1) : 0;
}

export function formatDelta(d: number): string {
  const r = roundTo(d, 1);
  return r > 0 ? `+${r}` : r < 0 ? `${r}` : '0';
}
