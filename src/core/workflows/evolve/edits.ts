/**
 * The minimal rewrite as text edits (seed 002 最小化修改): each edit replaces one verbatim,
 * unique passage of SKILL.md, so the new version differs from the old only where the
 * weak dimensions' root causes are, and where a root cause sits is a line number read
 * from the text — never the model's say-so. Placing them is the shared quoted-edit
 * applier's job (core/edits/quoted-edits.ts).
 */
import { applyQuotedEdits } from '../../edits/quoted-edits.ts';

export { lineOfQuote } from '../../edits/quoted-edits.ts';

export interface TextEdit {
  dimension: string;
  old_str: string;
  new_str: string;
}

/** Apply the edits (all located in the original text, none overlapping); a problem for the repair request otherwise. */
export function applyEdits(text: string, edits: readonly TextEdit[]): { text: string } | { problem: string } {
  const r = applyQuotedEdits(
    text,
    edits.map((e) => ({ old: e.old_str, new: e.new_str })),
    { forgiveLinePrefix: true, rejectIdentical: true },
  );
  if (r.ok) return { text: r.text };
  const i = r.problem.index;
  switch (r.problem.kind) {
    case 'ambiguous':
      return { problem: `edits[${i}].old_str occurs more than once in SKILL.md; quote more of the surrounding text so it is unique` };
    case 'missing':
      return { problem: `edits[${i}].old_str is not a verbatim part of SKILL.md; copy it exactly (without the line-number prefix)` };
    case 'identical':
      return { problem: `edits[${i}].new_str is identical to its old_str; propose an actual change` };
    case 'overlap':
      return { problem: 'two edits overlap; merge them into one' };
  }
}
