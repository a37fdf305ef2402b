/**
 * `skilltree/l1-no-dependencies` (docs/features.md F5, seed 002 「分类判定」: 只做一件原子操作，无外部
 * Skill 依赖): an L1 skill lists no skill dependencies. One finding per listed dependency;
 * no fix, since whether to drop the dependency or move the skill up to L2 is the author's
 * call.
 */
import type { Rule } from '../../rules/types.ts';
import { skillTreeFacts } from '../../skill/tree/facts.ts';
import { ownLayer, rangeOfDependency } from './shared.ts';

export const rule: Rule = {
  meta: {
    id: 'skilltree/l1-no-dependencies',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'error',
    profiles: ['skilltree'],
    description: { en: 'An L1 (atomic) skill has no skill dependencies.', zh: 'L1（原子）技能不依赖其他技能。' },
    fixable: false,
    messages: {
      dependency: {
        en: 'An L1 skill does one atomic operation with no skill dependencies, but this one depends on `{dependency}`. Drop the dependency, or make the skill an L2 composite (`layer: 2`, an `l2-` name).',
        zh: 'L1 技能只做一件原子操作、不依赖其他技能，而此技能依赖 `{dependency}`。请去掉该依赖，或把技能改为 L2 复合技能（`layer: 2`、`l2-` 名称）。',
      },
    },
  },
  check(ctx) {
    const facts = skillTreeFacts(ctx.doc);
    if (ownLayer(facts) !== 1) return;
    for (const dep of facts.dependencies) {
      ctx.report({ messageId: 'dependency', range: rangeOfDependency(ctx, facts, dep), data: { dependency: dep.name }, facts: { dependency: dep.name } });
    }
  },
};
