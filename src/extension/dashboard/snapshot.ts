/**
 * Host-side builders of the dashboard snapshot from what the engine already has: a
 * skill's scan result, its results.tsv and (when a judged run produced one) its last
 * Scorecard. Pure functions, no `vscode`: unit-tested in test/unit/protocol.test.ts.
 *
 * - The **static score** is rubric/static-score (only what needs no model, outOf = the
 *   weights behind it), as the status bar shows it.
 * - The **last full score** is the newest results.tsv row scored by judges (eval_mode
 *   other than `static`): a kept or baseline row's new score, a reverted row's old score
 *   (the one the skill kept). Its `outOf` is read from the note (`…/29`, `outOf 29`) when
 *   written there, and is otherwise left unknown rather than guessed.
 * - The **weighted gap** is outOf − total of the newest score whose outOf is known
 *   (the last full score, else the static one): the rubric points the skill still misses.
 */
import path from 'node:path';
import type { SkillScanResult } from '../../core/api/scan.ts';
import { noteNoiseFloor, rowIsPartial, rowOutOf, rowUnmeasured, type ParsedResults } from '../../core/api/formats.ts';
import type { Dimension, ResultsRow } from '../../core/api/rules.ts';
import { staticScore } from '../../core/api/scan.ts';
import { dim7aToTen, roundTo, WEIGHTS } from '../../core/api/scan.ts';
import { pairedCounts } from '../../core/api/score.ts';
import { securityVerdict } from '../../core/api/modules.ts';
import { frontmatterName } from '../view-facts.ts';
import type { EvalMode, Scorecard } from '../../core/api/score.ts';
import {
  DIMENSION_ORDER,
  type Breakdown,
  type DimensionRow,
  type HealthView,
  type HistoryPoint,
  type LastFullScore,
  type SkillView,
  type SpreadView,
} from '../../shared/protocol.ts';

/** A results.tsv cell as a number; `-`, empty or text → null. Accepts `+1.5`, `−2` (U+2212). */
export function cellNumber(v: string | undefined): number | null {
  if (v === undefined) return null;
  const m = /^[+\-−]?\d+(?:\.\d+)?$/.exec(v.trim().replace('−', '-'));
  return m ? Number(m[0]) : null;
}

