/** User-visible strings of the scorecard and the score command, English and Simplified Chinese. */
import type { LocalisedText } from '../../rules/types.ts';

export { DIM_NAMES } from '../../engine/rubric/dim-names.ts';

export const scoreMessages = {
  notScored: { en: 'not scored', zh: '未评分' },
  'reason.no-model': { en: 'no model', zh: '未配置模型' },
  'reason.budget': { en: 'call budget spent', zh: '调用预算已用完' },
  'reason.cancelled': { en: 'cancelled', zh: '已取消' },
  'reason.model-error': { en: 'model error', zh: '模型调用出错' },
  'reason.invalid-reply': { en: 'invalid reply (after one repair)', zh: '回复无效（已重试修复一次）' },
  'reason.not-applicable': { en: 'not applicable', zh: '不适用' },
  'reason.no-skill-md': { en: 'no SKILL.md', zh: '没有 SKILL.md' },
  reasonDetail: { en: '{reason} — {detail}', zh: '{reason}——{detail}' },
  total: { en: 'Total {total} / 100', zh: '总分 {total} / 100' },
  totalPartial: {
    en: 'Total {total} of {outOf} (partial: only scored parts count, nothing extrapolated)',
    zh: '总分 {total} / {outOf}（部分评分：只计已评分部分，不外推）',
  },
  totalNone: { en: 'Total: not scored', zh: '总分：未评分' },
  // docs/features.md C3a: beside a judged total, the static view as `luban scan` shows it.
  staticBeside: { en: ' · form checks {points} of {outOf}', zh: ' · 形式检查 {points} / {outOf}' },
  modelSilent: {
    en: 'The model did not answer: {failed} of {calls} calls failed ({reason}). Nothing judged counts; fix the endpoint and score again.',
    zh: '模型没有给出可用回答：{calls} 次调用中 {failed} 次失败（{reason}）。没有任何评委结果计入；请检查端点后重新评分。',
  },
  modelSomeFailed: {
    en: '{failed} of {calls} model calls failed ({reason}); what they were for is not scored.',
    zh: '{calls} 次模型调用中 {failed} 次失败（{reason}）；相应部分未评分。',
  },
  failureReason: { en: '{kind} — {detail}', zh: '{kind}——{detail}' },
  'failure.timeout': { en: 'no answer within the time limit', zh: '超时未回答' },
  'failure.server': { en: 'provider error (HTTP {status})', zh: '服务端错误（HTTP {status}）' },
  'failure.rate_limit': { en: 'rate limited (HTTP 429)', zh: '被限流（HTTP 429）' },
  'failure.auth': { en: 'key refused (HTTP {status})', zh: '密钥被拒（HTTP {status}）' },
  'failure.request': { en: 'request refused (HTTP {status})', zh: '请求被拒（HTTP {status}）' },
  'failure.network': { en: 'connection failed', zh: '连接失败' },
  'failure.truncated': { en: 'answer cut short', zh: '回答被截断' },
  'failure.bad_response': { en: 'not a valid protocol answer', zh: '不是合法的协议应答' },
  'failure.invalid-reply': { en: 'invalid reply', zh: '回复无效' },
  'failure.config': { en: 'configuration error', zh: '配置错误' },
  'failure.budget': { en: 'a retry the call budget did not allow', zh: '调用预算不允许重试' },
  capped: {
    en: 'dim10 is capped at {at} of 10 while {p0} P0 review item(s) are open (uncapped {uncapped}); the total is not capped',
    zh: '有 {p0} 个 P0 审查项未闭合，dim10 上限锁定为 {at}/10（未锁定前 {uncapped}）；总分不设上限',
  },
  usage: {
    en: '{calls} model calls · ~{input} input + ~{output} output tokens · {hits} answered by the cache',
    zh: '模型调用 {calls} 次 · 输入约 {input}、输出约 {output} tokens · 缓存命中 {hits} 次',
  },
  usageEstimated: { en: '(some token counts are estimates)', zh: '（部分 token 数为估算）' },
  stoppedBudget: { en: 'Stopped: the call budget is spent; the rest is not scored.', zh: '已停止：调用预算用完，其余部分未评分。' },
  stoppedCancelled: { en: 'Cancelled: what was answered so far is shown; the rest is not scored.', zh: '已取消：只显示已完成的部分，其余未评分。' },
  staticOnly: {
    en: 'No model configured: judged dimensions are not scored (use --provider and --model).',
    zh: '未配置模型：需要评委的维度未评分（使用 --provider 和 --model）。',
  },
  redline: { en: 'Same-context redline: dim8 ×0.5 (redline_1_violation)', zh: '同源红线：dim8 ×0.5（redline_1_violation）' },
  review: { en: 'Multi-role review ({doc}): {n} issues after normalisation', zh: '多角色审查（{doc}）：归一化后 {n} 项' },
  reviewView: {
    en: ' · review view {view}/100 ({p0} P0 × −30, {p1} P1 × −5, {p2} P2 × 0 open)',
    zh: ' · 审查分 {view}/100（未闭合 P0 {p0} 项 × −30，P1 {p1} 项 × −5，P2 {p2} 项 × 0）',
  },
  reviewCut: {
    en: ' — incomplete: {answered} of {roles} roles answered, so far only; not counted in dim10',
    zh: '——未完成：{roles} 个角色中 {answered} 个作答，仅为目前所见；不计入 dim10',
  },
  gateBlocked: {
    en: '⛔ Optimisation blocked: {p1} P1 review items are open (≥ {threshold}); a person decides before any optimisation.',
    zh: '⛔ 阻断优化：{p1} 个 P1 审查项未闭合（≥{threshold}）；需由人决定后才能优化。',
  },
  ortho: { en: 'Heterogeneous judge {agent} ({trigger}): {verdict}', zh: '异质评委 {agent}（{trigger}）：{verdict}' },
  baseline: { en: 'Consumer baseline: {score}/100{blocked}', zh: '消费者能力基线：{score}/100{blocked}' },
  baselineBlocked: { en: ' — below 60: optimisation is blocked', zh: '——低于 60：阻断后续优化' },
  testPrompts: { en: 'Test prompts: {n} ({source})', zh: '测试 prompt：{n} 个（{source}）' },
  wrote: { en: 'Wrote {file}', zh: '已写入 {file}' },
  module: { en: '{name} {points}/{of} + judged {rubric}', zh: '{name} {points}/{of} + 评委 {rubric}' },
  moduleOnly: { en: 'counted: {name} {points}/{of}', zh: '已计：{name} {points}/{of}' },
  // The spread beside judged numbers (spread.ts).
  judgesSaid: { en: '{n} judges: {values}', zh: '{n} 位评委：{values}' },
  oneJudge: { en: '1 judge, spread unknown', zh: '1 位评委，离散度未知' },
  notRecorded: { en: '{n} judges, spread not recorded', zh: '{n} 位评委，离散度未记录' },
  totalWithSpread: { en: '{total} ± {spread}', zh: '{total} ± {spread}' },
  fromJudges: {
    en: "  ± {spread}: the judges' spread (pooled sd {sd} over {df} degrees of freedom), propagated by each dimension's judged weight.",
    zh: '  ± {spread}：评委离散度（合并标准差 {sd}，自由度 {df}），按各维度评委部分的权重传播。',
  },
  fromJudgesAtLeast: {
    en: "  ± {spread} at least: the judges' spread (pooled sd {sd}, {df} degrees of freedom) propagated by weight; {dims} add a spread not recorded here, so the true ± is larger.",
    zh: '  ± 至少 {spread}：评委离散度（合并标准差 {sd}，自由度 {df}）按权重传播；{dims} 的离散度未记录，实际 ± 更大。',
  },
  fromNoiseFloor: {
    en: '  ± {spread}: the measured noise floor (sd of {n} judgings of the same text).',
    zh: '  ± {spread}：实测噪声底（同一文本 {n} 次评分的标准差）。',
  },
  unknownSpread: {
    en: '  Spread unknown: 1 judge per dimension — a second judge (--mode full) measures it.',
    zh: '  离散度未知：每个维度只有 1 位评委——增加评委（--mode full）才能测出。',
  },
  disagree: {
    en: '⚠ Judges disagree on {dims}: read their evidence before relying on these values.',
    zh: '⚠ 评委在 {dims} 上分歧较大：依赖这些分数前请先看评委的依据。',
  },
} satisfies Record<string, LocalisedText>;

export type ScoreMessageKey = keyof typeof scoreMessages;
