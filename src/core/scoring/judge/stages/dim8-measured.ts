/**
 * dim8 from measured tasks (issue 32 item 4, docs/effect.md): when the skill's tests.yaml
 * carries effect tasks, dim8 is not a judge's opinion of two outputs but the measured pass
 * rates. The seed's sub-scales are kept and filled from the measurement, stated here so a
 * reader can redo it:
 *
 *   8a intent (0–8)       = 8 × pass rate with the skill
 *   8b lift (0–7)         = 7 × max(0, uplift)            (uplift = with − without)
 *   8c side effects (0–5) = 5 × (1 − max(0, −uplift))     (the skill made the tasks fail more)
 *
 * dim8 = (8a + 8b + 8c) / 20 × 10, with the same-context redline as ever. A run that a budget
 * or a cancel cut short, or where a trial got no reply, is partial: dim8 is withheld (null,
 * with the reason), never made up. Check-command tasks are not run from a score (nobody
 * confirmed them); a skill without tasks keeps dim8's judged path (returns undefined).
 */
import { readTestsYaml } from '../../../formats/tests-yaml.ts';
import { dim8Value, DIM8_MAX } from '../dim8-math.ts';
import type { EvaluationContext } from '../evaluation-context.ts';
import type { Dim8Result } from '../types.ts';
import { emptyDim8 } from '../unscored.ts';
import { DEFAULT_TRIALS, runEffect } from '../../effect/run.ts';

const pct = (x: number) => `${Math.round(x * 1000) / 10}`;

export async function measuredDim8(ctx: EvaluationContext, skillDir: string, notes: string[], trials = DEFAULT_TRIALS): Promise<Dim8Result | undefined> {
  const file = await readTestsYaml(skillDir);
  const tasks = (file.tasks ?? []).filter((t) => t.check.kind !== 'command');
  if (file.taskProblems?.length) {
    const p = file.taskProblems[0];
    notes.push(`tests.yaml tasks not used for dim8 (${file.path}:${p.line}: ${p.detail}); dim8 judged as before`);
    return undefined;
  }
  if (!tasks.length) return undefined;
  const report = await runEffect(ctx.ex, {
    skillName: ctx.skill.name,
    skillText: ctx.skill.text,
    skillDir,
    lang: ctx.lang,
    tasks,
    trials,
    allowCommands: false,
    concurrency: ctx.concurrency,
  });
  const result = emptyDim8();
  result.redline1Violation = ctx.sameContext;
  result.evalMode = 'full_test';
  result.judgeCount = 0;
  if (ctx.ex.planning) {
    result.provisional = true;
    result.value = result.beforeRedline = 0;
    return result;
  }
  if (report.stopped) ctx.record({ status: 'failed', reason: report.stopped, detail: `effect tasks: ${report.stopped}` });
  const u = report.uplift;
  const measured = `[measured: dim8 from ${report.tasks.length} tests.yaml task(s) × ${trials} trial(s); with ${report.with.passes}/${report.with.n}, without ${report.without.passes}/${report.without.n}; uplift ${u.value === null ? 'n/a' : pct(u.value)} pp, 95% CI ${pct(u.low)}…${pct(u.high)} (Newcombe)]`;
  result.tags.push(measured);
  result.measured = { tasks: report.tasks.length, trials, with: report.with, without: report.without, uplift: u, status: report.status };
  if (!report.decided || report.with.rate === null || u.value === null) {
    result.failure = { reason: report.stopped ?? 'model-error', detail: `the effect tasks were not fully measured (${report.status}); dim8 not counted` };
    result.tags.push('[incomplete: effect tasks partial]');
    return result;
  }
  const raw = {
    intent: DIM8_MAX.intent * report.with.rate,
    lift: DIM8_MAX.lift * Math.max(0, u.value),
    sideEffects: DIM8_MAX.sideEffects * (1 - Math.max(0, -u.value)),
  };
  const { beforeRedline, value } = dim8Value([raw], ctx.sameContext);
  result.beforeRedline = beforeRedline;
  result.value = value;
  result.means = raw;
  result.rawSideEffects = raw.sideEffects;
  if (ctx.sameContext) result.tags.push('redline_1_violation');
  return result;
}
