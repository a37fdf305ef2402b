/**
 * Checking a judge's evidence (issue 26 item 5): a quote a judge gives must be found in
 * what that judge was shown — the skill (and the static facts injected beside it) for
 * the rubric, the run outputs and the test prompt for dim8. A judge whose quote is not
 * there has not shown its score rests on the text, so its score does not count.
 *
 * What counts as "a quote" — text inside quotation marks: "…", “…”, 「…」, 『…』,
 * `code`, and '…' / ‘…’ (these only when they wrap MIN_QUOTE_WORDS words or MIN_QUOTE_CJK
 * CJK characters, as they are apostrophes too often). Such a quote must be found.
 * An evidence item with no quotation marks is, by the reply schema, meant to be the quote
 * itself — but judges also write claims there ("No negative examples are given", "Step 1:
 * Run npm test first"). So such an item is looked up too, leniently: one not found is
 * marked, and the judge is dropped only when nothing it cited is found in the skill at all
 * (every item invented or a claim); one absence among real quotes does not drop it.
 * - an evidence-field item (rubric `evidence[]`): its quoted spans of at least
 *   MIN_QUOTE_WORDS words / MIN_QUOTE_CJK CJK characters, or a `code` span of at least
 *   MIN_CODE_CHARS characters; shorter spans (`"a"`, a term) are ignored;
 * - free text (dim8's `reason`): only quoted spans of at least MIN_PROSE_QUOTE_WORDS words /
 *   MIN_PROSE_QUOTE_CJK CJK characters (no `code`) — shorter ones are usually a term, a name
 *   or a scare-quote ("lift", "Use when") rather than a quotation, and may name what is absent.
 * A field that is an exact quote by its schema (dim7b `issues[].quote`) is checked whole.
 * Matching ignores whitespace and line breaks, case, full-/half-width forms (NFKC),
 * quotation marks, the kind of dash, Markdown emphasis marks and punctuation at a
 * quote's ends; an elision ("…", "...", "[…]") inside a quote matches its pieces in order.
 */

/** Shortest quoted span in an evidence item that is checked: 3 words, or 4 CJK characters. */
export const MIN_QUOTE_WORDS = 3;
export const MIN_QUOTE_CJK = 4;
/** Shortest `code` span in an evidence item that is checked, in characters. */
export const MIN_CODE_CHARS = 4;
/** Shortest quoted span in free text taken as a quotation: 6 words, or 8 CJK characters. */
export const MIN_PROSE_QUOTE_WORDS = 6;
export const MIN_PROSE_QUOTE_CJK = 8;

/** The texts a judge was shown, normalised once for many look-ups. */
export interface Haystack {
  readonly texts: readonly string[];
  /** The same texts, letters and digits only (looselyFound). */
  readonly flat: readonly string[];
}

export interface QuoteCheck {
  quote: string;
  found: boolean;
}

