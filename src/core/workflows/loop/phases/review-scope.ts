/**
 * Stage 3's scope rule (seed v3 multi-role review, 修复阶段 "不顺手改"): an edit that fixes a
 * review item may change only the lines that item names — the section it points at (the
 * heading's lines down to the next heading of the same or a higher level; `frontmatter` /
 * `description` name the frontmatter). An edit that changes any other line is a "while I'm
 * here" edit and is rejected. When the item's section names no heading of the skill, the
 * item names the whole file (nothing to hold the edit to).
 */
import { applyReplyEdits } from '../model-edit.ts';

export interface LineRange {
  /** First line (0-based, inclusive). */
  from: number;
  /** Last line (0-based, inclusive). */
  to: number;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[`*_#:：]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lines an item's `section` names in `text`; undefined when it names no heading (the whole file). */
export function sectionLines(text: string, section: string): LineRange | undefined {
  const lines = text.split('\n');
  const want = norm(section);
  if (!want) return undefined;
  if (/^(frontmatter|description|name)$/.test(want) && lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) return { from: 0, to: end };
  }
  // A `# comment` inside a fenced block is code, not a heading.
  let fence: string | undefined;
  const headings = lines.flatMap((l, i) => {
    const f = FENCE.exec(l);
    if (f && (!fence || (f[1][0] === fence[0] && f[1].length >= fence.length))) fence = fence ? undefined : f[1];
    const m = fence || f ? null : HEADING.exec(l);
    return m ? [{ line: i, level: m[1].length, text: norm(m[2]) }] : [];
  });
  const hit = headings.find((h) => h.text === want) ?? headings.find((h) => h.text && (want.includes(h.text) || h.text.includes(want)));
  if (!hit) return undefined;
  const next = headings.find((h) => h.line > hit.line && h.level <= hit.level);
  return { from: hit.line, to: (next ? next.line : lines.length) - 1 };
}

/** The lines of `text` an `old → new` edit changes (the lines `old` spans); undefined when `old` is not found. */
export function editLines(text: string, old: string): LineRange | undefined {
  const at = text.indexOf(old);
  if (at < 0) return undefined;
  const from = text.slice(0, at).split('\n').length - 1;
  const body = old.endsWith('\n') ? old.slice(0, -1) : old;
  return { from, to: from + body.split('\n').length - 1 };
}

export type ScopedEdit = { ok: true; text: string } | { ok: false; why: 'out-of-scope' | 'not-applied'; detail: string };

/** Apply an item's edits when every changed line lies in the lines the item names; else say why not. */
export function applyScoped(text: string, section: string, edits: Array<{ old: string; new: string }>): ScopedEdit {
  const scope = sectionLines(text, section);
  if (scope) {
    for (const e of edits) {
      const r = editLines(text, e.old);
      if (r && (r.from < scope.from || r.to > scope.to))
        return { ok: false, why: 'out-of-scope', detail: `lines ${r.from + 1}–${r.to + 1} are outside "${section}" (lines ${scope.from + 1}–${scope.to + 1})` };
    }
  }
  const applied = applyReplyEdits(text, edits);
  if ('error' in applied) return { ok: false, why: 'not-applied', detail: applied.error };
  if (applied.text === text) return { ok: false, why: 'not-applied', detail: 'the edits change nothing' };
  return { ok: true, text: applied.text };
}
