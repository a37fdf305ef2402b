/** The words for test-prompts.json problems (English and 简体中文). */
import { format } from '../../base/l10n/index.ts';
import type { SkillLang } from '../../skill/language.ts';
import type { LocalisedText } from '../../rules/types.ts';

export interface PromptProblem {
  /** 1-based position in the list. */
  entry: number;
  id?: string;
  kind: 'not-object' | 'empty' | 'punctuation' | 'duplicate';
  field: 'prompt' | 'expected_behavior';
  /** The offending text, for people (cut short). */
  text?: string;
  /** The earlier entry it repeats. */
  duplicateOf?: number;
  line?: number;
}

export const testPromptProblemMessages = {
  at: { en: '{file}:{line}: ', zh: '{file}:{line}：' },
  entry: { en: 'entry {n}{id}', zh: '第 {n} 条{id}' },
  generated: { en: 'generated prompt {n}{id}', zh: '生成的第 {n} 个 prompt{id}' },
  'not-object': { en: '{who} is not an object; not used', zh: '{who}不是对象，未使用' },
  empty: { en: '{who} has no {field}; not used', zh: '{who}的 {field} 为空，未使用' },
  punctuation: { en: '{who} has a {field} of punctuation only ("{text}"); not used', zh: '{who}的 {field} 只有标点（“{text}”），未使用' },
  duplicate: { en: '{who} repeats the prompt of entry {other}; not used', zh: '{who}与第 {other} 条的 prompt 重复，未使用' },
  tooFew: {
    en: 'only {n} of the {total} generated test prompts are usable, at least {min} are needed: {problems}',
    zh: '生成的 {total} 个测试 prompt 中只有 {n} 个可用，至少需要 {min} 个：{problems}',
  },
} satisfies Record<string, LocalisedText>;

/** One problem in words; `file` set: an entry of that file (with its line), else a generated prompt. */
export function promptProblemText(p: PromptProblem, lang: SkillLang, file?: string): string {
  const m = testPromptProblemMessages;
  const id = p.id ? (lang === 'zh' ? `（${p.id}）` : ` (${p.id})`) : '';
  const who = format(m[file ? 'entry' : 'generated'][lang], { n: p.entry, id });
  const text = format(m[p.kind][lang], { who, field: p.field, text: p.text ?? '', other: p.duplicateOf ?? '' });
  return file && p.line ? format(m.at[lang], { file, line: p.line }) + text : file ? `${file}: ${text}` : text;
}

/** A generation left fewer usable prompts than dim8 needs. */
export function tooFewPromptsText(problems: readonly PromptProblem[], total: number, min: number, lang: SkillLang): string {
  const usable = total - new Set(problems.map((p) => p.entry)).size;
  return format(testPromptProblemMessages.tooFew[lang], { n: usable, total, min, problems: promptProblemsText(problems, lang) });
}

/** Several problems in words, one clause each (promptProblemText). */
export function promptProblemsText(problems: readonly PromptProblem[], lang: SkillLang, file?: string): string {
  return problems.map((p) => promptProblemText(p, lang, file)).join(lang === 'zh' ? '；' : '; ');
}