export interface EvidenceCheck {
  quotes: QuoteCheck[];
  /** Quotes not found in what the judge was shown. */
  missing: number;
  /** Evidence items with no checked quote in them. */
  claims?: number;
  /** Those items looked up whole: found, or not (a claim or an invented quote). */
  unquoted?: QuoteCheck[];
}

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
const QUOTE_MARKS = /["'“”„‟‘’‚‛«»‹›「」『』〝〞〟]/g;
const DASHES = /[-\u2010-\u2015\u2212\u2e3a\u2e3b\ufe58\ufe63]+/g;
const MARKDOWN_MARKS = /[*_`~#>|\\]/g;
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;
const ELISION = /\[\s*(?:…+|\.{3,})\s*\]|\(\s*(?:…+|\.{3,})\s*\)|…+|⋯+|\.{3,}|。{3,}/;
const MD_LINK = /\[([^\]\n]*)\]\([^)\n]*\)/g;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const CJK_CHAR = new RegExp(`^${CJK.source}$`, 'u');
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/** One comparable form of a text: the differences listed above removed. */
function normaliseForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(ZERO_WIDTH, '')
    .replace(/。/g, '.')
    .replace(/、/g, ',')
    .replace(QUOTE_MARKS, '')
    .replace(DASHES, '-')
    .replace(MARKDOWN_MARKS, '')
    .replace(/[\s\p{Z}]+/gu, '');
}

/** The texts a judge saw; a Markdown link is also looked up as its link text alone. */
export function haystackOf(...texts: Array<string | undefined>): Haystack {
  const out: string[] = [];
  for (const t of texts) {
    if (!t) continue;
    out.push(normaliseForMatch(t));
    const linkless = t.replace(MD_LINK, '$1');
    if (linkless !== t) out.push(normaliseForMatch(linkless));
  }
  return { texts: out, flat: out.map((t) => t.replace(NOT_LETTER_OR_DIGIT, '')) };
}

/** A quote's comparable pieces, split at its elisions; empty when nothing of it is left. */
export function quotePieces(quote: string): string[] {
  // NFKC turns "…" into "...", so elisions are split before normalising.
  return quote
    .split(ELISION)
    .map((p) => normaliseForMatch(p).replace(EDGE_PUNCTUATION, ''))
    .filter(Boolean);
}

/** Whether the quote's pieces occur, in order, in one of the texts. */
export function quoteFound(quote: string, hay: Haystack): boolean {
  const pieces = quotePieces(quote);
  if (!pieces.length) return false;
  return hay.texts.some((t) => {
    let at = 0;
    for (const p of pieces) {
      const i = t.indexOf(p, at);
      if (i < 0) return false;
      at = i + p.length;
    }
    return true;
  });
}

/** A quoted span, and whether it was a `code` span. */
export interface QuotedSpan {
  text: string;
  code: boolean;
}

const SPAN_PATTERNS: Array<{ re: RegExp; code?: boolean; single?: boolean }> = [
  { re: /"([^"\n]+)"/g },
  { re: /“([^”]+)”/g },
  { re: /「([^」]+)」/g },
  { re: /『([^』]+)』/g },
  { re: /`([^`\n]+)`/g, code: true },
  // Single quotes: not after a letter or digit, not before one; an apostrophe inside a word stays in.
  { re: /(?<![\p{L}\p{N}])'((?:[^'\n]|(?<=\p{L})'(?=\p{L}))+)'(?![\p{L}\p{N}])/gu, single: true },
  { re: /(?<![\p{L}\p{N}])‘((?:[^’\n]|(?<=\p{L})’(?=\p{L}))+)’(?![\p{L}\p{N}])/gu, single: true },
];

/**
 * Spans inside quotation marks, in order: "…", “…”, 「…」, 『…』, `…`, and '…' / ‘…’ where
 * they wrap at least MIN_QUOTE_WORDS words / MIN_QUOTE_CJK CJK characters. A span inside
 * another (a `code` span in a quoted sentence) is part of it, not a quote of its own.
 */
function quotedSpansOf(text: string): QuotedSpan[] {
  const t = text.replace(/＂/g, '"');
  const found: Array<QuotedSpan & { at: number; end: number }> = [];
  for (const { re, code, single } of SPAN_PATTERNS) {
    for (const m of t.matchAll(re)) {
      const inner = m[1].trim();
      if (!inner) continue;
      if (single && !longEnough(inner, MIN_QUOTE_WORDS, MIN_QUOTE_CJK)) continue;
      found.push({ text: inner, code: !!code, at: m.index, end: m.index + m[0].length });
    }
  }
  found.sort((a, b) => a.at - b.at || b.end - a.end);
  const out: typeof found = [];
  for (const s of found) if (!out.some((o) => s.at < o.end && s.end > o.at)) out.push(s);
  return out.map(({ text: quoted, code }) => ({ text: quoted, code }));
}

/** Words and CJK characters in a text. */
function countsOf(text: string): { words: number; cjk: number } {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text
    .replace(CJK, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean).length;
  return { words, cjk };
}

/** At least minWords words, or minCjk CJK characters (a word counting as one in mixed text). */
function longEnough(text: string, minWords: number, minCjk: number): boolean {
  const { words, cjk } = countsOf(text);
  return cjk ? words >= minWords || cjk + words >= minCjk : words >= minWords;
}

/** The quotes in one evidence-field item that are checked: long-enough quoted spans; none in a claim. */
export function quotesInEvidenceItem(item: string): string[] {
  return quotedSpansOf(item)
    .filter((s) => (s.code ? normaliseForMatch(s.text).length >= MIN_CODE_CHARS : longEnough(s.text, MIN_QUOTE_WORDS, MIN_QUOTE_CJK)))
    .map((s) => s.text);
}

/** The quotations in free text: quoted spans (no `code`) of at least MIN_PROSE_QUOTE_WORDS words / MIN_PROSE_QUOTE_CJK CJK characters. */
export function quotesInProse(text: string): string[] {
  return quotedSpansOf(text)
    .filter((s) => !s.code && longEnough(s.text, MIN_PROSE_QUOTE_WORDS, MIN_PROSE_QUOTE_CJK))
    .map((s) => s.text);
}

/** Each quote looked up in what the judge was shown. */
export function checkQuotes(quotes: readonly string[], hay: Haystack): EvidenceCheck {
  const checked = quotes.map((quote) => ({ quote, found: quoteFound(quote, hay) }));
  return { quotes: checked, missing: checked.filter((q) => !q.found).length };
}

const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]+/gu;
/** Consecutive words of an unquoted item that must stand together in the skill (CJK: characters). */
export const LOOSE_RUN_WORDS = 4;
export const LOOSE_RUN_CJK = 6;

