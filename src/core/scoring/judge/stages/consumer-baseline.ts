/**
 * Stage 5, the consumer capability baseline (docs/features.md C8, Full mode only): a plain baseline
 * skill for the same domain (the skill folder's own, else generated and kept as an
 * artefact) runs the test prompts, and a judge scores what the target model does with
 * it. A score below 60 blocks optimisation, with the judge's capability report.
 */
import { mapLimit } from '../concurrency.ts';
import { JUDGE_TEMPERATURE, RUN_TEMPERATURE, type EvaluationContext } from '../evaluation-context.ts';
import { hasValue, type JsonJob, type TextJob } from '../executor.ts';
import {
  BASELINE_BLOCK_BELOW,
  BASELINE_SKILL_PATH,
  BASELINE_VERSIONS,
  baselineJudgeMessages,
  baselineJudgeSchema,
  baselineSkillMessages,
  baselineSkillRunMessages,
  checkBaselineSkill,
  cleanBaselineSkill,
  type BaselineJudgeReply,
} from '../prompts/baseline.ts';
import type { TestPrompt } from '../prompts/dim8.ts';
import type { ConsumerBaselineResult } from '../types.ts';

export async function consumerBaseline(ctx: EvaluationContext, prompts: TestPrompt[]): Promise<ConsumerBaselineResult> {
  const { ex } = ctx;
  const existing = ctx.scan.doc.files.find((f) => f.path === BASELINE_SKILL_PATH)?.text?.text;
  const result: ConsumerBaselineResult = { path: BASELINE_SKILL_PATH, generated: false, score: null, blocked: false };
  let baselineSkill = existing;
  if (baselineSkill === undefined) {
    const o = await ex.runText(generateJob(ctx));
    ctx.record(o);
    if (!hasValue(o)) {
      result.failure = { reason: o.reason, detail: o.detail };
      return result;
    }
    baselineSkill = cleanBaselineSkill(o.value);
    result.generated = true;
    result.text = baselineSkill;
    ctx.keepArtefact({ path: BASELINE_SKILL_PATH, content: baselineSkill, why: 'consumer capability baseline (docs/features.md C8)' });
  }
  const skillText = baselineSkill;
  const outcomes = await mapLimit(prompts, ctx.concurrency, async (tp) => {
    const o = await ex.runText(runJob(ctx, skillText, tp));
    ctx.record(o);
    return o;
  });
  const runs: Array<{ tp: TestPrompt; output: string }> = [];
  for (let k = 0; k < prompts.length; k++) {
    const o = outcomes[k];
    if (!hasValue(o)) {
      result.failure = { reason: o.reason, detail: o.detail };
      return result;
    }
    runs.push({ tp: prompts[k], output: o.value });
  }
  const o = await ex.runJson(judgeJob(ctx, runs));
  ctx.record(o);
  if (!hasValue(o)) {
    result.failure = { reason: o.reason, detail: o.detail };
    return result;
  }
  result.score = o.value.score;
  result.blocked = o.value.score < BASELINE_BLOCK_BELOW;
  result.report = o.value.report;
  return result;
}

function generateJob(ctx: EvaluationContext): TextJob {
  return {
    kind: 'text',
    label: 'consumer baseline skill',
    step: 'baseline.generate',
    promptVersion: BASELINE_VERSIONS.generate,
    variant: 'gen',
    messages: baselineSkillMessages(ctx.skill, ctx.lang),
    maxTokens: 2000,
    temperature: RUN_TEMPERATURE,
    estOutputTokens: 900,
    lang: ctx.lang,
    check: checkBaselineSkill,
    placeholder: 'x'.repeat(3600),
  };
}

function runJob(ctx: EvaluationContext, baselineSkill: string, tp: TestPrompt): TextJob {
  return {
    kind: 'text',
    label: `consumer baseline ${tp.id}`,
    step: 'baseline.run',
    promptVersion: BASELINE_VERSIONS.run,
    variant: 'run',
    messages: baselineSkillRunMessages(baselineSkill, tp, ctx.lang),
    maxTokens: 2000,
    temperature: RUN_TEMPERATURE,
    estOutputTokens: 700,
    lang: ctx.lang,
    check: (t) => (t.trim() ? undefined : 'the run produced no output'),
    placeholder: 'x'.repeat(2800),
  };
}

function judgeJob(ctx: EvaluationContext, runs: Array<{ tp: TestPrompt; output: string }>): JsonJob<BaselineJudgeReply> {
  return {
    kind: 'json',
    label: 'consumer baseline judge',
    step: 'baseline.judge',
    promptVersion: BASELINE_VERSIONS.judge,
    variant: 'judge-1',
    messages: baselineJudgeMessages(runs, ctx.lang),
    maxTokens: 1000,
    temperature: JUDGE_TEMPERATURE,
    estOutputTokens: 300,
    lang: ctx.lang,
    schema: baselineJudgeSchema,
    placeholder: { score: 70, report: '' },
  };
}
