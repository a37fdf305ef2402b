/**
 * Stage 2b, dim8 measured performance (docs/features.md C5, C6). Each test prompt is evaluated one
 * of three ways (planKinds): full_test — the agent runs the prompt with the skill and
 * without it, and `ctx.judges` judges compare the two outputs; dry_run — one judge
 * reasons out what the skill would make the agent do, 8c by regex; fallback_dry — a
 * dry run where independent runs are not available or a full_test run failed. A judge
 * whose quotes are not in the outputs it was shown does not count (evidence.ts). The
 * arithmetic is dim8-math.ts's.
 */
import { mapLimit } from '../concurrency.ts';
import { adjust, dim8Value, DRY_RUN_MAX_RATIO, planKinds } from '../dim8-math.ts';
import { JUDGE_TEMPERATURE, RUN_TEMPERATURE, type EvaluationContext } from '../evaluation-context.ts';
import { hasValue, type JobOutcome, type JsonJob, type TextJob } from '../executor.ts';
import {
  baselineRunMessages,
  dim8DryMessages,
  dim8DrySchema,
  dim8JudgeMessages,
  dim8JudgeSchema,
  DIM8_VERSIONS,
  withSkillRunMessages,
  type Dim8DryReply,
  type Dim8JudgeReply,
  type TestPrompt,
} from '../prompts/dim8.ts';
import { checkQuotes, evidenceFailureDetail, evidenceTag, haystackOf, quotesInProse, verdictOf, type Haystack } from '../evidence.ts';
import { sideEffectsByRegex } from '../side-effects.ts';
import { mean, median } from '../stats.ts';
import type { Dim8EvalKind, Dim8Evaluation, Dim8Result, TestPromptsInfo } from '../types.ts';
import { emptyDim8, firstFailure } from '../unscored.ts';

export async function judgeDim8(ctx: EvaluationContext, tpInfo: TestPromptsInfo): Promise<Dim8Result> {
  const { ex } = ctx;
  const prompts = tpInfo.prompts;
  const result = emptyDim8();
  result.redline1Violation = ctx.sameContext;
  // Every outcome: a budget stop is noted, and a planned answer makes the result provisional.
  const track = (o: JobOutcome<unknown>) => {
    ctx.record(o);
    if (o.status === 'planned') result.provisional = true;
  };
  if (tpInfo.provisional) result.provisional = true;
  if (!prompts.length) {
    result.failure = tpInfo.failure ?? { reason: 'no-model', detail: tpInfo.warning ?? 'no test prompts' };
    return result;
  }
  const kinds = planKinds(prompts.length, ctx.mode, ctx.independent);
  const failures: Array<JobOutcome<unknown>> = [];
  // The awaits below are the order of the calls (and of the cost plan); keep them in line here.
  const evalPrompt = async (tp: TestPrompt, i: number): Promise<Dim8Evaluation | undefined> => {
    let kind = kinds[i];
    let note: string | undefined;
    if (kind === 'full_test') {
      const withRun = await ex.runText(withSkillRunJob(ctx, tp));
      track(withRun);
      const baseRun = stopsTheRun(withRun) ? withRun : await ex.runText(baselineRunJob(ctx, tp));
      track(baseRun);
      if (hasValue(withRun) && hasValue(baseRun)) {
        const replies: Dim8JudgeReply[] = [];
        const rejected: string[] = [];
        // The judge compares the two outputs for this prompt: its quotes must be in them (or in the prompt).
        const hay = haystackOf(withRun.value, baseRun.value, tp.prompt, tp.expected_behavior);
        for (let j = 1; j <= ctx.judges; j++) {
          const o = await ex.runJson(outputsJudgeJob(ctx, tp, j, withRun.value, baseRun.value));
          track(o);
          if (!hasValue(o)) failures.push(o);
          else if (o.status === 'planned' || evidenceHolds(result, `${tp.id} judge ${j}`, o.value.reason, hay, rejected)) replies.push(o.value);
        }
        if (replies.length) return fullTestEvaluation(tp, replies, withRun.value);
        if (rejected.length) failures.push(evidenceFailure(tp, 'the run outputs', rejected));
        return undefined;
      }
      const failed = (hasValue(withRun) ? baseRun : withRun) as Extract<JobOutcome<string>, { status: 'failed' }>;
      failures.push(failed);
      if (stopsTheRun(failed)) return undefined;
      // The independent run failed: the seed's fallback — reason it out instead (fallback_dry).
      kind = 'fallback_dry';
      note = `full_test run failed (${failed.detail}); fell back to a dry run`;
    }
    const o = await ex.runJson(dryRunJob(ctx, tp));
    track(o);
    if (!hasValue(o)) {
      failures.push(o);
      return undefined;
    }
    // A dry run's judge saw the skill and the prompt; it wrote the predicted output itself,
    // so a quote of that proves nothing and is not looked up there.
    const rejected: string[] = [];
    const hay = haystackOf(ctx.skill.text, tp.prompt, tp.expected_behavior);
    if (o.status !== 'planned' && !evidenceHolds(result, `${tp.id} dry-run judge`, o.value.reason, hay, rejected)) {
      failures.push(evidenceFailure(tp, 'the skill, the prompt or the expected behaviour', rejected));
      return undefined;
    }
    return dryRunEvaluation(tp, kind, o.value, note);
  };
  for (const ev of await mapLimit(prompts, ctx.concurrency, evalPrompt)) if (ev) result.evaluations.push(ev);
  if (!result.evaluations.length) {
    result.failure = firstFailure(failures) ?? { reason: 'no-model', detail: 'no dim8 evaluation completed' };
    return result;
  }
  summarise(result, prompts.length, ctx.sameContext);
  if (result.evaluations.length < prompts.length || failures.some(stopsTheRun)) withholdIncomplete(result, prompts.length, failures);
  return result;
}

