/**
 * The run's stop and what happened to SKILL.md, as one line each in the person's language
 * (report, log, checkpoint and RESULT block share them).
 */
import type { Locale } from '../../base/l10n/index.ts';
import { evolveSay } from './messages.ts';
import type { EvolveReport } from './types.ts';

/** The one-line reason a run stopped, in the person's language. */
export function stopLine(report: EvolveReport, locale: Locale): string {
  const f = report.failure;
  if (f?.code === 'no-model') return evolveSay(locale, 'noModel');
  if (f)
    return evolveSay(locale, 'stop.error', {
      n: f.iteration,
      step: evolveSay(locale, `stepName.${f.step}`),
      detail: `${evolveSay(locale, `fail.${f.code}`)} (${f.detail})`,
    });
  const last = report.iterations[report.iterations.length - 1];
  const best = report.best;
  if (report.stop === 'passed' && last) return evolveSay(locale, 'stop.passed', { score: last.score, threshold: report.threshold, n: last.iteration });
  if (report.stop === 'stalled' && last && best) return evolveSay(locale, 'stop.stalled', { score: last.score, version: best.version });
  return evolveSay(locale, 'stop.max-iterations', { max: report.maxIterations, version: best?.version ?? '-', score: best?.score ?? '-' });
}

/** What happened to SKILL.md, in the person's language. */
export function replacementLine(report: EvolveReport, locale: Locale): string {
  const r = report.replacement;
  if (r.state === 'replaced')
    return r.commit
      ? evolveSay(locale, 'replaced.git', { version: r.version, pre: r.preEditCommit ?? '-', commit: r.commit })
      : evolveSay(locale, 'replaced.bak', { version: r.version, backup: r.backup ?? '-' });
  return evolveSay(locale, `unchanged.${r.why}`, { n: report.best?.iteration ?? 1 });
}
