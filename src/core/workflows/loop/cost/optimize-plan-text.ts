/**
 * The optimiser's cost plan as text (docs/features.md C9): what `luban optimize` prints before it
 * sends any request, per skill and in total, in English and 简体中文. The editor words
 * the same numbers in its consent modal (extension/models/consent.ts).
 */
import { localTable, type Locale } from '../../../base/l10n/index.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import type { OptimizePlan } from './optimize-plan.ts';
import { shortCount } from '../../../models/plan.ts';

const M = {
  head: { en: 'Optimisation plan (model {model}):', zh: '优化计划（模型 {model}）：' },
  skill: {
    en: '  {skill}: {mode} mode, baseline then up to {rounds} rounds — about {calls} calls (up to {max}), ~{input} input + ~{output} output tokens',
    zh: '  {skill}：{mode} 模式，先测基线，再最多 {rounds} 轮——约 {calls} 次调用（最多 {max} 次），约 {input} 输入 + {output} 输出 tokens',
  },
  reviewStages: {
    en: '    + up to {n} calls for the review stages 3–4 (fix P0 → P1 → P2, closure), only if the review leaves items',
    zh: '    + 审查阶段 3–4（按 P0 → P1 → P2 修复、闭环检查）最多 {n} 次调用，仅在审查留下问题项时发生',
  },
  total: {
    en: '  in all: about {calls} model calls (up to {max}), ~{input} input + ~{output} output tokens (estimates, ±30%)',
    zh: '  合计：约 {calls} 次模型调用（最多 {max} 次），约 {input} 输入 + {output} 输出 tokens（估算值，±30%）',
  },
  budget: {
    en: '  the run stops cleanly after {n} HTTP requests (--budget {n}, retries included)',
    zh: '  本次运行在 {n} 次 HTTP 请求后干净地停止（--budget {n}，含重试）',
  },
  budgetShort: { en: '  the budget is below the plan: expect partial scores and fewer rounds', zh: '  预算低于计划：评分将不完整，轮次也会减少' },
} satisfies Record<string, LocalisedText>;

const say = localTable(M);

export interface SkillPlan {
  skill: string;
  plan: OptimizePlan;
}

export function formatOptimizePlan(plans: SkillPlan[], locale: Locale, model: string, budget?: number): string {
  const lines = [say(locale, 'head', { model })];
  for (const { skill, plan } of plans)
    lines.push(
      say(locale, 'skill', {
        skill,
        mode: plan.mode === 'full' ? 'Full' : 'Quick',
        rounds: plan.rounds,
        calls: plan.calls,
        max: plan.maxCalls,
        input: shortCount(plan.inputTokens),
        output: shortCount(plan.outputTokens),
      }),
      ...(plan.reviewStageCalls ? [say(locale, 'reviewStages', { n: plan.reviewStageCalls })] : []),
    );
  const sum = totals(plans);
  lines.push(say(locale, 'total', { calls: sum.calls, max: sum.maxCalls, input: shortCount(sum.inputTokens), output: shortCount(sum.outputTokens) }));
  if (budget !== undefined) {
    lines.push(say(locale, 'budget', { n: budget }));
    if (budget < sum.calls) lines.push(say(locale, 'budgetShort'));
  }
  return lines.join('\n') + '\n';
}

export function totals(plans: SkillPlan[]): { calls: number; maxCalls: number; inputTokens: number; outputTokens: number } {
  const t = { calls: 0, maxCalls: 0, inputTokens: 0, outputTokens: 0 };
  for (const { plan } of plans) {
    t.calls += plan.calls;
    t.maxCalls += plan.maxCalls;
    t.inputTokens += plan.inputTokens;
    t.outputTokens += plan.outputTokens;
  }
  return t;
}
