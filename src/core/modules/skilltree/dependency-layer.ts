/**
 * `skilltree/dependency-layer` (docs/features.md F5, seed 002 「依赖声明规则」 1–2): an L2 skill depends
 * only on L1 skills; an L3 skill on L2 and L1 skills. The dependency's layer is the one
 * its own SKILL.md declares (workspace or catalogue), else its name's prefix; a
 * dependency on a workspace skill outside the tree (no layer at all) is reported too.
 * A dependency nobody has is `skilltree/dependency-missing`'s, not this rule's.
 */
import type { Rule } from '../../rules/types.ts';
import { skillTreeFacts } from '../../skill/tree/facts.ts';
import { dependencyLayer, layerAllows } from '../../skill/tree/workspace.ts';
import { ownLayer, rangeOfDependency, viewOf } from './shared.ts';

export const rule: Rule = {
  meta: {
    id: 'skilltree/dependency-layer',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'error',
    profiles: ['skilltree'],
    description: { en: 'L2 skills depend only on L1; L3 skills on L2 and L1.', zh: 'L2 只依赖 L1；L3 依赖 L2 和 L1。' },
    fixable: false,
    messages: {
      l2: {
        en: 'An L2 skill combines L1 skills only, but `{dependency}` is L{target}. Depend on the L1 skills it uses instead, or make this skill an L3 scenario.',
        zh: 'L2 技能只能组合 L1 技能，而 `{dependency}` 是 L{target}。请改为依赖它所用的 L1 技能，或把本技能改为 L3 场景技能。',
      },
      l3: {
        en: 'An L3 skill depends on L2 and L1 skills, but `{dependency}` is L3: scenarios do not call scenarios. Depend on the L2/L1 skills it uses, or merge the two scenarios.',
        zh: 'L3 技能依赖 L2 和 L1 技能，而 `{dependency}` 也是 L3：场景不调用场景。请改为依赖它所用的 L2/L1 技能，或合并两个场景。',
      },
      unlayered: {
        en: '`{dependency}` is a skill of the workspace outside the Skill Tree (no `layer:` and no l1-/l2-/l3- name); an L{layer} skill depends only on layered skills. Give it a layer, or depend on a layered skill.',
        zh: '`{dependency}` 是工作区中不属于 Skill Tree 的技能（没有 `layer:`，也没有 l1-/l2-/l3- 名称）；L{layer} 技能只能依赖已分层的技能。请给它分配层级，或改为依赖已分层的技能。',
      },
    },
  },
  check(ctx) {
    const facts = skillTreeFacts(ctx.doc);
    const layer = ownLayer(facts);
    if (layer !== 2 && layer !== 3) return;
    const view = viewOf(ctx);
    for (const dep of facts.dependencies) {
      const target = dependencyLayer(view, dep.name);
      const range = rangeOfDependency(ctx, facts, dep);
      if (target === undefined) {
        if (view.skills.has(dep.name)) ctx.report({ messageId: 'unlayered', range, data: { dependency: dep.name, layer }, facts: { dependency: dep.name } });
        continue;
      }
      if (layerAllows(layer, target)) continue;
      ctx.report({ messageId: layer === 2 ? 'l2' : 'l3', range, data: { dependency: dep.name, target }, facts: { dependency: dep.name, target } });
    }
  },
};
