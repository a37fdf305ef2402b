/**
 * Branch rotation (seed v3 Phase 3 备份轮转, issue 31 item 6): the optimisation branches
 * `auto-optimize/YYYYMMDD-HHMM[-n]` grow without end. Per skill:
 *
 * - the latest 5 branches stay (KEEP_LATEST_BRANCHES);
 * - the skill's first branch stays forever: its `pre-edit:` commit is the baseline (the
 *   skill before Luban's first edit) and its first round is round 1;
 * - every other branch is archived, never deleted: the ref moves to
 *   `refs/luban-archive/auto-optimize/…` (same commit; `git gc` keeps it, `git branch`
 *   no longer lists it). `restoreArchivedBranch` (or `git branch <name> <archive ref>`)
 *   brings it back.
 *
 * A branch's skills are the `pre-edit: <skill>` commits it holds that no older branch
 * already held (its own rounds); a branch of a run that stopped before its first round
 * counts under "no skill" and rotates with the others there. A branch kept for any of
 * its skills stays. Never touched: a branch checked out in any worktree, and any name that is
 * not Luban's own (`auto-optimize/` + the stamp).
 */
import { simpleGit, type SimpleGit } from 'simple-git';
import { BRANCH_PREFIX } from './branch.ts';
import { PRE_EDIT_PREFIX } from './history.ts';
import type { GitRepo } from './repo.ts';

export const ARCHIVE_REF_PREFIX = 'refs/luban-archive/';
export const KEEP_LATEST_BRANCHES = 5;

const OWN = /^auto-optimize\/(\d{8}-\d{4})(?:-(\d+))?$/;

export interface ArchivedBranch {
  branch: string;
  /** The full archive ref (`refs/luban-archive/auto-optimize/…`). */
  ref: string;
  commit: string;
  /** The skills it held rounds of ('' = none). */
  skills: string[];
}

export interface RotationResult {
  /** Luban's branches that stay, oldest first. */
  kept: string[];
  archived: ArchivedBranch[];
  /** Branches rotation would archive but left alone: checked out in a worktree. */
  checkedOut: string[];
}

/** Luban's own branch name: its stamp and same-minute suffix, for ordering; undefined when not Luban's. */
export function parseOptimizeBranch(name: string): { stamp: string; seq: number } | undefined {
  const m = OWN.exec(name);
  return m ? { stamp: m[1], seq: m[2] ? Number(m[2]) : 1 } : undefined;
}

function byAge(a: string, b: string): number {
  const x = parseOptimizeBranch(a)!;
  const y = parseOptimizeBranch(b)!;
  return x.stamp < y.stamp ? -1 : x.stamp > y.stamp ? 1 : x.seq - y.seq;
}

function gitOf(repo: GitRepo): SimpleGit {
  return simpleGit({ baseDir: repo.root });
}

async function lines(git: SimpleGit, args: string[]): Promise<string[]> {
  return (await git.raw(args)).split('\n').filter(Boolean);
}

/** Branches checked out in any worktree of the repository. */
async function checkedOutBranches(git: SimpleGit): Promise<Set<string>> {
  const out = new Set<string>();
  for (const l of await lines(git, ['worktree', 'list', '--porcelain']).catch(() => [])) {
    const m = /^branch refs\/heads\/(.+)$/.exec(l);
    if (m) out.add(m[1]);
  }
  const head = (await git.raw(['symbolic-ref', '-q', '--short', 'HEAD']).catch(() => '')).trim();
  if (head) out.add(head);
  return out;
}