/**
 * An unquoted item looked up leniently: some run of LOOSE_RUN_WORDS consecutive words (or
 * LOOSE_RUN_CJK CJK characters; the whole item when shorter) stands in the skill, whatever
 * punctuation or table cells lie between them ("Step 1: Run npm test first" finds
 * "1. Run `npm test` first"; "--force: overwrite" finds "| --force | overwrite |").
 */
function looselyFound(item: string, hay: Haystack): boolean {
  const words = item.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  if (!words.length) return false;
  const cjk = words.filter((w) => w.length === 1 && CJK_CHAR.test(w)).length;
  const run = Math.min(words.length, cjk > words.length / 2 ? LOOSE_RUN_CJK : LOOSE_RUN_WORDS);
  for (let i = 0; i + run <= words.length; i++) {
    const piece = words.slice(i, i + run).join('');
    if (hay.flat.some((f) => f.includes(piece))) return true;
  }
  return false;
}

/** A rubric judge's `evidence[]`: quoted spans looked up strictly; items with no quotation marks looked up whole, leniently (`unquoted`). */
export function checkEvidenceItems(items: readonly string[], hay: Haystack): EvidenceCheck {
  const perItem = items.map(quotesInEvidenceItem);
  const bare = items.filter((item, i) => !perItem[i].length && longEnough(item, MIN_QUOTE_WORDS, MIN_QUOTE_CJK));
  const claims = items.filter((item, i) => !perItem[i].length && quotePieces(item).length).length;
  const unquoted = bare.map((quote) => ({ quote, found: quoteFound(quote, hay) || looselyFound(quote, hay) }));
  return { ...checkQuotes(perItem.flat(), hay), claims, unquoted };
}

/** How a judge's evidence fared: it holds when it quotes and every quote is found. */
export type EvidenceVerdict = 'held' | 'not-found' | 'none';

export function verdictOf(check: EvidenceCheck, quoteRequired: boolean): EvidenceVerdict {
  if (check.missing) return 'not-found';
  const bare = check.unquoted ?? [];
  // Nothing the judge cited is in the skill: neither a quoted span nor any item looked up whole.
  if (bare.length && !bare.some((q) => q.found) && !check.quotes.some((q) => q.found)) return 'not-found';
  if (!check.quotes.length && !bare.length) return quoteRequired ? 'none' : 'held';
  return 'held';
}

/** Quotes not found of those looked up, the items looked up whole included. */
export function notFoundOf(check: EvidenceCheck): { missing: number; of: number } {
  const bare = check.unquoted ?? [];
  return { missing: check.missing + bare.filter((q) => !q.found).length, of: check.quotes.length + bare.length };
}

/** The tag on a dimension for a judge whose evidence did not hold (fixed English tags, like the others). */
export function evidenceTag(who: string, check: EvidenceCheck, verdict: EvidenceVerdict): string {
  const n = notFoundOf(check);
  return verdict === 'none'
    ? `[evidence missing: ${who} quoted nothing; not counted]`
    : `[evidence not found: ${who}, ${n.missing} of ${n.of} quotes; not counted]`;
}

/** A quote as it goes into the evidence list: flagged when it was not found. */
export function flagged(q: QuoteCheck): string {
  return q.found ? q.quote : `[not found] ${q.quote}`;
}

/** The failure detail of a dimension none of whose judges' evidence held. */
export function evidenceFailureDetail(where: string, rejected: readonly string[]): string {
  return `the judges' quotes were not found in ${where} (${rejected.join('; ')}), so no score counts`;
}
