/**
 * The HASP soft-word list (docs/features.md B2) and the matcher built from it.
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

function wordBody(word: string): string {
  return canonicalWord(word).split(' ').map(escapeRegExp).join('\\s+');
}

/**
 * One alternation: CJK words as they are (longest first), Latin words grouped under a
 * single `\b(?:…)\b` — faster than a boundary check per word, and much faster than
 * a Unicode lookbehind. Hyphen neighbours (`should-trigger`) are rejected afterwards
 * by `isWholeWord`. A Latin word that starts or ends with a non-word character gets
 * no boundary on that side.
 */
function matcherSource(words: string[]): string {
  const cjk: string[] = [];
  const latin: string[] = [];
  const other: string[] = [];
  for (const w of words) {
    if (isCjkWord(w)) cjk.push(wordBody(w));
    else if (/^\w/.test(w) && /\w$/.test(w)) latin.push(wordBody(w));
    else other.push(`${/^\w/.test(w) ? '\\b' : ''}${wordBody(w)}${/\w$/.test(w) ? '\\b' : ''}`);
  }
  const parts = [...cjk];
  if (latin.length) parts.push(`\\b(?:${latin.join('|')})\\b`);
  parts.push(...other);
  return parts.join('|');
}

/**
 * A Latin hit is not a whole word when a hyphen joins it to a letter: the term
 * `should-trigger` or `re-consider`. (`\b` already rejects letters, digits and `_`.)
 */
export function isWholeWord(text: string, start: number, end: number): boolean {
  const before = text.charCodeAt(start - 1);
  if (before === 45 /* - */ && /[A-Za-z]/.test(text[start - 2] ?? '')) return false;
  if (text.charCodeAt(end) === 45 && /[A-Za-z]/.test(text[end + 1] ?? '')) return false;
  return true;
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
// Keyed by the configured word list, not by a document (the per-document memo is core/skill/memo.ts): one matcher serves every skill that shares a configuration.
const cache = new Map<string, RegExp | null>();

function buildMatcher(words: string[]): RegExp | null {
  if (words.length === 0) return null;
  // No `u` flag: with `i` it makes the scan several times slower, and every word is
  // in the BMP.
  return new RegExp(matcherSource(words), 'gi');
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

/** After 建议, characters that show it is a noun ("建议的", "所有建议都", "人生建议 |"); "建议：" stays a hedge. */
const NOUN_AFTER_JIANYI = /^(?:$|[\s时的是前之都标没会与和及或倾、，。；！？,.;!?」』”"'’（(）)\]|*_~`>…—-])/u;
/** Before 建议, characters that make it a noun ("给建议", "提建议", "具体建议", "这条建议", "改进/优化/修复/行动建议"). */
const NOUN_BEFORE_JIANYI = /[给提出的条项些个份种体进化复动]$/u;

const SENTENCE_END = /[.!?。！？\n]|[:：]\s/u;

/**
 * Whether the sentence holding a hit (from `end` on) is a question: "When should
 * this skill trigger?" or "这可能吗？" ask something, they do not soften an
 * instruction.
 */
export function inQuestion(text: string, end: number): boolean {
  const rest = text.slice(end, end + 300);
  const m = SENTENCE_END.exec(rest);
  if (!m) return false;
  return m[0] === '?' || m[0] === '？';
}

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
