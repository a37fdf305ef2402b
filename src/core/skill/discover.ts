/**
 * Skill discovery (docs/features.md A1): any folder holding SKILL.md (or lowercase skill.md).
 * Nested skills (a SKILL.md under another skill's references/) are skills too.
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { IGNORED_DIRS, type DirentCache } from './load.ts';
import { EVOLVE_ARTEFACT_DIR } from './artefacts.ts';
import { SKILL_FILE_NAMES } from './document.ts';

/** Folders walked between two yields to the event loop. */
const YIELD_EVERY = 200;

export class PathNotFoundError extends Error {
  readonly code = 'PATH_NOT_FOUND';
  constructor(readonly target: string) {
    super(`path does not exist: ${target}`);
  }
}

/**
 * Find skill folders under `target`. A folder given directly counts as a skill even
 * without SKILL.md when it has no skills below it either (so "missing SKILL.md" is
 * reported rather than silently ignored). `dirents`, when given, keeps each folder's
 * listing for the loads that follow (one walk per scan, not two).
 */
export async function discoverSkills(target: string, maxDepth = 12, dirents?: DirentCache): Promise<string[]> {
  let st;
  try {
    st = statSync(target);
  } catch {
    throw new PathNotFoundError(target);
  }
  if (st.isFile()) return [path.dirname(target)];
  const found: string[] = [];
  const seen = new Set<string>();
  let visited = 0;
  // Synchronous calls: an awaited fs call per folder cost more waiting than the walk
  // itself (measured on the corpus); the native realpath is one system call, where
  // Node's JavaScript one lstats every component of the path. The walk yields to the event loop now and then so
  // a large workspace does not stall the editor.
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (++visited % YIELD_EVERY === 0) await new Promise((r) => setImmediate(r));
    let real: string;
    let entries;
    try {
      real = realpathSync.native(dir);
      if (seen.has(real)) return;
      seen.add(real);
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    dirents?.set(dir, entries);
    const isSkill = entries.some((e) => (SKILL_FILE_NAMES as readonly string[]).includes(e.name));
    if (isSkill) found.push(dir);
    if (depth >= maxDepth) return;
    const subdirs: string[] = [];
    for (const e of entries) {
      if (IGNORED_DIRS.has(e.name) || (isSkill && e.name === EVOLVE_ARTEFACT_DIR)) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) subdirs.push(p);
      else if (e.isSymbolicLink()) {
        try {
          if (statSync(p).isDirectory()) subdirs.push(p);
        } catch {
          /* broken link: not a skill */
        }
      }
    }
    for (const s of subdirs.sort()) await walk(s, depth + 1);
  };
  await walk(target, 0);
  if (found.length === 0) return [target];
  return found;
}
