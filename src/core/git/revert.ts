/**
 * Reverting one file to its pre-edit version (seed v3 Phase 2 Step 6 and the exception
 * row "git revert 失败"): `git checkout <pre-edit> -- SKILL.md` — never
 * `reset --hard` (反例 #2). When that fails (conflict, dirty tree, a stale lock), the
 * file's current state is stashed (`git stash push -- SKILL.md`, so the rejected
 * edit is still recoverable) and the checkout retried; when that fails too, the file
 * is read from the pre-edit commit (`git show`) and written over the current one
 * atomically. Each step taken is reported.
 */
import path from 'node:path';
import { writeFileAtomic } from '../base/io/atomic.ts';
import type { GitRepo } from './repo.ts';

export type RevertMethod = 'checkout' | 'stash+checkout' | 'show';

export interface RevertOutcome {
  method: RevertMethod;
  /** What failed on the way (for the exception notice). */
  failures: string[];
  stashed: boolean;
}

export async function revertFile(repo: GitRepo, preEdit: string, relPath: string): Promise<RevertOutcome> {
  const failures: string[] = [];
  try {
    await repo.checkoutFile(preEdit, relPath);
    return { method: 'checkout', failures, stashed: false };
  } catch (e) {
    failures.push((e as Error).message);
  }
  let stashed = false;
  try {
    stashed = await repo.stashPath(relPath, `luban: rejected edit of ${relPath}`);
    await repo.checkoutFile(preEdit, relPath);
    return { method: 'stash+checkout', failures, stashed };
  } catch (e) {
    failures.push((e as Error).message);
  }
  const text = await repo.showFile(preEdit, relPath);
  if (text === undefined) throw new Error(`cannot restore ${relPath}: ${failures.join('; ')}; and ${preEdit.slice(0, 7)} has no such file`);
  await writeFileAtomic(path.join(repo.root, ...relPath.split('/')), text);
  return { method: 'show', failures, stashed };
}
