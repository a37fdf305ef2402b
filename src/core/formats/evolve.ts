/**
 * The evolving loop's artefacts in a skill folder (seed 002 evolve 目录产物, docs/features.md F2):
 *
 *   evolve/evolve_log.md
 *   evolve/v{N}/skill.md      the version executed in iteration N
 *   evolve/v{N}/result.md     its task output
 *   evolve/v{N}/score.json    the judge's scores (schema below)
 *   evolve/v{N}/analysis.md   the weak-dimension analysis and the rewrite it led to
 *
 * Every file is written atomically, one after the other, as soon as it is known, so a
 * run killed at any moment leaves complete files of every step it finished. A new run
 * moves the previous run's files to `evolve/archive/YYYYMMDD-HHMM/` (moved, never
 * deleted). The reader survives damage: a score.json that does not parse or fit the
 * schema is copied to `score.json.bak.…`, reported, and its version listed without a score.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { validateWith } from '../models/json-reply.ts';
import { backupStamp, writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';

export const EVOLVE_DIR = 'evolve';
export const EVOLVE_LOG = 'evolve_log.md';
export const ARCHIVE = 'archive';

export interface ScoreJson {
  iteration: number;
  version: string;
  score: number;
  threshold: number;
  passed: boolean;
  dimensions: Array<{ name: string; weight: number; score: number; evidence: string; reason: string }>;
  summary: string;
  judge: { model: string; context: 'independent' };
}

export const SCORE_JSON_SCHEMA = {
  type: 'object',
  required: ['iteration', 'version', 'score', 'threshold', 'passed', 'dimensions'],
  properties: {
    iteration: { type: 'integer', minimum: 1 },
    version: { type: 'string' },
    score: { type: 'number' },
    threshold: { type: 'number' },
    passed: { type: 'boolean' },
    dimensions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'weight', 'score'],
        properties: { name: { type: 'string' }, weight: { type: 'number' }, score: { type: 'number' } },
      },
    },
  },
} as const;

export interface VersionFiles {
  skill: string;
  result: string;
  score: ScoreJson;
  analysis: string;
}

export function evolveDir(skillDir: string): string {
  return path.join(skillDir, EVOLVE_DIR);
}

export function versionDir(skillDir: string, n: number): string {
  return path.join(evolveDir(skillDir), `v${n}`);
}

/** Move a previous run's files aside; returns the archive folder (relative to the skill) when there was one. */
export async function archivePreviousRun(skillDir: string, now: Date): Promise<string | undefined> {
  const dir = evolveDir(skillDir);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return undefined;
  }
  const old = names.filter((n) => n === EVOLVE_LOG || /^v\d+$/.test(n));
  if (!old.length) return undefined;
  let target = path.join(dir, ARCHIVE, backupStamp(now));
  for (
    let i = 2;
    await fs.stat(target).then(
      () => true,
      () => false,
    );
    i++
  )
    target = path.join(dir, ARCHIVE, `${backupStamp(now)}-${i}`);
  await fs.mkdir(target, { recursive: true });
  for (const n of old) await fs.rename(path.join(dir, n), path.join(target, n));
  return path.relative(skillDir, target).split(path.sep).join('/');
}

/** Write one artefact of version N (atomically). */
export async function writeVersionFile(
  skillDir: string,
  n: number,
  name: 'skill.md' | 'result.md' | 'score.json' | 'analysis.md',
  content: string | ScoreJson,
): Promise<void> {
  const dir = versionDir(skillDir, n);
  await fs.mkdir(dir, { recursive: true });
  const text = typeof content === 'string' ? content : JSON.stringify(content, null, 2) + '\n';
  await writeFileAtomic(path.join(dir, name), text);
}

export async function writeEvolveLog(skillDir: string, text: string): Promise<void> {
  await fs.mkdir(evolveDir(skillDir), { recursive: true });
  await writeFileAtomic(path.join(evolveDir(skillDir), EVOLVE_LOG), text);
}

export interface StoredVersion {
  n: number;
  skill?: string;
  result?: string;
  score?: ScoreJson;
  analysis?: string;
}

export interface StoredRun {
  log?: string;
  versions: StoredVersion[];
  /** Files that were damaged: backed up and told, never thrown. */
  problems: Array<{ file: string; detail: string; backup?: string }>;
}

async function readOpt(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Read the current run's artefacts (what a crashed run left is readable too). */
export async function readEvolveRun(skillDir: string, now: () => Date = () => new Date()): Promise<StoredRun> {
  const dir = evolveDir(skillDir);
  const run: StoredRun = { log: await readOpt(path.join(dir, EVOLVE_LOG)), versions: [], problems: [] };
  let names: string[] = [];
  try {
    names = await fs.readdir(dir);
  } catch {
    return run;
  }
  const ns = names
    .map((n) => /^v(\d+)$/.exec(n))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
  for (const n of ns) {
    const vd = versionDir(skillDir, n);
    const v: StoredVersion = {
      n,
      skill: await readOpt(path.join(vd, 'skill.md')),
      result: await readOpt(path.join(vd, 'result.md')),
      analysis: await readOpt(path.join(vd, 'analysis.md')),
    };
    const scoreFile = path.join(vd, 'score.json');
    const raw = await readOpt(scoreFile);
    if (raw !== undefined) {
      let detail: string | undefined;
      try {
        const parsed = validateWith<ScoreJson>(SCORE_JSON_SCHEMA, JSON.parse(raw));
        if (parsed.ok) v.score = parsed.value;
        else detail = parsed.error;
      } catch (e) {
        detail = (e as Error).message;
      }
      if (detail !== undefined) {
        const backup = await copyToBak(scoreFile, now()).catch(() => undefined);
        run.problems.push({ file: path.relative(skillDir, scoreFile).split(path.sep).join('/'), detail, backup: backup && path.basename(backup) });
      }
    }
    run.versions.push(v);
  }
  return run;
}
