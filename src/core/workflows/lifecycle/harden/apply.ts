/**
 * Writing an accepted hardening to SKILL.md (after the CHECKPOINT): atomically, only when
 * the file on disk is still the text the plan was made from (a person who edited it in
 * between wins: nothing is written, the plan is made again), and with a
 * `SKILL.md.bak.YYYYMMDD-HHMM` copy first unless git can restore the file (tracked and
 * unchanged), as `luban fix` does — the shared safe write (core/edits/skill-write.ts).
 */
import { promises as fs } from 'node:fs';
import { writeSkillFile } from '../../../edits/skill-write.ts';

export { gitCanRestore } from '../../../edits/skill-write.ts';

export type WriteOutcome = { written: true; file: string; backup?: string } | { written: false; reason: 'changed-on-disk' | 'unchanged' };

/**
 * Replace `file` (absolute) with `after` when its bytes are still `before`.
 * `before`/`after` are disk texts (original line endings).
 */
export async function writeIfUnchanged(file: string, before: string, after: string, now: Date): Promise<WriteOutcome> {
  if (before === after) return { written: false, reason: 'unchanged' };
  const current = await fs.readFile(file, 'utf8');
  if (current !== before) return { written: false, reason: 'changed-on-disk' };
  const snapshot = await writeSkillFile(file, after, { snapshot: { kind: 'bak', now, unlessGitCanRestore: true }, current });
  return { written: true, file, backup: snapshot?.kind === 'bak' ? snapshot.path : undefined };
}
