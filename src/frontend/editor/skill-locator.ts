/**
 * Which skill a file belongs to: the nearest folder above it (or holding it) that has
 * a SKILL.md or skill.md (docs/features.md A1). Nested skills win over the skill around them, so a
 * file is published under exactly one skill. No `vscode` import.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { IGNORED_DIRS } from '../../core/api/skill.ts';
import { EVOLVE_SNAPSHOT_DIR } from '../../core/api/skill.ts';
import { SKILL_FILE_NAMES } from '../../core/api/skill.ts';
import { isInside } from '../../core/api/base.ts';

export type SkillFileCheck = (dir: string) => boolean;

export const hasSkillFileOnDisk: SkillFileCheck = (dir) => SKILL_FILE_NAMES.some((n) => existsSync(path.join(dir, n)));

/**
 * The skill folder for `file`, or undefined. `stopAt` bounds the walk (a workspace
 * folder); without it the walk goes to the file system root. Folders Luban never
 * scans (node_modules, .git, …) hold no skills.
 */
export function skillDirFor(file: string, hasSkillFile: SkillFileCheck = hasSkillFileOnDisk, stopAt?: string): string | undefined {
  let dir = path.dirname(path.resolve(file));
  // A file of an evolve run's snapshot belongs to the skill that holds evolve/ (docs/features.md F2).
  const snapshot = EVOLVE_SNAPSHOT_DIR.exec(dir);
  if (snapshot) dir = dir.slice(0, snapshot.index) || dir;
  const stop = stopAt ? path.resolve(stopAt) : undefined;
  if (dir.split(path.sep).some((part) => IGNORED_DIRS.has(part))) return undefined;
  for (;;) {
    if (hasSkillFile(dir)) return dir;
    if (stop && dir === stop) return undefined;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    if (stop && !isInside(parent, stop)) return undefined;
    dir = parent;
  }
}

/** Path of `file` relative to `dir` with `/` separators, or undefined when outside. */
export function relativeInside(dir: string, file: string): string | undefined {
  const rel = path.relative(dir, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

/** Whether `child` is `parent` or inside it (core's isInside, for the editors that import it from here). */
export { isInside };

/**
 * Relative folders (inside a skill) that are skills of their own: their files are
 * published by the nested skill, not by this one.
 */
export function nestedSkillRoots(filePaths: Iterable<string>): string[] {
  const roots: string[] = [];
  for (const p of filePaths) {
    const slash = p.lastIndexOf('/');
    if (slash < 0) continue;
    const base = p.slice(slash + 1);
    if ((SKILL_FILE_NAMES as readonly string[]).includes(base)) roots.push(p.slice(0, slash));
  }
  return roots;
}

export function inNestedSkill(rel: string, roots: string[]): boolean {
  return roots.some((r) => rel.startsWith(r + '/'));
}
