/**
 * Where the optimiser writes results.tsv: one row per baseline, round, recovered or
 * cancelled round and error (the 12 columns of store/results.ts), the same row told as a
 * `roundResult` event and kept in the skill's history for the rest of the run.
 */
import type { ResultsRow } from '../../rules/types.ts';
import { appendResultsRow, outOfToken } from '../../formats/results.ts';
import { writeDiagnosticsTsv } from '../../engine/diagnostics.ts';
import type { RunContext, SkillState } from './context.ts';
import { say } from './messages.ts';
import { rowNote } from './row-notes.ts';
import { formatDelta } from './scoring.ts';
import type { EvalMode, RoundResult, RoundStatus } from './types.ts';

export interface RowInput {
  commit: string;
  round: number;
  old: number | null;
  new: number | null;
  status: RoundStatus;
  dim: RoundResult['dim'];
  delta: number | null;
  note: string;
  evalMode: EvalMode;
  judgeCount: number;
  outOf: number | null;
  calls: number;
  diff?: string;
}

/** Local time to the minute, the results.tsv and rejected_edits.md timestamp. */
export function timestamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

export async function appendRow(run: RunContext, s: SkillState, r: RowInput): Promise<RoundResult> {
  // Every scored row states its scale (store/results.ts rowOutOf): old and new are points of `outOf`, never assumed /100.
  const note = r.outOf !== null && (r.old !== null || r.new !== null) ? [r.note, outOfToken(r.outOf)].filter(Boolean).join('; ') : r.note;
  const row: ResultsRow = {
    timestamp: timestamp(run.clock()),
    commit: r.commit,
    skill: s.name,
    round: String(r.round),
    old_score: r.old === null ? '-' : String(r.old),
    new_score: r.new === null ? '-' : String(r.new),
    status: r.status,
    dim_changed: r.dim,
    delta: r.delta === null ? '-' : formatDelta(r.delta),
    note,
    eval_mode: r.evalMode,
    judge_count: String(r.judgeCount),
  };
  try {
    const a = await appendResultsRow(s.dir, row, { now: run.clock() });
    run.files.add(a.path);
    if (a.backupPath) run.notify('exception', 'results-corrupt', a.notice ?? say('resultsRebuilt'), s.name);
  } catch (e) {
    run.notify('warning', 'write-failed', say('writeFailed', { skill: s.name, file: 'results.tsv', error: (e as Error).message }), s.name);
  }
  s.history.push(row);
  const result: RoundResult = {
    skill: s.name,
    round: r.round,
    status: r.status,
    dim: r.dim,
    oldScore: r.old,
    newScore: r.new,
    delta: r.delta,
    outOf: r.outOf,
    evalMode: r.evalMode,
    judgeCount: r.judgeCount,
    note: r.note,
    commit: r.commit,
    calls: r.calls,
    ...(r.diff ? { diff: r.diff } : {}),
  };
  s.results.push(result);
  run.emit({ type: 'roundResult', result });
  return result;
}

/** The row of a skill whose SKILL.md cannot be found: status error, nothing scored. */
export function missingRow(round: number): RowInput {
  return {
    commit: '-',
    round,
    old: null,
    new: null,
    status: 'error',
    dim: '-',
    delta: null,
    note: rowNote('skillMdMissing'),
    evalMode: 'static',
    judgeCount: 0,
    outOf: null,
    calls: 0,
  };
}

/** SKILL.md went away during the run: this skill stops with an error row, the next one goes on. */
export async function skillMissingNow(run: RunContext, s: SkillState): Promise<void> {
  s.missing = true;
  s.status = 'error';
  run.notify('exception', 'skill-md-missing', say('skillMdGone', { skill: s.name }), s.name);
  await appendRow(run, s, missingRow(s.rounds));
}

/** diagnostics.tsv from the skill's latest scan (Phase 0.3 and every round's diagnosis). */
export async function writeDiagnostics(run: RunContext, s: SkillState): Promise<void> {
  if (!s.scan) return;
  try {
    const p = await writeDiagnosticsTsv(s.dir, { findings: s.scan.findings, subscores: s.scan.subscores }, { locale: run.locale });
    run.files.add(p);
  } catch (e) {
    run.notify('warning', 'write-failed', say('writeFailed', { skill: s.name, file: 'diagnostics.tsv', error: (e as Error).message }), s.name);
  }
}
