/**
 * `.luban/muse-snapshot.json` in a skill folder (docs/features.md E2, seed v2 §七 Step 1 "修改前快照"):
 * the skill as it was before the next edit — every file's path and sha256, and the text
 * of its text files (up to a size cap) — so MUSE can generate that version's cases and
 * point a rollback at it. `before` is the state at the end of the last run; `lastGood`
 * the state at the end of the last run whose cases all passed (the rollback target).
 * A file that cannot be read is treated as absent (and said so by the caller); the
 * write is atomic.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SkillDocument } from '../skill/types.ts';
import { LUBAN_ARTEFACTS } from '../skill/artefacts.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { ensureLubanDir } from './regress-history.ts';

export const MUSE_SNAPSHOT_FILE = '.luban/muse-snapshot.json';
/** Texts larger than this are kept as a hash only. */
const MAX_TEXT = 512 * 1024;
const MAX_TOTAL = 4 * 1024 * 1024;

export interface SnapshotFile {
  path: string;
  sha256: string;
  /** LF text, when the file is text and small enough. */
  text?: string;
}

export interface SkillSnapshot {
  /** ISO timestamp. */
  taken_at: string;
  /** The commit the skill's repository was at, when it is one. */
  commit?: string;
  files: SnapshotFile[];
}

export interface MuseSnapshots {
  before?: SkillSnapshot;
  lastGood?: SkillSnapshot;
}

const sha = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');

/** The snapshot of a loaded skill (Luban's own artefacts left out: they are not the skill). */
export function snapshotOf(doc: SkillDocument, now: Date, commit?: string): SkillSnapshot {
  let total = 0;
  const files: SnapshotFile[] = [];
  for (const f of doc.files) {
    // Luban's own records (tests.yaml, failures.jsonl, results.tsv, .bak copies, .luban/ …) are not the skill: a
    // failure report written after a run is no change to re-test, and a rollback must never put an old record back.
    if (LUBAN_ARTEFACTS.test(f.path)) continue;
    const text = f.text?.text;
    const keep = text !== undefined && text.length <= MAX_TEXT && total + text.length <= MAX_TOTAL;
    if (keep) total += text.length;
    files.push({ path: f.path, sha256: text !== undefined ? sha(text) : `size:${f.size}`, ...(keep ? { text } : {}) });
  }
  return { taken_at: now.toISOString(), ...(commit ? { commit } : {}), files };
}

function isSnapshot(v: unknown): v is SkillSnapshot {
  const o = v as SkillSnapshot | null;
  return !!o && typeof o.taken_at === 'string' && Array.isArray(o.files) && o.files.every((f) => typeof f?.path === 'string' && typeof f.sha256 === 'string');
}

export async function readMuseSnapshots(skillDir: string): Promise<MuseSnapshots & { unreadable?: string }> {
  let text: string;
  try {
    text = await fs.readFile(path.join(skillDir, MUSE_SNAPSHOT_FILE), 'utf8');
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? {} : { unreadable: (e as Error).message };
  }
  try {
    const v = JSON.parse(text) as MuseSnapshots;
    return { ...(isSnapshot(v.before) ? { before: v.before } : {}), ...(isSnapshot(v.lastGood) ? { lastGood: v.lastGood } : {}) };
  } catch (e) {
    return { unreadable: (e as Error).message };
  }
}

export async function writeMuseSnapshots(skillDir: string, s: MuseSnapshots): Promise<void> {
  await ensureLubanDir(skillDir);
  await writeFileAtomic(path.join(skillDir, MUSE_SNAPSHOT_FILE), JSON.stringify(s) + '\n');
}

/** Files added, changed or deleted between a snapshot and the skill now. */
export function changedSince(snap: SkillSnapshot, now: SkillSnapshot): { added: string[]; changed: string[]; deleted: string[] } {
  const before = new Map(snap.files.map((f) => [f.path, f.sha256]));
  const after = new Map(now.files.map((f) => [f.path, f.sha256]));
  return {
    added: [...after.keys()].filter((p) => !before.has(p)),
    changed: [...after.keys()].filter((p) => before.has(p) && before.get(p) !== after.get(p)),
    deleted: [...before.keys()].filter((p) => !after.has(p)),
  };
}
