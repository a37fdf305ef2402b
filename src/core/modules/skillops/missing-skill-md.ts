/**
 * `skillops/missing-skill-md`: the folder has no SKILL.md (nor the metis
 * `skill.md`). Without it no runtime loads the folder as a skill (docs/features.md A1).
 */
import type { Rule } from '../../rules/types.ts';
import { problemsOf } from './shared.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/missing-skill-md',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'error',
    description: { en: 'The skill folder has a SKILL.md.', zh: '技能目录中必须有 SKILL.md。' },
    fixable: false,
    messages: {
      missing: {
        en: 'No SKILL.md in this folder, so no runtime will load it as a skill. Add a SKILL.md with `name` and `description` frontmatter.',
        zh: '此目录中没有 SKILL.md，任何运行时都不会把它当作技能加载。请添加带 `name` 和 `description` frontmatter 的 SKILL.md。',
      },
    },
  },
  check(ctx) {
    for (const p of problemsOf(ctx.doc, 'missing-skill-md')) ctx.report({ messageId: 'missing', file: p.file, range: p.range });
  },
};
