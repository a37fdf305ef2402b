/**
 * `compat/description-cut` (docs/features.md H10): Claude Code lists each skill by its
 * `description` and `when_to_use` together and cuts that entry at 1,536 characters
 * (Claude Code docs, "Extend Claude with skills"), so trigger words past the cut never
 * reach the model. Points at the field in which the cut falls.
 */
import type { Rule } from '../../../rules/types.ts';
import { charLength } from '../../skillops/frontmatter-checks.ts';
import { skillFacts } from '../facts.ts';
import { RUNTIMES } from '../runtimes.ts';

export const rule: Rule = {
  meta: {
    id: 'compat/description-cut',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    description: {
      en: '`description` + `when_to_use` fit in the 1,536 characters Claude Code lists.',
      zh: '`description` + `when_to_use` 不超过 Claude Code 列表显示的 1,536 个字符。',
    },
    fixable: false,
    messages: {
      cut: {
        en: 'Claude Code cuts description + when_to_use at {max} characters in its skill listing; this entry is {length}, so the last {over} characters ("{tail}") never reach the model. Put the trigger words first and shorten the rest.',
        zh: 'Claude Code 在技能列表中把 description + when_to_use 截断到 {max} 个字符；此条目有 {length} 个字符，最后 {over} 个字符（“{tail}”）模型看不到。把触发词放在前面，其余缩短。',
      },
    },
  },
  check(ctx) {
    const f = skillFacts(ctx.doc);
    const max = RUNTIMES['claude-code'].listingEntryCut!;
    if (f.entryLength <= max) return;
    const desc = f.lenientData?.description;
    const inWhenToUse = typeof desc === 'string' && charLength(desc) <= max && f.entryText.includes('\n');
    const tail = [...f.entryText].slice(max).join('').replace(/\s+/g, ' ').trim();
    ctx.report({
      messageId: 'cut',
      file: f.file,
      range: f.rangeOf(inWhenToUse ? 'when_to_use' : 'description'),
      data: { max, length: f.entryLength, over: f.entryLength - max, tail: tail.length > 60 ? `${tail.slice(0, 60)}…` : tail },
      facts: { runtime: 'claude-code', length: f.entryLength, max },
    });
  },
};