/**
 * docs/features.md D9: a dim8 that misses any prompt or judge it planned (a budget or cancel stop, a
 * call that failed) is not a dim8 score. Its value is withheld, so the total is `partial`
 * and can never justify a keep; what was measured stays in the evaluations and the tag.
 */
function withholdIncomplete(result: Dim8Result, promptCount: number, failures: Array<JobOutcome<unknown>>): void {
  const stop = failures.find(stopsTheRun);
  result.failure = firstFailure(stop ? [stop] : failures) ?? { reason: 'model-error', detail: 'a dim8 evaluation did not complete' };
  const measured = result.value === null ? '' : `; ${Math.round(result.value * 10) / 10} not counted`;
  result.tags = result.tags.filter((t) => !/^\[\d+ of \d+ test prompts evaluated\]$/.test(t));
  result.tags.push(
    `[incomplete: ${result.evaluations.length} of ${promptCount} test prompts evaluated${stop ? `, stopped (${result.failure.reason})` : ''}${measured}]`,
  );
  result.value = null;
  result.beforeRedline = null;
}

/**
 * Whether a dim8 judge's quotes (quoted spans of 6+ words / 8+ CJK characters in its
 * reason; evidence.ts quotesInProse) are in what it was shown. A reason that quotes
 * nothing holds: the reply has no evidence field. When
 * it does not hold, the judge is tagged on the result and named in `rejected`.
 */
function evidenceHolds(result: Dim8Result, who: string, reason: string, hay: Haystack, rejected: string[]): boolean {
  const check = checkQuotes(quotesInProse(reason), hay);
  const verdict = verdictOf(check, false);
  if (verdict === 'held') return true;
  result.tags.push(evidenceTag(who, check, verdict));
  rejected.push(`${who}: ${check.missing} of ${check.quotes.length}`);
  return false;
}

/** The prompt's evaluation failed because no judge's evidence held: an invalid reply. */
function evidenceFailure(tp: TestPrompt, where: string, rejected: string[]): JobOutcome<never> {
  return { status: 'failed', reason: 'invalid-reply', detail: `${tp.id}: ${evidenceFailureDetail(where, rejected)}` };
}

/** A spent budget or a cancel: nothing more is asked for this prompt. */
function stopsTheRun(o: JobOutcome<unknown>): boolean {
  return o.status === 'failed' && (o.reason === 'budget' || o.reason === 'cancelled');
}

function fullTestEvaluation(tp: TestPrompt, replies: Dim8JudgeReply[], output: string): Dim8Evaluation {
  const raw = {
    intent: median(replies.map((r) => r.intent)),
    lift: median(replies.map((r) => r.lift)),
    sideEffects: median(replies.map((r) => r.side_effects)),
  };
  return { promptId: tp.id, kind: 'full_test', raw, adjusted: adjust('full_test', raw), judgeCount: replies.length, sideEffectsBy: 'judge', output };
}

/** A dry run's 8c is not judged: the regex scan of its predicted output (seed v3). */
function dryRunEvaluation(tp: TestPrompt, kind: Dim8EvalKind, reply: Dim8DryReply, note: string | undefined): Dim8Evaluation {
  const scan = sideEffectsByRegex(reply.predicted_output);
  const raw = { intent: reply.intent, lift: reply.lift, sideEffects: scan.score };
  const ev: Dim8Evaluation = {
    promptId: tp.id,
    kind,
    raw,
    adjusted: adjust(kind, raw),
    judgeCount: 1,
    sideEffectsBy: 'regex',
    regexHits: scan.hits,
    output: reply.predicted_output,
  };
  if (note) ev.note = note;
  return ev;
}

