/**
 * luban-profile.json (seed v3 Phase 3 Epoch Meta-Review): Luban's profile in the
 * luban-workspace. The loop reads `oscillation_guard` before every proposal (a
 * dimension listed for the skill is skipped) and Phase 3 adds to it:
 *
 *   { "oscillation_guard": [
 *       {"dimension": "dim5", "skills": ["skill-a", "skill-b"],
 *        "pattern": "细化→回滚→细化→回滚", "recommendation": "跳过 dim5 优化，先加固 dim3"} ] }
 *
 * Other top-level keys are kept as they are. Reading never throws: invalid JSON or
 * entries that break the schema make the profile `corrupt` (valid entries are still
 * used). Writing is atomic; a corrupt file is copied to
 * `luban-profile.json.bak.YYYYMMDD-HHMM` before it is rebuilt, with a notice.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lazyValidator } from '../base/validator.ts';
import type { LocalisedText } from '../base/l10n/text.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';

export const LUBAN_PROFILE_FILE = 'luban-profile.json';

export interface OscillationGuard {
  dimension: string;
  skills: string[];
  pattern: string;
  recommendation: string;
}

export const oscillationGuardSchema = {
  type: 'object',
  required: ['dimension', 'skills'],
  properties: {
    dimension: { type: 'string', pattern: '^dim(10|[1-9])[ab]?$' },
    skills: { type: 'array', items: { type: 'string', minLength: 1 } },
    pattern: { type: 'string' },
    recommendation: { type: 'string' },
  },
} as const;

const guardSchema = lazyValidator(oscillationGuardSchema);

export interface LubanProfile {
  path: string;
  exists: boolean;
  /** Everything in the file (other keys are preserved on write). */
  data: Record<string, unknown>;
  guards: OscillationGuard[];
  problems: string[];
  corrupt: boolean;
}

export function parseLubanProfile(text: string): Omit<LubanProfile, 'path' | 'exists'> {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (e) {
    return { data: {}, guards: [], problems: [`not valid JSON (${(e as Error).message})`], corrupt: true };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return { data: {}, guards: [], problems: ['the top level is not a JSON object'], corrupt: true };
  const data = json as Record<string, unknown>;
  const problems: string[] = [];
  const guards: OscillationGuard[] = [];
  const raw = data.oscillation_guard;
  if (raw !== undefined && !Array.isArray(raw)) problems.push('oscillation_guard is not an array');
  if (Array.isArray(raw)) {
    raw.forEach((g, i) => {
      if (!guardSchema.check(g)) {
        problems.push(`oscillation_guard[${i}] ${guardSchema.errorsText()}`);
        return;
      }
      const o = g as Partial<OscillationGuard> & { dimension: string; skills: string[] };
      guards.push({ dimension: o.dimension, skills: [...o.skills], pattern: o.pattern ?? '', recommendation: o.recommendation ?? '' });
    });
  }
  return { data, guards, problems, corrupt: problems.length > 0 };
}

export async function readLubanProfile(workspace: string): Promise<LubanProfile> {
  const file = path.join(workspace, LUBAN_PROFILE_FILE);
  let text: string;
  try {
    const bytes = await fs.readFile(file);
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { path: file, exists: false, data: {}, guards: [], problems: [], corrupt: false };
    return { path: file, exists: true, data: {}, guards: [], problems: [`cannot read as UTF-8 text (${(e as Error).message})`], corrupt: true };
  }
  return { path: file, exists: true, ...parseLubanProfile(text) };
}

/** The guard entries that name this skill for this dimension (the loop skips the dimension). */
export function guardsFor(guards: readonly OscillationGuard[], skill: string, dimension: string): OscillationGuard[] {
  return guards.filter((g) => g.dimension === dimension && (g.skills.includes(skill) || g.skills.includes('*')));
}

/** Merge new guards in (same dimension: union of skills, latest pattern/recommendation) and write atomically. */
export async function addOscillationGuards(
  workspace: string,
  add: OscillationGuard[],
  now: Date = new Date(),
): Promise<{ path: string; guards: OscillationGuard[]; backupPath?: string; notice?: LocalisedText }> {
  const cur = await readLubanProfile(workspace);
  let backupPath: string | undefined;
  if (cur.corrupt && cur.exists) backupPath = await copyToBak(cur.path, now);
  const guards = cur.guards.map((g) => ({ ...g, skills: [...g.skills] }));
  for (const g of add) {
    const same = guards.find((x) => x.dimension === g.dimension);
    if (same) {
      for (const s of g.skills) if (!same.skills.includes(s)) same.skills.push(s);
      if (g.pattern) same.pattern = g.pattern;
      if (g.recommendation) same.recommendation = g.recommendation;
    } else guards.push({ ...g, skills: [...g.skills] });
  }
  const data = { ...(cur.corrupt ? {} : cur.data), oscillation_guard: guards };
  await fs.mkdir(workspace, { recursive: true });
  await writeFileAtomic(cur.path, JSON.stringify(data, null, 2) + '\n');
  return {
    path: cur.path,
    guards,
    backupPath,
    notice: backupPath
      ? {
          en: `${LUBAN_PROFILE_FILE} was corrupt (${cur.problems[0]}); backed up to ${path.basename(backupPath)} and rebuilt with ${cur.guards.length} valid guard(s).`,
          zh: `${LUBAN_PROFILE_FILE} 已损坏（${cur.problems[0]}）；已备份为 ${path.basename(backupPath)}，并用 ${cur.guards.length} 条有效记录重建。`,
        }
      : undefined,
  };
}
