/**
 * The HASP soft-word list (SPEC B2) and the matcher built from it.
 *
 * Chinese words have no word boundaries, so the alternation is ordered longest
 * first (可以考虑 is one hit). English words are whole words, case-insensitive, and
 * phrases allow any run of whitespace between their words. A few Chinese hits are
 * not hedges at all and are dropped by `isHedgeUse`: 不可能 / 可能性 are definite
 * statements, and 建议 used as a noun ("给建议", "行动建议：") names advice rather
 * than softening an instruction.
 */

export const DEFAULT_SOFT_WORDS_ZH = [
  '建议',
  '可考虑',
  '可以考虑',
  '根据情况',
  '灵活把握',
  '视情况而定',
  '可能',
  '大概',
  '尽量',
  '适当',
  '酌情',
  '或许',
  '也许',
] as const;

export const DEFAULT_SOFT_WORDS_EN = [
  'should',
  'consider',
  'maybe',
  'might',
  'possibly',
  'if appropriate',
  'as needed',
  'try to',
  'where possible',
  'generally',
  'typically',
] as const;

export const DEFAULT_SOFT_WORDS: readonly string[] = [...DEFAULT_SOFT_WORDS_ZH, ...DEFAULT_SOFT_WORDS_EN];

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export function isCjkWord(word: string): boolean {
  return CJK.test(word);
}

/** Lower-case, single-spaced form used for configuration and facts. */
export function canonicalWord(word: string): string {
  return word.trim().replace(/\s+/g, ' ').toLowerCase();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wordPattern(word: string): string {
  const parts = canonicalWord(word).split(' ').map(escapeRegExp);
  const body = parts.join('\\s+');
  if (isCjkWord(word)) return body;
  // Whole words: no letter, digit or underscore on either side (so `should_activate`
  // and `considered` are not hits).
  return `(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`;
}

/** The effective list after `softWords.add/remove` (canonical forms, longest first). */
export function effectiveSoftWords(config?: { add?: string[]; remove?: string[] }): string[] {
  const removed = new Set((config?.remove ?? []).map(canonicalWord));
  const words = new Set<string>();
  for (const w of [...DEFAULT_SOFT_WORDS, ...(config?.add ?? [])]) {
    const c = canonicalWord(w);
    if (c && !removed.has(c)) words.add(c);
  }
  return [...words].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

const DEFAULT_MATCHER = buildMatcher(effectiveSoftWords());
const cache = new Map<string, RegExp | null>();

function buildMatcher(words: string[]): RegExp | null {
  if (words.length === 0) return null;
  return new RegExp(words.map(wordPattern).join('|'), 'giu');
}

/** The matcher for a configuration (cached; `null` when every word was removed). */
export function softWordMatcher(config?: { add?: string[]; remove?: string[] }): RegExp | null {
  if (!config || (!config.add?.length && !config.remove?.length)) return DEFAULT_MATCHER;
  const words = effectiveSoftWords(config);
  const key = words.join('\u0000');
  let re = cache.get(key);
  if (re === undefined) {
    re = buildMatcher(words);
    if (cache.size > 32) cache.clear();
    cache.set(key, re);
  }
  return re;
}

/** After 建议, characters that show it is a noun ("建议：", "建议的", "所有建议都"). */
const NOUN_AFTER_JIANYI = /^(?:$|[\s时的是前之都标没会与和及或、，。：；！？,.;:!?」』”"'’）)\]|*_~`>…—-])/u;
/** Before 建议, characters that make it a noun ("给建议", "提建议", "具体建议", "这条建议"). */
const NOUN_BEFORE_JIANYI = /[给提出的条项些个份种体]$/u;

/**
 * Whether a hit is really a hedge. `before`/`after` are a few characters of text on
 * each side of the hit.
 */
export function isHedgeUse(word: string, before: string, after: string): boolean {
  switch (word) {
    case '可能':
      // 不可能 (impossible) and 可能性 (possibility) are not hedges.
      return !before.endsWith('不') && !after.startsWith('性');
    case '建议':
      return !NOUN_BEFORE_JIANYI.test(before) && !NOUN_AFTER_JIANYI.test(after);
    default:
      return true;
  }
}
