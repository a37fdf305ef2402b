/**
 * Frontmatter fields each profile knows (docs/features.md A3). A seam: a map keyed by profile,
 * so metis and skilltree rule sets can grow here without touching the rule.
 *
 * - agentskills: the open Agent Skills spec (agentskills.io specification; the
 *   fields `skills-ref validate` and skill-creator's quick_validate.py accept).
 * - claude-code: the spec plus Claude Code's documented skill fields (code.claude.com
 *   "Extend Claude with skills", frontmatter reference): when_to_use, argument-hint,
 *   arguments, disable-model-invocation, user-invocable, model, effort, context,
 *   agent, hooks, paths, shell.
 * - metis: the fields of a MetisAI skill.md (seed 003: lazy_load, think_type,
 *   upgrade, version).
 * - skilltree: the evolving seed's Skill Tree (layer, dependencies, version).
 *
 * `hard_rules` is written by Luban's own HASP hardening (docs/features.md B2, level 2), so it is
 * accepted in every profile rather than flagged after Luban adds it.
 */
import type { ProfileName } from '../../rules/types.ts';

export const AGENT_SKILLS_KEYS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'] as const;

export const CLAUDE_CODE_KEYS = [
  'when_to_use',
  'argument-hint',
  'arguments',
  'disable-model-invocation',
  'user-invocable',
  'model',
  'effort',
  'context',
  'agent',
  'hooks',
  'paths',
  'shell',
] as const;

/** Keys Luban itself writes (HASP level-2 hardening). */
export const LUBAN_KEYS = ['hard_rules'] as const;

/** Fields only a MetisAI skill.md has: a lowercase `skill.md` with one of them opts into the metis profile. */
export const METIS_MARKER_KEYS = ['lazy_load', 'think_type', 'upgrade'] as const;

export const PROFILE_KEYS: Record<ProfileName, ReadonlySet<string>> = {
  agentskills: new Set([...AGENT_SKILLS_KEYS, ...LUBAN_KEYS]),
  'claude-code': new Set([...AGENT_SKILLS_KEYS, ...CLAUDE_CODE_KEYS, ...LUBAN_KEYS]),
  metis: new Set([...AGENT_SKILLS_KEYS, ...METIS_MARKER_KEYS, 'version', ...LUBAN_KEYS]),
  skilltree: new Set([...AGENT_SKILLS_KEYS, 'layer', 'dependencies', 'version', ...LUBAN_KEYS]),
};

export function allowedKeys(profile: ProfileName): ReadonlySet<string> {
  return PROFILE_KEYS[profile] ?? PROFILE_KEYS.agentskills;
}

/** The profiles that would accept a key (for "this is a claude-code field" hints). */
export function profilesAccepting(key: string): ProfileName[] {
  return (Object.keys(PROFILE_KEYS) as ProfileName[]).filter((p) => PROFILE_KEYS[p].has(key));
}
