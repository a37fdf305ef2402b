/**
 * Choosing the dimension to improve (seed v3 优化策略库 and Phase 2 Step 1): the
 * strategy library's priority levels first — P0 gate items (runtime binding, dim8
 * regressions — a measured negative uplift, "带 skill 比不带还差", comes first of them after
 * the runtime gate —, Sentinel alerts / open P0 review items), P1 structure (dim1, dim2,
 * dim4, dim7a, dim3), P2 specificity (dim5, dim6), P3 readability (dim7b, dim9) —
 * and within a level the deepest weakness, (10 − score) × weight. Dimensions that
 * oscillated, that were reverted before (绕行), that luban-profile.json's
 * oscillation_guard names for the skill, or that have no proposal left are skipped,
 * each with its reason.
 *
 * The library also maps findings to strategies (`rules` of an entry, `strategyFor`): a
 * finding of one of an entry's rules makes its dimension a target even when the score
 * shows no room (the P3 readability rows — long paragraphs, no TL;DR, repeated
 * descriptions — are findings the static score does not price).
 */
import type { Dimension, LocalisedText } from '../../rules/types.ts';
import { WEIGHTS } from '../../engine/rubric/weights.ts';

export type Level = 'P0' | 'P1' | 'P2' | 'P3';

export interface StrategyEntry {
  level: Level;
  dim: Dimension;
  gate?: 'runtime' | 'review-p0';
  type: LocalisedText;
  strategy: LocalisedText;
  /** Rules whose findings this row's strategy repairs (finding → strategy). */
  rules?: readonly string[];
}

/** The rule id of the "with the skill worse than without" P0 finding (no scanner rule: a measurement). */
export const NEGATIVE_UPLIFT = 'luban/negative-uplift';

export const STRATEGY: StrategyEntry[] = [
  {
    level: 'P0',
    dim: 'dim6',
    gate: 'runtime',
    type: { en: 'runtime binding', zh: 'Runtime 绑定' },
    strategy: { en: 'replace single-runtime wording with runtime-neutral wording', zh: '替换为 runtime-neutral 措辞' },
  },
  {
    level: 'P0',
    dim: 'dim8',
    type: { en: 'with the skill worse than without (negative uplift)', zh: '效果倒退（带 skill 比不带还差）' },
    strategy: { en: 'the skill over-constrains: cut instructions until it beats the baseline again', zh: 'skill 过度约束，精简指令' },
    rules: [NEGATIVE_UPLIFT],
  },
  {
    level: 'P0',
    dim: 'dim8',
    type: { en: 'regression / off-target output / side effects', zh: '效果倒退 / 输出偏离 / 副作用' },
    strategy: {
      en: 'remove over-constraining or misleading instructions; add an explicit output template',
      zh: '精简过度约束、去掉误导性指令，补充明确输出模板',
    },
  },
  {
    level: 'P0',
    dim: 'dim10',
    type: { en: 'Sentinel alert / open P0 review item', zh: 'Sentinel 安全告警 / P0 未闭合' },
    strategy: {
      en: 'remove or authorise the command, move credentials to environment variables, add guards',
      zh: '移除或授权恶意指令，凭据改环境变量，增加 guards',
    },
  },
  {
    level: 'P1',
    dim: 'dim1',
    type: { en: 'frontmatter lacks triggers / is invalid', zh: 'Frontmatter 缺触发词或非法' },
    strategy: { en: 'add trigger words, cut trailing filler, fix the YAML', zh: '补充中英文触发词，掐掉结尾空话，修复 YAML' },
  },
  {
    level: 'P1',
    dim: 'dim2',
    type: { en: 'no phase/step structure', zh: '无 Phase/Step 结构' },
    strategy: { en: 'reorganise into a numbered flow with input → output per step', zh: '重组为线性流程，每步标注输入→输出' },
  },
  {
    level: 'P1',
    dim: 'dim4',
    type: { en: 'no checkpoints', zh: '无检查点' },
    strategy: { en: 'insert 🔴 CHECKPOINT / 🛑 STOP before the consequential step', zh: '插入 🔴 CHECKPOINT / 🛑 STOP' },
  },
  {
    level: 'P1',
    dim: 'dim7a',
    type: { en: 'heading skips / missing sections', zh: '标题跳跃 / 缺必含章节' },
    strategy: { en: 'add the missing heading level or section', zh: '补中间层级，合并重复章节' },
  },
  {
    level: 'P1',
    dim: 'dim3',
    type: { en: 'no error handling', zh: '无错误处理' },
    strategy: { en: 'add a three-part fallback: trigger / first fix / last resort', zh: '补三段式 fallback：触发条件 / 一线修复 / 仍失败兜底' },
    rules: ['skillops/fallback-path'],
  },
  {
    level: 'P2',
    dim: 'dim5',
    type: { en: 'vague steps / soft words', zh: '步骤模糊 / 软化词过多' },
    strategy: { en: 'replace soft words with must/never and concrete values', zh: '改"建议"为"必须"，补具体数值' },
  },
  {
    level: 'P2',
    dim: 'dim6',
    type: { en: 'broken resource reference', zh: '资源引用断裂' },
    strategy: { en: 'point the reference at the existing file or remove it', zh: '删除死链接或指向现有文件' },
  },
  {
    level: 'P3',
    dim: 'dim7b',
    type: { en: 'long paragraphs / repetition', zh: '段落过长 / 重复描述' },
    strategy: { en: 'split, tabulate, merge duplicates', zh: '拆分、改表格、合并去重' },
    rules: ['distill/long-paragraph', 'distill/repeated-description'],
  },
  {
    level: 'P3',
    dim: 'dim7b',
    type: { en: 'no quick entry (TL;DR or decision tree)', zh: '缺速查入口（TL;DR 或决策树）' },
    strategy: { en: 'add a TL;DR or a decision tree at the top', zh: '添加 TL;DR 或决策树' },
    rules: ['distill/no-quick-start'],
  },
  {
    level: 'P3',
    dim: 'dim9',
    type: { en: 'no anti-pattern marks', zh: '缺反例标注' },
    strategy: { en: 'add "don\'t / 不要" notes beside key steps (≥3 contexts)', zh: '在关键操作旁加反例标注（≥3 处不同语境）' },
  },
];

