/**
 * The shape of a rubric judge prompt (dim2, dim3, dim5, dim6, dim7b, dim9 step 2)
 * and how its messages are built: system = stance + dimension + criteria + anchors +
 * reply contract; user = the skill and any injected context (soft-word scan,
 * reference facts). One file per dimension holds the content.
 */
import type { SkillLang } from '../language.ts';
import { anchorsBlock, criteriaBlock, judgeStance, replyContract, section, skillBlock, type Anchor, type Bilingual, type SkillText } from './common.ts';
import type { ChatMessage } from '../../llm/types.ts';

export type RubricDim = 'dim2' | 'dim3' | 'dim5' | 'dim6' | 'dim7b' | 'dim9';

export interface RubricPromptSpec {
  dimension: RubricDim;
  /** Bump when the wording changes: it is part of the cache key. */
  version: string;
  title: Bilingual;
  /** What the judged share is worth in the rubric (for the judge's orientation). */
  weight: Bilingual;
  criteria: Bilingual<string[]>;
  anchors: Bilingual<Anchor[]>;
  /** The JSON shape asked for. */
  replyShape: Bilingual;
  schema: object;
}

export interface ExtraContext {
  tag: string;
  body: string;
}

export function buildRubricMessages(spec: RubricPromptSpec, lang: SkillLang, skill: SkillText, extra: ExtraContext[] = []): ChatMessage[] {
  const system = [
    judgeStance(lang, spec.version),
    '',
    lang === 'zh' ? `评审维度：${spec.dimension} ${spec.title.zh}（${spec.weight.zh}）` : `Dimension: ${spec.dimension} — ${spec.title.en} (${spec.weight.en})`,
    '',
    criteriaBlock(spec.criteria[lang], lang),
    '',
    anchorsBlock(spec.anchors[lang], lang),
    '',
    replyContract(spec.replyShape[lang], lang),
  ].join('\n');
  const user = [
    lang === 'zh' ? `请评审下面这个技能的 ${spec.dimension}。` : `Judge ${spec.dimension} of the skill below.`,
    '',
    skillBlock(skill, lang),
    ...extra.map((e) => '\n' + section(e.tag, e.body)),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
