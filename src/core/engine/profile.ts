/**
 * Which profile applies to a skill (SPEC A3): the config's per-folder map, then a
 * frontmatter opt-in (`layer:` implies skilltree), then where the skill lives
 * (`.claude/skills/` implies claude-code), then the config default, then
 * `agentskills`. The metis and skilltree rule sets arrive later; the seam is here.
 */
import type { LubanConfig } from '../config/schema.ts';
import type { ProfileName } from '../rules/types.ts';
import type { SkillDocument } from '../skill/types.ts';

export function resolveProfile(doc: SkillDocument, config: LubanConfig, relDir?: string, forced?: ProfileName): ProfileName {
  if (forced) return forced;
  if (config.profiles && relDir !== undefined) {
    const norm = relDir.replace(/\\/g, '/');
    const best = Object.keys(config.profiles)
      .filter((prefix) => norm === prefix || norm.startsWith(prefix.replace(/\/$/, '') + '/'))
      .sort((a, b) => b.length - a.length)[0];
    if (best) return config.profiles[best];
  }
  const data = doc.frontmatter?.data;
  if (data && 'layer' in data) return 'skilltree';
  if (doc.skillFileName === 'skill.md' && config.profile === 'metis') return 'metis';
  if (/(^|[\\/])\.claude[\\/]skills([\\/]|$)/.test(doc.dir)) return config.profile === 'agentskills' ? 'agentskills' : 'claude-code';
  return config.profile ?? 'agentskills';
}
