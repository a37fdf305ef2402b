/**
 * `skillops/description-too-long`: `description` over 1024 characters (Agent
 * Skills spec; Anthropic's upload rejects it, and every skill's description is
 * always in context). Corpus: anthropics claude-api (1068), K-Dense database-lookup
 * (1929), huashu-design (1079, Chinese).
 */
import type { Rule } from '../../rules/types.ts';
import { DESCRIPTION_MAX, charLength } from './frontmatter-checks.ts';
import { keyRange, skillMdName } from './shared.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/description-too-long',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'error',
    description: { en: '`description` is at most 1024 characters.', zh: '`description` 不超过 1024 个字符。' },
    fixable: false,
    messages: {
      tooLong: {
        en: '`description` is {length} characters; the limit is {max}. Keep what the skill does, when to use it and the trigger words; move details into the body.',
        zh: '`description` 有 {length} 个字符，上限为 {max}。保留做什么、何时用和触发词，其余细节移到正文。',
      },
    },
  },
  check(ctx) {
    const { data } = frontmatterData(ctx.doc);
    if (!data || typeof data.description !== 'string') return;
    const length = charLength(data.description);
    if (length <= DESCRIPTION_MAX) return;
    ctx.report({
      messageId: 'tooLong',
      data: { length, max: DESCRIPTION_MAX },
      file: skillMdName(ctx.doc),
      range: keyRange(ctx.doc, 'description'),
      facts: { length },
    });
  },
};
