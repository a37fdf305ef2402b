/**
 * dim3 — failure-mode encoding (weight 12; seed v3: 显式编码失败模式「如果 X 失败 → Y」；
 * 有 fallback 路径和错误恢复；只写正向流程不写失败分支扣 ≥3 分).
 */
import { scoreReplySchema, scoreReplyShape } from './common.ts';
import type { RubricPromptSpec } from './rubric.ts';

export const dim3Prompt: RubricPromptSpec = {
  dimension: 'dim3',
  version: 'dim3@1',
  title: { en: 'Failure-mode encoding', zh: '失败模式编码' },
  weight: { en: 'weight 12 of 100, fully judged', zh: '权重 12/100，全部由评委评分' },
  criteria: {
    en: [
      'Failure modes are written explicitly as "if X fails → do Y", at the steps where they happen.',
      'There are fallback paths and error recovery: a trigger, a first-line fix, and a last resort when that fails too (e.g. stop and tell the user).',
      'The failures that matter for this skill are covered: missing or malformed input, tool or command errors, ambiguous requests, partial results.',
      'Hard rule: a skill that only describes the happy path, with no failure branch at all, loses at least 3 points — score it 7 or lower, and usually much lower.',
      '9–10: specific failure branches with recovery and a last resort at every risky step. 5–7: some failure handling, generic or incomplete. 0–3: happy path only.',
    ],
    zh: [
      '失败模式显式写成「如果 X 失败 → 做 Y」，写在会出错的步骤旁边。',
      '有 fallback 路径和错误恢复：触发条件、一线修复、仍失败时的兜底（例如停下来告诉用户）。',
      '覆盖这个技能真正会遇到的失败：输入缺失或格式错误、工具/命令报错、请求有歧义、结果不完整。',
      '硬规则：只写正向流程、完全没有失败分支的技能至少扣 3 分——最高 7 分，通常远低于此。',
      '9–10：每个有风险的步骤都有具体的失败分支、恢复和兜底。5–7：有一些失败处理，但笼统或不完整。0–3：只有正向流程。',
    ],
  },
  anchors: {
    en: [
      {
        score: 1,
        example: '1. Run the converter. 2. Upload the result. 3. Tell the user it is done.',
        why: 'happy path only: nothing says what to do when the converter or the upload fails',
      },
      { score: 5, example: 'If the script fails, try again.', why: 'one generic branch, no diagnosis, no last resort' },
      {
        score: 9,
        example:
          'If `render.py` exits non-zero → read stderr; if it names a missing font, use the fallback font from `assets/fonts/` and rerun once; if it still fails → 🛑 STOP and show the user the error and the command. If the input file is missing → ask for its path; never create an empty one.',
        why: 'trigger, first-line fix and last resort, for the failures this skill really meets',
      },
    ],
    zh: [
      { score: 1, example: '1. 运行转换脚本。2. 上传结果。3. 告诉用户完成了。', why: '只有正向流程：转换或上传失败时怎么办只字未提' },
      { score: 5, example: '如果脚本失败，就再试一次。', why: '只有一个笼统分支，没有诊断，也没有兜底' },
      {
        score: 9,
        example:
          '如果 `render.py` 返回非 0 → 读 stderr；若提示缺字体，改用 `assets/fonts/` 里的备用字体重跑一次；仍失败 → 🛑 STOP，把报错和命令给用户看。如果输入文件不存在 → 询问路径，绝不新建空文件。',
        why: '触发条件、一线修复、兜底三段式，覆盖这个技能真实会遇到的失败',
      },
    ],
  },
  replyShape: scoreReplyShape,
  schema: scoreReplySchema,
};