/** A score cell written with its scale ("43.9/76"). */
function scaledCell(v: string | undefined): { score: number; outOf: number } | null {
  const m = /^([+\-−]?\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/.exec((v ?? '').trim().replace('−', '-'));
  return m ? { score: Number(m[1]), outOf: Number(m[2]) } : null;
}

/** A round compared on the parts both sides scored (loop row note `comparedOn`). */
const COMPARED_ON = /compared on (\d+(?:\.\d+)?) common points/;
/** A score written with its scale in the note (`58.4/100`, `static 21.4/29`, `…; 61.2/88`). */
const SCORE_IN_NOTE = /(?:^|[\s;(])\d+(?:\.\d+)?\/(\d+(?:\.\d+)?)(?=$|[\s;),])/;

/**
 * The scale each row's scores are on (issue 26 item 6): the optimiser's `out_of=N` note
 * token (store/results.ts rowOutOf), else the cells' own `x/outOf`, else an older round's
 * "compared on N common points", else the score its note records, else the last scale a
 * baseline or re-score row recorded (an older round without its own note was compared on
 * the whole card). `partial`: a judged row on fewer than 100 points, a row the optimiser
 * marked partial or not measured — its scores are not the skill's whole total, so a chart
 * must not read them as a fall.
 */
export function historyPoints(rows: readonly ResultsRow[]): HistoryPoint[] {
  let carried: number | null = null;
  return rows.map((r) => {
    const note = r.note === '-' ? '' : r.note;
    const oldCell = scaledCell(r.old_score);
    const newCell = scaledCell(r.new_score);
    const compared = COMPARED_ON.exec(note);
    const recorded = SCORE_IN_NOTE.exec(note);
    if (!compared && recorded) carried = Number(recorded[1]);
    const outOf = rowOutOf(r) ?? newCell?.outOf ?? oldCell?.outOf ?? (compared ? Number(compared[1]) : carried);
    if (r.status === 'baseline' && outOf !== null) carried = outOf;
    const judged = !!r.eval_mode && r.eval_mode !== 'static' && r.eval_mode !== '-';
    return {
      line: r.line ?? 0,
      timestamp: r.timestamp,
      commit: r.commit,
      round: r.round,
      oldScore: cellNumber(r.old_score) ?? oldCell?.score ?? null,
      newScore: cellNumber(r.new_score) ?? newCell?.score ?? null,
      delta: cellNumber(r.delta),
      status: r.status,
      dim: r.dim_changed,
      note,
      evalMode: r.eval_mode,
      judgeCount: cellNumber(r.judge_count),
      outOf,
      partial: (judged && outOf !== null && outOf < 100) || rowIsPartial(r) || rowUnmeasured(r),
    };
  });
}

const OUT_OF = /(?:outOf|\/)\s*(\d+(?:\.\d+)?)/;

export function lastFullScore(points: readonly HistoryPoint[]): LastFullScore | null {
  const judged = (p: HistoryPoint) => !!p.evalMode && p.evalMode !== 'static' && p.evalMode !== '-';
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i];
    // A row compared on fewer points is not the skill's score (issue 26 item 6): the last whole one is.
    if (!judged(p) || p.partial) continue;
    const total = p.status === 'revert' ? p.oldScore : p.status === 'keep' || p.status === 'baseline' ? p.newScore : null;
    if (total === null) continue;
    // The row's own outOf, else the nearest earlier judged row's (the baseline records it).
    let outOf: number | null = p.outOf ?? null;
    for (let k = i; k >= 0 && outOf === null; k--) {
      const m = judged(points[k]) ? OUT_OF.exec(points[k].note) : null;
      if (m) outOf = Number(m[1]);
    }
    const noise = noiseFloorIn(points.slice(0, i + 1));
    return {
      total,
      outOf,
      evalMode: p.evalMode,
      judgeCount: p.judgeCount,
      round: p.round,
      timestamp: p.timestamp,
      ...(noise !== null ? { spread: { sd: noise, atLeast: false, source: 'noise-floor' as const } } : {}),
    };
  }
  return null;
}

/** The judge noise floor the optimiser measured (row notes `noise floor ±1.1`, `noise ±1.1`), newest first; null when none was. */
export function noiseFloorIn(points: readonly HistoryPoint[]): number | null {
  for (let k = points.length - 1; k >= 0; k--) {
    const noise = noteNoiseFloor(points[k].note);
    if (noise !== undefined) return noise;
  }
  return null;
}

/** A judged card's ± for the dashboard (spread.ts), absent when unknown. */
function cardSpread(card: Scorecard): SpreadView | undefined {
  const s = card.totalSpread;
  return s && s.sd !== null && s.source !== 'unknown' ? { sd: s.sd, atLeast: s.atLeast, source: s.source } : undefined;
}

/** The last full score from a judged Scorecard of this session (newer than any results.tsv row). */
export function cardScore(card: Scorecard, at: string): LastFullScore | null {
  if (card.total === null) return null;
  const modes = Object.values(card.dims).map((d) => d.evalMode);
  const evalMode = ['fallback_dry', 'fallback', 'full_test', 'dry_run'].find((m) => modes.includes(m as EvalMode)) ?? 'static';
  const judgeCount = Object.values(card.dims).reduce((n, d) => Math.max(n, d.judgeCount), 0);
  const spread = cardSpread(card);
  return { total: card.total, outOf: card.outOf, evalMode, judgeCount, round: '-', timestamp: at, ...(spread ? { spread } : {}) };
}

const row = (dim: Dimension, over: Partial<DimensionRow>): DimensionRow => ({
  dim,
  weight: WEIGHTS[dim],
  value: null,
  points: null,
  outOf: 0,
  evalMode: 'static',
  judgeCount: 0,
  module: null,
  rubric: null,
  scored: false,
  reason: 'no-model',
  ...over,
});

