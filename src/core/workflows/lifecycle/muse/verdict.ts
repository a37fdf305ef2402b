/**
 * Seed v2 §七 Step 4 (结果判定): all pass → 「回归测试通过，无退化」; some fail → the failed
 * cases with their deviation and a rollback suggestion; all fail → the rollback is
 * forced. Cases that were not run count for neither side.
 */
import type { LocalisedText } from '../../../rules/types.ts';
import { museText } from './messages.ts';
import type { CaseResult, NotRunReason, Verdict } from './types.ts';

export interface Counts {
  pass: number;
  fail: number;
  notRun: number;
}

export function countsOf(results: readonly CaseResult[]): Counts {
  return {
    pass: results.filter((r) => r.status === 'pass').length,
    fail: results.filter((r) => r.status === 'fail').length,
    notRun: results.filter((r) => r.status === 'not-run').length,
  };
}

export function verdictOf(c: Counts): Verdict {
  const run = c.pass + c.fail;
  if (run === 0) return 'not-run';
  if (c.fail === 0) return 'pass';
  return c.fail === run ? 'fail' : 'partial';
}

/** The verdict's headline in both languages. */
export function verdictText(v: Verdict, c: Counts): LocalisedText {
  const data = { pass: c.pass, fail: c.fail, run: c.pass + c.fail, notRun: c.notRun };
  return museText(v === 'pass' ? 'verdictPass' : v === 'partial' ? 'verdictPartial' : v === 'fail' ? 'verdictFail' : 'verdictNotRun', data);
}

/** "N behavioural case(s) not run: why", one line per reason. */
export function notRunLines(results: readonly CaseResult[]): LocalisedText[] {
  const by = new Map<NotRunReason, number>();
  for (const r of results) if (r.status === 'not-run' && r.notRun) by.set(r.notRun, (by.get(r.notRun) ?? 0) + 1);
  return [...by].map(([why, n]) => {
    const w = museText(`notRun.${why}`);
    return { en: museText('notRunCount', { n, why: w.en }).en, zh: museText('notRunCount', { n, why: w.zh }).zh };
  });
}
