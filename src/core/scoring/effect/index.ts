/**
 * Measure effect, not opinion (issue 32 item 4, docs/effect.md): load the tasks from
 * tests.yaml (errors name file:line), plan the calls, run them.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readTestsYaml, type EffectTask } from '../../formats/tests-yaml.ts';
import { Budget } from '../../models/budget.ts';
import { UsageMeter } from '../../models/usage.ts';
import { summarisePlan, type CostPlan } from '../../models/plan.ts';
import { languageOfText } from '../../skill/language.ts';
import { Executor, type ExecutorOptions } from '../judge/executor.ts';
import { runEffect, type EffectReport, type EffectRunOptions } from './run.ts';

export { DEFAULT_TRIALS, parseTrials, runEffect, type EffectReport, type EffectTaskResult, type ConditionResult } from './run.ts';
export { wilson, newcombe, upliftHeld, type Rate, type Difference } from './stats.ts';
export { effectReportText, effectReportJson, rateText, upliftText } from './render.ts';
export { effectSay } from './messages.ts';

export class EffectTasksError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Array<{ line: number; detail: string }>,
  ) {
    super(problems.map((p) => `${file}:${p.line}: ${p.detail}`).join('\n'));
    this.name = 'EffectTasksError';
  }
}

export interface EffectSetup {
  skillDir: string;
  skillName: string;
  skillText: string;
  lang: 'en' | 'zh';
  tasks: EffectTask[];
  /** tests.yaml's path. */
  file: string;
}

/** Reads SKILL.md and the tasks; a bad tests.yaml throws EffectTasksError naming file:line. */
export async function loadEffect(skillDir: string): Promise<EffectSetup> {
  const skillText = (await fs.readFile(path.join(skillDir, 'SKILL.md'), 'utf8')).replace(/\r\n/g, '\n');
  const t = await readTestsYaml(skillDir);
  // A YAML error hides the tasks (named with its line); a bad regression case beside readable tasks does not.
  const problems = t.corrupt && t.rawTasks === undefined ? t.problems : [];
  const all = [...problems, ...(t.taskProblems ?? [])];
  if (all.length) throw new EffectTasksError(t.path, all);
  const name = /^name:\s*(.+)$/m.exec(skillText)?.[1]?.trim() ?? path.basename(skillDir);
  return { skillDir, skillName: name, skillText, lang: languageOfText(skillText), tasks: t.tasks ?? [], file: t.path };
}

/** The Executor's options; the meter and budget default to a fresh meter and no limit. */
export type EffectExecutorOptions = Omit<ExecutorOptions, 'planning' | 'meter' | 'budget'> & Partial<Pick<ExecutorOptions, 'meter' | 'budget'>>;

const executorOptions = (o: EffectExecutorOptions): ExecutorOptions => ({ ...o, meter: o.meter ?? new UsageMeter(), budget: o.budget ?? new Budget() });

/** The calls a run would make (nothing is called): 2 × tasks × trials, less cached replies and skipped tasks. */
export async function planEffect(setup: EffectSetup, o: Omit<EffectRunOptions, keyof EffectSetup | 'skillDir'>, exo: EffectExecutorOptions): Promise<CostPlan> {
  const ex = new Executor({ ...executorOptions(exo), planning: true });
  await runEffect(ex, { ...setup, ...o });
  return summarisePlan(ex.planned, ex.cachedCount);
}

export async function measureEffect(
  setup: EffectSetup,
  o: Omit<EffectRunOptions, keyof EffectSetup | 'skillDir'>,
  exo: EffectExecutorOptions,
): Promise<{ report: EffectReport; executor: Executor }> {
  const ex = new Executor(executorOptions(exo));
  const report = await runEffect(ex, { ...setup, ...o });
  return { report, executor: ex };
}
