/**
 * The one safe write of a skill's files (issue 27; docs/features.md §0 "Nothing lost"): a snapshot
 * first, then one atomic write (temp file + rename, base/io/atomic.ts), so a kill leaves
 * the file wholly old or wholly new and the old text can always be put back.
 *
 * The snapshot is chosen by the writer:
 * - `git`: a commit of the skill folder (allowed empty, so it is always there as a
 *   marker) — the optimiser's `pre-edit: {skill}`, evolve's `pre-evolve: {skill}`;
 *   restored with `git checkout <commit> -- <file>` and its fallbacks (git/revert.ts);
 * - `bak`: `<file>.bak.YYYYMMDD-HHMM[-n]` beside the file (formats/backups.ts), or none
 *   when `unlessGitCanRestore` and git tracks the file unchanged;
 * - `copy`: a copy at a given path (`p`, else `p.2`, `p.3` …; never over another), e.g.
 *   the slimming session's `.luban/slim-backups/…` folder.
 * A `bak` or `copy` snapshot is restored by copying it back atomically.
 */
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { createBackup, freeNumberedPath, restoreBackup } from '../formats/backups.ts';
import type { GitRepo } from '../git/repo.ts';
import { revertFile, type RevertOutcome } from '../git/revert.ts';

const run = promisify(execFile);

/** Commit the skill folder `dir` (absolute) with `message`, allowed empty. */
export type GitSnapshotPlan = { kind: 'git'; repo: GitRepo; dir: string; message: string };
/** `<file>.bak.YYYYMMDD-HHMM[-n]` beside the file; skipped when `unlessGitCanRestore` and git can restore the file. */
export type BakSnapshotPlan = { kind: 'bak'; now: Date; unlessGitCanRestore?: boolean };
/** A copy at `to` (absolute), or the first free `to.2`, `to.3` …; its folders are made. */
export type CopySnapshotPlan = { kind: 'copy'; to: string };
export type SnapshotPlan = GitSnapshotPlan | BakSnapshotPlan | CopySnapshotPlan;

export type GitSnapshot = { kind: 'git'; repo: GitRepo; commit: string };
export type FileSnapshot = { kind: 'bak' | 'copy'; path: string };
export type Snapshot = GitSnapshot | FileSnapshot;

/** True when git tracks the file and it has no uncommitted changes. */
export async function gitCanRestore(abs: string): Promise<boolean> {
  try {
    const cwd = path.dirname(abs);
    await run('git', ['ls-files', '--error-unmatch', '--', path.basename(abs)], { cwd, windowsHide: true });
    const { stdout } = await run('git', ['status', '--porcelain', '--', path.basename(abs)], { cwd, windowsHide: true });
    return stdout.trim() === '';
  } catch {
    return false;
  }
}

/**
 * Where git can give back the file's text as it is now: `<HEAD commit>:<path from the
 * repository root>`, when git tracks the file with no uncommitted change; else undefined
 * (not in a repository, untracked, or changed since the last commit — a backup is needed).
 */
export async function gitRestorePoint(abs: string): Promise<string | undefined> {
  if (!(await gitCanRestore(abs))) return undefined;
  try {
    const cwd = path.dirname(abs);
    const { stdout: head } = await run('git', ['rev-parse', 'HEAD'], { cwd, windowsHide: true });
    const { stdout: full } = await run('git', ['ls-files', '--full-name', '--', path.basename(abs)], { cwd, windowsHide: true });
    const rel = full.split('\n')[0]?.trim();
    return head.trim() && rel ? `${head.trim()}:${rel}` : undefined;
  } catch {
    return undefined;
  }
}

/** The file's text at a gitRestorePoint, as it is checked out (git's filters and line endings applied). */
export async function readGitRestorePoint(abs: string, point: string): Promise<Buffer> {
  const { stdout } = await run('git', ['cat-file', '--filters', point], {
    cwd: path.dirname(abs),
    windowsHide: true,
    encoding: 'buffer',
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

/** A free path: `p`, else `p.2`, `p.3` … (a backup never replaces another). */
export function freePath(p: string): Promise<string> {
  return freeNumberedPath(p, '.');
}

/**
 * Take the snapshot `plan` asks for of `file` (absolute). `current` is the file's
 * content when the caller already read it (the backup then holds exactly what was
 * checked). Undefined when the plan chose no snapshot.
 */
export async function takeSnapshot(file: string, plan: GitSnapshotPlan, current?: string | Uint8Array): Promise<GitSnapshot>;
export async function takeSnapshot(
  file: string,
  plan: CopySnapshotPlan | (BakSnapshotPlan & { unlessGitCanRestore?: false }),
  current?: string | Uint8Array,
): Promise<FileSnapshot>;
export async function takeSnapshot(file: string, plan: SnapshotPlan, current?: string | Uint8Array): Promise<Snapshot | undefined>;
export async function takeSnapshot(file: string, plan: SnapshotPlan, current?: string | Uint8Array): Promise<Snapshot | undefined> {
  switch (plan.kind) {
    case 'git':
      return { kind: 'git', repo: plan.repo, commit: await plan.repo.commitPaths([plan.repo.relDir(plan.dir)], plan.message, true) };
    case 'bak':
      if (plan.unlessGitCanRestore && (await gitCanRestore(file))) return undefined;
      return { kind: 'bak', path: await createBackup(path.dirname(file), path.basename(file), plan.now, current) };
    case 'copy': {
      const to = await freePath(plan.to);
      await fs.mkdir(path.dirname(to), { recursive: true });
      await writeFileAtomic(to, current ?? (await fs.readFile(file)));
      return { kind: 'copy', path: to };
    }
  }
}

/** Put the snapshot's text back over `file` (absolute). */
export async function restoreSnapshot(snapshot: Snapshot, file: string): Promise<RevertOutcome> {
  if (snapshot.kind === 'git') return revertFile(snapshot.repo, snapshot.commit, snapshot.repo.rel(file));
  await restoreBackup(snapshot.path, file);
  return { method: 'checkout', failures: [], stashed: false };
}

export interface SkillWriteOptions {
  /** The snapshot to take first; none when absent. */
  snapshot?: SnapshotPlan;
  /** The file's content as the caller read (and checked) it, for the backup. */
  current?: string | Uint8Array;
  /** Test hook: runs between the snapshot and the write. */
  beforeWrite?: () => Promise<void>;
}

/** Snapshot, then write `content` to `file` (absolute) atomically. Returns the snapshot taken. */
export async function writeSkillFile(file: string, content: string | Uint8Array, opts: SkillWriteOptions & { snapshot: GitSnapshotPlan }): Promise<GitSnapshot>;
export async function writeSkillFile(
  file: string,
  content: string | Uint8Array,
  opts: SkillWriteOptions & { snapshot: CopySnapshotPlan | (BakSnapshotPlan & { unlessGitCanRestore?: false }) },
): Promise<FileSnapshot>;
export async function writeSkillFile(file: string, content: string | Uint8Array, opts?: SkillWriteOptions): Promise<Snapshot | undefined>;
export async function writeSkillFile(file: string, content: string | Uint8Array, opts: SkillWriteOptions = {}): Promise<Snapshot | undefined> {
  const snapshot = opts.snapshot ? await takeSnapshot(file, opts.snapshot, opts.current) : undefined;
  await opts.beforeWrite?.();
  await writeFileAtomic(file, content);
  return snapshot;
}
