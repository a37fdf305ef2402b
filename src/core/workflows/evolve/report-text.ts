/**
 * The run for people (CLI text output): one line per iteration (score against the
 * threshold, the weak dimensions, the version), the stop, what happened to SKILL.md,
 * where the artefacts are, the cost — and, last, the seed's RESULT block (docs/features.md F4).
 */
import type { Locale } from '../../base/l10n/index.ts';
import { evolveSay } from './messages.ts';
import { doneBlock, errorBlock } from './result-block.ts';
import { replacementLine, stopLine } from './lines.ts';
import type { EvolveReport, IterationRecord } from './types.ts';

export function iterationLine(r: IterationRecord, threshold: number, locale: Locale): string {
  const weak = r.dimensions.filter((d) => d.score < 70).map((d) => `${d.name} ${d.score}`);
  return evolveSay(locale, 'iterationLine', {
    n: r.iteration,
    version: r.version,
    score: r.score,
    threshold,
    mark: r.passed ? ' ✅' : '',
    weak: weak.length ? evolveSay(locale, 'weakList', { list: weak.join(', ') }) : '',
  });
}

export function resultBlock(report: EvolveReport, locale: Locale): string {
  if (report.failure || !report.best)
    return errorBlock([stopLine(report, locale), ...(report.failure?.code === 'no-model' ? [] : [evolveSay(locale, 'unchanged.error')])]);
  const warn = report.stop === 'passed' ? undefined : stopLine(report, locale);
  return doneBlock(report.best.score, report.best.version, report.iterations.length, warn);
}

export function evolveReportText(report: EvolveReport, locale: Locale, displayDir: string): string {
  const out = [evolveSay(locale, 'reportTitle', { skill: report.skill }), ''];
  for (const r of report.iterations) out.push(iterationLine(r, report.threshold, locale));
  if (report.iterations.length) out.push('');
  out.push(stopLine(report, locale));
  if (report.failure?.code !== 'no-model') {
    out.push(replacementLine(report, locale));
    if (report.iterations.length) out.push(evolveSay(locale, 'artefacts', { dir: displayDir, n: report.iterations.length }));
    out.push(evolveSay(locale, 'usage', { calls: report.usage.calls, inp: report.usage.inputTokens, out: report.usage.outputTokens }));
  }
  out.push('');
  return out.join('\n') + '\n' + resultBlock(report, locale);
}
