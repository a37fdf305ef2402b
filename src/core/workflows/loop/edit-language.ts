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
import type { SkillLang } from '../../skill/language.ts';
import { say } from './messages.ts';

/** The runtime-neutral wording a runtime-gate repair writes, in each language (the messages table). */
export const NEUTRAL_RUNTIME = say('neutralRuntime');

/** What the RuntimeGate rule writes (rules/runtime-gate) in either language, and its older mixed Chinese form. */
const RULE_NEUTRAL = /(?:你的\s*agent runtime|你所用的智能体运行环境|your agent runtime)( (?=[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]))?/g;

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;
const HAS_CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CODE_SPAN = /`[^`\n]*`/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
/** A file name, path or identifier: letters joined by `.`, `/`, `\` or `_` (SKILL.md, ~/.claude/skills, foo_bar). */
const PATHLIKE = /[~$]?[\w~$-]*(?:[./\\_][\w~$-]+)+/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'-]*/g;
/** A plain English word: lower case, two letters or more (names and all-caps marks are terms). */
const PLAIN = /^[a-z][a-z'-]+$/;

function stripTerms(line: string): string {
  return line
    .replace(CODE_SPAN, ' ')
    .replace(URL, ' ')
    .replace(PATHLIKE, (m) => (HAS_CJK.test(m) ? m : ' '));
}

interface Tokens {
  words: string[];
  cjk: string[];
}

function tokens(text: string): Tokens {
  const t = stripTerms(text);
  return { words: (t.match(LATIN_WORD) ?? []).filter((w) => PLAIN.test(w)), cjk: t.match(CJK) ?? [] };
}

/** The language of one line, read without its terms; undefined when it has no words at all. */
export function lineLanguage(line: string): SkillLang | undefined {
  const t = stripTerms(line);
  const cjk = t.match(CJK)?.length ?? 0;
  const words = t.match(LATIN_WORD)?.length ?? 0;
  if (cjk + words === 0) return undefined;
  return cjk / (cjk + words) >= 0.3 ? 'zh' : 'en';
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

/** A changed block: the old lines it replaces and the new lines, `start` its first line in the new text (0-based). */
interface Hunk {
  old: string[];
  new: string[];
  start: number;
  /** The unchanged lines just before and after it (new text), nearest first. */
  around: string[];
}

/** The changed blocks of a line diff (LCS; the common prefix and suffix trimmed first). */
export function hunks(before: string, after: string): Hunk[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let s = 0;
  while (s < a.length && s < b.length && a[s] === b[s]) s++;
  let ea = a.length;
  let eb = b.length;
  while (ea > s && eb > s && a[ea - 1] === b[eb - 1]) {
    ea--;
    eb--;
  }
  const A = a.slice(s, ea);
  const B = b.slice(s, eb);
  const out: Hunk[] = [];
  const around = (from: number, to: number) => {
    const near: string[] = [];
    for (let k = 1; k <= 3; k++) {
      if (from - k >= 0) near.push(b[from - k]);
      if (to + k - 1 < b.length) near.push(b[to + k - 1]);
    }
    return near;
  };
  if (A.length * B.length > 1_000_000) return [{ old: A, new: B, start: s, around: around(s, eb) }];
  const dp: Uint32Array[] = Array.from({ length: A.length + 1 }, () => new Uint32Array(B.length + 1));
  for (let i = A.length - 1; i >= 0; i--)
    for (let j = B.length - 1; j >= 0; j--) dp[i][j] = A[i] === B[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  let i = 0;
  let j = 0;
  let cur: Hunk | undefined;
  const close = () => {
    if (cur) out.push({ ...cur, around: around(cur.start, cur.start + cur.new.length) });
    cur = undefined;
  };
  while (i < A.length || j < B.length) {
    if (i < A.length && j < B.length && A[i] === B[j]) {
      close();
      i++;
      j++;
    } else if (i < A.length && (j >= B.length || dp[i + 1][j] >= dp[i][j + 1])) {
      cur ??= { old: [], new: [], start: s + j, around: [] };
      cur.old.push(A[i++]);
    } else {
      cur ??= { old: [], new: [], start: s + j, around: [] };
      cur.new.push(B[j++]);
    }
  }
  close();
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
