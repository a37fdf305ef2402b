/**
 * dim9 step 2 — quality of counter-examples and blacklists (weight 6; seed v3: 是否独立
 * 章节、含反模式+为什么+替代做法、覆盖核心风险场景). Asked only when the keyword step
 * (≥3 distinct negative-instruction contexts) passed; otherwise dim9 is 0 by rule.
 */
import { scoreReplySchema, scoreReplyShape } from './common.ts';
import type { RubricPromptSpec } from './rubric.ts';

export const dim9Prompt: RubricPromptSpec = {
  dimension: 'dim9',
  version: 'dim9@1',
  title: { en: 'Counter-examples and blacklist quality', zh: '反例与黑名单质量' },
  weight: { en: 'weight 6 of 100; the keyword pre-check passed', zh: '权重 6/100；关键词预检已通过' },
  criteria: {
    en: [
      'There is a dedicated section (or table) for anti-patterns / what not to do, not only scattered "don\'t"s.',
      'Each anti-pattern says why it is wrong and what to do instead (anti-pattern + why + alternative).',
      'They cover the core risk scenarios of this skill (the mistakes an agent is most likely to make here, and the costly ones).',
      "9–10: dedicated section, every item with why and alternative, core risks covered. 5–7: a list of don'ts, partly explained. 0–3: scattered prohibitions without reasons, or irrelevant ones.",
    ],
    zh: [
      '有独立的反模式/禁止事项章节（或表格），而不只是零散的“不要”。',
      '每条反模式都写了为什么错以及应该怎么做（反模式 + 为什么 + 替代做法）。',
      '覆盖这个技能的核心风险场景（agent 在这里最可能犯、代价最大的错误）。',
      '9–10：独立章节、每条都有原因和替代做法、覆盖核心风险。5–7：有禁止清单，部分有解释。0–3：零散禁令且无原因，或与核心风险无关。',
    ],
  },
  anchors: {
    en: [
      { score: 2, example: "Don't be sloppy. Never break things. Avoid mistakes.", why: 'scattered, no reasons, no alternatives, not tied to the skill' },
      {
        score: 5,
        example: "## Don'ts\n- Don't edit the original file\n- Don't skip validation",
        why: 'a section with relevant items, but no why and no alternative',
      },
      {
        score: 9,
        example:
          '| Anti-pattern | Why it fails | Do instead |\n| Editing the original file | no way back if the edit is wrong | write to `out/` and diff |\n| Skipping `validate.py` | broken output reaches the user | always run it; on failure stop |',
        why: 'dedicated table, each item with reason and alternative, covering the core risks',
      },
    ],
    zh: [
      { score: 2, example: '不要马虎。不要搞坏东西。避免出错。', why: '零散、无原因、无替代做法，与技能无关' },
      { score: 5, example: '## 禁止事项\n- 不要修改原文件\n- 不要跳过校验', why: '有章节且条目相关，但没有原因和替代做法' },
      {
        score: 9,
        example:
          '| 反模式 | 为什么错 | 替代做法 |\n| 直接改原文件 | 改错了无法回退 | 写到 `out/` 再 diff |\n| 跳过 `validate.py` | 坏结果直接交给用户 | 必须运行；失败即停止 |',
        why: '独立表格，每条都有原因和替代做法，覆盖核心风险',
      },
    ],
  },
  replyShape: scoreReplyShape,
  schema: scoreReplySchema,
};
