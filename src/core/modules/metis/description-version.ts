/**
 * `metis/description-version` (iron rule #3, seed 003: "技能描述不包含版本号 — description
 * 栏位不得出现版本信息"): the description carries no version — `v5.2`, `1.2.0`,
 * `version 2`, `版本 3.1`, `（v5.2 更新）`. A bare `3.10` is not taken for one ("Python
 * 3.10" is a requirement, not the skill's version). The version lives in the `version`
 * field and in Git. The safe fix removes it (with its brackets and one space) from the
 * text as written, when something is left of the description.
 */
import type { Rule } from '../../rules/types.ts';
import { offsetAt, rangeOf } from '../../skill/text.ts';
import { skillMdName } from '../skillops/shared.ts';

/** A version in a description: bracketed, after a version word, `v1.2`, or a three-part number. */
export const DESCRIPTION_VERSION =
  /[（(\[【]\s*(?:version|ver\.?|版本)?\s*v?\d+(?:\.\d+)+[^）)\]】\n]{0,12}[）)\]】]|(?:\bversion|\bver\.|版本)\s*[:：]?\s*v?\d+(?:\.\d+)*|(?<![\w.])v\d+(?:\.\d+)+(?![\w.])|(?<![\w.])\d+\.\d+\.\d+(?![\w.])/gi;

export const rule: Rule = {
  meta: {
    id: 'metis/description-version',
    module: 'Metis',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    profiles: ['metis'],
    ironRule: 3,
    description: { en: 'Iron rule #3: the description carries no version number.', zh: '铁律 #3：技能描述不包含版本号。' },
    fixable: 'safe',
    messages: {
      version: {
        en: '⛔ Iron rule #3: the description contains the version "{version}"; versions belong in the `version` field and in Git, not in the description.',
        zh: '⛔ 铁律 #3：description 中出现了版本信息“{version}”；版本写在 `version` 字段并由 Git 管理，不写进描述。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const info = doc.skillFile?.text;
    const where = doc.frontmatter?.keyRanges.get('description')?.value;
    if (!info || !where || typeof doc.frontmatter?.data?.description !== 'string') return;
    const start = offsetAt(info, where.start);
    const source = info.text.slice(start, offsetAt(info, where.end));
    const file = skillMdName(doc);
    DESCRIPTION_VERSION.lastIndex = 0;
    for (const m of source.matchAll(DESCRIPTION_VERSION)) {
      const at = m.index;
      let [from, to] = [at, at + m[0].length];
      // One space goes with it: the one after, else the one before.
      if (source[to] === ' ') to++;
      else if (source[from - 1] === ' ') from--;
      const rest = (source.slice(0, from) + source.slice(to)).replace(/^["']|["']$/g, '').trim();
      ctx.report({
        messageId: 'version',
        data: { version: m[0] },
        file,
        range: rangeOf(info, start + at, start + at + m[0].length),
        fix: rest
          ? {
              safe: true,
              title: { en: `Remove "${m[0]}" from the description`, zh: `从描述中删除“${m[0]}”` },
              edits: [{ file, range: rangeOf(info, start + from, start + to), newText: '' }],
            }
          : undefined,
      });
    }
  },
};
