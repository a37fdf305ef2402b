/**
 * The scorecard of "Luban: Score Skill" as a read-only Markdown document: the core's
 * scorecard text (core/api/score toScorecardText — the very words and numbers
 * `luban score` prints, in the person's language: the total with its ± spread, `partial`
 * when a part is missing, "not scored" for judged dimensions no model answered), with the
 * security verdict beside the total, and what the run cost and wrote. Pure.
 */
import type { Locale } from '../../core/api/base.ts';
import { toScorecardText, type Scorecard } from '../../core/api/score.ts';
import { fenced, type OfflineReason, type Translate, offlineWhy } from './text.ts';

/** Why no model scored this card, when none did. */
export type { OfflineReason } from './text.ts';

export interface ScorecardDocInput {
  card: Scorecard;
  locale: Locale;
  /** The security verdict in one sentence (report.ts securityBadge(...).detail). */
  security: string;
  /** The skill folder as shown (relative to the workspace). */
  where: string;
  /** The model as people read it, or undefined offline. */
  model?: string;
  offline?: OfflineReason;
}

export function scorecardMarkdown(t: Translate, i: ScorecardDocInput): string {
  const { card } = i;
  const out = [`# ${t('Luban score: {0}', card.skill)}`, '', `\`${i.where}\``, ''];
  if (card.model === 'none') {
    const why = offlineWhy(t, i.offline);
    out.push(`> ${why} ${t('The judged dimensions are not scored — no number is given for them; only the form checks count.')}`, '');
  } else if (i.model) out.push(t('Judged by {0}.', i.model), '');
  out.push(fenced(toScorecardText(card, i.locale, { besideTotal: i.security })), '');
  if (card.stopped === 'cancelled') out.push(`> ${t('Cancelled: the parts no model answered are not scored, and the card is partial.')}`, '');
  out.push(`_${t('Nothing was written into the skill folder.')}_`, '');
  return out.join('\n');
}
