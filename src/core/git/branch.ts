/**
 * The optimisation branch (seed v3 Phase 0 step 2, exception table "分支已存在"):
 * `auto-optimize/YYYYMMDD-HHMM`; when it exists, `-2`, then `-3`; when all three exist,
 * the person chooses: continue on the existing branch, start a new one (the next free
 * suffix), or stop.
 */
import type { GitRepo } from './repo.ts';
import { backupStamp } from '../base/io/atomic.ts';

export const BRANCH_PREFIX = 'auto-optimize/';

export function optimizeBranchName(now: Date): string {
  return `${BRANCH_PREFIX}${backupStamp(now)}`;
}

export type BranchExistsChoice = 'continue' | 'new' | 'stop';

export interface BranchOutcome {
  /** The branch the run is on; undefined when the person chose to stop. */
  branch?: string;
  created: boolean;
  /** Names that already existed, in the order tried. */
  taken: string[];
  choice?: BranchExistsChoice;
}

/**
 * Create the branch with the seed's retries. `ask` is called only after the third
 * name is taken (base, -2, -3) with the names that exist.
 */
export async function createOptimizeBranch(repo: GitRepo, now: Date, ask: (taken: string[]) => Promise<BranchExistsChoice>): Promise<BranchOutcome> {
  const base = optimizeBranchName(now);
  const taken: string[] = [];
  for (const name of [base, `${base}-2`, `${base}-3`]) {
    if (await repo.createBranch(name)) return { branch: name, created: true, taken };
    taken.push(name);
  }
  const choice = await ask(taken);
  if (choice === 'stop') return { created: false, taken, choice };
  if (choice === 'continue') {
    const existing = taken[taken.length - 1];
    if ((await repo.currentBranch()) !== existing) await repo.checkoutBranch(existing);
    return { branch: existing, created: false, taken, choice };
  }
  for (let n = 4; n < 1000; n++) {
    const name = `${base}-${n}`;
    if (await repo.createBranch(name)) return { branch: name, created: true, taken, choice };
  }
  throw new Error(`no free branch name after ${base}-999`);
}

/** The subject of the commit that closes a Full run: the records it wrote on its branch. */
export const RUN_RECORD_MESSAGE = 'luban: run record';

/** A ref as a shell word (branch names rarely need quoting; a detached base is a hash). */
function word(ref: string): string {
  return /^[\w./@+-]+$/.test(ref) ? ref : `'${ref.replace(/'/g, `'\\''`)}'`;
}

/**
 * How to take a run branch's result into the branch the run started from: a fast-forward
 * when `base` has not moved since, else a merge.
 */
export function mergeCommand(base: string, branch: string, fastForward: boolean): string {
  return `git checkout ${word(base)} && git merge ${fastForward ? '--ff-only ' : ''}${word(branch)}`;
}

/** How to go back to where the run started and drop its branch. */
export function dropCommand(base: string, branch: string): string {
  return `git checkout ${word(base)} && git branch -D ${word(branch)}`;
}
