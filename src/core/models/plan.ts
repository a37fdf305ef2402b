/**
 * The cost plan shown before any model call (docs/features.md C9): how many calls, how many of
 * them the cache already answers, and estimated tokens. Built by walking the very
 * same evaluation code in planning mode (see core/judge/executor.ts), so the plan and
 * the run cannot drift apart. Calls behind a condition that only a model answer can
 * settle (multi-role review, heterogeneous judges) are listed as conditional.
 */
import type { Locale } from '../base/l10n/index.ts';

export interface PlannedCall {
  /** e.g. `dim2 judge 1`, `dim8 tp-01 with skill`. */
  label: string;
  /** Cache dimension / step, e.g. `dim2`, `dim8.run.with`. */
  step: string;
  inputTokens: number;
  outputTokens: number;
  /** Made only if an earlier answer says so. */
  conditional: boolean;
  /** Whether a reply failing validation may cost one repair call. */
  repairable: boolean;
}

export interface CostPlan {
  /** Calls that will be made (not in the cache, not conditional). */
  calls: number;
  /** Calls that may be made depending on earlier answers. */
  conditionalCalls: number;
  /** Calls answered by the judge cache. */
  cachedCalls: number;
  /** At most one repair per JSON reply that fails validation. */
  maxRepairCalls: number;
  /** Estimated tokens of the planned (unconditional) calls. */
  inputTokens: number;
  outputTokens: number;
  /** Including conditional calls. */
  maxInputTokens: number;
  maxOutputTokens: number;
  items: PlannedCall[];
}

export function summarisePlan(items: PlannedCall[], cachedCalls: number): CostPlan {
  const sure = items.filter((i) => !i.conditional);
  const sum = (xs: PlannedCall[], f: (i: PlannedCall) => number) => xs.reduce((a, i) => a + f(i), 0);
  return {
    calls: sure.length,
    conditionalCalls: items.length - sure.length,
    cachedCalls,
    maxRepairCalls: items.filter((i) => i.repairable).length,
    inputTokens: sum(sure, (i) => i.inputTokens),
    outputTokens: sum(sure, (i) => i.outputTokens),
    maxInputTokens: sum(items, (i) => i.inputTokens),
    maxOutputTokens: sum(items, (i) => i.outputTokens),
    items,
  };
}

/** The plan without the calls `drop` picks (calls another part of the run makes, or the cache will answer by then). */
export function withoutCalls(plan: CostPlan, drop: (i: PlannedCall) => boolean): CostPlan {
  return summarisePlan(
    plan.items.filter((i) => !drop(i)),
    plan.cachedCalls,
  );
}

/** Upper bound of calls: planned + conditional + one repair each. */
export function maxCalls(plan: CostPlan): number {
  return plan.calls + plan.conditionalCalls + plan.maxRepairCalls;
}

/** A token count as people read it: 950, 2.2k, 11k. */
export function shortCount(n: number): string {
  return n >= 10_000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n);
}

const k = shortCount;

/** The plan for people, in their language. */
export function formatPlan(plan: CostPlan, locale: Locale, modelLabel: string): string {
  const zh = locale === 'zh-CN';
  const lines: string[] = [];
  if (zh) {
    lines.push(`评分计划（模型 ${modelLabel}）：`);
    lines.push(
      `  将调用模型 ${plan.calls} 次（缓存命中 ${plan.cachedCalls} 次不计），估计输入 ~${k(plan.inputTokens)} tokens、输出 ~${k(plan.outputTokens)} tokens`,
    );
    if (plan.conditionalCalls)
      lines.push(
        `  视前面结果可能再调用 ${plan.conditionalCalls} 次（多角色审查 / 异质评委），合计最多 ~${k(plan.maxInputTokens)} + ~${k(plan.maxOutputTokens)} tokens`,
      );
    if (plan.maxRepairCalls) lines.push(`  每个 JSON 回复无效时最多再补一次修复调用（最多 ${plan.maxRepairCalls} 次）`);
    lines.push(`  token 数为估算值（±30%）`);
  } else {
    lines.push(`Scoring plan (model ${modelLabel}):`);
    lines.push(
      `  ${plan.calls} model calls (${plan.cachedCalls} more answered by the cache), about ${k(plan.inputTokens)} input + ${k(plan.outputTokens)} output tokens`,
    );
    if (plan.conditionalCalls)
      lines.push(
        `  up to ${plan.conditionalCalls} more depending on earlier answers (multi-role review, heterogeneous judges): at most ~${k(plan.maxInputTokens)} + ~${k(plan.maxOutputTokens)} tokens`,
      );
    if (plan.maxRepairCalls) lines.push(`  plus one repair call per JSON reply that fails validation (at most ${plan.maxRepairCalls})`);
    lines.push(`  token counts are estimates (±30%)`);
  }
  return lines.join('\n') + '\n';
}
