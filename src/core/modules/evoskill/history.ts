/**
 * Reading the optimisation history in results.tsv (seed v3 Phase 0 step 6 and the
 * EvoSkill oscillation check):
 *
 * - a **detour** (绕行) dimension has at least one `revert` row: an edit to it was
 *   rolled back, so later proposals go around it;
 * - an **oscillating** dimension went up and down: among the rows that changed it
 *   (same skill, same `dim_changed`), over two or more rounds, the direction flips at
 *   least once. The direction of a row is the sign of `delta` when it is a non-zero
 *   number, else `keep` = up and `revert` = down — except for a row decided by the
 *   paired judges (docs/features.md D9, note `paired N judges: … → keep|revert`): its Δ was inside
 *   the noise floor and says nothing, so its status gives the direction;
 * - a revert for a missing measurement (note `[not measured: …]`, docs/features.md D9) is neither a
 *   detour nor a direction: nothing was learnt about the edit.
 */
import type { ResultsRow } from '../../rules/types.ts';
import { rowUnmeasured } from '../../formats/results.ts';

export interface HistoryStep {
  round: string;
  /** +1 up, −1 down. */
  sign: 1 | -1;
  delta: string;
  status: string;
  /** Line in results.tsv (when known). */
  line?: number;
  row: ResultsRow;
}

export interface Oscillation {
  skill: string;
  dimension: string;
  steps: HistoryStep[];
  /** How many times the direction changed. */
  flips: number;
  /** Distinct rounds among the steps. */
  rounds: number;
}

const NUMBER = /^([+\-−]?)\s*(\d+(?:\.\d+)?|\.\d+)/u;
/** The optimiser's note for a round decided by the paired judges (core/judge/paired.ts pairedSummary). */
const PAIRED_NOTE = /\bpaired \d+ judges: after \d+, before \d+, tie \d+/;

/** The row's direction, or 0 when it says nothing (baseline, error, no delta). */
export function rowSign(row: ResultsRow): 1 | -1 | 0 {
  const status = (row.status ?? '').trim().toLowerCase();
  // A revert for a missing measurement (docs/features.md D9) says nothing about the edit's direction.
  if (rowUnmeasured({ note: row.note ?? '', status })) return 0;
  if (PAIRED_NOTE.test(row.note ?? '')) {
    if (status === 'keep') return 1;
    if (status === 'revert') return -1;
  }
  const m = NUMBER.exec((row.delta ?? '').trim());
  if (m) {
    const v = Number(m[2]);
    if (v > 0) return m[1] === '-' || m[1] === '−' ? -1 : 1;
  }
  if (status === 'keep') return 1;
  if (status === 'revert') return -1;
  return 0;
}

/** Dimensions named by `dim_changed` (lower-case; `-`, empty and `baseline` name none). */
export function dimensionsOf(row: ResultsRow): string[] {
  const v = (row.dim_changed ?? '').trim().toLowerCase();
  if (!v || v === '-' || v === '—' || v === 'baseline' || v === 'none') return [];
  return v.split(/[\s,;/+]+/).filter((d) => d && d !== '-');
}

function byDimension(rows: readonly ResultsRow[]): Map<string, { skill: string; dimension: string; steps: HistoryStep[] }> {
  const groups = new Map<string, { skill: string; dimension: string; steps: HistoryStep[] }>();
  for (const row of rows) {
    const sign = rowSign(row);
    if (sign === 0) continue;
    for (const dimension of dimensionsOf(row)) {
      const skill = (row.skill ?? '').trim();
      const key = `${skill}\u0000${dimension}`;
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { skill, dimension, steps: [] }));
      g.steps.push({ round: (row.round ?? '').trim(), sign, delta: row.delta, status: row.status, line: row.line, row });
    }
  }
  return groups;
}

/** Dimensions that went up and down over 2+ rounds, in order of first appearance. */
export function oscillatingDimensions(rows: readonly ResultsRow[]): Oscillation[] {
  const out: Oscillation[] = [];
  for (const g of byDimension(rows).values()) {
    if (g.steps.length < 2) continue;
    let flips = 0;
    for (let i = 1; i < g.steps.length; i++) if (g.steps[i].sign !== g.steps[i - 1].sign) flips++;
    const rounds = new Set(g.steps.map((s, i) => s.round || `#${i}`)).size;
    if (flips >= 1 && rounds >= 2) out.push({ ...g, flips, rounds });
  }
  return out;
}

/** Dimensions with at least one `revert` row (the seed's 绕行), sorted and unique. */
export function detourDimensions(rows: readonly ResultsRow[]): string[] {
  const dims = new Set<string>();
  for (const row of rows) {
    if ((row.status ?? '').trim().toLowerCase() !== 'revert') continue;
    if (rowUnmeasured({ note: row.note ?? '', status: 'revert' })) continue;
    for (const d of dimensionsOf(row)) dims.add(d);
  }
  return [...dims].sort();
}

/** "r1 +6 keep → r2 −2 revert" for messages. */
export function describeSteps(steps: readonly HistoryStep[]): string {
  return steps
    .map((s) => {
      const delta = s.delta && s.delta !== '-' ? s.delta : s.sign > 0 ? '+' : '−';
      return `r${s.round || '?'} ${delta}${s.status ? ` ${s.status}` : ''}`;
    })
    .join(' → ');
}
