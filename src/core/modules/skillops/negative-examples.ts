/**
 * `skillops/negative-examples` (dim9 step 1, seed v3): the skill states what not to do
 * in at least 3 distinct contexts (不要 / 禁止 / 不允许 / 反例 / don't / never / avoid …, each
 * paragraph, list item or table row counted once); with fewer, dim9 is 0 of 6 and no
 * judge is asked. Why: negative examples are how a skill keeps an agent off the wrong
 * path it would otherwise take. Info: it explains the static view's points.
 */
import type { Rule } from '../../rules/types.ts';
import { computeStaticDimsDetailed, DIM9_MIN_CONTEXTS } from './static-dims.ts';
import { skillMdName } from './shared.ts';
import { lost, reasonRange } from './static-view.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/negative-examples',
    module: 'SkillOps',
    dimension: 'dim9',
    defaultSeverity: 'info',
    description: {
      en: "The skill says what not to do in at least 3 distinct places (don't / never / avoid / 不要 / 禁止 …).",
      zh: "技能至少在 3 处不同位置说明不要做什么（don't / never / avoid / 不要 / 禁止 …）。",
    },
    fixable: false,
    messages: {
      few: {
        en: "dim9 · negative examples 0 of 6: {found} of the {min} distinct negative-instruction contexts it needs (don't / never / avoid / 不要 / 禁止 …). Add the mistakes an agent is likely to make, each as its own item.",
        zh: "dim9 · 反例 0/6：否定指令（don't / never / avoid / 不要 / 禁止 …）只出现在 {found} 处，至少需要 {min} 处。请把 agent 容易犯的错误逐条写出来。",
      },
    },
  },
  check(ctx) {
    const reasons = lost(ctx.doc, 'dim9a');
    if (!reasons.length) return;
    const found = computeStaticDimsDetailed(ctx.doc).reasons.dim9a.filter((r) => r.ok).length;
    ctx.report({
      messageId: 'few',
      data: { found, min: DIM9_MIN_CONTEXTS },
      file: skillMdName(ctx.doc),
      range: reasonRange(ctx.doc, { ...reasons[0], line: undefined }),
    });
  },
};
