/**
 * The effect runner (issue 32 item 4, docs/effect.md): for each task in tests.yaml, N trials
 * with the skill loaded (SKILL.md in the system prompt, exactly as dim8's full_test runs) and
 * N without it, each in a fresh model context through the Executor (budget, cancellation,
 * cache); the model executes nothing — its reply is only text, checked by the task's
 * deterministic check. Per condition: the pass rate with a Wilson 95 % interval; the uplift
 * (with − without) with Newcombe's hybrid score interval; n is always stated.
 *
 * The same code plans: with a planning Executor no model is called and the calls it would
 * make are recorded (2 × tasks × trials, less cached replies and skipped tasks). A run that
 * a budget or a cancel cut short, or where a call gave no reply, is `partial` and decides
 * nothing (its uplift is reported as measured, but `decided` is false).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { mapLimit } from '../judge/concurrency.ts';
import { RUN_TEMPERATURE } from '../judge/evaluation-context.ts';
import type { Executor, TextJob } from '../judge/executor.ts';
import { baselineRunMessages, withSkillRunMessages } from '../judge/prompts/dim8.ts';
import type { EffectTask } from '../../formats/tests-yaml.ts';
import type { SkillLang } from '../../skill/language.ts';
import { applyCheck, type CommandRunner } from './checks.ts';
import { newcombe, wilson, type Difference, type Rate } from './stats.ts';

export const DEFAULT_TRIALS = 5;
export const EFFECT_VERSION = 'effect@1';
/** Output tokens a task reply is planned at. */
export const EFFECT_REPLY_TOKENS = 400;
/** An input file is given to the model up to this many characters. */
const MAX_INPUT_CHARS = 20_000;

export type Condition = 'with' | 'without';

export interface EffectRunOptions {
  skillName: string;
  /** SKILL.md (LF-normalised). */
  skillText: string;
  skillDir: string;
  lang: SkillLang;
  tasks: EffectTask[];
  trials: number;
  /** The person confirmed running the check commands for this run. Without it they never run. */
  allowCommands: boolean;
  concurrency?: number;
  runCommand?: CommandRunner;
}

export interface ConditionResult extends Rate {
  /** Trials with no usable reply (model error, budget, cancel): not in n. */
  errors: number;
}

export interface EffectTaskResult {
  id: string;
  line: number;
  check: EffectTask['check']['kind'];
  /** Not run: a check command the person did not confirm, or an input file that cannot be read. */
  skipped?: 'needs-confirmation' | 'input-unreadable';
  skipDetail?: string;
  with: ConditionResult;
  without: ConditionResult;
  uplift: Difference;
  /** A few failure details (first per condition), for the person. */
  notes: string[];
}

export interface EffectReport {
  status: 'complete' | 'partial' | 'no-tasks';
  /** True only for a complete run: a partial run decides nothing. */
  decided: boolean;
  stopped?: 'budget' | 'cancelled';
  trials: number;
  /** Model calls asked of the executor (each trial of each condition of each run task). */
  plannedCalls: number;
  tasks: EffectTaskResult[];
  /** Pooled over the tasks that ran. */
  with: ConditionResult;
  without: ConditionResult;
  uplift: Difference;
  method: { rate: 'wilson-95'; uplift: 'newcombe-hybrid-score-95'; pooling: 'trials pooled over tasks, treated as independent' };
}

/** Trials from a flag or setting: a whole number ≥ 1, else undefined. */
export function parseTrials(v: string | number | undefined): number | undefined {
  if (v === undefined) return DEFAULT_TRIALS;
  const s = String(v).trim();
  return /^[1-9]\d*$/.test(s) && Number(s) <= 1000 ? Number(s) : undefined;
}

async function readInput(skillDir: string, rel: string): Promise<string> {
  const root = await fs.realpath(skillDir);
  const real = await fs.realpath(path.join(root, rel));
  if (real !== root && !real.startsWith(root + path.sep)) throw new Error(`${rel} is outside the skill folder`);
  const text = await fs.readFile(real, 'utf8');
  return text.length > MAX_INPUT_CHARS ? text.slice(0, MAX_INPUT_CHARS) + '\n…' : text;
}

/** The user message: the prompt, then each input in a fenced block. */
export async function taskMessage(task: EffectTask, skillDir: string): Promise<string> {
  const parts = [task.prompt.trim()];
  for (const i of task.inputs) {
    if ('path' in i) parts.push(`--- ${i.path} ---\n${(await readInput(skillDir, i.path)).replace(/\r\n/g, '\n')}\n--- end ${i.path} ---`);
    else parts.push(`--- input ---\n${i.text}\n--- end input ---`);
  }
  return parts.join('\n\n');
}

