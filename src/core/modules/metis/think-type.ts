/**
 * `metis/think-type` (iron rule #8, seed 003: "think_type: react — 固定值，不得修改"):
 * a metis skill's frontmatter has `think_type: react`. Missing → a safe fix adds it;
 * another value → the fix sets `react` (offered, not applied by `luban fix`: a person
 * wrote the other value).
 */
import type { Rule } from '../../rules/types.ts';
import { keyRange, skillMdName } from '../skillops/shared.ts';
import { addKeyFix, setValueFix } from './shared.ts';

export const rule: Rule = {
  meta: {
    id: 'metis/think-type',
    module: 'Metis',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    profiles: ['metis'],
    ironRule: 8,
    description: { en: 'Iron rule #8: a metis skill has `think_type: react`, a fixed value.', zh: '铁律 #8：metis 技能的 `think_type` 固定为 `react`。' },
    fixable: 'safe',
    messages: {
      missing: {
        en: '⛔ Iron rule #8: the frontmatter has no `think_type`; metis skills use `think_type: react`. Add it.',
        zh: '⛔ 铁律 #8：frontmatter 缺少 `think_type`；metis 技能使用 `think_type: react`。请添加。',
      },
      wrong: {
        en: '⛔ Iron rule #8: `think_type` is `{value}`; it is fixed to `react` and must not be changed.',
        zh: '⛔ 铁律 #8：`think_type` 为 `{value}`；它固定为 `react`，不得修改。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const data = doc.frontmatter?.data;
    if (!data) return;
    const file = skillMdName(doc);
    if (!('think_type' in data)) {
      ctx.report({ messageId: 'missing', file, range: keyRange(doc, 'think_type'), fix: addKeyFix(doc, 'think_type', 'react') });
      return;
    }
    if (data.think_type === 'react') return;
    ctx.report({
      messageId: 'wrong',
      data: { value: String(data.think_type) },
      file,
      range: keyRange(doc, 'think_type'),
      fix: setValueFix(doc, 'think_type', 'react', false),
    });
  },
};
