/**
 * The rubric panel (docs/features.md C4, C6, C9): a judge answers every rubric dimension in one
 * request — each dimension's own criteria and anchors, the skill once, the injected facts
 * once, and one JSON object keyed by dimension. Quick mode asks one judge, Full mode two
 * independent judges (each a fresh context); a Quick score takes 7 calls instead of 12
 * and a Full scoring sends the skill twice instead of twelve times.
 */
import type { SkillLang } from '../../../skill/language.ts';
import type { ChatMessage } from '../../../models/llm/types.ts';
import { anchorsBlock, criteriaBlock, judgeStance, section, skillBlock, type SkillText } from './common.ts';
import type { ExtraContext, RubricDim, RubricPromptSpec } from './rubric.ts';

/** The request's task marker (and its cache step). Bump when the panel wording changes. */
export const PANEL_TASK = 'rubric.panel@1';

export function panelVersion(specs: RubricPromptSpec[]): string {
  return [PANEL_TASK, ...specs.map((s) => s.version)].join('+');
}

export function panelSchema(specs: RubricPromptSpec[]): object {
  return {
    type: 'object',
    required: specs.map((s) => s.dimension),
    properties: Object.fromEntries(specs.map((s) => [s.dimension, s.schema])),
  };
}

export function buildPanelMessages(specs: RubricPromptSpec[], lang: SkillLang, skill: SkillText, extra: ExtraContext[]): ChatMessage[] {
  const zh = lang === 'zh';
  const dims = specs.map((spec) =>
    [
      zh ? `## 评审维度：${spec.dimension} ${spec.title.zh}（${spec.weight.zh}）` : `## Dimension: ${spec.dimension} — ${spec.title.en} (${spec.weight.en})`,
      criteriaBlock(spec.criteria[lang], lang),
      anchorsBlock(spec.anchors[lang], lang),
    ].join('\n'),
  );
  // Each reply shape once, with the dims that use it (most share the 0–10 score shape).
  const shapes = new Map<string, string[]>();
  for (const spec of specs) shapes.set(spec.replyShape[lang], [...(shapes.get(spec.replyShape[lang]) ?? []), spec.dimension]);
  const shapeLines = [...shapes].map(([shape, ds]) => (zh ? `${ds.join('、')} 的回复格式：${shape}` : `Reply shape for ${ds.join(', ')}: ${shape}`));
  const keys = specs.map((s) => `"${s.dimension}": {…}`).join(', ');
  const contract = zh
    ? `只回复一个 JSON 对象，不要任何其他文字，不要代码块；每个维度一个键，各自按上面的格式：\n{${keys}}\n各维度分别评分：一个维度的问题不影响另一个维度的分数。`
    : `Reply with ONLY one JSON object — no other text, no code fence — with one key per dimension, each in the shape given above:\n{${keys}}\nScore each dimension on its own criteria: a problem in one dimension does not lower another.`;
  const system = [
    judgeStance(lang, PANEL_TASK),
    zh ? '本次请依次评审下列每个维度。' : 'This time, judge each of the dimensions below in turn.',
    '',
    dims.join('\n\n'),
    '',
    ...shapeLines,
    contract,
  ].join('\n');
  const user = [
    zh ? `请评审下面这个技能的 ${specs.map((s) => s.dimension).join('、')}。` : `Judge ${specs.map((s) => s.dimension).join(', ')} of the skill below.`,
    '',
    skillBlock(skill, lang),
    ...extra.map((e) => '\n' + section(e.tag, e.body)),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export type PanelReply = Partial<Record<RubricDim, unknown>>;
