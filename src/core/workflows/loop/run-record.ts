/**
 * A Full run's records and its branch at the end (issue 33 item 7).
 *
 * - Luban's own files — results.tsv, diagnostics.tsv, test-prompts.json, rejected_edits.md,
 *   the round journal, `*.bak.YYYYMMDD-HHMM`, the consumer baseline skill
 *   (`references/baseline-skill.md`), anything under `.luban/`, and every file this
 *   run wrote — are never "the person's uncommitted changes": the dirty-tree question
 *   (./ratchet-setup.ts) asks only about the rest.
 * - When a Full run ends (finished, stopped early, cancelled), the records it left
 *   uncommitted are committed on its branch ("luban: run record"), so the repository is
 *   clean and `git checkout <base>` works. (A Full run makes its branch in Phase 0, before
 *   it writes anything; one stopped before that — "stop" at the dirty-tree or branch
 *   question — says which records it left uncommitted.)
 * - The run then says which branch holds the result and how to merge it
 *   (`git checkout <base> && git merge --ff-only <branch>`, or a merge when `<base>` moved)
 *   or go back (`git checkout <base> && git branch -D <branch>`).
 */
import path from 'node:path';
import { DIAGNOSTICS_FILE } from '../../formats/diagnostics.ts';
import { REJECTED_EDITS_FILE } from '../../formats/rejected-edits.ts';
import { RESULTS_FILE } from '../../formats/results.ts';
import { TEST_PROMPTS_FILE } from '../../formats/test-prompts/parse.ts';
import { JOURNAL_FILE } from '../../edits/ratchet.ts';
import { BASELINE_SKILL_PATH } from '../../scoring/judge/prompts/baseline.ts';
import { dropCommand, mergeCommand, RUN_RECORD_MESSAGE } from '../../git/branch.ts';
import { rotateOptimizeBranches } from '../../git/branch-rotation.ts';
import { shortHash, type GitRepo } from '../../git/repo.ts';
import type { LocalisedText } from '../../rules/types.ts';
import type { RunContext } from './context.ts';
import { listOf, say } from './messages.ts';
import type { RunBranch } from './types.ts';

/** The names Luban writes inside a skill folder (and their `.bak.YYYYMMDD-HHMM` copies). */
const RECORD_NAMES: ReadonlySet<string> = new Set([RESULTS_FILE, DIAGNOSTICS_FILE, TEST_PROMPTS_FILE, REJECTED_EDITS_FILE, JOURNAL_FILE]);
const BACKUP = /\.bak\.\d{8}-\d{4}(?:-\d+)?$/;

/**
 * Is `rel` (relative to the repository root, `/`-separated) one of Luban's own files?
 * `skillDirs`: the run's skill folders (relative, `.` for the root); `written`: what this run
 * wrote (relative).
 */
export function isLubanFile(rel: string, skillDirs: readonly string[], written: ReadonlySet<string> = new Set()): boolean {
  if (written.has(rel)) return true;
  if (rel === '.luban' || rel.startsWith('.luban/') || rel.includes('/.luban/')) return true;
  // The consumer baseline skill a Full run saves (./phases/phase1-baseline.ts) lives under the skill's references/.
  if (skillDirs.some((d) => rel === (d === '.' ? BASELINE_SKILL_PATH : `${d}/${BASELINE_SKILL_PATH}`))) return true;
  const dir = path.posix.dirname(rel);
  const inSkill = skillDirs.some((d) => (d === '.' ? dir === '.' : dir === d));
  if (!inSkill) return false;
  const name = path.posix.basename(rel);
  return RECORD_NAMES.has(name) || BACKUP.test(name);
}

/** The files this run wrote inside `repo`, relative to its root. */
export function writtenIn(run: RunContext, repo: GitRepo): Set<string> {
  const out = new Set<string>();
  for (const f of run.files) {
    const abs = path.resolve(f);
    if (abs === repo.root || abs.startsWith(repo.root + path.sep)) out.add(repo.rel(abs));
  }
  return out;
}

/** The run's skill folders inside `repo`, relative to its root. */
export function skillDirsIn(run: RunContext, repo: GitRepo): string[] {
  return run.skills.filter((s) => s.repo === repo || s.dir === repo.root || s.dir.startsWith(repo.root + path.sep)).map((s) => repo.relDir(s.dir));
}

