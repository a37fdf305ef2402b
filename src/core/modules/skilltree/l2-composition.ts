/**
 * `skilltree/l2-composition` (docs/features.md F5, seed 002 「分类判定」: 组合 2-3 个 L1 解决小任务):
 * an L2 skill combines two or three L1 skills. Fewer is an L1 with a wrapper (or nothing
 * to combine); more is a scenario that wants splitting or an L3. A warning, not an error:
 * the seed's own catalogue composite `l2-digest` combines four.
 *
 * Counted over the distinct dependencies, and only when every one of them is L1 (its own
 * `layer:`, else its name's prefix): a dependency on an L2/L3 or unlayered skill is
 * `skilltree/dependency-layer`'s finding, and fixing it changes the count. No fix: which
 * L1 skills to add or drop is the author's call.
 */
import type { Rule } from '../../rules/types.ts';
import { skillTreeFacts } from '../../skill/tree/facts.ts';
import { dependencyLayer } from '../../skill/tree/workspace.ts';
import { ownLayer, rangeOfDependency, viewOf } from './shared.ts';

const MIN = 2;
const MAX = 3;

export const rule: Rule = {
  meta: {
    id: 'skilltree/l2-composition',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    profiles: ['skilltree'],
    description: { en: 'An L2 (composite) skill combines 2–3 L1 skills.', zh: 'L2（复合）技能组合 2–3 个 L1 技能。' },
    fixable: false,
    messages: {
      tooFew: {
        en: 'An L2 skill combines 2–3 L1 skills to solve a small task, but this one depends on {count}. Add the L1 skills it uses to `dependencies:`, or make it an L1 skill (`layer: 1`, an `l1-` name) if it does one atomic operation.',
        zh: 'L2 技能组合 2–3 个 L1 技能解决一个小任务，而此技能只依赖 {count} 个。请把它用到的 L1 技能加入 `dependencies:`；若它只做一件原子操作，请改为 L1 技能（`layer: 1`、`l1-` 名称）。',
      },
      tooMany: {
        en: 'An L2 skill combines 2–3 L1 skills to solve a small task, but this one depends on {count}; `{dependency}` is the fourth. Split it into smaller L2 skills, or make it an L3 scenario (`layer: 3`, an `l3-` name).',
        zh: 'L2 技能组合 2–3 个 L1 技能解决一个小任务，而此技能依赖 {count} 个，`{dependency}` 是第四个。请拆成更小的 L2 技能，或改为 L3 场景技能（`layer: 3`、`l3-` 名称）。',
      },
    },
  },
  check(ctx) {
    const facts = skillTreeFacts(ctx.doc);
    if (ownLayer(facts) !== 2 || facts.malformedDependencies) return;
    const view = viewOf(ctx);
    const seen = new Set<string>();
    const distinct = facts.dependencies.filter((d) => !seen.has(d.name) && seen.add(d.name));
    if (distinct.some((d) => dependencyLayer(view, d.name) !== 1)) return;
    const count = distinct.length;
    if (count < MIN) {
      ctx.report({ messageId: 'tooFew', range: rangeOfDependency(ctx, facts, distinct[0]), data: { count }, facts: { count } });
    } else if (count > MAX) {
      const fourth = distinct[MAX];
      ctx.report({ messageId: 'tooMany', range: rangeOfDependency(ctx, facts, fourth), data: { count, dependency: fourth.name }, facts: { count } });
    }
  },
};
