/**
 * `metis/lazy-load` (iron rule #7, seed 003: "lazy_load: true（除非高频使用）, 默认启用懒加载"):
 * a metis skill sets `lazy_load: true`. Missing → a warning with a safe fix that adds
 * it; `false` → information (only a high-frequency skill turns it off; the fix sets it
 * back on request); anything but a boolean → a warning (the platform reads a boolean).
 */
import type { Rule } from '../../rules/types.ts';
import { keyRange, skillMdName } from '../skillops/shared.ts';
import { addKeyFix, setValueFix } from './shared.ts';

export const rule: Rule = {
  meta: {
    id: 'metis/lazy-load',
    module: 'Metis',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    profiles: ['metis'],
    ironRule: 7,
    description: {
      en: 'Iron rule #7: a metis skill sets `lazy_load: true` unless it is used very often.',
      zh: '铁律 #7：metis 技能设置 `lazy_load: true`（除非高频使用）。',
    },
    fixable: 'safe',
    messages: {
      missing: {
        en: '⛔ Iron rule #7: the frontmatter has no `lazy_load`; metis skills load lazily by default. Add `lazy_load: true`.',
        zh: '⛔ 铁律 #7：frontmatter 缺少 `lazy_load`；metis 技能默认启用懒加载。请添加 `lazy_load: true`。',
      },
      disabled: {
        en: '⛔ Iron rule #7: `lazy_load: false` keeps the skill in memory; only a high-frequency skill may do that. Keep `lazy_load: true` unless it is one.',
        zh: '⛔ 铁律 #7：`lazy_load: false` 会让技能常驻内存，只有高频技能才可以这样做。除非确属高频，请保持 `lazy_load: true`。',
      },
      notBoolean: {
        en: '⛔ Iron rule #7: `lazy_load` is `{value}`, not a boolean; write `lazy_load: true`.',
        zh: '⛔ 铁律 #7：`lazy_load` 的值是 `{value}`，不是布尔值；请写成 `lazy_load: true`。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const data = doc.frontmatter?.data;
    if (!data) return;
    const file = skillMdName(doc);
    if (!('lazy_load' in data)) {
      ctx.report({ messageId: 'missing', file, range: keyRange(doc, 'lazy_load'), fix: addKeyFix(doc, 'lazy_load', 'true') });
      return;
    }
    const value = data.lazy_load;
    if (value === true) return;
    const range = keyRange(doc, 'lazy_load');
    if (value === false) ctx.report({ messageId: 'disabled', severity: 'info', file, range, fix: setValueFix(doc, 'lazy_load', 'true', false) });
    else ctx.report({ messageId: 'notBoolean', data: { value: String(value) }, file, range, fix: setValueFix(doc, 'lazy_load', 'true', false) });
  },
};