/** Where each repository's run branch started (the branch checked out before it, or a commit when detached). */
const bases = new WeakMap<GitRepo, string>();

/** Remember what HEAD is before the run branch is made (call it just before). */
export async function rememberBase(repo: GitRepo): Promise<void> {
  if (bases.has(repo)) return;
  const b = (await repo.currentBranch()) ?? (await repo.head());
  if (b) bases.set(repo, b);
}

/** A Full run: the mode is Full, or a skill ran in Full, or a branch was made. */
function fullRun(run: RunContext): boolean {
  return run.mode === 'full' || run.skills.some((s) => s.mode === 'full') || [...run.repos.values()].some((e) => e.branch);
}

const list = (xs: readonly string[]) => listOf(xs.length > 6 ? [...xs.slice(0, 6), `(+${xs.length - 6})`] : [...xs]);

/**
 * The end of a Full run in each repository it touched: its records committed on its branch,
 * then the notice that says where the
 * result is and how to merge it or go back. Returns what the report carries.
 */
export async function closeRunBranches(run: RunContext): Promise<RunBranch[]> {
  if (!fullRun(run)) return [];
  const out: RunBranch[] = [];
  for (const entry of run.repos.values()) {
    const repo = entry.repo;
    const written = writtenIn(run, repo);
    let records: string[];
    try {
      const dirs = skillDirsIn(run, repo);
      records = (await repo.changes()).map((c) => c.path).filter((p) => isLubanFile(p, dirs, written));
    } catch {
      continue;
    }
    const here = run.skills.filter((s) => s.repo === repo || s.dir.startsWith(repo.root + path.sep));
    if (!entry.branch) {
      // A Full run makes its branch in Phase 0, before it writes anything: none here means it stopped before that.
      if (records.length && here.some((s) => s.mode === 'full')) run.notify('warning', 'run-record', say('runEnd.noBranch', { files: list(records) }));
      continue;
    }
    const branch = entry.branch;
    const rb: RunBranch = { repo: repo.root, branch };
    if (records.length) {
      const current = await repo.currentBranch();
      if (current !== branch) {
        rb.uncommitted = records;
        run.notify('warning', 'run-record', say('runEnd.notOnBranch', { files: list(records), current: current ?? 'HEAD', branch }));
      } else {
        try {
          rb.recordCommit = shortHash(await repo.commitPaths(records, RUN_RECORD_MESSAGE));
        } catch (e) {
          rb.uncommitted = records;
          const error = (e as Error).message.split('\n')[0].slice(0, 200);
          run.notify('warning', 'run-record', say('runEnd.commitFailed', { branch, error, files: list(records) }));
        }
      }
    }
    const base = bases.get(repo);
    const kept = here.reduce((n, s) => n + s.kept, 0);
    const where = say(kept ? 'runEnd.kept' : 'runEnd.none', { branch, kept });
    let guide: LocalisedText;
    if (base && base !== branch) {
      const ff = await repo.isAncestor(base, branch);
      rb.base = base;
      rb.merge = mergeCommand(base, branch, ff);
      rb.back = dropCommand(base, branch);
      guide = say('runEnd', {
        where,
        keep: say(ff ? 'runEnd.merge' : 'runEnd.mergeMoved', { cmd: rb.merge, base }),
        back: say('runEnd.back', { cmd: rb.back }),
      });
    } else guide = say('runEnd', { where, keep: say('runEnd.noBase', { branch }), back: '' });
    run.notify('info', 'run-branch', { en: guide.en.trimEnd(), zh: guide.zh });
    out.push(rb);
    await rotateBranches(run, repo);
  }
  return out;
}

/** Phase 3 备份轮转 for branches (issue 31 item 6): archive the older optimisation branches, say which. */
async function rotateBranches(run: RunContext, repo: GitRepo): Promise<void> {
  try {
    const { archived } = await rotateOptimizeBranches(repo, { apply: true });
    if (archived.length) run.notify('info', 'branch-rotation', say('runEnd.archived', { n: archived.length, branches: listOf(archived.map((a) => a.branch)) }));
  } catch (e) {
    run.notify('warning', 'branch-rotation', say('runEnd.rotateFailed', { error: (e as Error).message.split('\n')[0].slice(0, 200) }));
  }
}
