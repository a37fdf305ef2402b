/**
 * `.luban/schedule.json` in the workspace (docs/features.md E3): when each periodic module last ran
 * for each skill, so due reminders (weekly SkillOps, monthly Distill, quarterly CASCADE)
 * can be computed. Skills are keyed by their folder relative to the workspace, `/`
 * separators ("." for a workspace that is itself the skill).
 *
 *   { "version": 1,
 *     "skills": { "skills/report-writer": { "lastRun": { "SkillOps": "2026-11-20T10:00:00.000Z", "CASCADE": "…" } } } }
 *
 * Reading never throws and never changes the file: unreadable JSON or a wrong shape is
 * `corrupt` with the reason. The next write copies a corrupt file to
 * `schedule.json.bak.YYYYMMDD-HHMM` first, rebuilds it from what was still readable, and
 * says so. Writes are atomic (temp file + rename). `.luban/` gets a `.gitignore` of `*`:
 * this is the person's local state.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LocalisedText } from '../base/l10n/text.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';

export const LUBAN_STATE_DIR = '.luban';
export const SCHEDULE_FILE = 'schedule.json';

/** Modules whose runs the scheduler remembers (the periodic ones, plus HASP for the record). */
export const SCHEDULED_MODULES = ['SkillOps', 'Distill', 'CASCADE', 'HASP'] as const;
export type ScheduledModule = (typeof SCHEDULED_MODULES)[number];

export interface SkillSchedule {
  lastRun: Partial<Record<ScheduledModule, string>>;
}

export interface ScheduleState {
  version: 1;
  skills: Record<string, SkillSchedule>;
}

export interface ScheduleFile {
  path: string;
  exists: boolean;
  state: ScheduleState;
  /** Set when the file could not be read as a schedule (the reason, for the notice). */
  corrupt?: string;
}

export function schedulePath(workspace: string): string {
  return path.join(workspace, LUBAN_STATE_DIR, SCHEDULE_FILE);
}

const empty = (): ScheduleState => ({ version: 1, skills: {} });
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));

/** Parse the file's text: what can be read, and why the rest could not. */
export function parseSchedule(text: string): { state: ScheduleState; corrupt?: string } {
  let v: unknown;
  try {
    v = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (e) {
    return { state: empty(), corrupt: `not valid JSON (${(e as Error).message})` };
  }
  if (!isObj(v) || !isObj(v.skills)) return { state: empty(), corrupt: 'expected an object with "skills"' };
  const state = empty();
  let dropped = 0;
  for (const [skill, s] of Object.entries(v.skills)) {
    if (!isObj(s) || !isObj(s.lastRun)) {
      dropped++;
      continue;
    }
    const lastRun: SkillSchedule['lastRun'] = {};
    for (const m of SCHEDULED_MODULES) {
      const at = s.lastRun[m];
      if (at === undefined) continue;
      if (isDate(at)) lastRun[m] = at;
      else dropped++;
    }
    state.skills[skill] = { lastRun };
  }
  return dropped ? { state, corrupt: `${dropped} entr${dropped === 1 ? 'y is' : 'ies are'} not a skill with ISO dates` } : { state };
}

export async function readSchedule(workspace: string): Promise<ScheduleFile> {
  const file = schedulePath(workspace);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { path: file, exists: false, state: empty() };
    return { path: file, exists: true, state: empty(), corrupt: `cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` };
  }
  return { path: file, exists: true, ...parseSchedule(text) };
}

async function ensureStateDir(workspace: string): Promise<void> {
  const dir = path.join(workspace, LUBAN_STATE_DIR);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, '.gitignore'), '*\n', { flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'EEXIST') throw e;
  });
}

/** The key of a skill folder in the schedule. */
export function skillKey(workspace: string, skillDir: string): string {
  const rel = path.relative(workspace, skillDir).split(path.sep).join('/');
  return rel === '' ? '.' : rel;
}

/** Record that `module` ran for the skill at `at`; returns a notice when a corrupt file was backed up and rebuilt. */
export async function recordRun(workspace: string, skillDir: string, module: ScheduledModule, at: Date): Promise<{ path: string; notice?: LocalisedText }> {
  const current = await readSchedule(workspace);
  await ensureStateDir(workspace);
  let notice: LocalisedText | undefined;
  if (current.corrupt && current.exists) {
    let bak = '-';
    try {
      bak = path.basename(await copyToBak(current.path, at));
    } catch {
      /* nothing readable to copy */
    }
    notice = {
      en: `${LUBAN_STATE_DIR}/${SCHEDULE_FILE}: ${current.corrupt}; backed up to ${bak} and rebuilt from what was readable.`,
      zh: `${LUBAN_STATE_DIR}/${SCHEDULE_FILE}：${current.corrupt}；已备份为 ${bak}，并用仍可读取的内容重建。`,
    };
  }
  const key = skillKey(workspace, skillDir);
  const state = current.state;
  const s = (state.skills[key] ??= { lastRun: {} });
  s.lastRun[module] = at.toISOString();
  await writeFileAtomic(current.path, JSON.stringify(state, null, 2) + '\n');
  return { path: current.path, notice };
}

/** The last runs of one skill (empty when never recorded). */
export function lastRunsOf(state: ScheduleState, workspace: string, skillDir: string): SkillSchedule['lastRun'] {
  return state.skills[skillKey(workspace, skillDir)]?.lastRun ?? {};
}

const MARKERS = ['.git', '.luban.json', 'luban.config.json'];

/**
 * The workspace of a path: the nearest folder at or above it holding `.git` or a Luban
 * config file; else the path itself (a folder) or its parent (a file).
 */
export async function findWorkspaceRoot(start: string): Promise<string> {
  let dir = path.resolve(start);
  try {
    if (!(await fs.stat(dir)).isDirectory()) dir = path.dirname(dir);
  } catch {
    dir = path.dirname(dir);
  }
  const first = dir;
  for (;;) {
    for (const m of MARKERS) {
      try {
        await fs.access(path.join(dir, m));
        return dir;
      } catch {
        /* keep looking */
      }
    }
    const up = path.dirname(dir);
    if (up === dir) return first;
    dir = up;
  }
}
