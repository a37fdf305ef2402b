/**
 * sentinel/prompt-injection: the person's work destroyed unasked or unseen, in any language (lib/unasked-destroy.ts reads
 * the prose; this reports what it finds, each prose region of SKILL.md and the reference documents once).
 */
import type { RuleContext } from '../../rules/types.ts';
import { unaskedDestroys } from './lib/unasked-destroy.ts';
import { emit, judgmentReason, type Reason } from './report.ts';
import { leadIn, listForbidden, prohibitingHeading, sectionHeading, unitStart } from './report-negation.ts';
import { lineBounds, type Segment, type SentinelFile, type SentinelView } from './view.ts';

export function reportUnaskedDestroys(ctx: RuleContext, view: SentinelView): void {
  // (the reader judges its own negations: the sentence cues read for English — a "nicht" anywhere before — do not apply,
  // except in a skill about attacks, whose documents quote such orders)
  const strict = !(view.attackTopic || view.writeupSkill || view.detectionSkill);
  for (const sf of view.files) {
    if (sf.role !== 'skill' && sf.role !== 'markdown') continue;
    for (const seg of sf.segments) {
      if (seg.kind !== 'prose' && seg.kind !== 'comment') continue;
      for (const [start, end] of unaskedDestroys(sf.info.text, seg.start, seg.end)) {
        const phrase = sf.info.text.slice(start, end).replace(/\s+/g, ' ');
        emit(ctx, {
          sf,
          seg,
          start,
          end,
          messageId: 'consentDestroy',
          data: { phrase },
          base: 'error',
          kind: 'judgment',
          strict,
          category: 'prompt-injection',
          // (the usual contexts still apply — a list of what to flag, a quotation — but not an English cue's reading of negation)
          reason: notNegated(sf, seg, start, judgmentReason(sf, seg, start, 'prompt-injection', false, view)),
        });
      }
    }
  }
}

/**
 * The reason kept for an unasked destruction: every context but the English sentence cue's reading of negation (a "nicht"
 * anywhere before), which the reader judged itself — a prohibiting heading or list lead-in still negates.
 */
function notNegated(sf: SentinelFile, seg: Segment, at: number, r: Reason | undefined): Reason | undefined {
  if (r && r !== 'negated') return r;
  const text = sf.info.text;
  const [us, unit] = unitStart(text, lineBounds(text, at)[0], seg.start);
  if (seg.kind === 'prose' && prohibitingHeading(sectionHeading(text, seg))) return 'negated';
  return seg.kind === 'prose' && unit !== 'para' && listForbidden(text, us, seg.start, leadIn(text, us, seg.start)) ? 'negated' : undefined;
}
