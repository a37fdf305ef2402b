/**
 * Consumer capability baseline (seed v3 消费者能力基线, Full mode; docs/features.md C8): a plain,
 * generic baseline skill for the evaluated skill's core domain
 * (`references/baseline-skill.md`, generated when missing), run on the test prompts
 * to measure what the target model can do bare. A score under 60 blocks optimisation
 * with a capability report. Independent of dim8's with/without comparison.
 */
import type { ChatMessage } from '../../../models/llm/types.ts';
import type { SkillLang } from '../../../skill/language.ts';
import { judgeStance, replyContract, section, skillBlock, type SkillText } from './common.ts';
import type { TestPrompt } from './dim8.ts';

export const BASELINE_VERSIONS = { generate: 'baseline.gen@1', run: 'baseline.run@1', judge: 'baseline.judge@1' } as const;
export const BASELINE_SKILL_PATH = 'references/baseline-skill.md';
export const BASELINE_BLOCK_BELOW = 60;

export function baselineSkillMessages(skill: SkillText, lang: SkillLang): ChatMessage[] {
  const system =
    lang === 'zh'
      ? [
          '你为 Luban（鲁班）编写“消费者能力基线”技能。',
          `luban-task: ${BASELINE_VERSIONS.generate}`,
          '读下面的技能，找出它的核心领域，写一份该领域通用、朴素的基线技能 SKILL.md：YAML frontmatter（name、description），然后是“工作流”（编号步骤）和“约束规则”两个章节。不要照抄原技能的独门技巧，不超过 60 行。',
          '只输出这个 Markdown 文件的内容，从 `---` 开始，不要代码块。',
        ].join('\n')
      : [
          'You write a "consumer capability baseline" skill for Luban.',
          `luban-task: ${BASELINE_VERSIONS.generate}`,
          "Read the skill below, find its core domain, and write a plain, generic baseline SKILL.md for that domain: YAML frontmatter (name, description), then a numbered 'Workflow' section and a 'Constraints' section. Do not copy the original skill's special techniques; at most 60 lines.",
          'Output only the content of that Markdown file, starting with `---`, no code fence.',
        ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: skillBlock(skill, lang) },
  ];
}

/** A generated baseline skill must be a SKILL.md: frontmatter with name and description. */
export function checkBaselineSkill(text: string): string | undefined {
  const t = text
    .replace(/^```(?:markdown|md)?\s*\n/, '')
    .replace(/\n```\s*$/, '')
    .trimStart();
  if (!t.startsWith('---')) return 'the baseline skill must start with YAML frontmatter (`---`)';
  const end = t.indexOf('\n---', 3);
  if (end === -1) return 'the frontmatter is not closed with `---`';
  const fm = t.slice(3, end);
  if (!/^name\s*:/m.test(fm) || !/^description\s*:/m.test(fm)) return 'the frontmatter needs `name:` and `description:`';
  if (t.length - end < 40) return 'the baseline skill has no body';
  return undefined;
}

export function cleanBaselineSkill(text: string): string {
  return text
    .replace(/^```(?:markdown|md)?\s*\n/, '')
    .replace(/\n```\s*$/, '')
    .trimStart()
    .replace(/\s*$/, '\n');
}

export function baselineSkillRunMessages(baselineSkill: string, tp: TestPrompt, lang: SkillLang): ChatMessage[] {
  const skill: SkillText = { name: 'baseline-skill', text: baselineSkill, truncated: false };
  const system =
    lang === 'zh'
      ? `你是一个 AI agent。下面这个技能已加载，请求适用时按它执行。本次会话中无法读取文件、也不能运行命令：需要时说明你会做什么、会得到什么，然后继续。\n\n${skillBlock(skill, lang)}`
      : `You are an AI agent. The skill below is loaded; follow it when the request calls for it. In this session you cannot open files or run commands: where a step needs one, say what you would do and what you would get, then go on.\n\n${skillBlock(skill, lang)}`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: tp.prompt },
  ];
}

export interface BaselineJudgeReply {
  score: number;
  report: string;
}

export const baselineJudgeSchema = {
  type: 'object',
  required: ['score', 'report'],
  properties: {
    score: { type: 'number', minimum: 0, maximum: 100 },
    report: { type: 'string' },
  },
} as const;

export function baselineJudgeMessages(runs: Array<{ tp: TestPrompt; output: string }>, lang: SkillLang): ChatMessage[] {
  const system = [
    judgeStance(lang, BASELINE_VERSIONS.judge),
    '',
    lang === 'zh'
      ? '评估目标模型的裸能力：它只加载了一份通用基线技能，下面是它对各测试 prompt 的输出。按 0–100 打分：完成期望行为的程度、正确性、能否处理歧义请求。低于 60 表示该模型能力不足以支撑后续优化；在 report 中写出能力不足之处（若有）。'
      : "Assess the target model's bare capability: it had only a generic baseline skill loaded; below are its outputs for the test prompts. Score 0–100: how far it meets the expected behaviour, correctness, handling of ambiguous requests. Below 60 means the model is not capable enough for optimisation to be meaningful; name the missing capabilities in the report (if any).",
    '',
    replyContract(
      lang === 'zh' ? '{"score": <0–100>, "report": "<能力报告，三五句>"}' : '{"score": <0–100>, "report": "<capability report, three to five sentences>"}',
      lang,
    ),
  ].join('\n');
  const user = runs
    .map((r) =>
      [section('user_prompt', r.tp.prompt), section('expected_behavior', r.tp.expected_behavior), section('output', r.output.slice(0, 8000))].join('\n'),
    )
    .join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
