/** dim2 — workflow clarity (weight 12; seed v3: 步骤明确可执行、有序号、每步有明确输入/输出). */
import { scoreReplySchema, scoreReplyShape } from './common.ts';
import type { RubricPromptSpec } from './rubric.ts';

export const dim2Prompt: RubricPromptSpec = {
  dimension: 'dim2',
  version: 'dim2@1',
  title: { en: 'Workflow clarity', zh: '工作流清晰度' },
  weight: { en: 'weight 12 of 100, fully judged', zh: '权重 12/100，全部由评委评分' },
  criteria: {
    en: [
      'Steps are explicit and executable: an agent can act on each step without guessing what is meant.',
      'Steps are numbered or otherwise clearly ordered; branches say where they lead and where they rejoin.',
      'Every step states its input (what it reads or needs) and its output (what it produces or decides).',
      'Steps connect: the output of one feeds the next; there is a clear start and a clear end or exit condition.',
      '9–10: all of this throughout. 6–8: numbered and executable, but some steps lack inputs/outputs. 3–5: a workflow exists but steps are vague, unordered or not executable. 0–2: no discernible workflow.',
    ],
    zh: [
      '步骤明确可执行：agent 不用猜就能照着每一步去做。',
      '步骤有序号或明确的先后顺序；分支写清去向以及在哪里汇合。',
      '每一步写明输入（读取或需要什么）和输出（产出或决定什么）。',
      '步骤之间衔接：上一步的输出是下一步的输入；有明确的起点和结束/退出条件。',
      '9–10：通篇满足以上各项。6–8：有序号且可执行，但部分步骤缺输入/输出。3–5：有流程但步骤模糊、无序或不可执行。0–2：看不出流程。',
    ],
  },
  anchors: {
    en: [
      {
        score: 2,
        example: 'Help the user with their slides. Make them look good and check everything before you finish.',
        why: 'no steps, no order, nothing an agent can execute',
      },
      {
        score: 5,
        example: '1. Read the deck. 2. Improve the layout. 3. Export it.',
        why: 'numbered, but "improve the layout" is not executable and no step says what it produces',
      },
      {
        score: 9,
        example:
          '1. Read `deck.pptx` → list of slides with titles. 2. For each slide with more than 6 bullets, split it in two → updated slide list. 3. Run `scripts/render.py --format pdf` → `out/deck.pdf`. Done when every slide has ≤6 bullets.',
        why: 'ordered, executable, every step has an input and an output, and an exit condition',
      },
    ],
    zh: [
      { score: 2, example: '帮用户处理幻灯片，让它好看一点，结束前检查一遍。', why: '没有步骤、没有顺序，agent 无从执行' },
      { score: 5, example: '1. 读取幻灯片。2. 优化排版。3. 导出。', why: '有序号，但“优化排版”不可执行，也没有一步说明产出什么' },
      {
        score: 9,
        example:
          '1. 读取 `deck.pptx` → 得到带标题的页面列表。2. 要点超过 6 条的页面拆成两页 → 更新后的页面列表。3. 运行 `scripts/render.py --format pdf` → `out/deck.pdf`。所有页面要点 ≤6 条即结束。',
        why: '有序、可执行，每步有输入和输出，并有结束条件',
      },
    ],
  },
  replyShape: scoreReplyShape,
  schema: scoreReplySchema,
};
