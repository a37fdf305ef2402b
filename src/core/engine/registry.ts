/**
 * Every rule, in the seed's Phase 0.3 module order:
 * SkillOps → EvoSkill → HASP → CASCADE → Distill → Sentinel, then the runtime gate
 * and profile rules, the metis profile's iron rules and the Skill Tree's.
 */
import type { Rule } from '../rules/types.ts';
import { rules as skillops } from '../modules/skillops/index.ts';
import { rules as evoskill } from '../modules/evoskill/index.ts';
import { rules as hasp } from '../modules/hasp/index.ts';
import { rules as cascade } from '../modules/cascade/index.ts';
import { rules as distill, readabilityRules as distillReadability } from '../modules/distill/index.ts';
import { rules as sentinel, seedRules as sentinelSeed } from '../modules/sentinel/index.ts';
import { rules as runtimeGate } from '../modules/runtime-gate/index.ts';
import { rules as profile } from '../modules/profile/index.ts';
import { rules as metis } from '../modules/metis/index.ts';
import { rules as compat } from '../modules/compat/rules/index.ts';
import { rules as skilltree } from '../modules/skilltree/index.ts';

export const allRules: Rule[] = [
  ...skillops,
  ...evoskill,
  ...hasp,
  ...cascade,
  ...distill,
  ...distillReadability,
  ...sentinel,
  ...sentinelSeed,
  ...runtimeGate,
  ...profile,
  ...metis,
  ...skilltree,
  ...compat,
];

export function ruleById(id: string): Rule | undefined {
  return allRules.find((r) => r.meta.id === id);
}
