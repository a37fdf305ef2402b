/**
 * The seed's output protocol (输出协议，系统必须): text output ends with
 *
 *   [RESULT: DONE]            [RESULT: ERROR]
 *   完成说明:                  错误说明:
 *   - 最终分数: {score}        - 什么出错了
 *   - 最终版本: {version}      [/RESULT]
 *   - 迭代次数: {N}
 *   [/RESULT]
 *
 * written as the seed writes it (a protocol other tools read), in every locale. A run
 * that ended without passing (max iterations, stalled) still produced a kept version:
 * DONE, with the ⚠ stop named on its own line. ERROR is for a run that could not score
 * (no model, an unreadable reply, a spent budget, a cancel).
 */
export function doneBlock(score: number, version: string, iterations: number, warning?: string): string {
  return (
    [
      '[RESULT: DONE]',
      '完成说明:',
      `- 最终分数: ${score}`,
      `- 最终版本: ${version}`,
      `- 迭代次数: ${iterations}`,
      ...(warning ? [`- ${warning}`] : []),
      '[/RESULT]',
    ].join('\n') + '\n'
  );
}

export function errorBlock(lines: readonly string[]): string {
  return ['[RESULT: ERROR]', '错误说明:', ...lines.map((l) => `- ${l.replace(/\n+/g, ' ')}`), '[/RESULT]'].join('\n') + '\n';
}
