/**
 * A starting benchmark.md (issue 33 item 8): the table form ./benchmark.ts reads — a
 * dimension, its relative weight and what counts — in the person's language, with a line
 * saying what to change. The dimensions are generic; the person fits them to the skill.
 */
import type { Locale } from '../../base/l10n/index.ts';

export const BENCHMARK_FILE = 'benchmark.md';

const EN = `# Benchmark

How \`luban evolve\` judges the result of the test task: each dimension is scored 0–100 and
weighted (the weights are relative); the run passes at the threshold (90 by default).
Change the dimensions, weights and criteria below to fit your skill.

| Dimension | Weight | Criteria |
|---|---|---|
| Accuracy | 40% | Every fact and figure in the result matches its source; nothing is invented. |
| Completeness | 30% | Every part the task asks for is in the result. |
| Format | 20% | The result has the structure and format the skill promises. |
| Clarity | 10% | A reader can act on the result without asking back. |
`;

const ZH = `# 评分基准

\`luban evolve\` 用它评判测试任务的结果：每个维度按 0–100 打分并加权（权重为相对值）；
总分达到阈值（默认 90）即通过。请按你的技能修改下面的维度、权重和评分标准。

| 维度 | 权重 | 评分标准 |
|---|---|---|
| 准确性 | 40% | 结果中的事实与数字都与来源一致，没有编造。 |
| 完整性 | 30% | 任务要求的每一部分都在结果中。 |
| 格式 | 20% | 结果符合技能承诺的结构与格式。 |
| 清晰度 | 10% | 读者无需追问即可据此行动。 |
`;

export function benchmarkTemplate(locale: Locale): string {
  return locale === 'zh-CN' ? ZH : EN;
}
