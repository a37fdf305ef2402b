/**
 * `skillops/compatibility-too-long`: `compatibility`, when present, is a string of
 * at most 500 characters (Agent Skills spec). A mapping or list here (seen in the
 * wild) fails validation too.
 */
import type { Rule } from '../../rules/types.ts';
import { COMPATIBILITY_MAX, charLength } from './frontmatter-checks.ts';
import { keyRange, skillMdName } from './shared.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/compatibility-too-long',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'error',
    description: { en: '`compatibility` is a string of at most 500 characters.', zh: '`compatibility` 为不超过 500 个字符的字符串。' },
    fixable: false,
    messages: {
      tooLong: {
        en: '`compatibility` is {length} characters; the limit is {max}. State only the environment requirements (product, system packages, network).',
        zh: '`compatibility` 有 {length} 个字符，上限为 {max}。只写环境要求（目标产品、系统依赖、网络）。',
      },
      notString: {
        en: '`compatibility` must be a string (got {type}); validators reject other types. Write the requirements as one sentence.',
        zh: '`compatibility` 必须是字符串（实际是 {type}），其他类型会被校验器拒绝。请用一句话写明环境要求。',
      },
    },
  },
  check(ctx) {
    const { data } = frontmatterData(ctx.doc);
    if (!data || data.compatibility === undefined || data.compatibility === null) return;
    const c = data.compatibility;
    const file = skillMdName(ctx.doc);
    const range = keyRange(ctx.doc, 'compatibility');
    if (typeof c !== 'string') {
      ctx.report({ messageId: 'notString', data: { type: Array.isArray(c) ? 'a list' : typeof c === 'object' ? 'a mapping' : typeof c }, file, range });
      return;
    }
    const length = charLength(c);
    if (length > COMPATIBILITY_MAX) ctx.report({ messageId: 'tooLong', data: { length, max: COMPATIBILITY_MAX }, file, range });
  },
};
