/**
 * dim7b — semantic quality (weight 6: Distill module 2 + judged 4; seed v3: 冗余段落 /
 * AI 腔废话（“说白了/换句话说/首先其次综上”）/ 重复描述 → 一处 −1，下限 0). The judge
 * lists each instance with an exact quote; Luban keeps only quotes found in the skill
 * and computes the judged share as max(0, 4 − instances) of 4.
 */
import type { Bilingual } from './common.ts';
import type { RubricPromptSpec } from './rubric.ts';

export const DIM7B_KINDS = ['redundancy', 'ai-filler', 'repetition'] as const;
export type Dim7bKind = (typeof DIM7B_KINDS)[number];

export interface Dim7bReply {
  issues: Array<{ kind: Dim7bKind; quote: string; note?: string }>;
  reason: string;
}

export const dim7bSchema = {
  type: 'object',
  required: ['issues', 'reason'],
  properties: {
    issues: {
      type: 'array',
      maxItems: 30,
      items: {
        type: 'object',
        required: ['kind', 'quote'],
        properties: {
          kind: { enum: [...DIM7B_KINDS] },
          quote: { type: 'string', minLength: 2 },
          note: { type: 'string' },
        },
      },
    },
    reason: { type: 'string' },
  },
} as const;

const shape: Bilingual = {
  en: '{"issues": [{"kind": "redundancy" | "ai-filler" | "repetition", "quote": "<exact text copied from the skill>", "note": "<why>"}, …], "reason": "<one or two sentences>"}  — an empty list when there is none',
  zh: '{"issues": [{"kind": "redundancy" | "ai-filler" | "repetition", "quote": "<从技能原文逐字复制>", "note": "<原因>"}, …], "reason": "<一两句理由>"}——没有问题就给空列表',
};

export const dim7bPrompt: RubricPromptSpec = {
  dimension: 'dim7b',
  version: 'dim7b@1',
  title: { en: 'Semantic quality (redundancy, AI filler, repetition)', zh: '语义质量（冗余、AI 腔、重复）' },
  weight: { en: 'weight 6 of 100: 4 judged from your list, 2 from file-level redundancy', zh: '权重 6/100：其中 4 由你列出的问题计算，2 来自文件级冗余' },
  criteria: {
    en: [
      'List every instance of: "redundancy" — a paragraph that adds nothing an agent needs; "ai-filler" — empty AI-style phrasing ("Let\'s dive in", "In conclusion", "It\'s worth noting that", "in other words", "first… second… finally" used as padding); "repetition" — the same instruction or fact stated again elsewhere.',
      'Each instance must quote the exact text from the skill (copy it character for character, at most one sentence). Quotes not found in the skill are discarded.',
      'One instance per place: do not split one paragraph into several items. Code, commands and examples are not filler.',
      'Each instance costs 1 of 4 points (floor 0); an empty list means full marks — do not invent issues.',
    ],
    zh: [
      '逐条列出：“redundancy”——对 agent 没有任何增量的段落；“ai-filler”——空洞的 AI 腔（“说白了”“换句话说”“首先……其次……综上”“值得注意的是”等当填充用）；“repetition”——同一条指令或事实在别处再说一遍。',
      '每一条都要逐字引用技能原文（原样复制，最多一句）。在技能中找不到的引文会被丢弃。',
      '一处只算一条：不要把一个段落拆成多条。代码、命令和示例不算废话。',
      '每条扣 4 分中的 1 分（下限 0）；空列表即满分——不要编造问题。',
    ],
  },
  anchors: {
    en: [
      {
        score: 0,
        example: "In conclusion, to summarise what we said above: always validate. As mentioned before, validation matters. Let's dive in!",
        why: 'four instances: filler, repetition, repetition, filler',
      },
      {
        score: 5,
        example: 'Run the validator after each step. (…later…) Remember to run the validator after each step.',
        why: 'two instances of one repetition-plus-filler pattern leave 2 of 4 points',
      },
      { score: 10, example: 'Run `validate.py` after step 4; on failure stop and report.', why: 'dense, nothing to cut: empty list' },
    ],
    zh: [
      { score: 0, example: '综上所述，总结一下上面说的：一定要校验。前面说过，校验很重要。说白了，我们开始吧！', why: '四处：AI 腔、重复、重复、AI 腔' },
      { score: 5, example: '每一步后运行校验。（……后文……）记得每一步后都要运行校验哦。', why: '两处重复/填充，剩 4 分中的 2 分' },
      { score: 10, example: '第 4 步后运行 `validate.py`；失败即停止并报告。', why: '紧凑，无可删减：空列表' },
    ],
  },
  replyShape: shape,
  schema: dim7bSchema,
};

/** Points of the judged share (of 4) and the 0–10 value, from the verified instances. */
export function dim7bRubricFromIssues(verifiedInstances: number): { points: number; value: number } {
  const points = Math.max(0, 4 - verifiedInstances);
  return { points, value: (points / 4) * 10 };
}
