/**
 * A skill's optimisation history as `luban history` and the editor's *Show Score History*
 * show it (docs/features.md §9): results.tsv read by the core's reader, the rows kept and
 * reverted, the columns both front ends print, and the dimensions the loop skips
 * (oscillating, detour — ./history.ts). Read-only: a damaged file comes back line by line.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { RESULTS_FILE, parseResultsTsv, type ParsedResults } from '../../formats/results.ts';
import type { ResultsRow } from '../../rules/types.ts';
import { detourDimensions, oscillatingDimensions } from './history.ts';

/** The columns a history shows, in this order. */
export const HISTORY_COLUMNS = ['timestamp', 'round', 'old_score', 'new_score', 'status', 'dim_changed', 'delta', 'eval_mode', 'judge_count', 'note'] as const;

export interface HistorySummary {
  /** The parsed results.tsv; undefined when the skill has none (or it cannot be opened). */
  parsed: ParsedResults | undefined;
  rows: ResultsRow[];
  keep: number;
  revert: number;
  oscillating: string[];
  detour: string[];
}

/** The history of the skill in `dir`. */
export async function readHistory(dir: string): Promise<HistorySummary> {
  let raw: string | undefined;
  try {
    raw = await fs.readFile(path.join(dir, RESULTS_FILE), 'utf8');
  } catch {
    raw = undefined;
  }
  return summariseHistory(raw === undefined ? undefined : parseResultsTsv(raw));
}

export function summariseHistory(parsed: ParsedResults | undefined): HistorySummary {
  const rows = parsed?.rows ?? [];
  return {
    parsed,
    rows,
    keep: rows.filter((r) => r.status === 'keep').length,
    revert: rows.filter((r) => r.status === 'revert').length,
    oscillating: oscillatingDimensions(rows).map((o) => o.dimension),
    detour: detourDimensions(rows),
  };
}
