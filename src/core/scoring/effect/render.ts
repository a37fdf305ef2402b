/** The effect report as text (people) and as JSON (`--format json`). */
import type { ConditionResult, EffectReport } from './run.ts';
import type { Difference } from './stats.ts';
import { effectSay } from './messages.ts';

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const pp = (x: number) => `${x >= 0 ? '+' : ''}${Math.round(x * 1000) / 10} pp`;

export function rateText(r: ConditionResult, lang: 'en' | 'zh'): string {
  if (r.rate === null) return effectSay(lang, 'notMeasured');
  return `${r.passes}/${r.n} = ${pct(r.rate)} [${pct(r.low)}, ${pct(r.high)}]${r.errors ? ` (+${r.errors} no reply)` : ''}`;
}

export function upliftText(d: Difference, lang: 'en' | 'zh'): string {
  if (d.value === null) return effectSay(lang, 'notMeasured');
  return `${pp(d.value)} [${pp(d.low)}, ${pp(d.high)}]`;
}

export function effectReportText(r: EffectReport, skill: string, lang: 'en' | 'zh'): string {
  if (r.status === 'no-tasks') return effectSay(lang, 'noTasks') + '\n';
  const out = [effectSay(lang, 'title', { skill, tasks: r.tasks.length, trials: r.trials }), effectSay(lang, 'method')];
  for (const t of r.tasks) {
    if (t.skipped === 'needs-confirmation') out.push(effectSay(lang, 'skipConfirm', { id: t.id, line: t.line }));
    else if (t.skipped) out.push(effectSay(lang, 'skipInput', { id: t.id, line: t.line, detail: t.skipDetail ?? '' }));
    else
      out.push(
        effectSay(lang, 'row', {
          id: t.id,
          check: t.check,
          line: t.line,
          with: rateText(t.with, lang),
          without: rateText(t.without, lang),
          uplift: upliftText(t.uplift, lang),
        }),
      );
  }
  out.push(effectSay(lang, 'total', { with: rateText(r.with, lang), without: rateText(r.without, lang), uplift: upliftText(r.uplift, lang) }));
  out.push(r.decided ? effectSay(lang, 'complete', { calls: r.plannedCalls }) : effectSay(lang, 'partial', { why: r.stopped ? ` (${r.stopped})` : '' }));
  return out.join('\n') + '\n';
}

export function effectReportJson(r: EffectReport, skill: string): object {
  return { skill, ...r };
}
