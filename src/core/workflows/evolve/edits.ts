/**
 * The minimal rewrite as text edits (seed 002 最小化修改): each edit replaces one verbatim,
 * unique passage of SKILL.md, so the new version differs from the old only where the
 * weak dimensions' root causes are, and where a root cause sits is a line number read
 * from the text — never the model's say-so.
 */
export interface TextEdit {
  dimension: string;
  old_str: string;
  new_str: string;
}

const LINE_PREFIX = /^\s*\d+\s*\|\s?/gm;

/** The 1-based line where `quote` first occurs (a copied `12| ` prefix forgiven), or undefined. */
export function lineOfQuote(text: string, quote: string): number | undefined {
  for (const q of [quote, quote.replace(LINE_PREFIX, '')]) {
    const t = q.trim();
    if (!t) continue;
    const at = text.indexOf(t);
    if (at >= 0) return text.slice(0, at).split('\n').length;
  }
  return undefined;
}

/** Apply the edits (all located in the original text, none overlapping); a problem for the repair request otherwise. */
export function applyEdits(text: string, edits: readonly TextEdit[]): { text: string } | { problem: string } {
  const spans: Array<{ start: number; end: number; to: string }> = [];
  for (const [i, e] of edits.entries()) {
    let found: { start: number; old: string } | undefined;
    for (const candidate of [e.old_str, e.old_str.replace(LINE_PREFIX, '')]) {
      if (!candidate) continue;
      const first = text.indexOf(candidate);
      if (first === -1) continue;
      if (text.indexOf(candidate, first + 1) !== -1) return { problem: `edits[${i}].old_str occurs more than once in SKILL.md; quote more of the surrounding text so it is unique` };
      found = { start: first, old: candidate };
      break;
    }
    if (!found) return { problem: `edits[${i}].old_str is not a verbatim part of SKILL.md; copy it exactly (without the line-number prefix)` };
    if (e.new_str === found.old) return { problem: `edits[${i}].new_str is identical to its old_str; propose an actual change` };
    spans.push({ start: found.start, end: found.start + found.old.length, to: e.new_str });
  }
  spans.sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) if (spans[i].start < spans[i - 1].end) return { problem: 'two edits overlap; merge them into one' };
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + s.to;
    at = s.end;
  }
  return { text: out + text.slice(at) };
}
