/**
 * `.luban/skills.sqlite` in the workspace (docs/features.md F5, seed 002 「依赖声明规则」 5: 系统自动将
 * layer 和 dependencies 信息注册到 SQLite 数据库): the Skill Tree index, rebuilt from the
 * skills' frontmatter on every scan of a workspace that has layered skills and by `luban
 * tree`. A real SQLite 3 file (the `sqlite3` command opens it), written through sql.js.
 *
 *   schema_version(version)                       -- 1
 *   skills(path PRIMARY KEY, name, layer, in_tree, version, score, description, file, updated_at)
 *   dependencies(skill_path, position, dependency, status)   -- status: ok | missing | illegal
 *
 * `path` is the skill folder relative to the workspace, `/` separators ("." for the
 * workspace itself). Reading never throws and never changes the file: a file that is not
 * SQLite, or not this schema, is `corrupt` with the reason. Writing builds the whole
 * database in memory and replaces the file atomically (temp file + rename); a corrupt file
 * is first copied to `skills.sqlite.bak.YYYYMMDD-HHMM`, and the notice says it was rebuilt
 * from the frontmatter. `.luban/` gets a `.gitignore` of `*`.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LocalisedText } from '../base/l10n/text.ts';
import { layerOf } from '../skill/tree/facts.ts';
import { edgeStatus, workspaceView, type TreeSkill } from '../skill/tree/workspace.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';
import { LUBAN_STATE_DIR } from './schedule.ts';
import { openDatabase, sqlite, type Database } from './sqlite.ts';

export const SKILL_INDEX_FILE = 'skills.sqlite';
export const SKILL_INDEX_VERSION = 1;

const SCHEMA = `
CREATE TABLE schema_version (version INTEGER NOT NULL);
CREATE TABLE skills (
  path TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  layer INTEGER CHECK (layer IN (1, 2, 3)),
  in_tree INTEGER NOT NULL,
  version TEXT,
  score REAL,
  description TEXT NOT NULL DEFAULT '',
  file TEXT NOT NULL DEFAULT 'SKILL.md',
  updated_at TEXT NOT NULL
);
CREATE TABLE dependencies (
  skill_path TEXT NOT NULL REFERENCES skills(path),
  position INTEGER NOT NULL,
  dependency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ok', 'missing', 'illegal')),
  PRIMARY KEY (skill_path, position)
);
CREATE INDEX skills_name ON skills(name);
`;

export interface SkillIndexFile {
  path: string;
  exists: boolean;
  /** The workspace skills it holds (absolute `dir`s), empty when missing or corrupt. */
  skills: TreeSkill[];
  /** Why the file could not be read as the index. */
  corrupt?: string;
}

export function skillIndexPath(workspace: string): string {
  return path.join(workspace, LUBAN_STATE_DIR, SKILL_INDEX_FILE);
}

export async function readSkillIndex(workspace: string): Promise<SkillIndexFile> {
  const file = skillIndexPath(workspace);
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { path: file, exists: false, skills: [] };
    return { path: file, exists: true, skills: [], corrupt: `cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` };
  }
  // The engine failing to load is not the file's fault: that throws, and nothing is backed up.
  await sqlite();
  let db: Database | undefined;
  try {
    db = await openDatabase(bytes);
    const version = db.exec('SELECT version FROM schema_version')[0]?.values[0]?.[0];
    if (version !== SKILL_INDEX_VERSION)
      return { path: file, exists: true, skills: [], corrupt: `schema version ${String(version ?? 'missing')}, expected ${SKILL_INDEX_VERSION}` };
    return { path: file, exists: true, skills: skillsOf(db, workspace) };
  } catch (e) {
    return { path: file, exists: true, skills: [], corrupt: `not a Luban skill index (${(e as Error).message})` };
  } finally {
    db?.close();
  }
}

function skillsOf(db: Database, workspace: string): TreeSkill[] {
  const deps = new Map<string, string[]>();
  const d = db.prepare('SELECT skill_path, dependency FROM dependencies ORDER BY skill_path, position');
  while (d.step()) {
    const [p, dep] = d.get() as [string, string];
    deps.set(p, [...(deps.get(p) ?? []), dep]);
  }
  d.free();
  const out: TreeSkill[] = [];
  const s = db.prepare('SELECT path, name, layer, in_tree, version, score, description, file FROM skills ORDER BY path');
  while (s.step()) {
    const [rel, name, layer, inTree, version, score, description, file] = s.get() as [
      string,
      string,
      number | null,
      number,
      string | null,
      number | null,
      string,
      string,
    ];
    out.push({
      name,
      layer: layerOf(layer),
      dependencies: deps.get(rel) ?? [],
      description,
      dir: rel === '.' ? path.resolve(workspace) : path.resolve(workspace, ...rel.split('/')),
      file,
      version: version ?? undefined,
      score: score ?? undefined,
      source: 'workspace',
      inTree: inTree === 1,
    });
  }
  s.free();
  return out;
}

