/**
 * Where the optimiser's cross-run records live (the seed's "luban-workspace", docs/features.md D6):
 * optimization-registry.tsv, meta_learnings.md, luban-profile.json and the backup archive
 * `luban-backups-archive/`. Never whatever folder happens to be open (issue 33 item 1):
 *
 * 1. the folder the person named (`luban optimize --workspace DIR`, the editor's
 *    `luban.optimize.stateFolder` setting);
 * 2. else the folder that already holds one of these records (the old default was the
 *    current folder; a person's history there is kept and appended to, never lost);
 * 3. else Luban's own state folder: `LUBAN_STATE_DIR`, else `$XDG_STATE_HOME/luban` or
 *    `~/.local/state/luban` (Linux), `~/Library/Application Support/luban` (macOS),
 *    `%LOCALAPPDATA%\luban\State` (Windows) — in the editor, its global storage.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultStateDir } from '../../base/io/state-home.ts';
import { LUBAN_PROFILE_FILE } from '../../formats/luban-profile.ts';
import { META_LEARNINGS_FILE } from '../../formats/meta-learnings.ts';
import { REGISTRY_FILE } from '../../formats/registry.ts';

/** The records that make a folder a luban-workspace. */
export const WORKSPACE_RECORDS = [REGISTRY_FILE, META_LEARNINGS_FILE, LUBAN_PROFILE_FILE] as const;

/** Luban's own state folder for this user (see the file comment; it lives in base beside the skill locks). */
export { defaultStateDir };

/** True when `dir` already holds one of the optimiser's records. */
export function holdsLubanRecords(dir: string): boolean {
  return WORKSPACE_RECORDS.some((f) => existsSync(path.join(dir, f)));
}

export interface WorkspaceChoice {
  /** The absolute folder the run reads and appends the records in. */
  dir: string;
  /** Why this one: named, the old place that already holds records, or Luban's state folder. */
  from: 'named' | 'existing' | 'state';
}

/**
 * The luban-workspace of a run: `named` (resolved against `cwd`) when given, else `legacy`
 * (the old default: the current or the workspace folder) when it already holds records,
 * else `state` (default: defaultStateDir(env)).
 */
export function chooseLubanWorkspace(o: { named?: string; cwd: string; legacy?: string; state?: string; env?: NodeJS.ProcessEnv }): WorkspaceChoice {
  if (o.named) return { dir: path.resolve(o.cwd, o.named), from: 'named' };
  const legacy = path.resolve(o.cwd, o.legacy ?? '.');
  if (holdsLubanRecords(legacy)) return { dir: legacy, from: 'existing' };
  return { dir: path.resolve(o.state ?? defaultStateDir(o.env ?? process.env)), from: 'state' };
}
