/**
 * `skillops/frontmatter-not-mapping`: the frontmatter parses, but to a list or a
 * bare string instead of `key: value` pairs, so no runtime finds a name or a
 * description in it.
 */
import type { Rule } from '../../rules/types.ts';
import { problemsOf } from './shared.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/frontmatter-not-mapping',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'error',
    description: { en: 'The frontmatter is a `key: value` mapping.', zh: 'frontmatter 必须是 `key: value` 映射。' },
    fixable: false,
    messages: {
      notMapping: {
        en: 'The frontmatter of {file} is not a `key: value` mapping, so it has no `name` or `description`. Write one field per line, e.g. `name: my-skill`.',
        zh: '{file} 的 frontmatter 不是 `key: value` 映射，因此没有 `name` 或 `description`。请每行写一个字段，例如 `name: my-skill`。',
      },
    },
  },
  check(ctx) {
    for (const p of problemsOf(ctx.doc, 'frontmatter-not-mapping'))
      ctx.report({ messageId: 'notMapping', data: { file: p.file }, file: p.file, range: p.range });
  },
};