/** The key of a skill folder in the index. */
export function indexKey(workspace: string, dir: string): string {
  const rel = path.relative(workspace, dir).split(path.sep).join('/');
  return rel === '' ? '.' : rel;
}

/** The database file's bytes for these skills (edges' status computed over them and the catalogue). */
export async function buildSkillIndex(workspace: string, skills: readonly TreeSkill[], now: Date): Promise<Uint8Array> {
  const db = await openDatabase();
  try {
    db.run(SCHEMA);
    db.run('INSERT INTO schema_version (version) VALUES (?)', [SKILL_INDEX_VERSION]);
    const view = workspaceView(skills);
    const at = now.toISOString();
    const insertSkill = db.prepare(
      'INSERT OR REPLACE INTO skills (path, name, layer, in_tree, version, score, description, file, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insertDep = db.prepare('INSERT OR REPLACE INTO dependencies (skill_path, position, dependency, status) VALUES (?, ?, ?, ?)');
    db.run('BEGIN');
    for (const s of skills) {
      if (!s.dir) continue;
      const key = indexKey(workspace, s.dir);
      insertSkill.run([key, s.name, s.layer ?? null, s.inTree ? 1 : 0, s.version ?? null, s.score ?? null, s.description, s.file ?? 'SKILL.md', at]);
      s.dependencies.forEach((dep, i) => insertDep.run([key, i + 1, dep, edgeStatus(view, s, dep)]));
    }
    db.run('COMMIT');
    insertSkill.free();
    insertDep.free();
    return db.export();
  } finally {
    db.close();
  }
}

/**
 * Replace the index with these skills. A corrupt file is backed up first and the notice
 * says so; the index is rebuilt from the frontmatter either way.
 */
export async function writeSkillIndex(
  workspace: string,
  skills: readonly TreeSkill[],
  now: Date,
  current?: SkillIndexFile,
): Promise<{ path: string; notice?: LocalisedText }> {
  const existing = current ?? (await readSkillIndex(workspace));
  await ensureStateDir(workspace);
  let notice: LocalisedText | undefined;
  if (existing.corrupt && existing.exists) {
    let bak = '-';
    try {
      bak = path.basename(await copyToBak(existing.path, now));
    } catch {
      /* nothing readable to copy */
    }
    notice = {
      en: `${LUBAN_STATE_DIR}/${SKILL_INDEX_FILE}: ${existing.corrupt}; backed up to ${bak} and rebuilt from the skills' frontmatter.`,
      zh: `${LUBAN_STATE_DIR}/${SKILL_INDEX_FILE}：${existing.corrupt}；已备份为 ${bak}，并根据技能的 frontmatter 重建。`,
    };
  }
  await writeFileAtomic(existing.path, await buildSkillIndex(workspace, skills, now));
  return { path: existing.path, notice };
}

async function ensureStateDir(workspace: string): Promise<void> {
  const dir = path.join(workspace, LUBAN_STATE_DIR);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, '.gitignore'), '*\n', { flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'EEXIST') throw e;
  });
}

/** The dependency edges as the index recorded them, in the skills' order. */
export async function readIndexEdges(workspace: string): Promise<Array<{ from: string; to: string; status: 'ok' | 'missing' | 'illegal' }>> {
  const bytes = await fs.readFile(skillIndexPath(workspace));
  const db = await openDatabase(bytes);
  try {
    const out: Array<{ from: string; to: string; status: 'ok' | 'missing' | 'illegal' }> = [];
    const q = db.prepare(
      'SELECT s.name, d.dependency, d.status FROM dependencies d JOIN skills s ON s.path = d.skill_path WHERE s.in_tree = 1 ORDER BY s.path, d.position',
    );
    while (q.step()) {
      const [from, to, status] = q.get() as [string, string, 'ok' | 'missing' | 'illegal'];
      out.push({ from, to, status });
    }
    q.free();
    return out;
  } finally {
    db.close();
  }
}
