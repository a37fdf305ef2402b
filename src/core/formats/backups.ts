/**
 * SKILL.md backups (seed v3 Quick mode `.bak`, the not-a-repo exception's
 * `SKILL.md.bak.YYYYMMDD-HHMM`, and Phase 3 备份轮转) plus the `.bak.YYYYMMDD-HHMM` copy
 * every corrupt log gets before it is rebuilt.
 *
 * Naming: `<SKILL.md>.bak.YYYYMMDD-HHMM`, then `-2`, `-3` … within the same minute, so
 * names sort in creation order. A backup is written atomically (temp file + rename),
 * never over an existing one.
 *
 * Rotation (Phase 3): per skill folder the latest 5 backups stay; the baseline backup
 * (the oldest: the skill before Luban's first edit) and the first-round backup (the
 * second oldest) stay forever; every other backup moves to
 * `<workspace>/luban-backups-archive/<skill>/` (moved, never deleted).
 */
import { promises as fs, constants as fsConstants } from 'node:fs';
import path from 'node:path';
import { backupStamp, writeFileAtomic } from '../base/io/atomic.ts';

export const ARCHIVE_DIR = 'luban-backups-archive';
export const KEEP_LATEST = 5;

const BAK = /^(.+)\.bak\.(\d{8}-\d{4})(?:-(\d+))?$/;

export interface BackupInfo {
  /** Absolute path. */
  path: string;
  name: string;
  stamp: string;
  seq: number;
}

/** Parse a backup file name for `fileName` (e.g. SKILL.md); undefined if it is not one. */
export function parseBackupName(name: string, fileName: string): Omit<BackupInfo, 'path'> | undefined {
  const m = BAK.exec(name);
  if (!m || m[1] !== fileName) return undefined;
  return { name, stamp: m[2], seq: m[3] ? Number(m[3]) : 1 };
}

/** True when something (a dangling link included) already holds the name `p`. */
async function taken(p: string): Promise<boolean> {
  try {
    await fs.lstat(p);
    return true;
  } catch {
    return false;
  }
}

/** The first free name of `base`, `base<sep>2`, `base<sep>3` … (a backup never replaces another). */
export async function freeNumberedPath(base: string, sep: string): Promise<string> {
  let target = base;
  for (let n = 2; await taken(target); n++) target = `${base}${sep}${n}`;
  return target;
}

/** A free `<file>.bak.STAMP[-n]` path beside `file`. */
export async function freeBackupPath(file: string, now: Date): Promise<string> {
  return freeNumberedPath(`${file}.bak.${backupStamp(now)}`, '-');
}

/**
 * Copy a (corrupt) file to `<file>.bak.YYYYMMDD-HHMM` (then `-2` …) before it is
 * rebuilt. Never overwrites an earlier backup. Returns the backup path.
 */
export async function copyToBak(file: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const target = await freeBackupPath(file, now);
    try {
      await fs.copyFile(file, target, fsConstants.COPYFILE_EXCL);
      return target;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  throw new Error(`could not back up ${file}`);
}

/** Back up a skill's main file (atomically: a crash never leaves half a backup). */
export async function createBackup(skillDir: string, fileName: string, now: Date, content?: string | Uint8Array): Promise<string> {
  const file = path.join(skillDir, fileName);
  const data = content ?? (await fs.readFile(file));
  const target = await freeBackupPath(file, now);
  await writeFileAtomic(target, data);
  return target;
}

/** The backups of `fileName` in `skillDir`, oldest first. */
export async function listBackups(skillDir: string, fileName = 'SKILL.md'): Promise<BackupInfo[]> {
  let names: string[];
  try {
    names = await fs.readdir(skillDir);
  } catch {
    return [];
  }
  const out: BackupInfo[] = [];
  for (const name of names) {
    const b = parseBackupName(name, fileName);
    if (b) out.push({ ...b, path: path.join(skillDir, name) });
  }
  return out.sort((a, b) => (a.stamp < b.stamp ? -1 : a.stamp > b.stamp ? 1 : a.seq - b.seq));
}

/** Put a backup back over the skill file, atomically. */
export async function restoreBackup(backupPath: string, target: string): Promise<void> {
  await writeFileAtomic(target, await fs.readFile(backupPath));
}

export interface RotationResult {
  kept: string[];
  archived: Array<{ from: string; to: string }>;
}

/** Which backups rotation keeps: the two oldest (baseline, first round) and the latest `keep`. */
export function backupsToKeep(backups: readonly BackupInfo[], keep = KEEP_LATEST): Set<string> {
  const names = new Set<string>();
  backups.slice(0, 2).forEach((b) => names.add(b.name));
  backups.slice(Math.max(0, backups.length - keep)).forEach((b) => names.add(b.name));
  return names;
}

/**
 * Phase 3 rotation for one skill folder: move every backup that is neither among
 * the latest `keep`, nor the baseline, nor the first-round backup to
 * `<workspace>/luban-backups-archive/<skill>/`.
 */
export async function rotateBackups(skillDir: string, workspace: string, skill: string, fileName = 'SKILL.md', keep = KEEP_LATEST): Promise<RotationResult> {
  const all = await listBackups(skillDir, fileName);
  const keepSet = backupsToKeep(all, keep);
  const result: RotationResult = { kept: [], archived: [] };
  const archive = path.join(workspace, ARCHIVE_DIR, skill);
  for (const b of all) {
    if (keepSet.has(b.name)) {
      result.kept.push(b.name);
      continue;
    }
    await fs.mkdir(archive, { recursive: true });
    const to = await freeNumberedPath(path.join(archive, b.name), '~');
    try {
      await fs.rename(b.path, to);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      await fs.copyFile(b.path, to, fsConstants.COPYFILE_EXCL);
      await fs.rm(b.path);
    }
    result.archived.push({ from: b.path, to });
  }
  return result;
}

/**
 * A whole skill folder copied before the wizard replaces it (docs/features.md G3, metis phase 7 on a
 * folder outside git): `<workspace>/luban-backups-archive/<skill>/pre-submit-YYYYMMDD-HHMM[-n]/`,
 * `.git` left out. The archive is never scanned as skills (docs/features.md A1). Returns the folder.
 */
export async function backupSkillFolder(skillDir: string, workspace: string, skill: string, now: Date): Promise<string> {
  const target = await freeNumberedPath(path.join(workspace, ARCHIVE_DIR, skill, `pre-submit-${backupStamp(now)}`), '-');
  const tmp = `${target}.luban-${process.pid}.tmp`;
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.cp(skillDir, tmp, { recursive: true, filter: (src) => path.basename(src) !== '.git' });
  await fs.rename(tmp, target);
  return target;
}
