/**
 * Which skill file a new skill gets (issue 33 item 8): every runtime loads an uppercase
 * `SKILL.md`; a lowercase `skill.md` is the MetisAI form and is dropped elsewhere, so it is
 * written only when the metis profile is on for the folder the skill goes into — the
 * config's default `profile: "metis"` or its per-folder `profiles` map (the same first
 * matches as the scan's profile resolution, docs/features.md A3).
 */
import path from 'node:path';
import { loadConfig } from '../../base/config/load.ts';
import { relativeToConfig } from '../../base/config/scope.ts';
import type { LubanConfig } from '../../base/config/schema.ts';
import { folderProfile } from '../../engine/profile.ts';

export type NewSkillFile = 'SKILL.md' | 'skill.md';

/** True when the config turns the metis profile on for `dir` (a per-folder entry wins over the default). */
function metisProfileOn(config: LubanConfig, relDir?: string): boolean {
  return (folderProfile(config, relDir) ?? config.profile) === 'metis';
}

/** The skill file for a new skill at `target`: `skill.md` under the metis profile, `SKILL.md` otherwise. */
export async function newSkillFile(target: string): Promise<NewSkillFile> {
  try {
    const loaded = await loadConfig(path.dirname(target));
    const relDir = loaded.file ? relativeToConfig(target, loaded.file) : undefined;
    return metisProfileOn(loaded.config, relDir) ? 'skill.md' : 'SKILL.md';
  } catch {
    // An unreadable config: the form every runtime loads.
    return 'SKILL.md';
  }
}
