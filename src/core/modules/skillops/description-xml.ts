/**
 * `skillops/description-xml`: `<` or `>` in the description. Anthropic's upload
 * rejects XML tags in the name or description and skill-creator's validator
 * rejects angle brackets; the description is also pasted into the system prompt
 * inside XML-like tags, where a stray tag can break the listing (corpus: vercel
 * react-view-transitions `<ViewTransition>`). Warning in the claude-code profile,
 * information elsewhere.
 */
import type { Rule } from '../../rules/types.ts';
import { keyRange, skillMdName } from './shared.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

const TAG = /<\/?[A-Za-z][^<>]*>|[<>]/;

export const rule: Rule = {
  meta: {
    id: 'skillops/description-xml',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'info',
    description: { en: '`description` has no angle brackets or XML tags.', zh: '`description` 不含尖括号或 XML 标签。' },
    fixable: false,
    messages: {
      xml: {
        en: '`description` contains "{text}"; Anthropic\'s upload rejects XML tags and angle brackets in descriptions. Write the name without brackets.',
        zh: '`description` 含有“{text}”；Anthropic 上传时会拒绝描述中的 XML 标签和尖括号。请去掉尖括号。',
      },
    },
  },
  check(ctx) {
    const { data } = frontmatterData(ctx.doc);
    if (!data || typeof data.description !== 'string') return;
    const m = TAG.exec(data.description);
    if (!m) return;
    ctx.report({
      messageId: 'xml',
      data: { text: m[0] },
      severity: ctx.profile === 'claude-code' ? 'warning' : undefined,
      file: skillMdName(ctx.doc),
      range: keyRange(ctx.doc, 'description'),
    });
  },
};