export interface Candidate {
  dim: Dimension;
  level: Level;
  gate?: 'runtime' | 'review-p0';
  score: number;
  depth: number;
  entry: StrategyEntry;
  /** The findings (rule ids) that made this a target, when a finding did (finding → strategy). */
  findings?: string[];
}

/**
 * A measured with / without difference: the uplift in pass rate of the skill's tests.yaml
 * tasks run with and without it (docs/effect.md), with its 95 % interval. Only a measurement
 * of both conditions can say "worse than without"; rubric scores cannot (the consumer
 * baseline of docs/features.md C8 is another skill, not the agent without this one).
 */
export interface Uplift {
  value: number;
  low: number;
  high: number;
}

/** With the skill worse than without beyond its noise (seed v3 P0 效果倒退 "带 skill 比不带还差"): the whole interval below 0. */
export function negativeUplift(u: Uplift | undefined): boolean {
  return u !== undefined && Number.isFinite(u.high) && u.high < 0;
}

/** The measured uplift of a scored snapshot, when dim8 came from complete effect tasks; else undefined. */
export function upliftOf(snap: { effect?: { value: number | null; low: number; high: number } }): Uplift | undefined {
  const e = snap.effect;
  if (!e || e.value === null) return undefined;
  return { value: e.value, low: e.low, high: e.high };
}

/** The strategy-library row that repairs a finding of this rule, if any. */
export function strategyFor(ruleId: string): StrategyEntry | undefined {
  return STRATEGY.find((e) => e.rules?.includes(ruleId));
}

export interface PickInput {
  dims: Partial<Record<Dimension, number>>;
  runtimeGate: 'pass' | 'fail' | 'exempt';
  openP0: number;
  /**
   * The most dim8 can score under its evaluation kinds (judge/dim8-math dim8Ceiling):
   * Quick's dry runs cap it near 7, so its P0 mark and its room are measured against
   * this ceiling — otherwise a Quick run picks dim8 first in every round. Default 10.
   */
  dim8Ceiling?: number;
  /** The paired with / without measurement, when one was made: a negative uplift is a P0 target before any other (after the runtime gate). */
  uplift?: Uplift;
  /** The scan's findings: those of a row's `rules` make its dimension a target even at full score. */
  findings?: ReadonlyArray<{ ruleId: string }>;
}

