/**
 * The commit a repository's HEAD names, read from its files without starting git (issue
 * 30 item 1): the scan cache keeps a skill's git-dated result with the HEAD it was dated
 * at, and an unchanged HEAD vouches for the dates (last-commit dates depend on the
 * history only). Handles a `.git` folder or a `.git` file (worktrees, submodules:
 * `gitdir: …`), a detached HEAD, loose refs and packed-refs (in the common folder of a
 * worktree). Undefined whenever it cannot say for sure (an unborn branch, a symbolic ref
 * it cannot follow, an unreadable file): the caller then treats the history as unknown.
 * When HEAD moved, pathsTouchedSince asks git once per repository which paths the new
 * commits touched, so the skills they did not touch keep their dates.
 */
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** HEAD's commit in the repository whose work tree is `root` (the folder holding `.git`; engine/git-dates.ts gitRepoOf finds it), or undefined. */
export function repoHead(root: string): string | undefined {
  try {
    const gitDir = gitDirOf(root);
    if (!gitDir) return undefined;
    const commonDir = commonDirOf(gitDir);
    let head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    for (let hops = 0; hops < 5; hops++) {
      if (SHA.test(head)) return head;
      const m = /^ref:\s*(refs\/\S+)$/.exec(head);
      if (!m) return undefined;
      const next = refValue(gitDir, commonDir, m[1]);
      if (next === undefined) return undefined;
      head = next;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

function gitDirOf(root: string): string | undefined {
  const dotGit = path.join(root, '.git');
  const st = statSync(dotGit, { throwIfNoEntry: false });
  if (!st) return undefined;
  if (st.isDirectory()) return dotGit;
  const m = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'));
  return m ? path.resolve(root, m[1].trim()) : undefined;
}

function commonDirOf(gitDir: string): string {
  const file = path.join(gitDir, 'commondir');
  if (!statSync(file, { throwIfNoEntry: false })) return gitDir;
  return path.resolve(gitDir, readFileSync(file, 'utf8').trim());
}

/** A ref's content (a commit or another `ref:`), loose first, then packed; undefined when absent. */
function refValue(gitDir: string, commonDir: string, ref: string): string | undefined {
  // Per-worktree refs (HEAD, refs/bisect, …) live in the worktree's folder; branches in the common one.
  for (const dir of gitDir === commonDir ? [gitDir] : [gitDir, commonDir]) {
    const loose = path.join(dir, ref);
    if (statSync(loose, { throwIfNoEntry: false })?.isFile()) return readFileSync(loose, 'utf8').trim();
  }
  const packed = path.join(commonDir, 'packed-refs');
  if (!statSync(packed, { throwIfNoEntry: false })) return undefined;
  for (const line of readFileSync(packed, 'utf8').split('\n')) {
    if (!line || line.startsWith('#') || line.startsWith('^')) continue;
    const space = line.indexOf(' ');
    if (space > 0 && line.slice(space + 1).trim() === ref) return line.slice(0, space);
  }
  return undefined;
}

/**
 * The paths (relative to `root`, `/`-separated) that the commits after `oldHead` up to
 * `newHead` touched, in one `git log` — or undefined when that cannot vouch for the rest
 * being untouched: `oldHead` is not an ancestor of `newHead` (a rebase, a reset: commits
 * went away), it is gone, or git failed. A file no commit in the range touched has the
 * same last commit at both HEADs. A merge lists what differs from each of its parents
 * (`-m`): one that undid a parent's change to a path names that path too.
 */
export async function pathsTouchedSince(
  root: string,
  oldHead: string,
  newHead: string,
  options: { timeoutMs?: number } = {},
): Promise<Set<string> | undefined> {
  if (!SHA.test(oldHead) || !SHA.test(newHead)) return undefined;
  let stdout: string;
  try {
    stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        'git',
        ['log', '--format=%x1e%P', '--name-only', '-m', '-z', '--no-renames', `${oldHead}..${newHead}`, '--'],
        { cwd: root, maxBuffer: 256 * 1024 * 1024, timeout: options.timeoutMs ?? 15000, windowsHide: true, encoding: 'utf8' },
        (err, so) => (err ? reject(err) : resolve(so)),
      );
    });
  } catch {
    return undefined;
  }
  const touched = new Set<string>();
  // Some commit of the range has `oldHead` as a parent exactly when it is an ancestor of `newHead`.
  let fromOld = false;
  for (const chunk of stdout.split('\u001e')) {
    if (!chunk) continue;
    const parts = chunk.split('\u0000');
    if (parts[0].trim().split(' ').includes(oldHead)) fromOld = true;
    for (let i = 1; i < parts.length; i++) {
      const p = parts[i].replace(/^\n+/, '');
      if (p) touched.add(p);
    }
  }
  return fromOld ? touched : undefined;
}
