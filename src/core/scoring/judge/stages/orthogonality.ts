/**
 * Stage 4, the heterogeneous judges (docs/features.md C6, Full mode only): when two scores that
 * should agree do not — dim1 high but 8a low; 8c full marks but dim9 low; dim4 high in
 * a skill whose loop has never reverted — a judge with another brief looks again.
 * Triggers that rest on planned placeholders are planned as conditional.
 */
import { JUDGE_TEMPERATURE, type EvaluationContext } from '../evaluation-context.ts';
import { hasValue, type JsonJob } from '../executor.ts';
import { ORTHO_TRIGGERS, ORTHO_VERSION, orthoMessages, orthoSchema, type OrthoReply, type OrthoTrigger } from '../prompts/orthogonality.ts';
import type { Evaluation, OrthoResult } from '../types.ts';

/** What the triggers read: the judged part so far. */
export type JudgedSoFar = Pick<Evaluation, 'rubric' | 'dim8'>;

export async function orthogonality(ctx: EvaluationContext, judged: JudgedSoFar): Promise<OrthoResult[]> {
  const out: OrthoResult[] = [];
  const scores = scoresText(ctx, judged);
  const outputs = judged.dim8.evaluations
    .filter((e) => e.output)
    .map((e) => `[${e.promptId} ${e.kind}]\n${(e.output ?? '').slice(0, 4000)}`)
    .join('\n\n');
  for (const { t, conditional } of triggers(ctx, judged)) {
    const spec = ORTHO_TRIGGERS[t];
    const o = await ctx.ex.runJson(orthoJob(ctx, t, scores, t === 'dim8c-full-dim9-low' ? outputs : '', conditional));
    ctx.record(o);
    const r: OrthoResult = { trigger: t, agent: spec.agent, dims: spec.dims, tag: '[orthogonality]' };
    if (hasValue(o)) r.reply = o.value;
    else r.failure = { reason: o.reason, detail: o.detail };
    out.push(r);
  }
  return out;
}

function triggers(ctx: EvaluationContext, { rubric, dim8 }: JudgedSoFar): Array<{ t: OrthoTrigger; conditional: boolean }> {
  const { dims } = ctx.scan;
  const dim9 = dims.dim9a ? rubric.dim9?.value : 0;
  const planned8 = Boolean(dim8.provisional) || Boolean(rubric.dim9?.provisional);
  const found: Array<{ t: OrthoTrigger; conditional: boolean }> = [];
  const a = dim8.means?.intent;
  if (dims.dim1 >= 9 && (planned8 || (a !== undefined && a <= 5))) found.push({ t: 'dim1-high-dim8a-low', conditional: planned8 });
  const c = dim8.rawSideEffects;
  if ((planned8 || (c !== undefined && c === 5)) && (dim9 === 0 || planned8 || (dim9 !== undefined && dim9 !== null && dim9 <= 3)))
    found.push({ t: 'dim8c-full-dim9-low', conditional: planned8 });
  const reverted = ctx.results.some((r) => r.status.trim().toLowerCase() === 'revert');
  if (dims.dim4 >= 9 && !reverted) found.push({ t: 'dim4-high-never-reverted', conditional: false });
  return found;
}

/** The scores the heterogeneous judge is shown. */
function scoresText(ctx: EvaluationContext, { rubric, dim8 }: JudgedSoFar): string {
  const { dims, subscores } = ctx.scan;
  const dim9 = dims.dim9a ? rubric.dim9?.value : 0;
  const a = dim8.means?.intent;
  const c = dim8.rawSideEffects;
  return [
    `dim1 = ${dims.dim1}`,
    `dim3 = ${rubric.dim3?.value ?? 'null'}`,
    `dim4 = ${dims.dim4}`,
    `dim8a = ${a?.toFixed(2) ?? 'null'} / 8`,
    `dim8c = ${c?.toFixed(2) ?? 'null'} / 5`,
    `dim9 = ${dim9 ?? 'null'}`,
    `Sentinel = ${subscores.Sentinel} / 2`,
  ].join('\n');
}

function orthoJob(ctx: EvaluationContext, t: OrthoTrigger, scores: string, outputs: string, conditional: boolean): JsonJob<OrthoReply> {
  return {
    kind: 'json',
    label: `orthogonality ${t}`,
    step: `ortho.${t}`,
    promptVersion: ORTHO_VERSION,
    variant: 'ortho',
    messages: orthoMessages(t, ctx.skill, ctx.lang, scores, outputs),
    maxTokens: 1200,
    temperature: JUDGE_TEMPERATURE,
    estOutputTokens: 300,
    lang: ctx.lang,
    schema: orthoSchema,
    conditional,
    placeholder: { verdict: 'confirmed', findings: [], note: '' },
  };
}
