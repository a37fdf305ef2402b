/**
 * One task per skill across processes (seed v2 §八 并发控制与冲突仲裁, issue 31 item 7): a lock
 * file that the editor's scheduler and every CLI command that writes a skill both respect.
 *
 * - Where: `<locksDir>/<sha1 of the skill folder's real path>.lock` — callers pass
 *   `<Luban's state folder>/locks` (LUBAN_STATE_DIR, else the per-user default), the same
 *   folder for the CLI and the editor.
 * - Taking it: an atomic create (`open(…, 'wx')`, O_EXCL) holding JSON: pid, host, command,
 *   start time, skill. Nothing is ever written over a lock someone else holds.
 * - Stale: the holder's pid is gone on this host (a crash, a kill -9), or the file is
 *   unreadable and older than a few seconds (a crash between create and write). A stale
 *   lock is moved aside (one rename: only one taker wins) and taken over.
 * - A holder on another host is never judged stale (its pid cannot be checked from here).
 * - Release: `release()` (async) or `releaseSync()` (from a process `exit` handler); both
 *   remove the file only while it is still this holder's.
 */
import { createHash } from 'node:crypto';
import { promises as fs, realpathSync, readFileSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  /** What holds it, for people: "luban optimize", "editor: HASP". */
  command: string;
  /** ISO time it was taken. */
  started: string;
  /** The skill folder (real path). */
  skill: string;
}

export interface SkillLock {
  readonly file: string;
  readonly holder: LockHolder;
  release(): Promise<void>;
  releaseSync(): void;
}

/** The folder the locks live in, under Luban's state folder. */
export const LOCKS_SUBDIR = 'locks';
/** An unreadable lock file younger than this may be one being written: not stale yet. */
const UNREADABLE_GRACE_MS = 5000;

function realDir(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

/** The lock file of a skill folder (keyed by its real path, so links and `..` name one skill once). */
export function skillLockFile(locksDir: string, skillDir: string): string {
  const key = createHash('sha1').update(realDir(skillDir)).digest('hex').slice(0, 24);
  return path.join(locksDir, `${key}.lock`);
}

/** True while a process with this pid exists (EPERM: it exists, owned by someone else). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parse(text: string): LockHolder | undefined {
  try {
    const h = JSON.parse(text) as LockHolder;
    return typeof h?.pid === 'number' && typeof h.host === 'string' ? h : undefined;
  } catch {
    return undefined;
  }
}

/** Who holds the skill now, or undefined when nobody does (a stale lock counts as held until taken over). */
export async function readSkillLock(locksDir: string, skillDir: string): Promise<LockHolder | undefined> {
  try {
    return parse(await fs.readFile(skillLockFile(locksDir, skillDir), 'utf8'));
  } catch {
    return undefined;
  }
}

async function isStale(file: string, text: string): Promise<boolean> {
  const h = parse(text);
  if (!h) {
    const st = await fs.stat(file).catch(() => undefined);
    return !!st && Date.now() - st.mtimeMs > UNREADABLE_GRACE_MS;
  }
  return h.host === os.hostname() && !pidAlive(h.pid);
}

export type TryLock = { lock: SkillLock; busy?: undefined; tookOver?: LockHolder } | { lock?: undefined; busy: LockHolder };

/** Take the lock now, or say who holds it. A stale lock is taken over (`tookOver`). */
export async function tryAcquireSkillLock(locksDir: string, skillDir: string, command: string, now: () => Date = () => new Date()): Promise<TryLock> {
  const file = skillLockFile(locksDir, skillDir);
  const holder: LockHolder = { pid: process.pid, host: os.hostname(), command, started: now().toISOString(), skill: realDir(skillDir) };
  const text = `${JSON.stringify(holder)}\n`;
  await fs.mkdir(locksDir, { recursive: true });
  let tookOver: LockHolder | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fh = await fs.open(file, 'wx');
      try {
        await fh.writeFile(text, 'utf8');
      } finally {
        await fh.close();
      }
      return { lock: makeLock(file, holder, text), tookOver };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const seen = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (seen === undefined) continue; // released meanwhile: try again
    if (!(await isStale(file, seen))) {
      const h = parse(seen);
      return { busy: h ?? { pid: 0, host: '?', command: '?', started: '', skill: holder.skill } };
    }
    // Move the stale lock aside; only one taker's rename succeeds.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      await fs.rename(file, aside);
    } catch {
      continue;
    }
    const moved = await fs.readFile(aside, 'utf8').catch(() => '');
    if (moved !== seen) {
      // Someone took it over between our read and our rename: put theirs back.
      await fs.link(aside, file).catch(() => undefined);
      await fs.unlink(aside).catch(() => undefined);
      continue;
    }
    await fs.unlink(aside).catch(() => undefined);
    tookOver = parse(seen);
  }
  const h = await readSkillLock(locksDir, skillDir);
  return { busy: h ?? { pid: 0, host: '?', command: '?', started: '', skill: holder.skill } };
}

function makeLock(file: string, holder: LockHolder, text: string): SkillLock {
  let released = false;
  return {
    file,
    holder,
    async release() {
      if (released) return;
      released = true;
      const now = await fs.readFile(file, 'utf8').catch(() => undefined);
      if (now === text) await fs.unlink(file).catch(() => undefined);
    },
    releaseSync() {
      if (released) return;
      released = true;
      try {
        if (readFileSync(file, 'utf8') === text) unlinkSync(file);
      } catch {
        // gone already
      }
    },
  };
}

export class SkillBusyError extends Error {
  constructor(readonly holder: LockHolder) {
    super(`skill busy: ${holder.skill} (${holder.command}, pid ${holder.pid})`);
  }
}

export interface WaitOptions {
  /** How long to wait, in ms; 0 = do not wait; undefined = until released or aborted. */
  waitMs?: number;
  signal?: AbortSignal;
  /** Called once, when the skill is found busy (the caller says so to the person). */
  onBusy?: (holder: LockHolder) => void;
  pollMs?: number;
  now?: () => Date;
}

/** Take the skill's lock, waiting while another process holds it. Throws SkillBusyError after `waitMs`, the signal's reason when aborted. */
export async function acquireSkillLock(locksDir: string, skillDir: string, command: string, o: WaitOptions = {}): Promise<SkillLock> {
  const start = Date.now();
  let told = false;
  for (;;) {
    o.signal?.throwIfAborted();
    const r = await tryAcquireSkillLock(locksDir, skillDir, command, o.now);
    if (r.lock) return r.lock;
    if (!told) {
      told = true;
      o.onBusy?.(r.busy);
    }
    if (o.waitMs !== undefined && Date.now() - start >= o.waitMs) throw new SkillBusyError(r.busy);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, o.pollMs ?? 300);
      function done() {
        clearTimeout(timer);
        o.signal?.removeEventListener('abort', done);
        resolve();
      }
      o.signal?.addEventListener('abort', done, { once: true });
    });
  }
}
