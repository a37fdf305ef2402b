/**
 * The words of the static facts the judges are shown besides the skill (context.ts),
 * in the skill's language: English and Simplified Chinese. The prompts themselves live
 * in ./prompts/; the tags and notes the judge reports are the seed's fixed English tags
 * (e.g. `[confidence: degraded]`) and are not localised. Also: why a test prompt is
 * not used (./test-prompts.ts), in both languages.
 */
import { format } from '../../base/l10n/index.ts';
import type { LocalisedText } from '../../rules/types.ts';
import type { SkillLang } from '../../skill/language.ts';

export const judgeContextMessages = {
  softWordsNone: { en: 'Soft-word scan: no hedging words found in the prose.', zh: '软化词扫描：正文中没有发现软化词。' },
  softWordsFound: {
    en: 'Soft-word scan: {n} found (code, frontmatter, link targets and comments excluded):',
    zh: '软化词扫描：共 {n} 处（代码、frontmatter、链接目标、注释中的不计）：',
  },
  bundledFiles: { en: 'Bundled files ({n}):', zh: '技能附带文件（{n} 个）：' },
  noBundledFiles: { en: '- (none)', zh: '- （无）' },
  reachability: { en: 'Path reachability (measured by SkillOps, scored separately): {state}', zh: '路径可达性（SkillOps 测量，另行计分）：{state}' },
  reachabilityBroken: { en: '{n} broken', zh: '{n} 处断裂' },
  reachabilityAll: { en: 'all reachable', zh: '全部可达' },
} satisfies Record<string, LocalisedText>;

export type JudgeContextMessageKey = keyof typeof judgeContextMessages;

/** A context line in the skill's language, `{name}` placeholders filled. */
export function judgeSay(lang: SkillLang, key: JudgeContextMessageKey, data?: Record<string, string | number>): string {
  return format(judgeContextMessages[key][lang], data);
}

/** Why a test prompt is not used (./test-prompts.ts), with the entry's place. */
export { promptProblemText, promptProblemsText, testPromptProblemMessages, tooFewPromptsText } from '../../formats/test-prompts/messages.ts';
