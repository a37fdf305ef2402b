/**
 * An edit keeps the language of the text it replaces (issue 33 item 2): a Chinese line
 * stays Chinese, an English line stays English. Technical terms may stay as they are in
 * either: code spans, file names and paths (`SKILL.md`, `~/.agents/skills`), names
 * (Claude Code, Codex — capitalised words) and all-caps marks (STOP, CHECKPOINT, API).
 *
 * Each changed block of lines (a hunk of a line diff) is read against the language of
 * the lines it replaces — or, for lines only inserted, the unchanged lines around them,
 * or the skill's language. What the block adds (its words less the words it replaced) must
 * not be plain English words in a Chinese block (two or more) or Chinese characters in an
 * English one (two or more). Pure functions, no I/O.
 */
import { hunks } from '../../edits/edit-budget.ts';
import { lineLanguage, stripTerms, type SkillLang } from '../../skill/language.ts';
import { say } from './messages.ts';

/** The runtime-neutral wording a runtime-gate repair writes, in each language (the messages table). */
export const NEUTRAL_RUNTIME = say('neutralRuntime');

/** What the RuntimeGate rule writes (rules/runtime-gate) in either language, and its older mixed Chinese form. */
const RULE_NEUTRAL = /(?:你的\s*agent runtime|你所用的智能体运行环境|your agent runtime)( (?=[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]))?/g;

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'-]*/g;
/** A plain English word: lower case, two letters or more (names and all-caps marks are terms). */
const PLAIN = /^[a-z][a-z'-]+$/;

interface Tokens {
  words: string[];
  cjk: string[];
}

function tokens(text: string): Tokens {
  const t = stripTerms(text);
  return { words: (t.match(LATIN_WORD) ?? []).filter((w) => PLAIN.test(w)), cjk: t.match(CJK) ?? [] };
}

/** `newText` of a runtime-gate repair in the language of the line it goes into. */
export function localiseRuntimeWording(newText: string, lang: SkillLang): string {
  // "在你的 agent runtime 里" → "在你所用的智能体运行环境里": no space between Chinese words.
  return newText.replace(RULE_NEUTRAL, (_m, space?: string) => (lang === 'zh' ? NEUTRAL_RUNTIME.zh : NEUTRAL_RUNTIME.en + (space ?? '')));
}

function without(added: string[], removed: string[]): string[] {
  const left = new Map<string, number>();
  for (const w of removed) left.set(w, (left.get(w) ?? 0) + 1);
  const out: string[] = [];
  for (const w of added) {
    const n = left.get(w) ?? 0;
    if (n > 0) left.set(w, n - 1);
    else out.push(w);
  }
  return out;
}

export interface LanguageBreak {
  /** 1-based line of the new text where the block starts. */
  line: number;
  /** The language of the text the block replaces. */
  lang: SkillLang;
  /** What the block adds in the other language. */
  added: string;
}

/** Blocks of `after` that do not keep the language of the text they replace; `fallback`: the skill's language. */
export function languageBreaks(before: string, after: string, fallback: SkillLang): LanguageBreak[] {
  const out: LanguageBreak[] = [];
  for (const h of hunks(before, after)) {
    if (!h.new.length) continue;
    const lang = lineLanguage(h.old.join('\n')) ?? h.around.map(lineLanguage).find((l): l is SkillLang => l !== undefined) ?? fallback;
    const was = tokens(h.old.join('\n'));
    const now = tokens(h.new.join('\n'));
    if (lang === 'zh') {
      const words = without(now.words, was.words);
      if (words.length >= 2) out.push({ line: h.start + 1, lang, added: words.join(' ') });
    } else {
      const chars = without(now.cjk, was.cjk);
      if (chars.length >= 2) out.push({ line: h.start + 1, lang, added: chars.join('') });
    }
  }
  return out;
}
