/**
 * `skillops/description-missing`: no `description`, or an empty / non-string one.
 * The description is the only text a runtime reads to decide whether to load the
 * skill, so without it the skill never triggers (corpus: larksuite bad-skill).
 */
import type { Rule } from '../../rules/types.ts';
import { frontmatterStart, keyRange, skillMdName } from './shared.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/description-missing',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'error',
    description: { en: 'The frontmatter has a non-empty string `description`.', zh: 'frontmatter 必须有非空字符串 `description`。' },
    fixable: false,
    messages: {
      missing: {
        en: 'The frontmatter of {file} has no `description`. Add one that says what the skill does and when to use it; runtimes decide whether to load the skill from it alone.',
        zh: '{file} 的 frontmatter 没有 `description`。请写明技能做什么、何时使用；运行时只凭它决定是否加载技能。',
      },
      empty: {
        en: '`description` is empty. Say what the skill does and when to use it; runtimes decide whether to load the skill from it alone.',
        zh: '`description` 为空。请写明技能做什么、何时使用；运行时只凭它决定是否加载技能。',
      },
      notString: {
        en: '`description` must be a string (got {type}). Write it as one quoted string or a `>-` block.',
        zh: '`description` 必须是字符串（实际是 {type}）。请写成带引号的字符串或 `>-` 块。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const { data } = frontmatterData(doc);
    if (!data || !doc.frontmatter) return;
    const file = skillMdName(doc);
    const d = data.description;
    if (d === undefined) ctx.report({ messageId: 'missing', data: { file }, file, range: frontmatterStart(doc) });
    else if (d === null || (typeof d === 'string' && d.trim() === '')) ctx.report({ messageId: 'empty', file, range: keyRange(doc, 'description') });
    else if (typeof d !== 'string')
      ctx.report({ messageId: 'notString', data: { type: Array.isArray(d) ? 'a list' : typeof d }, file, range: keyRange(doc, 'description') });
  },
};
