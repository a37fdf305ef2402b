/**
 * `skillops/checkpoint-marks` (dim4, seed v3 regex `CHECKPOINT|STOP|🔴|⛔`, outside code):
 * the skill has no STOP-level mark (`STOP`, `🛑`, `⛔`) where a person must decide — dim4
 * is 5 of 10 with only CHECKPOINT-level marks, 0 with none. Why: the agent stops only
 * where the skill says so; an irreversible step with no STOP is taken unasked. Info:
 * it explains the static view's points; add a STOP before the step that writes, sends or
 * deletes, never between harmless steps.
 *
 * Quick fix (a suggestion, never applied by `luban fix`): a `🛑 STOP` line before the
 * first step that is irreversible or user-visible (./irreversible.ts — the step the
 * optimiser's dim4 proposal picks), in that step's language. A skill whose steps are all
 * harmless gets no fix: a mark between two harmless steps would buy points, not safety.
 */
import type { ReportDescriptor, Rule } from '../../rules/types.ts';
import { lineLanguage, skillLanguage } from '../../skill/language.ts';
import { lineText } from '../../skill/text.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { checkpointLine, firstIrreversibleStep } from './irreversible.ts';
import { skillMdName } from './shared.ts';
import { lost, reasonRange } from './static-view.ts';

/** The 🛑 STOP line before the first irreversible step, or undefined when no step is irreversible. */
function stopFix(doc: SkillDocument, file: string): ReportDescriptor['fix'] {
  const step = firstIrreversibleStep(doc);
  const info = doc.skillFile?.text;
  if (!step || !info) return undefined;
  const mark = checkpointLine('🛑 STOP', lineLanguage(lineText(info, step.line)) ?? skillLanguage(doc));
  const newText = step.first ? `${step.indent}${mark}\n\n` : `${' '.repeat(step.continueAt)}${mark}\n`;
  const at = { line: step.line, column: 1 };
  return {
    safe: false,
    title: { en: `Insert 🛑 STOP before line ${step.line} (${step.action})`, zh: `在第 ${step.line} 行（${step.action}）之前插入 🛑 STOP` },
    edits: [{ file, range: { start: at, end: at }, newText }],
  };
}

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
    fixable: 'suggestion',
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
    const file = skillMdName(ctx.doc);
    for (const r of lost(ctx.doc, 'dim4')) {
      const messageId = r.code === 'no-marks' ? 'none' : r.code === 'no-stop' ? 'onlyCheckpoint' : undefined;
      if (messageId) ctx.report({ messageId, file, range: reasonRange(ctx.doc, r), fix: stopFix(ctx.doc, file) });
    }
  },
};
