/**
 * The git seam of the optimiser (seed v3 原则 12 全链路审计, constraint 6 可回滚), over
 * simple-git. Every path given to git is relative to the repository root in `/` form;
 * commits name their paths (`git commit -- <skill folder>`), so changes a person has
 * staged elsewhere are never swept into Luban's commits. Nothing here ever runs
 * `reset --hard` (seed 反例 #2).
 *
 * When git has no committer identity configured, Luban commits as
 * `Luban <luban@localhost>` for its own commits only (`-c user.name/-c user.email`)
 * and says so (`identityFallback`).
 */
import { promises as fs, realpathSync } from 'node:fs';
import path from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';

export class GitOpError extends Error {
  constructor(
    readonly op: string,
    message: string,
  ) {
    super(`git ${op}: ${message}`);
  }
}

export interface LogEntry {
  hash: string;
  subject: string;
}

function realDir(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

function errText(e: unknown): string {
  return String((e as Error)?.message ?? e)
    .trim()
    .split('\n')
    .slice(0, 3)
    .join(' ');
}

export class GitRepo {
  private constructor(
    readonly root: string,
    private readonly git: SimpleGit,
    /** True when Luban commits under its own fallback identity. */
    readonly identityFallback: boolean,
  ) {}

  /** The repository holding `dir`, or undefined when `dir` is not inside one (`git rev-parse` fails). */
  static async open(dir: string): Promise<GitRepo | undefined> {
    const base = realDir(dir);
    let root: string;
    try {
      root = (await simpleGit({ baseDir: base }).revparse(['--show-toplevel'])).trim();
    } catch {
      return undefined;
    }
    if (!root) return undefined;
    return GitRepo.at(realDir(root));
  }

  /** `git init` in `dir` (the seed's "执行 git init" choice). */
  static async init(dir: string): Promise<GitRepo> {
    await fs.mkdir(dir, { recursive: true });
    await simpleGit({ baseDir: realDir(dir) }).init();
    return GitRepo.at(realDir(dir));
  }

  private static async at(root: string): Promise<GitRepo> {
    const probe = simpleGit({ baseDir: root });
    let email = '';
    let name = '';
    try {
      email = (await probe.raw(['config', '--get', 'user.email'])).trim();
    } catch {
      /* unset */
    }
    try {
      name = (await probe.raw(['config', '--get', 'user.name'])).trim();
    } catch {
      /* unset */
    }
    const fallback = !email || !name;
    const git = fallback ? simpleGit({ baseDir: root, config: [`user.name=${name || 'Luban'}`, `user.email=${email || 'luban@localhost'}`] }) : probe;
    return new GitRepo(root, git, fallback);
  }

  /** A path relative to the root, `/`-separated. */
  rel(abs: string): string {
    const dir = realDir(path.dirname(abs));
    return toPosix(path.relative(this.root, path.join(dir, path.basename(abs))));
  }

  /** Relative path of a folder. */
  relDir(absDir: string): string {
    const r = toPosix(path.relative(this.root, realDir(absDir)));
    return r === '' ? '.' : r;
  }

  async head(): Promise<string | undefined> {
    try {
      return (await this.git.revparse(['HEAD'])).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  async currentBranch(): Promise<string | undefined> {
    try {
      const b = (await this.git.raw(['symbolic-ref', '--short', '-q', 'HEAD'])).trim();
      return b || undefined;
    } catch {
      return undefined;
    }
  }

  async branchExists(name: string): Promise<boolean> {
    // simple-git resolves a non-zero exit without stderr, so ask for a listing instead of an exit code.
    const out = await this.git.raw(['branch', '--list', name]);
    return out.trim().length > 0;
  }

  /** `git checkout -b name`; false when the branch already exists. */
  async createBranch(name: string): Promise<boolean> {
    if (await this.branchExists(name)) return false;
    try {
      await this.git.raw(['checkout', '-b', name]);
      return true;
    } catch (e) {
      if (/already exists/i.test(errText(e))) return false;
      throw new GitOpError('checkout -b', errText(e));
    }
  }

  async checkoutBranch(name: string): Promise<void> {
    try {
      await this.git.raw(['checkout', name]);
    } catch (e) {
      throw new GitOpError('checkout', errText(e));
    }
  }

  /** Changed paths (`git status --porcelain`): tracked changes and untracked files, relative to the root. */
  async changes(): Promise<Array<{ path: string; code: string; untracked: boolean }>> {
    const out = await this.git.raw(['status', '--porcelain=v1', '-z', '--untracked-files=all']);
    const items: Array<{ path: string; code: string; untracked: boolean }> = [];
    const parts = out.split('\0');
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      if (p.length < 4) continue;
      const code = p.slice(0, 2);
      items.push({ path: p.slice(3), code, untracked: code === '??' });
      if (code[0] === 'R' || code[0] === 'C') i++; // the source path follows a rename
    }
    return items;
  }

  /** Stage everything under the folders and commit only them; returns the new commit hash. */
  async commitPaths(relPaths: string[], message: string, allowEmpty = false): Promise<string> {
    try {
      await this.git.raw(['add', '-A', '--', ...relPaths]);
      await this.git.raw(['commit', '--no-verify', '-q', ...(allowEmpty ? ['--allow-empty'] : []), '-m', message, '--', ...relPaths]);
    } catch (e) {
      const text = errText(e);
      if (allowEmpty || !/nothing (added )?to commit|no changes added/i.test(text)) throw new GitOpError('commit', text);
    }
    const h = await this.head();
    if (!h) throw new GitOpError('commit', 'no commit was created');
    return h;
  }

  /** `git checkout <rev> -- <path>`: put one file back as it was in `rev` (the ratchet's revert). */
  async checkoutFile(rev: string, relPath: string): Promise<void> {
    try {
      await this.git.raw(['checkout', rev, '--', relPath]);
    } catch (e) {
      throw new GitOpError('checkout -- file', errText(e));
    }
  }

  /** `git stash push -- <path>` (revert fallback). True when something was stashed. */
  async stashPath(relPath: string, message: string): Promise<boolean> {
    try {
      const out = await this.git.raw(['stash', 'push', '--include-untracked', '-m', message, '--', relPath]);
      return !/No local changes to save/i.test(out);
    } catch (e) {
      throw new GitOpError('stash', errText(e));
    }
  }

  /** The file's content in `rev` (`git show rev:path`), or undefined when it has none. */
  async showFile(rev: string, relPath: string): Promise<string | undefined> {
    try {
      return await this.git.raw(['show', `${rev}:${relPath}`]);
    } catch {
      return undefined;
    }
  }

  /** Newest-first commits reachable from HEAD (subject line only). */
  async log(maxCount = 200): Promise<LogEntry[]> {
    if (!(await this.head())) return [];
    const out = await this.git.raw(['log', `--max-count=${maxCount}`, '--format=%H%x1f%s%x1e']);
    return out
      .split('\x1e')
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => {
        const [hash, subject] = r.split('\x1f');
        return { hash, subject: subject ?? '' };
      });
  }

  /** The full hash `ref` names, or undefined when it names nothing. */
  async resolve(ref: string): Promise<string | undefined> {
    try {
      return (await this.git.raw(['rev-parse', '--verify', '-q', `${ref}^{commit}`])).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * True when `ancestor` is reachable from `descendant` (a fast-forward from one to the
   * other is possible). By merge-base, not `merge-base --is-ancestor`: simple-git resolves a
   * non-zero exit without stderr.
   */
  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    const a = await this.resolve(ancestor);
    if (!a || !(await this.resolve(descendant))) return false;
    try {
      return (await this.git.raw(['merge-base', ancestor, descendant])).trim() === a;
    } catch {
      return false;
    }
  }

  /** The diff of one file between two revisions (or the working tree when `to` is absent). */
  async diff(from: string, relPath: string, to?: string): Promise<string> {
    try {
      return await this.git.raw(['diff', '--no-color', from, ...(to ? [to] : []), '--', relPath]);
    } catch {
      return '';
    }
  }
}

export function shortHash(hash: string): string {
  return hash.slice(0, 7);
}
