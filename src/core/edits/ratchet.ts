/**
 * The ratchet: a snapshot before each edit, then keep or revert (seed v3 原则 3, Phase 2
 * Steps 3 and 6).
 *
 * - `git` (Full mode): `pre-edit: {skill}` commit of the skill folder (allowed empty, so
 *   every round has its marker) → keep = `optimize: {skill} +{delta}分 [{dim}]` commit →
 *   revert = `git checkout <pre-edit> -- SKILL.md`, with the stash and `git show`
 *   fallbacks. Interrupted rounds are found from the history (git/history.ts).
 * - `bak` (Quick mode, or "not a git repo" → file backups): before each edit, the
 *   pre-edit text where git cannot give it back — `SKILL.md.bak.YYYYMMDD-HHMM` (not in a
 *   repository, untracked, or with uncommitted changes); a file git tracks unchanged gets
 *   no backup (revert = that text, from memory or `git cat-file`). Revert writes it back
 *   atomically. A round's backup is removed when the round is over, except the one that
 *   holds the text the run started from while a kept edit has changed it (issue 33 item 1:
 *   a rolled-back round leaves nothing). A journal file (`.luban-round.json`, written
 *   atomically at the snapshot, removed once the round's results.tsv row is written) lets
 *   the next run find an interrupted round.
 * Snapshots and restores are the shared safe write's (edits/skill-write.ts).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ResultsRow } from '../rules/types.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { findInterruptedRound, keepMessage, preEditMessage } from '../git/history.ts';
import { shortHash, type GitRepo } from '../git/repo.ts';
import type { RevertOutcome } from '../git/revert.ts';
import { gitRestorePoint, readGitRestorePoint, restoreSnapshot, takeSnapshot } from './skill-write.ts';

export const JOURNAL_FILE = '.luban-round.json';

export interface SnapshotToken {
  /** Full commit hash (git) or backup path (bak). */
  ref: string;
  /** What results.tsv records in its commit column. */
  label: string;
}

export interface Recovery {
  /** What was found and done, for the notice. */
  kind: 'undecided-restored' | 'undecided-unchanged' | 'kept-unlogged';
  ref: string;
  delta?: string;
  dim?: string;
}

export interface Ratchet {
  readonly kind: 'git' | 'bak';
  snapshot(round: number): Promise<SnapshotToken>;
  keep(token: SnapshotToken, delta: string, dim: string): Promise<string>;
  revert(token: SnapshotToken): Promise<RevertOutcome>;
  /** The round's row is written: the round is over. */
  finish(): Promise<void>;
  recover(rows: readonly ResultsRow[]): Promise<Recovery | undefined>;
}

export interface SkillFiles {
  skill: string;
  dir: string;
  /** SKILL.md or skill.md */
  fileName: string;
  now: () => Date;
}

export class GitRatchet implements Ratchet {
  readonly kind = 'git';
  constructor(
    private readonly repo: GitRepo,
    private readonly s: SkillFiles,
  ) {}

  private get folder(): string {
    return this.repo.relDir(this.s.dir);
  }

  private get fileRel(): string {
    return this.repo.rel(path.join(this.s.dir, this.s.fileName));
  }

  private get file(): string {
    return path.join(this.s.dir, this.s.fileName);
  }

  async snapshot(): Promise<SnapshotToken> {
    const { commit: hash } = await takeSnapshot(this.file, { kind: 'git', repo: this.repo, dir: this.s.dir, message: preEditMessage(this.s.skill) });
    return { ref: hash, label: shortHash(hash) };
  }

  async keep(token: SnapshotToken, delta: string, dim: string): Promise<string> {
    // A held .git/index.lock (an editor's git, a hook) is usually gone a moment later.
    for (let attempt = 0; ; attempt++) {
      try {
        const hash = await this.repo.commitPaths([this.folder], keepMessage(this.s.skill, delta, dim));
        return shortHash(hash);
      } catch (e) {
        const text = e instanceof Error ? e.message : String(e);
        if (attempt < KEEP_RETRY_MS.length && /index\.lock|Unable to create .*\.lock|another git process/i.test(text)) {
          await new Promise((r) => setTimeout(r, KEEP_RETRY_MS[attempt]));
          continue;
        }
        // The edit was accepted: it stays in the working tree, uncommitted, and the row
        // points at its pre-edit commit so the next run does not take it for an
        // interrupted round and restore the old text.
        throw new KeepNotCommitted(token.label, text);
      }
    }
  }

  revert(token: SnapshotToken): Promise<RevertOutcome> {
    return restoreSnapshot({ kind: 'git', repo: this.repo, commit: token.ref }, this.file);
  }

  async finish(): Promise<void> {}

  async recover(rows: readonly ResultsRow[]): Promise<Recovery | undefined> {
    let current: string | undefined;
    try {
      current = await fs.readFile(path.join(this.s.dir, this.s.fileName), 'utf8');
    } catch {
      current = undefined;
    }
    const r = await findInterruptedRound(this.repo, this.s.skill, this.fileRel, rows, current);
    if (r.state === 'none') return undefined;
    if (r.state === 'kept-unlogged') return { kind: 'kept-unlogged', ref: shortHash(r.keep.hash), delta: r.delta, dim: r.dim };
    if (r.changed) {
      await restoreSnapshot({ kind: 'git', repo: this.repo, commit: r.preEdit.hash }, this.file);
      return { kind: 'undecided-restored', ref: shortHash(r.preEdit.hash) };
    }
    return { kind: 'undecided-unchanged', ref: shortHash(r.preEdit.hash) };
  }
}

