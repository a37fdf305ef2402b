/**
 * The per-skill lock as every front end takes it (issue 31 item 7; core/base/io/skill-lock.ts):
 * which skill folders a path names, whether the environment has a state folder to keep locks in,
 * and taking several skills' locks in a fixed order (so two runs never hold one each). The CLI's
 * wrapper (src/cli/skill-lock.ts) and the MCP `fix` tool both use it. No `vscode` import.
 */
import { existsSync, promises as fs, statSync } from 'node:fs';
import path from 'node:path';
import { acquireSkillLock, defaultStateDir, LOCKS_SUBDIR, type LockHolder, type SkillLock } from '../core/api/base.ts';
import { IGNORED_DIRS, SKILL_FILE_NAMES } from '../core/api/skill.ts';

/** Folders never holding a skill a command writes: the loader's (IGNORED_DIRS) and evolve's snapshots. */
const SKIP = new Set([...IGNORED_DIRS, 'evolve']);

function holdsSkill(dir: string): boolean {
  return SKILL_FILE_NAMES.some((f) => existsSync(path.join(dir, f)));
}

/** The skill folders a path names: the skill holding it, else the skills under it (3 levels). */
export async function skillsUnder(p: string): Promise<string[]> {
  let dir = p;
  try {
    if (!statSync(p).isDirectory()) dir = path.dirname(p);
  } catch {
    return [];
  }
  for (let up = dir; ; up = path.dirname(up)) {
    if (holdsSkill(up)) return [up];
    if (path.dirname(up) === up) break;
  }
  const out: string[] = [];
  const walk = async (d: string, depth: number) => {
    if (out.length >= 200) return;
    const entries = await fs.readdir(d, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (!e.isDirectory() || SKIP.has(e.name)) continue;
      const sub = path.join(d, e.name);
      if (holdsSkill(sub)) out.push(sub);
      else if (depth < 3) await walk(sub, depth + 1);
    }
  };
  await walk(dir, 1);
  return out;
}

/**
 * True when the environment names a per-user place for Luban's state (LUBAN_STATE_DIR, XDG_STATE_HOME,
 * HOME, USERPROFILE or LOCALAPPDATA) — always so for a person's shell; an environment naming none
 * (an embedding that passes its own bare env) has no shared state folder and runs unlocked.
 */
export function stateFolderNamed(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.LUBAN_STATE_DIR || env.XDG_STATE_HOME || env.HOME || env.USERPROFILE || env.LOCALAPPDATA);
}

/** Lock-file errors that mean "this state folder cannot be written": the run goes on unlocked. */
export const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

export interface LockSkillsOptions {
  env: NodeJS.ProcessEnv;
  /** Who holds the locks, as a second run sees it (`luban fix`, `luban mcp fix`). */
  command: string;
  /** How long to wait for a busy skill (undefined: until released; 0: not at all — SkillBusyError). */
  waitMs?: number;
  /** Called when a skill is busy and the wait begins. */
  onBusy?: (skill: string, holder: LockHolder) => void;
  /** Called after a wait, when the skill's lock is taken. */
  onResumed?: (skill: string) => void;
}

/**
 * Take the locks of `skills` (sorted, each once), or none where the environment names no state
 * folder or the folder cannot be written. Throws SkillBusyError (the locks taken so far released)
 * when a skill stays busy past `waitMs`. `held` receives each lock as it is taken.
 */
export async function lockSkills(skills: readonly string[], o: LockSkillsOptions, held: SkillLock[] = []): Promise<SkillLock[]> {
  const sorted = [...new Set(skills)].sort();
  if (!sorted.length || !stateFolderNamed(o.env)) return held;
  const dir = path.join(defaultStateDir(o.env), LOCKS_SUBDIR);
  const mine: SkillLock[] = [];
  for (const skill of sorted) {
    let waited = false;
    try {
      const lock = await acquireSkillLock(dir, skill, o.command, {
        waitMs: o.waitMs,
        onBusy: (h) => {
          if (o.waitMs === 0) return;
          waited = true;
          o.onBusy?.(skill, h);
        },
      });
      mine.push(lock);
      held.push(lock);
    } catch (e) {
      if (UNWRITABLE.has((e as NodeJS.ErrnoException).code ?? '')) continue;
      for (const l of mine) {
        held.splice(held.indexOf(l), 1);
        await l.release();
      }
      throw e;
    }
    if (waited) o.onResumed?.(skill);
  }
  return held;
}
