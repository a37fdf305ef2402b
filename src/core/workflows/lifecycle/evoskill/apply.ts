/**
 * Applying an EvoSkill patch once a person said yes (seed v2 §二 "状态：待用户确认";
 * SPEC §0 "Nothing lost"): the file on disk must still hold `old_str` where it was
 * located (else the patch is stale and refused); the file is first copied to
 * `<file>.bak.YYYYMMDD-HHMM` (the optimiser's backup naming, rotated with its backups),
 * then written atomically with its BOM and line endings kept.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../../base/io/atomic.ts';
import { createBackup } from '../../../formats/backups.ts';
import { textInfo, toDiskText } from '../../../skill/text.ts';

export interface PatchTarget {
  /** Relative to the skill folder. */
  file: string;
  line: number;
  oldStr: string;
  newStr: string;
}

export class StalePatchError extends Error {}

/** The patched text (LF, as the skill model holds it), or undefined when `old_str` is no longer there. */
export function patchText(text: string, p: Pick<PatchTarget, 'line' | 'oldStr' | 'newStr'>): string | undefined {
  const info = textInfo(text);
  const t = info.text;
  let at = p.line >= 1 && p.line <= info.lineStarts.length && t.startsWith(p.oldStr, info.lineStarts[p.line - 1]) ? info.lineStarts[p.line - 1] : -1;
  if (at === -1) {
    // Moved since it was located: accept it only where it is unique.
    const first = t.indexOf(p.oldStr);
    if (first === -1 || t.indexOf(p.oldStr, first + 1) !== -1) return undefined;
    at = first;
  }
  return t.slice(0, at) + p.newStr + t.slice(at + p.oldStr.length);
}

export interface ApplyResult {
  file: string;
  backupPath: string;
}

export async function applyPatch(skillDir: string, p: PatchTarget, now: Date = new Date()): Promise<ApplyResult> {
  const file = path.join(skillDir, p.file);
  const raw = await fs.readFile(file, 'utf8');
  const info = textInfo(raw);
  const patched = patchText(raw, p);
  if (patched === undefined) throw new StalePatchError(`${p.file}:${p.line} no longer holds the text the patch replaces`);
  const backupPath = await createBackup(skillDir, p.file, now, raw);
  await writeFileAtomic(file, toDiskText(patched, info));
  return { file, backupPath };
}
