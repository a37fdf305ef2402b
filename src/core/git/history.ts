/**
 * Finding a round that was interrupted (crash, kill, power loss) from the git history
 * and results.tsv: the newest `pre-edit: {skill}` commit on HEAD is the start of the
 * last round; the round finished when results.tsv has a row for it (its commit column
 * is the pre-edit commit for revert/cancel rows, or the following
 * `optimize: {skill} …` commit for keep rows).
 *
 * - `undecided`: a pre-edit commit without a row and without a keep commit. SKILL.md
 *   is either the pre-edit version or the edit that was never judged (`changed`).
 * - `kept-unlogged`: the keep commit exists but its row was never written.
 */
import type { ResultsRow } from '../rules/types.ts';
import type { GitRepo, LogEntry } from './repo.ts';

export const PRE_EDIT_PREFIX = 'pre-edit: ';
export const KEEP_PREFIX = 'optimize: ';

export function preEditMessage(skill: string): string {
  return `${PRE_EDIT_PREFIX}${skill}`;
}

/**
 * `optimize: {skill} +{delta}分 [{dim}]` (seed v3 Phase 2 Step 6). A kept edit whose Δ
 * is negative (the paired judges of docs/features.md D9 preferred it inside the noise floor)
 * says so: `optimize: {skill} -0.3分 [{dim}]`, never `+-0.3分`.
 */
export function keepMessage(skill: string, delta: string, dim: string): string {
  const d = delta.trim().replace(/^\+/, '').replace(/^−/, '-');
  return `${KEEP_PREFIX}${skill} ${d.startsWith('-') ? d : `+${d}`}分 [${dim}]`;
}

export type Interrupted =
  | { state: 'none' }
  | { state: 'undecided'; preEdit: LogEntry; changed: boolean }
  | { state: 'kept-unlogged'; preEdit: LogEntry; keep: LogEntry; delta?: string; dim?: string };

function rowFor(rows: readonly ResultsRow[], skill: string, hash: string): boolean {
  return rows.some((r) => r.skill === skill && r.commit.length >= 7 && hash.startsWith(r.commit));
}

export async function findInterruptedRound(
  repo: GitRepo,
  skill: string,
  skillFileRel: string,
  rows: readonly ResultsRow[],
  currentText: string | undefined,
): Promise<Interrupted> {
  const log = await repo.log(400);
  const idx = log.findIndex((e) => e.subject === preEditMessage(skill));
  if (idx < 0) return { state: 'none' };
  const preEdit = log[idx];
  const after = log.slice(0, idx).reverse();
  const keep = after.find((e) => e.subject.startsWith(`${KEEP_PREFIX}${skill} +`) || e.subject.startsWith(`${KEEP_PREFIX}${skill} -`));
  if (keep) {
    if (rowFor(rows, skill, keep.hash) || rowFor(rows, skill, preEdit.hash)) return { state: 'none' };
    const m = /([+-])([\d.]+)分 \[([^\]]+)\]/.exec(keep.subject);
    // `delta` as before for a gain ("1.5"), with its sign for a loss ("-0.3").
    return { state: 'kept-unlogged', preEdit, keep, delta: m ? (m[1] === '-' ? `-${m[2]}` : m[2]) : undefined, dim: m?.[3] };
  }
  if (rowFor(rows, skill, preEdit.hash)) return { state: 'none' };
  const old = await repo.showFile(preEdit.hash, skillFileRel);
  return { state: 'undecided', preEdit, changed: old !== undefined && currentText !== undefined && old !== currentText };
}
