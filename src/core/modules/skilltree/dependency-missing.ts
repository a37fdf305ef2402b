/**
 * `skilltree/dependency-missing` (docs/features.md F5): every name under `dependencies:` is a skill of
 * the workspace or of the seed's prebuilt catalogue (10 L1, 2 L2), and `dependencies:` is
 * a list of skill names. A misspelt name gets a suggestion of the nearest skill. When the
 * skill is checked on its own (the editor), only the catalogue is known, so a name outside
 * it is not called missing there; `luban scan` and `luban tree` see the whole workspace.
 */
import { distance } from 'fastest-levenshtein';
import type { ReportDescriptor, Rule } from '../../rules/types.ts';
import { skillTreeFacts } from '../../skill/tree/facts.ts';
import { rangeOfDependency, viewOf } from './shared.ts';

export const rule: Rule = {
  meta: {
    id: 'skilltree/dependency-missing',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'error',
    profiles: ['skilltree'],
    description: { en: 'Every dependency is a skill of the workspace or the prebuilt catalogue.', zh: '每个依赖都是工作区或预建技能库中的技能。' },
    fixable: 'suggestion',
    messages: {
      missing: {
        en: 'No skill named `{dependency}` is in the workspace or the prebuilt catalogue, so this dependency cannot load. Create it, or depend on an existing skill.',
        zh: '工作区和预建技能库中都没有名为 `{dependency}` 的技能，此依赖无法加载。请创建它，或改为依赖已有的技能。',
      },
      didYouMean: {
        en: 'No skill named `{dependency}` is in the workspace or the prebuilt catalogue. Did you mean `{candidate}`?',
        zh: '工作区和预建技能库中都没有名为 `{dependency}` 的技能。是否应为 `{candidate}`？',
      },
      self: { en: 'The skill `{dependency}` lists itself as a dependency.', zh: '技能 `{dependency}` 把自己列为依赖。' },
      malformed: {
        en: '`dependencies:` must be a list of skill names (`- l1-web-fetch`); the index and the other Skill Tree checks cannot read it.',
        zh: '`dependencies:` 必须是技能名称的列表（`- l1-web-fetch`）；索引和其他 Skill Tree 检查无法读取它。',
      },
    },
  },
  check(ctx) {
    const facts = skillTreeFacts(ctx.doc);
    const file = ctx.doc.skillFileName ?? 'SKILL.md';
    if (facts.malformedDependencies) {
      ctx.report({ messageId: 'malformed', range: rangeOfDependency(ctx, facts) });
      return;
    }
    const view = viewOf(ctx);
    for (const dep of facts.dependencies) {
      const range = rangeOfDependency(ctx, facts, dep);
      if (dep.name === facts.name) {
        ctx.report({ messageId: 'self', range, data: { dependency: dep.name } });
        continue;
      }
      if (view.skills.has(dep.name) || !view.complete) continue;
      const candidate = nearest(dep.name, [...view.skills.keys()]);
      if (candidate && dep.range) {
        const fix: NonNullable<ReportDescriptor['fix']> = {
          safe: false,
          title: { en: `Change to ${candidate}`, zh: `改为 ${candidate}` },
          edits: [{ file, range: dep.range, newText: candidate }],
        };
        ctx.report({ messageId: 'didYouMean', range, data: { dependency: dep.name, candidate }, facts: { dependency: dep.name }, suggestions: [fix] });
      } else {
        ctx.report({ messageId: 'missing', range, data: { dependency: dep.name }, facts: { dependency: dep.name } });
      }
    }
  },
};

/** A known name within two edits, or undefined. */
function nearest(name: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = 3;
  for (const n of names) {
    const d = distance(name, n);
    if (d < bestD) {
      bestD = d;
      best = n;
    }
  }
  return best;
}