/** What rotation would do (`apply` false) or does (true) in the repository. */
export async function rotateOptimizeBranches(repo: GitRepo, o: { apply?: boolean; keep?: number } = {}): Promise<RotationResult> {
  const git = gitOf(repo);
  const keep = o.keep ?? KEEP_LATEST_BRANCHES;
  const branches = (await lines(git, ['for-each-ref', '--format=%(refname:short)%09%(objectname)', `refs/heads/${BRANCH_PREFIX}`]))
    .map((l) => l.split('\t'))
    .filter(([name]) => parseOptimizeBranch(name))
    .sort((a, b) => byAge(a[0], b[0]));
  const tips = new Map(branches.map(([n, c]) => [n, c]));
  // Each branch's own skills: pre-edit commits not reachable from an older Luban branch.
  const skillsOf = new Map<string, string[]>();
  for (let i = 0; i < branches.length; i++) {
    const [name, tip] = branches[i];
    const older = branches.slice(0, i).map(([, c]) => `^${c}`);
    const subjects = await lines(git, ['log', '--format=%s', tip, ...older, '--']).catch(() => []);
    const skills = [...new Set(subjects.filter((s) => s.startsWith(PRE_EDIT_PREFIX)).map((s) => s.slice(PRE_EDIT_PREFIX.length).trim()))];
    skillsOf.set(name, skills.length ? skills : ['']);
  }
  const groups = new Map<string, string[]>();
  for (const [name] of branches) for (const s of skillsOf.get(name)!) groups.set(s, [...(groups.get(s) ?? []), name]);
  const keepSet = new Set<string>();
  for (const list of groups.values()) {
    if (list.length) keepSet.add(list[0]);
    for (const n of list.slice(-keep)) keepSet.add(n);
  }
  const busy = await checkedOutBranches(git);
  const result: RotationResult = { kept: [], archived: [], checkedOut: [] };
  for (const [name] of branches) {
    if (keepSet.has(name)) {
      result.kept.push(name);
      continue;
    }
    if (busy.has(name)) {
      result.checkedOut.push(name);
      result.kept.push(name);
      continue;
    }
    const commit = tips.get(name)!;
    const ref = await freeArchiveRef(git, name, commit);
    if (o.apply) {
      // Create the archive ref first (only where none is), then drop the branch only while it is still at `commit`.
      if (!(await refExists(git, ref))) await git.raw(['update-ref', ref, commit, '']);
      await git.raw(['update-ref', '-d', `refs/heads/${name}`, commit]);
    }
    result.archived.push({ branch: name, ref, commit, skills: skillsOf.get(name)!.filter(Boolean) });
  }
  return result;
}

async function refExists(git: SimpleGit, ref: string): Promise<string | undefined> {
  return (await git.raw(['rev-parse', '-q', '--verify', ref]).catch(() => '')).trim() || undefined;
}

/** `refs/luban-archive/<branch>`, or `…-a2`, `…-a3` when another commit was archived under that name before. */
async function freeArchiveRef(git: SimpleGit, branch: string, commit: string): Promise<string> {
  const base = `${ARCHIVE_REF_PREFIX}${branch}`;
  for (let n = 1; n < 1000; n++) {
    const ref = n === 1 ? base : `${base}-a${n}`;
    const at = await refExists(git, ref);
    if (!at || at === commit) return ref;
  }
  throw new Error(`no free archive ref for ${branch}`);
}

/** The archived branches, oldest first: ref and the branch name it restores to. */
export async function listArchivedBranches(repo: GitRepo): Promise<Array<{ ref: string; branch: string; commit: string }>> {
  const rows = await lines(gitOf(repo), ['for-each-ref', '--format=%(refname)%09%(objectname)', ARCHIVE_REF_PREFIX]);
  return rows
    .map((l) => l.split('\t'))
    .map(([ref, commit]) => ({ ref, commit, branch: ref.slice(ARCHIVE_REF_PREFIX.length).replace(/-a\d+$/, '') }))
    .sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
}

/** The command that restores an archived branch by hand. */
export function restoreCommand(ref: string, branch: string): string {
  return `git branch ${branch} ${ref} && git update-ref -d ${ref}`;
}

/** Bring an archived branch back (`name`: the branch name or its archive ref). Returns the branch, or undefined when no such archive or the branch exists. */
export async function restoreArchivedBranch(repo: GitRepo, name: string): Promise<{ branch: string; ref: string } | undefined> {
  const git = gitOf(repo);
  const found = (await listArchivedBranches(repo)).filter((a) => a.ref === name || a.branch === name || a.ref === `${ARCHIVE_REF_PREFIX}${name}`);
  const a = found[found.length - 1];
  if (!a) return undefined;
  if (await refExists(git, `refs/heads/${a.branch}`)) return undefined;
  await git.raw(['update-ref', `refs/heads/${a.branch}`, a.commit, '']);
  await git.raw(['update-ref', '-d', a.ref, a.commit]);
  return { branch: a.branch, ref: a.ref };
}
