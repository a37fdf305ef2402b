/**
 * Checking a judge's evidence (issue 26 item 5): a quote a judge gives must be found in
 * what that judge was shown — the skill (and the static facts injected beside it) for
 * the rubric, the run outputs and the test prompt for dim8. A judge whose quote is not
 * there has not shown its score rests on the text, so its score does not count.
 *
 * What counts as "a quote":
 * - an evidence-field item (rubric `evidence[]`, dim7b `issues[].quote`): the text inside
 *   quotation marks in it when it has any (`"Use when…" (description)` → `Use when…`),
 *   else the whole item;
 * - free text (dim8's `reason`): only text inside quotation marks, and only spans of at
 *   least MIN_PROSE_QUOTE_UNITS words / CJK characters — shorter ones are usually a term
 *   or a name ("lift", "Use when") rather than a quotation, and may name what is absent.
 * Matching ignores whitespace and line breaks, case, full-/half-width forms (NFKC),
 * quotation marks, the kind of dash, Markdown emphasis marks and punctuation at a
 * quote's ends; an elision ("…", "...", "[…]") inside a quote matches its pieces in order.
 */

/** Shortest quoted span in free text taken as a quotation: 4 words, or 4 CJK characters. */
export const MIN_PROSE_QUOTE_UNITS = 4;

/** The texts a judge was shown, normalised once for many look-ups. */
export interface Haystack {
  readonly texts: readonly string[];
}

export interface QuoteCheck {
  quote: string;
  found: boolean;
}

export interface EvidenceCheck {
  quotes: QuoteCheck[];
  /** Quotes not found in what the judge was shown. */
  missing: number;
}

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
const QUOTE_MARKS = /["'“”„‟‘’‚‛«»‹›「」『』〝〞〟]/g;
const DASHES = /[-\u2010-\u2015\u2212\u2e3a\u2e3b\ufe58\ufe63]+/g;
const MARKDOWN_MARKS = /[*_`~#>|\\]/g;
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;
const ELISION = /\[\s*(?:…+|\.{3,})\s*\]|\(\s*(?:…+|\.{3,})\s*\)|…+|⋯+|\.{3,}|。{3,}/;
const MD_LINK = /\[([^\]\n]*)\]\([^)\n]*\)/g;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** One comparable form of a text: the differences listed above removed. */
export function normaliseForMatch(text: string): string {
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
  return { texts: out };
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

/** Spans inside paired quotation marks: "…", “…”, 「…」, 『…』 (single quotes are apostrophes too often). */
export function quotedSpans(text: string): string[] {
  const spans: Array<{ at: number; text: string }> = [];
  const t = text.replace(/＂/g, '"');
  for (const re of [/"([^"\n]+)"/g, /“([^”]+)”/g, /「([^」]+)」/g, /『([^』]+)』/g]) {
    for (const m of t.matchAll(re)) if (m[1].trim()) spans.push({ at: m.index, text: m[1].trim() });
  }
  return spans.sort((a, b) => a.at - b.at).map((s) => s.text);
}

/** The quotes in one evidence-field item: its quoted spans, else the whole item; none when it is blank. */
export function quotesInEvidenceItem(item: string): string[] {
  const spans = quotedSpans(item);
  if (spans.length) return spans;
  return quotePieces(item).length ? [item.trim()] : [];
}

/** Words plus CJK characters: how long a quoted span is, in any script. */
export function quoteUnits(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').split(/[^\p{L}\p{N}]+/u).filter(Boolean).length;
  return cjk + words;
}

/** The quotations in free text: quoted spans of at least MIN_PROSE_QUOTE_UNITS. */
export function quotesInProse(text: string): string[] {
  return quotedSpans(text).filter((s) => quoteUnits(s) >= MIN_PROSE_QUOTE_UNITS);
}

/** Each quote looked up in what the judge was shown. */
export function checkQuotes(quotes: readonly string[], hay: Haystack): EvidenceCheck {
  const checked = quotes.map((quote) => ({ quote, found: quoteFound(quote, hay) }));
  return { quotes: checked, missing: checked.filter((q) => !q.found).length };
}

/** A rubric judge's `evidence[]`, every quote in it looked up. */
export function checkEvidenceItems(items: readonly string[], hay: Haystack): EvidenceCheck {
  return checkQuotes(items.flatMap(quotesInEvidenceItem), hay);
}

/** How a judge's evidence fared: it holds when it quotes and every quote is found. */
export type EvidenceVerdict = 'held' | 'not-found' | 'none';

export function verdictOf(check: EvidenceCheck, quoteRequired: boolean): EvidenceVerdict {
  if (!check.quotes.length) return quoteRequired ? 'none' : 'held';
  return check.missing ? 'not-found' : 'held';
}

/** The tag on a dimension for a judge whose evidence did not hold (fixed English tags, like the others). */
export function evidenceTag(who: string, check: EvidenceCheck, verdict: EvidenceVerdict): string {
  return verdict === 'none'
    ? `[evidence missing: ${who} quoted nothing; not counted]`
    : `[evidence not found: ${who}, ${check.missing} of ${check.quotes.length} quotes; not counted]`;
}

/** A quote as it goes into the evidence list: flagged when it was not found. */
export function flagged(q: QuoteCheck): string {
  return q.found ? q.quote : `[not found] ${q.quote}`;
}

/** The failure detail of a dimension none of whose judges' evidence held. */
export function evidenceFailureDetail(where: string, rejected: readonly string[]): string {
  return `the judges' quotes were not found in ${where} (${rejected.join('; ')}), so no score counts`;
}
