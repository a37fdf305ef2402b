/**
 * Heterogeneous judges (seed v3 异质评委, Full mode): on the seed's trigger
 * conditions a judge with a different viewpoint spot-checks the standard judges.
 * Its result does not count toward judge_count and changes no score: it is appended
 * to the scorecard tagged `[orthogonality]`.
 */
import type { ChatMessage } from '../../../models/llm/types.ts';
import type { SkillLang } from '../../../skill/language.ts';
import { judgeStance, replyContract, section, skillBlock, type Bilingual, type SkillText } from './common.ts';

export const ORTHO_VERSION = 'ortho@1';

export type OrthoTrigger = 'dim1-high-dim8a-low' | 'dim8c-full-dim9-low' | 'dim4-high-never-reverted';

export const ORTHO_TRIGGERS: Record<OrthoTrigger, { agent: string; dims: string[]; condition: Bilingual; focus: Bilingual }> = {
  'dim1-high-dim8a-low': {
    agent: 'search-agent',
    dims: ['dim1', 'dim3'],
    condition: { en: 'dim1 ≥ 9 and dim8a ≤ 5', zh: 'dim1 ≥ 9 且 dim8a ≤ 5' },
    focus: {
      en: 'Authenticity spot-check of dim1/dim3: does the skill really do what its description claims, and is the failure handling real (concrete branches) rather than claimed? A perfect frontmatter with weak measured intent completion is suspicious.',
      zh: 'dim1/dim3 真实性抽查：技能是否真的做到了 description 所声称的？失败处理是真实存在（有具体分支）还是只是声称？frontmatter 满分而实测意图完成度低，值得怀疑。',
    },
  },
  'dim8c-full-dim9-low': {
    agent: 'computer-agent',
    dims: ['dim8'],
    condition: { en: 'dim8c = 5 and dim9 ≤ 3', zh: 'dim8c = 5 且 dim9 ≤ 3' },
    focus: {
      en: 'Side-effect re-check: the skill has almost no counter-examples or prohibitions, yet no side effects were seen. Look at the outputs with the skill for redundancy, drift, format anomalies or unasked-for actions the first judge may have missed.',
      zh: '副作用复核：技能几乎没有反例和禁令，却没有发现任何副作用。检查带技能的输出中是否有被漏掉的冗余、跑偏、格式异常或未被要求的动作。',
    },
  },
  'dim4-high-never-reverted': {
    agent: 'computer-agent',
    dims: ['dim4', 'dim10'],
    condition: { en: 'dim4 ≥ 9 but no edit was ever reverted', zh: 'dim4 ≥ 9 但从未触发过 revert' },
    focus: {
      en: 'Architecture spot-check of dim4/dim10: are the CHECKPOINT/STOP marks real gates (the agent must pause for a person there, at decisions that matter), or decoration? Are the safety gates enforceable?',
      zh: 'dim4/dim10 架构抽查：CHECKPOINT/STOP 标记是真正的门控（agent 必须在关键决策处停下等人确认），还是装饰？安全门控是否可执行？',
    },
  },
};

export interface OrthoReply {
  verdict: 'confirmed' | 'doubtful' | 'contradicted';
  findings: string[];
  note: string;
}

export const orthoSchema = {
  type: 'object',
  required: ['verdict', 'findings', 'note'],
  properties: {
    verdict: { enum: ['confirmed', 'doubtful', 'contradicted'] },
    findings: { type: 'array', maxItems: 10, items: { type: 'string' } },
    note: { type: 'string' },
  },
} as const;

export function orthoMessages(trigger: OrthoTrigger, skill: SkillText, lang: SkillLang, scores: string, outputs: string): ChatMessage[] {
  const t = ORTHO_TRIGGERS[trigger];
  const system = [
    judgeStance(lang, `${ORTHO_VERSION}/${trigger}`),
    '',
    lang === 'zh'
      ? `你是异质评委（${t.agent} 视角），与标准评委不同。触发条件：${t.condition.zh}。${t.focus.zh}`
      : `You are a heterogeneous judge (${t.agent} viewpoint), unlike the standard judges. Trigger: ${t.condition.en}. ${t.focus.en}`,
    lang === 'zh'
      ? 'verdict：confirmed = 标准评分站得住；doubtful = 有疑点；contradicted = 证据与标准评分相反。'
      : 'verdict: confirmed = the standard scores hold up; doubtful = there are doubts; contradicted = the evidence goes against the standard scores.',
    '',
    replyContract(
      lang === 'zh'
        ? '{"verdict": "confirmed" | "doubtful" | "contradicted", "findings": ["<带原文引用的发现>", …], "note": "<一两句>"}'
        : '{"verdict": "confirmed" | "doubtful" | "contradicted", "findings": ["<finding with a quote>", …], "note": "<one or two sentences>"}',
      lang,
    ),
  ].join('\n');
  const user = [skillBlock(skill, lang), section('standard_scores', scores), outputs ? section('outputs_with_skill', outputs) : '']
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