/** The breakdown a static scan can stand behind (Full-mode reading: dim10 = Sentinel's 2 of 4). */
export function staticBreakdown(scan: Pick<SkillScanResult, 'dims' | 'subscores'>): Breakdown {
  const s = staticScore(scan.dims, scan.subscores);
  const part = (k: string) => s.parts.find((p) => p.key === k);
  const r2 = (x: number) => roundTo(x, 2);
  const share = (dim: Dimension, name: string, key: string, reason: string): DimensionRow => {
    const p = part(key);
    return row(dim, { points: p ? r2(p.points) : null, outOf: p?.outOf ?? 0, module: p ? { name, points: r2(p.points), of: p.outOf } : null, reason });
  };
  const rows: Record<Dimension, DimensionRow> = {
    dim1: row('dim1', { value: scan.dims.dim1, points: r2(part('dim1')!.points), outOf: WEIGHTS.dim1, scored: true, reason: null }),
    dim2: row('dim2', {}),
    dim3: row('dim3', {}),
    dim4: row('dim4', { value: scan.dims.dim4, points: r2(part('dim4')!.points), outOf: WEIGHTS.dim4, scored: true, reason: null }),
    dim5: share('dim5', 'HASP', 'dim5.HASP', 'static-only'),
    dim6: share('dim6', 'SkillOps', 'dim6.SkillOps', 'static-only'),
    dim7a: row('dim7a', { value: r2(dim7aToTen(scan.dims.dim7a)), points: r2(part('dim7a')!.points), outOf: WEIGHTS.dim7a, scored: true, reason: null }),
    dim7b: share('dim7b', 'Distill', 'dim7b.Distill', 'static-only'),
    dim8: row('dim8', {}),
    dim9: scan.dims.dim9a ? row('dim9', { reason: 'step2' }) : row('dim9', { value: 0, points: 0, outOf: WEIGHTS.dim9, scored: true, reason: null }),
    dim10: share('dim10', 'Sentinel', 'dim10.Sentinel', 'reviewers'),
  };
  return { source: 'static', mode: null, total: s.total, outOf: s.outOf, rows: DIMENSION_ORDER.map((d) => rows[d]), notScored: s.notScored };
}

/** The breakdown of a judged Scorecard (its own values, modes and judge counts). */
export function scorecardBreakdown(card: Scorecard): Breakdown {
  const rows = DIMENSION_ORDER.map((d) => {
    const v = card.dims[d];
    if (!v) return row(d, {});
    return row(d, {
      value: v.value,
      points: v.outOf > 0 ? roundTo(v.points, 2) : null,
      outOf: v.outOf,
      evalMode: v.evalMode,
      judgeCount: v.judgeCount,
      module: v.module ? { name: v.module.name, points: roundTo(v.module.points, 2), of: v.module.of } : null,
      rubric: v.rubric ?? null,
      scored: v.value !== null,
      reason: v.reason ?? (v.value === null ? 'no-model' : null),
      ...(v.spread ? { judges: v.spread.judges, disagree: v.spread.disagree } : {}),
    });
  });
  const notScored = rows.filter((r) => !r.scored).map((r) => r.dim);
  const spread = cardSpread(card);
  return { source: 'scorecard', mode: card.mode, total: card.total, outOf: card.outOf, rows, notScored, ...(spread ? { spread } : {}) };
}

export interface SkillInput {
  /** Absolute skill folder (the id the webview sends back). */
  dir: string;
  /** Workspace folder the skill lives in, for the displayed path. */
  root?: string;
  result?: SkillScanResult;
  /** Why there is no result (excluded by the config, unreadable). */
  error?: string;
  results?: Pick<ParsedResults, 'rows' | 'problems'>;
  /** The last judged Scorecard of this session (a run or `score`), if any, and when it was made. */
  card?: Scorecard;
  cardAt?: string;
}

const MAX_ALERTS = 50;

