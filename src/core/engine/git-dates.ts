/**
 * CASCADE's git fallback, shared by `luban scan` and the editor so both report the same
 * staleness: files without a dated update block are aged by their last commit. Asking
 * git costs a process, so only a scan that reported `cascade/undated-references` for a
 * skill inside a repository asks, once.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { gitLastCommitDates } from '../modules/cascade/git-dates.ts';
import type { SkillScanResult } from './scan.ts';

export type GitRootCache = Map<string, Promise<boolean>>;

/** Last-commit dates for the skill when its scan needs them, else undefined. */
export async function fileDatesIfNeeded(result: SkillScanResult, dir: string, gitRoots: GitRootCache = new Map()): Promise<Map<string, Date> | undefined> {
  if (!needsFileDates(result)) return undefined;
  if (!(await insideGit(dir, gitRoots))) return undefined;
  const dates = await gitLastCommitDates(dir);
  return dates.size ? dates : undefined;
}

/** Whether the scan asks git for the skill's file dates (it reported undated references). */
export function needsFileDates(result: SkillScanResult): boolean {
  return result.findings.some((f) => f.ruleId === 'cascade/undated-references');
}

/** Whether a `.git` entry exists in the folder or a parent (cached per folder). */
export function insideGit(dir: string, cache: GitRootCache): Promise<boolean> {
  const abs = path.resolve(dir);
  let hit = cache.get(abs);
  if (!hit) {
    // A synchronous stat that does not throw: an awaited one per skill, failing with an
    // error object in every folder without .git, cost a registry scan more than the answer.
    const parent = path.dirname(abs);
    hit = hasGitEntry(abs) ? Promise.resolve(true) : parent === abs ? Promise.resolve(false) : insideGit(parent, cache);
    cache.set(abs, hit);
  }
  return hit;
}

function hasGitEntry(dir: string): boolean {
  try {
    return statSync(path.join(dir, '.git'), { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false; // unreadable: as if absent, and the parents are asked
  }
}
