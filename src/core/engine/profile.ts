/**
 * Which profile applies to a skill (docs/features.md A3), first match wins:
 * 1. the `--profile` flag (or the caller's forced profile);
 * 2. the config's per-folder map (`profiles`, the longest matching prefix);
 * 3. a frontmatter opt-in: `layer:` or an `l1-`/`l2-`/`l3-` name implies skilltree; a lowercase `skill.md` (the
 *    MetisAI form) with a metis field (`lazy_load`, `think_type`, `upgrade`) implies metis;
 * 4. the config default (`profile`), when it names one;
 * 5. where the skill lives: under `.claude/skills/` → claude-code;
 * 6. `agentskills`.
 * An uppercase SKILL.md with `lazy_load:` is not enough on its own (a portable skill may
 * carry a stray key): the config opts such a skill in.
 */
import type { LubanConfig } from '../base/config/schema.ts';
import { METIS_MARKER_KEYS } from '../modules/profile/keys.ts';
import type { ProfileName } from '../rules/types.ts';
import type { SkillDocument } from '../skill/types.ts';
import { isSkillTreeData } from '../skill/tree/facts.ts';

export function resolveProfile(doc: SkillDocument, config: LubanConfig, relDir?: string, forced?: ProfileName): ProfileName {
  if (forced) return forced;
  const byFolder = folderProfile(config, relDir);
  if (byFolder) return byFolder;
  const data = doc.frontmatter?.data;
  if (isSkillTreeData(data)) return 'skilltree';
  if (isMetisSkill(doc)) return 'metis';
  if (config.profile) return config.profile;
  if (/(^|[\\/])\.claude[\\/]skills([\\/]|$)/.test(doc.dir)) return 'claude-code';
  return 'agentskills';
}

/** The config's per-folder profile for a skill folder (relative to the config file): the longest matching prefix of `profiles`. */
export function folderProfile(config: LubanConfig, relDir?: string): ProfileName | undefined {
  if (!config.profiles || relDir === undefined) return undefined;
  const norm = relDir.replace(/\\/g, '/');
  const best = Object.keys(config.profiles)
    .filter((prefix) => norm === prefix || norm.startsWith(prefix.replace(/\/$/, '') + '/'))
    .sort((a, b) => b.length - a.length)[0];
  return best ? config.profiles[best] : undefined;
}

/** A MetisAI skill by its own marks: a lowercase `skill.md` whose frontmatter has a metis field. */
export function isMetisSkill(doc: SkillDocument): boolean {
  const data = doc.frontmatter?.data;
  return doc.skillFileName === 'skill.md' && data !== undefined && METIS_MARKER_KEYS.some((k) => k in data);
}
