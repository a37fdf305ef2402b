/**
 * Writing an accepted hardening to SKILL.md (after the CHECKPOINT): atomically, only when
 * the file on disk is still the text the plan was made from (a person who edited it in
 * between wins: nothing is written, the plan is made again), and with a
 * `SKILL.md.bak.YYYYMMDD-HHMM` copy first unless git can restore the file (tracked and
 * unchanged), as `luban fix` does.
 */
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createBackup } from '../../../formats/backups.ts';
import { writeFileAtomic } from '../../../base/io/atomic.ts';

const run = promisify(execFile);

export type WriteOutcome = { written: true; file: string; backup?: string } | { written: false; reason: 'changed-on-disk' | 'unchanged' };

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
 * Replace `file` (absolute) with `after` when its bytes are still `before`.
 * `before`/`after` are disk texts (original line endings).
 */
export async function writeIfUnchanged(file: string, before: string, after: string, now: Date): Promise<WriteOutcome> {
  if (before === after) return { written: false, reason: 'unchanged' };
  const current = await fs.readFile(file, 'utf8');
  if (current !== before) return { written: false, reason: 'changed-on-disk' };
  const backup = (await gitCanRestore(file)) ? undefined : await createBackup(path.dirname(file), path.basename(file), now, current);
  await writeFileAtomic(file, after);
  return { written: true, file, backup };
}
