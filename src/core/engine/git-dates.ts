/**
 * CASCADE's git fallback, shared by `luban scan` and the editor so both report the same
 * staleness: files without a dated update block are aged by their last commit. Asking
 * git costs a process, so only a scan that reported `cascade/undated-references` for a
 * skill inside a repository asks, once — and with `--cache` not even that when the
 * cache holds the skill's dates from the same HEAD (issue 30 item 1: the dates depend on
 * the history only, and HEAD is read from the repository's files, head.ts).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { gitLastCommitDates } from '../modules/cascade/git-dates.ts';
import { pathsTouchedSince, repoHead } from '../git/head.ts';
import type { SkillScanResult } from './scan.ts';

export type GitRootCache = Map<string, Promise<boolean>>;

/**
 * How the scan asks git for a skill's last-commit dates: one `git log` process per call.
 * Replaceable (tests count the calls through it; the scan asks only in this thread or a
 * worker's, each with its own copy of this module).
 */
export const gitRunner: {
  lastCommitDates: (dir: string) => Promise<Map<string, Date>>;
  pathsTouchedSince: (root: string, oldHead: string, newHead: string) => Promise<Set<string> | undefined>;
} = { lastCommitDates: (dir) => gitLastCommitDates(dir), pathsTouchedSince: (root, oldHead, newHead) => pathsTouchedSince(root, oldHead, newHead) };

/** Last-commit dates for the skill when its scan needs them, else undefined. */
export async function fileDatesIfNeeded(result: SkillScanResult, dir: string, gitRoots: GitRootCache = new Map()): Promise<Map<string, Date> | undefined> {
  if (!needsFileDates(result)) return undefined;
  if (!(await insideGit(dir, gitRoots))) return undefined;
  const dates = await gitRunner.lastCommitDates(dir);
  return dates.size ? dates : undefined;
}

/** A skill's git facts as the scan cache keeps them: the HEAD they were read at and each file's last-commit time (ms). */
export interface GitFacts {
  head: string;
  dates: Array<[string, number]>;
}

export function datesOfFacts(facts: GitFacts): Map<string, Date> {
  return new Map(facts.dates.map(([p, t]) => [p, new Date(t)]));
}

export function factsOfDates(head: string, dates: ReadonlyMap<string, Date>): GitFacts {
  return { head, dates: [...dates].map(([p, d]) => [p, d.getTime()]) };
}

/** The repository holding a folder: its work tree and HEAD's commit (undefined when unknown). */
export interface GitRepo {
  root: string;
  head?: string;
}

/** Per folder, its repository (undefined: none), read once per repository from its files (no process). */
export type GitHeadCache = Map<string, GitRepo | undefined>;

export function gitRepoOf(dir: string, cache: GitHeadCache): GitRepo | undefined {
  const abs = path.resolve(dir);
  if (cache.has(abs)) return cache.get(abs);
  const parent = path.dirname(abs);
  let repo: GitRepo | undefined;
  if (hasGitEntry(abs)) {
    const head = repoHead(abs);
    repo = head ? { root: abs, head } : { root: abs };
  } else repo = parent === abs ? undefined : gitRepoOf(parent, cache);
  cache.set(abs, repo);
  return repo;
}

/**
 * Whether the commits from `oldHead` to the repository's HEAD left every file under
 * `dir` alone (its last-commit dates are the same): one `git log` per repository and old
 * HEAD, shared by all its skills (`memo`); false when git cannot vouch.
 */
export async function untouchedSince(repo: GitRepo, oldHead: string, dir: string, memo: Map<string, Promise<Set<string> | undefined>>): Promise<boolean> {
  if (!repo.head) return false;
  const k = `${repo.root}\0${oldHead}`;
  let touched = memo.get(k);
  if (!touched) {
    touched = gitRunner.pathsTouchedSince(repo.root, oldHead, repo.head);
    memo.set(k, touched);
  }
  const paths = await touched;
  if (!paths) return false;
  const rel = path.relative(repo.root, path.resolve(dir)).split(path.sep).join('/');
  const prefix = rel === '' ? '' : rel + '/';
  for (const p of paths) if (p.startsWith(prefix)) return false;
  return true;
}

const DAY = 86_400_000;

/**
 * The times around `now` over which a result that read the clock stays the same, when
 * the only rules that read it are CASCADE's: they read it for an age in whole days since
 * a date (cascade/references.ts freshnessOf) — a dated update block (a UTC midnight) or a
 * file's last commit (`gitDates`). The age of each stays the same from the last time it
 * turned to the next. Undefined when another rule read the clock (it holds for no span).
 */
export function clockWindow(now: number, rules: ReadonlySet<string>, gitDates: Iterable<number> = []): { from: number; until: number } | undefined {
  for (const id of rules) if (!id.startsWith('cascade/')) return undefined;
  let from = -Infinity;
  let until = Infinity;
  for (const d of [0, ...gitDates]) {
    const lo = d + Math.floor((now - d) / DAY) * DAY;
    if (lo > from) from = lo;
    if (lo + DAY < until) until = lo + DAY;
  }
  return { from, until };
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