/** Every dimension with room to improve, in the order the strategy library takes them. */
export function rankTargets(input: PickInput): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const level of ['P0', 'P1', 'P2', 'P3'] as Level[]) {
    const inLevel: Candidate[] = [];
    for (const entry of STRATEGY.filter((e) => e.level === level)) {
      const dim = entry.dim;
      const score = input.dims[dim];
      if (entry.gate === 'runtime') {
        if (input.runtimeGate !== 'fail') continue;
        inLevel.push({ dim, level, gate: 'runtime', score: score ?? 0, depth: Number.POSITIVE_INFINITY, entry });
        continue;
      }
      if (seen.has(dim) || score === undefined) continue;
      if (entry.rules?.includes(NEGATIVE_UPLIFT)) {
        if (negativeUplift(input.uplift)) inLevel.push({ dim, level, score, depth: Number.MAX_SAFE_INTEGER, entry, findings: [NEGATIVE_UPLIFT] });
        continue;
      }
      if (level === 'P0' && dim === 'dim10' && input.openP0 > 0) {
        inLevel.push({ dim, level, gate: 'review-p0', score, depth: Number.POSITIVE_INFINITY - 1, entry });
        continue;
      }
      const ceiling = dim === 'dim8' ? Math.min(10, Math.max(1e-9, input.dim8Ceiling ?? 10)) : 10;
      // dim8 on the scale its evaluation kinds allow (0–10 of what they can give).
      const onScale = dim === 'dim8' ? (score / ceiling) * 10 : score;
      if (level === 'P0' && dim === 'dim8' && onScale >= 7) continue;
      if (level === 'P0' && dim === 'dim10' && score >= 10) continue;
      const found = [...new Set((input.findings ?? []).map((f) => f.ruleId).filter((id) => entry.rules?.includes(id)))];
      if (onScale >= 10 - 1e-9) {
        // At full score only a finding of the row's rules makes it a target, at the least depth of its level.
        if (found.length) inLevel.push({ dim, level, score, depth: 0, entry, findings: found });
        continue;
      }
      inLevel.push({ dim, level, score, depth: (ceiling - score) * WEIGHTS[dim], entry, ...(found.length ? { findings: found } : {}) });
    }
    inLevel.sort((a, b) => b.depth - a.depth);
    for (const c of inLevel) {
      const key = c.gate ? `${c.dim}:${c.gate}` : c.dim;
      if (seen.has(key)) continue;
      seen.add(key);
      if (!c.gate) seen.add(c.dim);
      out.push(c);
    }
  }
  return out;
}

/**
 * Rules whose findings are defects with a deterministic repair (a YAML error the quoting
 * fix resolves, a broken reference pointed at the existing file), by the dimension the
 * repair raises. Without a model these come first (issue 12 item 6): the offline
 * optimiser fixes what a rule found wrong before it adds anything, such as a checkpoint
 * mark, that only earns rubric points.
 */
const DEFECT_RULES: Partial<Record<Dimension, RegExp>> = {
  dim1: /^skillops\/yaml/,
  dim6: /^skillops\/broken-reference$/,
};

/**
 * The offline order of targets: those with a defect finding (error or warning of a rule
 * in DEFECT_RULES) first, the rest after; each group keeps the strategy library's order.
 */
export function defectsFirst(targets: Candidate[], findings: ReadonlyArray<{ ruleId: string; dimension: Dimension; severity: string }>): Candidate[] {
  const hasDefect = (c: Candidate) =>
    !c.gate && findings.some((f) => f.dimension === c.dim && f.severity !== 'info' && (DEFECT_RULES[c.dim]?.test(f.ruleId) ?? false));
  return [...targets.filter(hasDefect), ...targets.filter((c) => !hasDefect(c))];
}
