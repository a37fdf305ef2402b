/**
 * Step 1 of an iteration (seed 002 执行): the test task run by a model context with the
 * skill loaded — the skill as its instructions, the task as the person's request.
 * Nothing of Luban's (no benchmark, no scores) is in this context.
 */
import type { TextJob } from '../../../scoring/judge/executor.ts';
import type { SkillLang } from '../../../skill/language.ts';
import { MAX_SKILL_CHARS } from '../../../scoring/judge/prompts/common.ts';

export const EXECUTE_STEP = 'evolve.execute';
export const EVOLVE_PROMPT_VERSION = 'evolve-1';

export function executeJob(skillText: string, task: string, lang: SkillLang, iteration: number): TextJob {
  const skill = skillText.length > MAX_SKILL_CHARS ? skillText.slice(0, MAX_SKILL_CHARS) : skillText;
  const system =
    lang === 'zh'
      ? `你是一个 AI agent，已加载下面这个技能（SKILL.md）。按技能的要求完成用户的任务，直接给出任务的最终输出。\n\n<skill file="SKILL.md">\n${skill}\n</skill>`
      : `You are an AI agent with the following skill (SKILL.md) loaded. Follow the skill to do the user's task and reply with the task's final output.\n\n<skill file="SKILL.md">\n${skill}\n</skill>`;
  return {
    kind: 'text',
    label: `evolve v${iteration} execute`,
    step: EXECUTE_STEP,
    promptVersion: EVOLVE_PROMPT_VERSION,
    variant: '1',
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: task },
    ],
    maxTokens: 4000,
    temperature: 0,
    estOutputTokens: 1200,
    lang,
    check: (text) => (text.trim() ? undefined : lang === 'zh' ? '回复为空；请给出任务的输出' : "the reply is empty; give the task's output"),
    placeholder: '',
  };
}