export function skillView(input: SkillInput): SkillView {
  const r = input.result;
  const name = nameOf(input);
  const rel = input.root ? path.relative(input.root, input.dir) : input.dir;
  const history = historyPoints(input.results?.rows ?? []);
  const lastFull = (input.card && cardScore(input.card, input.cardAt ?? '')) || lastFullScore(history);
  const stat = r ? staticScore(r.dims, r.subscores) : null;
  const gap = lastFull && lastFull.outOf !== null ? Math.max(0, lastFull.outOf - lastFull.total) : stat ? Math.max(0, stat.outOf - stat.total) : 0;
  const findings = { error: 0, warning: 0, info: 0 };
  for (const f of r?.findings ?? []) findings[f.severity]++;
  // In report order; past MAX_ALERTS the errors behind a "do not install" verdict are kept first.
  const all = (r?.findings ?? []).filter((f) => f.module === 'Sentinel');
  const kept = new Set([...all.filter((f) => f.severity === 'error'), ...all.filter((f) => f.severity !== 'error')].slice(0, MAX_ALERTS));
  const sentinel = all
    .filter((f) => kept.has(f))
    .map((f) => ({ ruleId: f.ruleId, category: f.category ?? null, severity: f.severity, file: f.file, line: f.range.start.line, message: f.message }));
  const verdict = r ? securityVerdict(r.findings) : null;
  const security = verdict
    ? { verdict: verdict.level, errors: verdict.errors.length, warnings: verdict.warnings.length, categories: verdict.categories }
    : null;
  const oscillation = [
    ...new Set(
      (r?.findings ?? [])
        .filter((f) => f.ruleId === 'evoskill/oscillation')
        .map((f) => (typeof f.data?.dimension === 'string' ? f.data.dimension : f.dimension)),
    ),
  ];
  return {
    id: input.dir,
    name,
    path: (rel || '.').split(path.sep).join('/'),
    static: stat ? { total: stat.total, outOf: stat.outOf } : null,
    lastFull,
    gap: roundTo(gap, 1),
    findings,
    sentinel,
    security,
    runtimeGate: r?.runtimeGate ?? null,
    oscillation,
    history,
    historyProblems: (input.results?.problems ?? []).map((p) => `line ${p.line}: ${p.detail}`),
    breakdown: input.card ? scorecardBreakdown(input.card) : r ? staticBreakdown(r) : null,
    error: r ? null : (input.error ?? null),
  };
}

function nameOf(input: SkillInput): string {
  const n = input.result ? frontmatterName(input.result) : undefined;
  return typeof n === 'string' && n.trim() ? n.trim() : path.basename(input.dir);
}

const DRY = new Set(['dry_run', 'fallback_dry']);
const FALLBACK = new Set(['fallback', 'fallback_dry']);

/**
 * Health over every results.tsv row in the workspace (when this session has no run):
 * rounds are keep/revert rows; dry-run ratio is over rows with a judged eval_mode.
 */
export function historyHealth(skills: readonly SkillView[]): HealthView {
  let rounds = 0;
  let reverts = 0;
  let judged = 0;
  let dry = 0;
  let fallback = 0;
  let judges = 0;
  for (const s of skills) {
    for (const p of s.history) {
      if (p.status !== 'keep' && p.status !== 'revert') continue;
      rounds++;
      if (p.status === 'revert') reverts++;
      if (p.evalMode && p.evalMode !== 'static' && p.evalMode !== '-') {
        judged++;
        if (DRY.has(p.evalMode)) dry++;
      }
      if (FALLBACK.has(p.evalMode)) fallback++;
      if (p.judgeCount !== null && p.judgeCount > judges) judges = p.judgeCount;
    }
  }
  const oscillationAlerts = skills.flatMap((s) => s.oscillation.map((d) => `${s.name}: ${d}`));
  const paired = pairedCounts(skills.flatMap((s) => s.history.filter((p) => p.status === 'keep' || p.status === 'revert').map((p) => p.note)));
  return {
    source: 'history',
    rounds,
    reverts,
    revertRate: rounds ? roundTo(reverts / rounds, 3) : 0,
    dryRunRatio: judged ? roundTo(dry / judged, 3) : 0,
    sameContextViolations: null,
    oscillationAlerts,
    fallbackRounds: fallback,
    judgeCount: judges,
    ...paired,
    modelCalls: null,
    inputTokens: null,
    outputTokens: null,
  };
}
