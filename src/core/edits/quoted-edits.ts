/**
 * The one applier of a model's quoted edits (issue 27): each edit names a verbatim
 * passage of the text (`old`) and its replacement (`new`). Every quote is located in the
 * original text exactly once — at its line anchor when one is given and still holds it,
 * else where it is unique — optionally forgiving a copied `12| ` line-number prefix; an
 * edit that changes nothing can be refused, and edits may not overlap. Pure: no I/O.
 *
 * The result is structured; callers map a problem to their own (model-facing) wording.
 */

export interface QuotedEdit {
  /** The verbatim passage to replace. */
  old: string;
  /** Its replacement. */
  new: string;
  /** 1-based line where `old` was located; it is taken there when the text still starts that line with it. */
  line?: number;
}

export interface QuotedEditOptions {
  /** Try the quote with a copied `12| ` line-number prefix removed when it is not found as given. */
  forgiveLinePrefix?: boolean;
  /** Refuse an edit whose `new` equals the quote it matched. */
  rejectIdentical?: boolean;
}

export type QuotedEditProblemKind = 'missing' | 'ambiguous' | 'identical' | 'overlap';

export interface QuotedEditProblem {
  /** The edit (0-based, in the order given) the problem is about; for an overlap, the later of the two in the text. */
  index: number;
  kind: QuotedEditProblemKind;
}

export type QuotedEditsResult = { ok: true; text: string } | { ok: false; problem: QuotedEditProblem };

/** A `12| ` (or `  12 | `) line-number prefix a model copied from a numbered listing. */
export const LINE_PREFIX = /^\s*\d+\s*\|\s?/gm;

/** The quote with copied line-number prefixes removed. */
export function withoutLinePrefix(quote: string): string {
  return quote.replace(LINE_PREFIX, '');
}

/** 0-based offsets where each line starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

type Located = { ok: true; start: number; old: string } | { ok: false; kind: 'missing' | 'ambiguous' };

/** Where one quote sits: at its anchor line, else its unique occurrence. */
function locate(text: string, e: QuotedEdit, opts: QuotedEditOptions, starts: () => number[]): Located {
  if (e.line !== undefined) {
    const s = starts();
    if (e.line >= 1 && e.line <= s.length && text.startsWith(e.old, s[e.line - 1])) return { ok: true, start: s[e.line - 1], old: e.old };
  }
  const candidates = opts.forgiveLinePrefix ? [e.old, withoutLinePrefix(e.old)] : [e.old];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const first = text.indexOf(candidate);
    if (first === -1) continue;
    if (text.indexOf(candidate, first + 1) !== -1) return { ok: false, kind: 'ambiguous' };
    return { ok: true, start: first, old: candidate };
  }
  return { ok: false, kind: 'missing' };
}

/**
 * Apply the edits, all located in the original text. The first problem found is
 * returned: per edit in order (missing, ambiguous, identical), then an overlap.
 */
export function applyQuotedEdits(text: string, edits: readonly QuotedEdit[], opts: QuotedEditOptions = {}): QuotedEditsResult {
  let starts: number[] | undefined;
  const getStarts = () => (starts ??= lineStarts(text));
  const spans: Array<{ index: number; start: number; end: number; to: string }> = [];
  for (const [index, e] of edits.entries()) {
    const at = locate(text, e, opts, getStarts);
    if (!at.ok) return { ok: false, problem: { index, kind: at.kind } };
    if (opts.rejectIdentical && e.new === at.old) return { ok: false, problem: { index, kind: 'identical' } };
    spans.push({ index, start: at.start, end: at.start + at.old.length, to: e.new });
  }
  spans.sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) if (spans[i].start < spans[i - 1].end) return { ok: false, problem: { index: spans[i].index, kind: 'overlap' } };
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + s.to;
    at = s.end;
  }
  return { ok: true, text: out + text.slice(at) };
}

/** The 1-based line where `quote` first occurs (trimmed; a copied `12| ` prefix forgiven), or undefined. */
export function lineOfQuote(text: string, quote: string): number | undefined {
  for (const q of [quote, withoutLinePrefix(quote)]) {
    const t = q.trim();
    if (!t) continue;
    const at = text.indexOf(t);
    if (at >= 0) return text.slice(0, at).split('\n').length;
  }
  return undefined;
}