/** Waits before retrying a keep commit that met a git lock (ms). */
export const KEEP_RETRY_MS = [250, 1000, 2000];

/** The keep commit failed after its retries; the accepted edit stays in the working tree. */
export class KeepNotCommitted extends Error {
  constructor(
    /** The pre-edit commit (short hash): what results.tsv records for this keep. */
    readonly preEdit: string,
    readonly detail: string,
  ) {
    super(`keep commit failed: ${detail}`);
  }
}

interface Journal {
  skill: string;
  round: number;
  /** The backup's file name beside SKILL.md (git could not restore the pre-edit text). */
  backup?: string;
  /** `<commit>:<path>` where git holds the pre-edit text (no backup was made). */
  git?: string;
  started: string;
}

/** The round in progress: what its snapshot holds and where. */
interface OpenRound {
  /** The pre-edit bytes. */
  pre: Buffer;
  /** The backup made for it (absolute), when git could not restore the pre-edit text. */
  backup?: string;
}

const GIT_REF = 'git:';

export class BakRatchet implements Ratchet {
  readonly kind = 'bak';
  /** SKILL.md as this run found it (the first snapshot). */
  private origin?: Buffer;
  /** The backup kept as the run's way back to `origin` (git could not restore it). */
  private originBackup?: string;
  private open?: OpenRound;

  constructor(private readonly s: SkillFiles) {}

  private get journal(): string {
    return path.join(this.s.dir, JOURNAL_FILE);
  }

  private get file(): string {
    return path.join(this.s.dir, this.s.fileName);
  }

  /**
   * A `.bak` only where git cannot give the pre-edit text back (issue 33 item 1): a file git
   * tracks unchanged is restored from git; otherwise `SKILL.md.bak.YYYYMMDD-HHMM`.
   */
  async snapshot(round: number): Promise<SnapshotToken> {
    const pre = await fs.readFile(this.file);
    this.origin ??= pre;
    const point = await gitRestorePoint(this.file);
    let token: SnapshotToken;
    let j: Journal;
    if (point) {
      this.open = { pre };
      token = { ref: `${GIT_REF}${point}`, label: `${GIT_REF}${shortHash(point.split(':')[0]!)}` };
      j = { skill: this.s.skill, round, git: point, started: this.s.now().toISOString() };
    } else {
      const { path: backup } = await takeSnapshot(this.file, { kind: 'bak', now: this.s.now() }, pre);
      this.open = { pre, backup };
      token = { ref: backup, label: `bak:${path.basename(backup)}` };
      j = { skill: this.s.skill, round, backup: path.basename(backup), started: this.s.now().toISOString() };
    }
    await writeFileAtomic(this.journal, JSON.stringify(j, null, 2) + '\n');
    return token;
  }

  async keep(token: SnapshotToken): Promise<string> {
    return token.label;
  }

  async revert(token: SnapshotToken): Promise<RevertOutcome> {
    if (!token.ref.startsWith(GIT_REF)) return restoreSnapshot({ kind: 'bak', path: token.ref }, this.file);
    const pre = this.open?.pre ?? (await readGitRestorePoint(this.file, token.ref.slice(GIT_REF.length)));
    await writeFileAtomic(this.file, pre);
    return { method: 'checkout', failures: [], stashed: false };
  }

  /**
   * The round's row is written: the journal goes, and so does the round's backup unless it
   * is the run's only way back to the text it started from (git cannot restore it and a
   * kept edit changed the file). A rolled-back or cancelled round leaves no backup.
   */
  async finish(): Promise<void> {
    await fs.rm(this.journal, { force: true });
    const open = this.open;
    this.open = undefined;
    if (!open?.backup) return;
    const now = await fs.readFile(this.file).catch(() => undefined);
    const wayBack = !this.originBackup && this.origin !== undefined && open.pre.equals(this.origin) && !now?.equals(this.origin);
    if (wayBack) this.originBackup = open.backup;
    else await fs.rm(open.backup, { force: true });
  }

  async recover(): Promise<Recovery | undefined> {
    let j: Journal;
    try {
      j = JSON.parse(await fs.readFile(this.journal, 'utf8')) as Journal;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      await fs.rm(this.journal, { force: true });
      return { kind: 'undecided-unchanged', ref: JOURNAL_FILE };
    }
    const target = this.file;
    const fromGit = typeof j.git === 'string' && j.git.includes(':');
    const backup = path.join(this.s.dir, path.basename(String(j.backup ?? '')));
    const ref = fromGit ? `${GIT_REF}${shortHash(j.git!.split(':')[0]!)}` : `bak:${path.basename(backup)}`;
    let restored = false;
    try {
      const [a, b] = await Promise.all([fromGit ? readGitRestorePoint(target, j.git!) : fs.readFile(backup), fs.readFile(target).catch(() => undefined)]);
      if (!b || !a.equals(b)) {
        if (fromGit) await writeFileAtomic(target, a);
        else await restoreSnapshot({ kind: 'bak', path: backup }, target);
        restored = true;
      }
    } catch {
      /* backup gone: nothing to restore from */
    }
    await fs.rm(this.journal, { force: true });
    return { kind: restored ? 'undecided-restored' : 'undecided-unchanged', ref };
  }
}
