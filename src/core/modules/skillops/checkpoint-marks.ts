/**
 * `skillops/checkpoint-marks` (dim4, seed v3 regex `CHECKPOINT|STOP|🔴|⛔`, outside code):
 * the skill has no STOP-level mark (`STOP`, `🛑`, `⛔`) where a person must decide — dim4
 * is 5 of 10 with only CHECKPOINT-level marks, 0 with none. Why: the agent stops only
 * where the skill says so; an irreversible step with no STOP is taken unasked. Info:
 * it explains the static view's points; add a STOP before the step that writes, sends or
 * deletes, never between harmless steps.
 */
import type { Rule } from '../../rules/types.ts';
import { skillMdName } from './shared.ts';
import { lost, reasonRange } from './static-view.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/checkpoint-marks',
    module: 'SkillOps',
    dimension: 'dim4',
    defaultSeverity: 'info',
    description: {
      en: 'The skill marks where a person must decide with a STOP-level mark (STOP, 🛑, ⛔) outside code.',
      zh: '技能用 STOP 级标记（STOP、🛑、⛔，代码以外）标出需要人来决定的地方。',
    },
    fixable: false,
    messages: {
      none: {
        en: 'dim4 · checkpoints 0 of 10: no CHECKPOINT / STOP / 🔴 / ⛔ / 🛑 outside code. Put `🛑 STOP: … wait for approval` before the step that writes, sends or deletes.',
        zh: 'dim4 · 检查点 0/10：代码以外没有 CHECKPOINT / STOP / 🔴 / ⛔ / 🛑。请在写入、发送或删除的那一步之前加上「🛑 STOP：……等待确认」。',
      },
      onlyCheckpoint: {
        en: 'dim4 · checkpoints 5 of 10: only CHECKPOINT-level marks, no STOP / 🛑 / ⛔ where a person must decide. Make the mark before the irreversible step a STOP.',
        zh: 'dim4 · 检查点 5/10：只有 CHECKPOINT 级标记，需要人工决定处没有 STOP / 🛑 / ⛔。请把不可逆步骤前的标记改为 STOP。',
      },
    },
  },
  check(ctx) {
    for (const r of lost(ctx.doc, 'dim4')) {
      const messageId = r.code === 'no-marks' ? 'none' : r.code === 'no-stop' ? 'onlyCheckpoint' : undefined;
      if (messageId) ctx.report({ messageId, file: skillMdName(ctx.doc), range: reasonRange(ctx.doc, r) });
    }
  },
};