function job(o: EffectRunOptions, task: EffectTask, cond: Condition, trial: number, userText: string): TextJob {
  const tp = { id: task.id, prompt: userText, expected_behavior: '', category: 'effect' };
  const messages =
    cond === 'with' ? withSkillRunMessages({ name: o.skillName, text: o.skillText, truncated: false }, tp, o.lang) : baselineRunMessages(tp, o.lang);
  return {
    kind: 'text',
    label: `effect ${task.id} ${cond} skill, trial ${trial}`,
    step: `effect.${cond}`,
    promptVersion: EFFECT_VERSION,
    variant: `trial-${trial}`,
    messages,
    maxTokens: 1000,
    temperature: RUN_TEMPERATURE,
    estOutputTokens: EFFECT_REPLY_TOKENS,
    lang: o.lang,
    placeholder: '',
  };
}

const emptyCondition = (): ConditionResult => ({ ...wilson(0, 0), errors: 0 });

/** Runs (or, with a planning executor, plans) the effect measurement. Never throws for a model failure. */
export async function runEffect(ex: Executor, o: EffectRunOptions): Promise<EffectReport> {
  const trials = Math.max(1, Math.floor(o.trials));
  const method = { rate: 'wilson-95', uplift: 'newcombe-hybrid-score-95', pooling: 'trials pooled over tasks, treated as independent' } as const;
  if (!o.tasks.length) {
    const w = emptyCondition();
    return { status: 'no-tasks', decided: false, trials, plannedCalls: 0, tasks: [], with: w, without: emptyCondition(), uplift: newcombe(w, w), method };
  }
  let stopped: EffectReport['stopped'];
  let incomplete = false;
  let plannedCalls = 0;
  const results: EffectTaskResult[] = [];
  for (const task of o.tasks) {
    const base = { id: task.id, line: task.line, check: task.check.kind, with: emptyCondition(), without: emptyCondition(), notes: [] as string[] };
    if (task.check.kind === 'command' && !o.allowCommands) {
      results.push({ ...base, skipped: 'needs-confirmation', uplift: newcombe(base.with, base.without) });
      continue;
    }
    let userText: string;
    try {
      userText = await taskMessage(task, o.skillDir);
    } catch (e) {
      results.push({ ...base, skipped: 'input-unreadable', skipDetail: (e as Error).message, uplift: newcombe(base.with, base.without) });
      incomplete = true;
      continue;
    }
    const jobs: Array<{ cond: Condition; trial: number }> = [];
    for (let t = 1; t <= trials; t++) jobs.push({ cond: 'with', trial: t }, { cond: 'without', trial: t });
    plannedCalls += jobs.length;
    const verdicts = await mapLimit(jobs, o.concurrency ?? 1, async ({ cond, trial }) => {
      if (stopped) return { cond, ok: false as const, detail: stopped };
      const out = await ex.runText(job(o, task, cond, trial, userText));
      if (out.status === 'failed') {
        if (out.reason === 'budget' || out.reason === 'cancelled') stopped = stopped === 'cancelled' ? stopped : out.reason;
        return { cond, ok: false as const, detail: `${out.reason}: ${out.detail}` };
      }
      if (out.status === 'planned') return { cond, ok: true as const, pass: false };
      const v = await applyCheck(task.check, out.value, { cwd: o.skillDir, allowCommands: o.allowCommands, runCommand: o.runCommand });
      return { cond, ok: true as const, pass: v.pass, detail: v.detail };
    });
    const tally = (cond: Condition): ConditionResult => {
      const mine = verdicts.filter((v) => v.cond === cond);
      const checked = mine.filter((v) => v.ok);
      const passes = checked.filter((v) => v.ok && v.pass).length;
      const errs = mine.length - checked.length;
      const note = mine.find((v) => (!v.ok || !v.pass) && v.detail);
      if (note?.detail) base.notes.push(`${cond}: ${note.detail}`);
      return { ...wilson(passes, checked.length), errors: errs };
    };
    const w = tally('with');
    const wo = tally('without');
    if (w.errors || wo.errors) incomplete = true;
    results.push({ ...base, with: w, without: wo, uplift: newcombe(w, wo) });
  }
  const ran = results.filter((r) => !r.skipped);
  const pool = (cond: Condition): ConditionResult => {
    const passes = ran.reduce((s, r) => s + r[cond].passes, 0);
    const n = ran.reduce((s, r) => s + r[cond].n, 0);
    return { ...wilson(passes, n), errors: ran.reduce((s, r) => s + r[cond].errors, 0) };
  };
  const w = pool('with');
  const wo = pool('without');
  const partial = Boolean(stopped) || incomplete || ex.planning || ran.length === 0;
  return {
    status: partial ? 'partial' : 'complete',
    decided: !partial,
    ...(stopped ? { stopped } : {}),
    trials,
    plannedCalls,
    tasks: results,
    with: w,
    without: wo,
    uplift: newcombe(w, wo),
    method,
  };
}
