/**
 * Applying fixes to text: edits are given in 1-based line/column positions of the
 * normalised text, applied back to front; an edit overlapping an earlier-chosen one
 * is skipped (it is re-offered on the next scan). Pure: no I/O.
 */
import type { Fix, TextEdit } from '../rules/types.ts';
import { offsetAt, toDiskText } from '../skill/text.ts';
import type { TextInfo } from '../skill/types.ts';

export interface ApplyResult {
  /** New text in the file's own form (original line endings and BOM). */
  diskText: string;
  /** New text, LF-normalised. */
  text: string;
  applied: number;
  skipped: number;
}

export function applyEdits(info: TextInfo, edits: TextEdit[]): ApplyResult {
  const spans = edits
    .map((e) => ({ start: offsetAt(info, e.range.start), end: offsetAt(info, e.range.end), newText: e.newText.replace(/\r\n?/g, '\n') }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const chosen: typeof spans = [];
  let skipped = 0;
  for (const s of spans) {
    const prev = chosen[chosen.length - 1];
    if (prev && s.start < prev.end) {
      skipped++;
      continue;
    }
    chosen.push(s);
  }
  let text = info.text;
  for (let i = chosen.length - 1; i >= 0; i--) {
    const s = chosen[i];
    text = text.slice(0, s.start) + s.newText + text.slice(s.end);
  }
  return { text, diskText: toDiskText(text, info), applied: chosen.length, skipped };
}

/** Group the edits of several fixes by file. A fix whose edits would partly overlap another's is dropped whole. */
export function editsByFile(fixes: Fix[]): Map<string, TextEdit[]> {
  const out = new Map<string, TextEdit[]>();
  for (const fix of fixes) {
    for (const e of fix.edits) {
      const list = out.get(e.file) ?? [];
      list.push(e);
      out.set(e.file, list);
    }
  }
  return out;
}
