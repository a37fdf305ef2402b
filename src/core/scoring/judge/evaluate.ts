/**
 * The judged part of a score (docs/features.md C4–C8), run through an Executor — the same code
 * plans (no model call: cached answers and placeholders) and runs. Order, so a budget
 * stop keeps the most useful part: rubric dims, dim8, the multi-role review, the
 * heterogeneous judges, the consumer baseline. Each stage is a file in ./stages/ and
 * takes the one EvaluationContext (./evaluation-context.ts).
 *
 * Quick: 1 judge per dim, dim8 mostly dry_run (one forced full_test), no review
 * (dim10 by the Quick rule). Full: 2 independent judges per dim (median), dim8
 * full_test with 2 judges, multi-role review on its trigger, heterogeneous judges on
 * theirs, consumer baseline.
 */
import { skillText } from './context.ts';
import { emptyEvaluation, evaluationContext, type EvaluateInput } from './evaluation-context.ts';
import type { Executor } from './executor.ts';
import { consumerBaseline } from './stages/consumer-baseline.ts';
import { judgeDim8 } from './stages/dim8.ts';
import { measuredDim8 } from './stages/dim8-measured.ts';
import { gatherTestPrompts } from './stages/dim8-prompts.ts';
import { orthogonality } from './stages/orthogonality.ts';
import { review } from './stages/review.ts';
import { judgeRubric } from './stages/rubric.ts';
import type { Evaluation, Failure } from './types.ts';
import { nullJudged } from './unscored.ts';

export type { EvaluateInput } from './evaluation-context.ts';
export { RUBRIC_PROMPTS } from './stages/rubric.ts';
export { checkMapping, enforceSeverity, mechanicalNormalise } from './stages/review.ts';

export async function evaluate(input: EvaluateInput, ex: Executor): Promise<Evaluation> {
  const evaluation = emptyEvaluation(input, ex);
  const skill = skillText(input.scan.doc);
  if (!skill) {
    const failure: Failure = { reason: 'no-skill-md', detail: 'the folder has no readable SKILL.md' };
    for (const dim of ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b', 'dim9'] as const) evaluation.rubric[dim] = nullJudged('static', failure);
    evaluation.dim8.failure = failure;
    return evaluation;
  }
  const ctx = evaluationContext(input, ex, skill, evaluation);
  const full = ctx.mode === 'full' && ctx.independent;

  // 1. Rubric dims (C4).
  evaluation.rubric = await judgeRubric(ctx);

  // 2. dim8 (C5, C6).
  evaluation.testPrompts = await gatherTestPrompts(ctx);
  // Measured from tests.yaml's effect tasks when the skill has them (issue 32 item 4, docs/effect.md).
  evaluation.dim8 = (await measuredDim8(ctx, input.scan.doc.dir, evaluation.notes)) ?? (await judgeDim8(ctx, evaluation.testPrompts));

  // 3. Multi-role review (C7), Full only.
  if (full) evaluation.review = input.carriedReview ?? (await review(ctx, evaluation.dim8));

  // 4. Heterogeneous judges (C6), Full only.
  if (full && input.heterogeneous !== false) evaluation.orthogonality = await orthogonality(ctx, evaluation);

  // 5. Consumer baseline (C8), Full only.
  if (full && input.consumerBaseline !== false && evaluation.testPrompts.prompts.length)
    evaluation.consumerBaseline = await consumerBaseline(ctx, evaluation.testPrompts.prompts);

  if (ctx.mode === 'full' && !ctx.independent)
    evaluation.notes.push('independent judge contexts unavailable: fallback mode (judge_count=1, no multi-role review, dim8 fallback_dry)');
  return evaluation;
}