/** dim8's value, means, dry-run share and tags from the evaluations that completed (at least one). */
function summarise(result: Dim8Result, promptCount: number, sameContext: boolean): void {
  const evs = result.evaluations;
  const { beforeRedline, value } = dim8Value(
    evs.map((e) => e.adjusted),
    sameContext,
  );
  result.beforeRedline = beforeRedline;
  result.value = value;
  result.means = {
    intent: mean(evs.map((e) => e.adjusted.intent)),
    lift: mean(evs.map((e) => e.adjusted.lift)),
    sideEffects: mean(evs.map((e) => e.adjusted.sideEffects)),
  };
  result.rawSideEffects = mean(evs.map((e) => e.raw.sideEffects));
  const dry = evs.filter((e) => e.kind !== 'full_test').length;
  result.dryRunRatio = dry / evs.length;
  result.judgeCount = Math.min(...evs.map((e) => e.judgeCount));
  result.evalMode = evs.some((e) => e.kind === 'fallback_dry') ? 'fallback_dry' : dry ? 'dry_run' : 'full_test';
  if (dry) result.tags.push(`[dry_run_ratio: ${Math.round(result.dryRunRatio * 100)}%]`);
  if (dry === evs.length) result.tags.push('[invalid: all dim8 evaluations are dry runs]');
  else if (result.dryRunRatio > DRY_RUN_MAX_RATIO) result.tags.push(`[dry_run > 30%: ${evs.length - dry} full_test included]`);
  if (result.evalMode !== 'full_test') result.tags.push('[confidence: degraded]');
  if (evs.length < promptCount) result.tags.push(`[${evs.length} of ${promptCount} test prompts evaluated]`);
  if (sameContext) result.tags.push('redline_1_violation');
}

const runCheck = (t: string) => (t.trim() ? undefined : 'the run produced no output');

function withSkillRunJob(ctx: EvaluationContext, tp: TestPrompt): TextJob {
  return {
    kind: 'text',
    label: `dim8 ${tp.id} with skill`,
    step: 'dim8.run.with',
    promptVersion: DIM8_VERSIONS.runWith,
    variant: 'run',
    messages: withSkillRunMessages(ctx.skill, tp, ctx.lang),
    maxTokens: 2000,
    temperature: RUN_TEMPERATURE,
    estOutputTokens: 700,
    lang: ctx.lang,
    check: runCheck,
    placeholder: 'x'.repeat(2800),
  };
}

function baselineRunJob(ctx: EvaluationContext, tp: TestPrompt): TextJob {
  return {
    kind: 'text',
    label: `dim8 ${tp.id} baseline`,
    step: 'dim8.run.base',
    promptVersion: DIM8_VERSIONS.runBase,
    variant: 'run',
    messages: baselineRunMessages(tp, ctx.lang),
    maxTokens: 2000,
    temperature: RUN_TEMPERATURE,
    estOutputTokens: 700,
    lang: ctx.lang,
    check: runCheck,
    placeholder: 'x'.repeat(2800),
  };
}

/** Judge j compares the run with the skill against the run without it. */
function outputsJudgeJob(ctx: EvaluationContext, tp: TestPrompt, j: number, withSkill: string, baseline: string): JsonJob<Dim8JudgeReply> {
  return {
    kind: 'json',
    label: `dim8 ${tp.id} judge ${j}`,
    step: 'dim8.judge',
    promptVersion: DIM8_VERSIONS.judge,
    variant: `judge-${j}`,
    messages: dim8JudgeMessages(tp, withSkill, baseline, ctx.lang),
    maxTokens: 800,
    temperature: JUDGE_TEMPERATURE,
    estOutputTokens: 200,
    lang: ctx.lang,
    schema: dim8JudgeSchema,
    placeholder: { intent: 4, lift: 3, side_effects: 3, reason: '' },
  };
}

function dryRunJob(ctx: EvaluationContext, tp: TestPrompt): JsonJob<Dim8DryReply> {
  return {
    kind: 'json',
    label: `dim8 ${tp.id} dry run`,
    step: 'dim8.dry',
    promptVersion: DIM8_VERSIONS.dry,
    variant: 'judge-1',
    messages: dim8DryMessages(ctx.skill, tp, ctx.lang),
    maxTokens: 1500,
    temperature: JUDGE_TEMPERATURE,
    estOutputTokens: 450,
    lang: ctx.lang,
    schema: dim8DrySchema,
    placeholder: { predicted_output: '', intent: 4, lift: 3, reason: '' },
  };
}
