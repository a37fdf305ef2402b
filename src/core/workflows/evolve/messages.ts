/**
 * The evolving loop's words for people, English and 简体中文, shared by the CLI, the
 * editor and the artefacts. The RESULT block itself is the seed's protocol and is
 * written as the seed writes it (result-block.ts).
 */
import { localTable } from '../../base/l10n/index.ts';
import type { LocalisedText } from '../../rules/types.ts';

export const EVOLVE_MESSAGES = {
  // benchmark.md
  'bench.weightNotNumber': {
    en: 'the weight "{weight}" of "{name}" is not a number (write e.g. 30 or 30%)',
    zh: '“{name}”的权重“{weight}”不是数字（请写成 30 或 30%）',
  },
  'bench.weightNotPositive': { en: 'the weight of "{name}" must be greater than 0, got {weight}', zh: '“{name}”的权重必须大于 0，收到 {weight}' },
  'bench.rowNoName': { en: 'a table row has no dimension name', zh: '表格中有一行没有维度名称' },
  'bench.rowNoWeight': { en: 'the row of "{name}" has no weight cell', zh: '“{name}”这一行没有权重' },
  'bench.tableEmpty': { en: 'the dimension table has no rows', zh: '维度表格没有任何行' },
  'bench.noDimensions': {
    en: 'no dimensions found: add a table with the columns "Dimension | Weight | Criteria", or lines like "- Accuracy (30%): what counts"',
    zh: '没有找到评分维度：请加一个“维度 | 权重 | 评分标准”表格，或写成“- 准确性（30%）：评分标准”这样的行',
  },
  'bench.duplicate': { en: 'the dimension "{name}" is already defined on line {first}', zh: '维度“{name}”已在第 {first} 行定义过' },

  // inputs
  thresholdLow: {
    en: '--threshold {v} is refused: the pass threshold has a hard minimum of 90 — a value below 90 must not be passed (seed: 硬性最低标准 90，禁止传入低于 90 的值)',
    zh: '拒绝 --threshold {v}：通过阈值硬性最低标准 90，禁止传入低于 90 的值',
  },
  thresholdBad: { en: '--threshold must be a number from 90 to 100, got "{v}"', zh: '--threshold 必须是 90 到 100 之间的数，收到 "{v}"' },
  maxIterationsBad: { en: '--max-iterations must be a whole number ≥ 1, got "{v}"', zh: '--max-iterations 必须是 ≥1 的整数，收到 "{v}"' },
  taskMissing: {
    en: '--task is required: the test task as text, or @FILE to read it from a file',
    zh: '必须提供 --task：测试任务的文本，或用 @FILE 从文件读取',
  },
  taskEmpty: { en: 'the test task is empty ({source})', zh: '测试任务为空（{source}）' },
  readFailed: { en: 'cannot read {file}: {detail}', zh: '无法读取 {file}：{detail}' },

  // no model
  noModel: {
    en: 'evolve needs a model to execute the task, judge the result against the benchmark and rewrite the skill; none is configured (provider none), so nothing was executed or scored. Pass --provider openai|anthropic --model NAME (and --base-url for a local server).',
    zh: 'evolve 需要模型来执行任务、按 benchmark 评分并改写技能；当前没有配置模型（provider none），因此没有执行也没有评分。请加 --provider openai|anthropic --model 名称（本地服务再加 --base-url）。',
  },

  // progress
  'step.execute': { en: 'iteration {n}: executing the task with v{version}', zh: '第 {n} 次迭代：用 v{version} 执行测试任务' },
  'step.evaluate': { en: 'iteration {n}: an independent judge scores the result against the benchmark', zh: '第 {n} 次迭代：独立评委按 benchmark 评分' },
  'step.rewrite': { en: 'iteration {n}: analysing the weak dimensions and rewriting only those parts', zh: '第 {n} 次迭代：分析弱项并只改写相关部分' },
  'step.replace': { en: 'writing v{version} to SKILL.md', zh: '把 v{version} 写入 SKILL.md' },
  iterationLine: {
    en: 'iteration {n}: v{version} scored {score} / {threshold}{mark}{weak}',
    zh: '第 {n} 次迭代：v{version} 得分 {score} / {threshold}{mark}{weak}',
  },
  weakList: { en: ' — weak: {list}', zh: ' —— 弱项：{list}' },
  noWeakBelow70: {
    en: 'no dimension scored below 70; the lowest below the threshold are treated as weak',
    zh: '没有低于 70 的维度；把低于阈值的最低维度当作弱项',
  },
  archived: { en: "the previous run's artefacts were moved to {dir}", zh: '上一次运行的产物已移到 {dir}' },
  versionMissing: { en: 'SKILL.md has no version; starting from {v}', zh: 'SKILL.md 没有 version；从 {v} 开始' },

  // stops
  'stop.passed': { en: '✅ passed: {score} ≥ {threshold} at iteration {n}', zh: '✅ 达标：第 {n} 次迭代得分 {score} ≥ {threshold}' },
  'stop.max-iterations': {
    en: '⚠️ max iterations ({max}) reached without passing; the best version v{version} ({score}) is kept',
    zh: '⚠️ 达到最大迭代次数（{max}）仍未达标；保留当前最佳 v{version}（{score} 分）',
  },
  'stop.stalled': {
    en: '⚠️ stalled: the score stayed at {score} for 3 iterations in a row; the best version v{version} is kept',
    zh: '⚠️ 停滞：连续 3 次分数无变化（{score}）；保留当前最佳 v{version}',
  },
  'stop.error': { en: 'stopped at iteration {n} ({step}): {detail}', zh: '在第 {n} 次迭代（{step}）停止：{detail}' },

  // failures
  'fail.no-model': { en: 'no model is configured', zh: '没有配置模型' },
  'fail.budget': { en: 'the call budget is spent', zh: '调用预算已用完' },
  'fail.cancelled': { en: 'cancelled', zh: '已取消' },
  'fail.model-error': { en: 'the model call failed', zh: '模型调用失败' },
  'fail.invalid-reply': {
    en: "the model's reply could not be read, even after one repair request — no score was invented",
    zh: '模型的回复无法读取，修复请求一次后仍然无效——没有编造分数',
  },
  'fail.write-failed': { en: 'SKILL.md could not be written', zh: '无法写入 SKILL.md' },
  'stepName.execute': { en: 'execute', zh: '执行' },
  'stepName.evaluate': { en: 'evaluate', zh: '评分' },
  'stepName.rewrite': { en: 'rewrite', zh: '改写' },
  'stepName.replace': { en: 'replace SKILL.md', zh: '替换 SKILL.md' },
  'stepName.setup': { en: 'setup', zh: '准备' },

  // the final replacement
  'replace.title': { en: 'Replace SKILL.md with the evolved version v{version}?', zh: '用进化后的 v{version} 替换 SKILL.md 吗？' },
  'replace.body': {
    en: '{stop}\nScores: {scores}\nSKILL.md is replaced only with your approval; {safety}. Every version stays in evolve/v{N}/.',
    zh: '{stop}\n各次得分：{scores}\n只有经你同意才会替换 SKILL.md；{safety}。每个版本都保存在 evolve/v{N}/。',
  },
  'replace.safetyGit': { en: 'a pre-edit commit is made first', zh: '替换前先做 pre-edit 提交' },
  'replace.safetyBak': { en: 'a SKILL.md.bak backup is made first', zh: '替换前先备份为 SKILL.md.bak' },
  'choice.replace': { en: 'Replace SKILL.md', zh: '替换 SKILL.md' },
  'choice.keep': { en: 'Keep the current SKILL.md', zh: '保留当前 SKILL.md' },
  'replaced.git': {
    en: 'SKILL.md is now v{version} (pre-edit commit {pre}, commit {commit})',
    zh: 'SKILL.md 已更新为 v{version}（pre-edit 提交 {pre}，提交 {commit}）',
  },
  'replaced.bak': { en: 'SKILL.md is now v{version} (the previous version is in {backup})', zh: 'SKILL.md 已更新为 v{version}（旧版本保存在 {backup}）' },
  'unchanged.original-best': { en: 'SKILL.md is unchanged: the kept version is the original (v1)', zh: 'SKILL.md 未改动：保留的版本就是原版（v1）' },
  'unchanged.declined': {
    en: 'SKILL.md is unchanged (you kept it); the evolved version is in evolve/v{n}/skill.md',
    zh: 'SKILL.md 未改动（你选择保留）；进化后的版本在 evolve/v{n}/skill.md',
  },
  'unchanged.unanswered': {
    en: 'SKILL.md is unchanged: no terminal to ask before replacing it. Re-run with --yes to replace it, or copy evolve/v{n}/skill.md yourself.',
    zh: 'SKILL.md 未改动：没有终端可以在替换前询问。请加 --yes 重新运行以替换，或自行复制 evolve/v{n}/skill.md。',
  },
  'unchanged.error': { en: 'SKILL.md is unchanged', zh: 'SKILL.md 未改动' },

  // report
  reportTitle: { en: 'Luban evolve: {skill}', zh: 'Luban 进化：{skill}' },
  reportHead: { en: 'iteration\tversion\tscore\tpassed\tweak dimensions', zh: '迭代\t版本\t得分\t达标\t弱项维度' },
  artefacts: { en: 'Artefacts: {dir}/evolve/ (evolve_log.md, v1…v{n})', zh: '产物：{dir}/evolve/（evolve_log.md，v1…v{n}）' },
  usage: { en: 'Model calls: {calls}, tokens ~{inp} in + ~{out} out', zh: '模型调用 {calls} 次，tokens 约 输入 {inp} + 输出 {out}' },

  // cost plan
  plan: {
    en: 'Evolve plan (model {model}): up to {iters} iterations of execute → judge → rewrite: at most {calls} model calls (about {perIter} per iteration, fewer when it passes early), about {inp} input + {out} output tokens at most; plus one repair call per invalid JSON reply (at most {repairs}). Token counts are estimates (±30%).',
    zh: '进化计划（模型 {model}）：最多 {iters} 次“执行 → 评分 → 改写”迭代：最多调用模型 {calls} 次（每次迭代约 {perIter} 次，提前达标则更少），最多约输入 {inp} + 输出 {out} tokens；每个无效的 JSON 回复再加一次修复调用（最多 {repairs} 次）。token 数为估算值（±30%）。',
  },
  planBudget: { en: 'Budget: at most {n} model calls.', zh: '预算：最多调用模型 {n} 次。' },
} satisfies Record<string, LocalisedText>;

export type EvolveMessageKey = keyof typeof EVOLVE_MESSAGES;

export const evolveSay = localTable(EVOLVE_MESSAGES);
