/**
 * `skillops/description-quality` (dim1, seed v3): the description says what the
 * skill does, when to use it, and which words trigger it, and does not end in empty
 * filler ("and more", "etc.", "等等", "灵活应用"). Runtimes pick skills from the
 * description alone, so a missing when-clause or trigger words means the skill is
 * not chosen (corpus: lark-approval, cangjie-coding, webapp-testing, most
 * ComposioHQ skills). Bilingual; the checks are `descriptionChecks`, shared with
 * the rubric's dim1.
 */
import type { Rule } from '../../rules/types.ts';
import { descriptionChecks } from './frontmatter-checks.ts';
import { keyRange, skillMdName } from './shared.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/description-quality',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    description: {
      en: '`description` says what the skill does, when to use it and its trigger words, without trailing filler.',
      zh: '`description` 写明做什么、何时用和触发词，且不以空话结尾。',
    },
    fixable: false,
    messages: {
      noWhat: {
        en: '`description` does not say what the skill does: start with what it produces or changes (e.g. "Converts X to Y.").',
        zh: '`description` 没有说明技能做什么：请先写它产出或改变什么（例如“将 X 转换为 Y。”）。',
      },
      noWhen: {
        en: '`description` does not say when to use the skill: add a clause such as "Use when …" (runtimes choose skills from the description alone).',
        zh: '`description` 没有说明何时使用：请加上“当……时使用”“适用于……”之类的条件（运行时只凭描述选择技能）。',
      },
      noTriggers: {
        en: '`description` names no trigger words: list the phrases users say, e.g. Use when the user asks to "compress image", "convert to webp".',
        zh: '`description` 没有触发词：请列出用户会说的话，例如 当用户提到「压缩图片」「转成 webp」时使用。',
      },
      filler: {
        en: '`description` ends with empty filler ("{tail}"); it tells the runtime nothing. End with a concrete case or cut it.',
        zh: '`description` 以空话结尾（“{tail}”），对运行时没有信息量。请换成具体场景或删掉。',
      },
    },
  },
  check(ctx) {
    const { data } = frontmatterData(ctx.doc);
    if (!data || typeof data.description !== 'string' || data.description.trim() === '') return;
    const c = descriptionChecks(data.description);
    const file = skillMdName(ctx.doc);
    const range = keyRange(ctx.doc, 'description');
    if (!c.what) ctx.report({ messageId: 'noWhat', file, range, facts: { check: 'what' } });
    if (!c.when) ctx.report({ messageId: 'noWhen', file, range, facts: { check: 'when' } });
    if (!c.triggers) ctx.report({ messageId: 'noTriggers', file, range, facts: { check: 'triggers' } });
    if (c.filler) {
      const tail = data.description
        .trim()
        .slice(-12)
        .replace(/^\S*\s/, '');
      ctx.report({ messageId: 'filler', data: { tail }, file, range, facts: { check: 'filler' } });
    }
  },
};
