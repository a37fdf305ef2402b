/**
 * Applying an EvoSkill patch once a person said yes (seed v2 §二 "状态：待用户确认";
 * docs/features.md §0 "Nothing lost"): the file on disk must still hold `old_str` where it was
 * located (else the patch is stale and refused); the file is first copied to
 * `<file>.bak.YYYYMMDD-HHMM` (the optimiser's backup naming, rotated with its backups),
 * then written atomically with its BOM and line endings kept (core/edits: the shared
 * quoted-edit applier and safe write).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { applyQuotedEdits } from '../../../edits/quoted-edits.ts';
import { writeSkillFile } from '../../../edits/skill-write.ts';
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
  // At its line; moved since it was located: accepted only where it is unique.
  const r = applyQuotedEdits(textInfo(text).text, [{ old: p.oldStr, new: p.newStr, line: p.line }]);
  return r.ok ? r.text : undefined;
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
  const backup = await writeSkillFile(file, toDiskText(patched, info), { snapshot: { kind: 'bak', now }, current: raw });
  return { file, backupPath: backup.path };
}
