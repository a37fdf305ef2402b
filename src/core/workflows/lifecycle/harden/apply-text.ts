/**
 * The SKILL.md text after the accepted hardening items (pure): level-1 wording edits
 * first (they are all on body lines and never overlap a frontmatter edit), then each
 * level-2 entry in turn on a fresh parse of the text so far (hardening.ts computes the
 * frontmatter edit from the document, so two entries never collide). The file keeps its
 * line endings and BOM.
 */
import { applyEdits } from '../../../edits/fix.ts';
import { hardRuleEdit } from '../../../modules/hasp/hardening.ts';
import { skillFromTexts } from '../../../skill/document.ts';
import { lineText, textInfo, toDiskText } from '../../../skill/text.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import type { HardenItem } from './plan.ts';

export interface HardenedText {
  /** LF-normalised. */
  text: string;
  /** As written to disk (original EOL, BOM). */
  diskText: string;
  /** Items whose change could not be made on the current text (e.g. the frontmatter has YAML errors). */
  skipped: HardenItem[];
  /** The rules level 1 rewords, old line → new line (trimmed): kept so the rule stays one rule (issue 31). */
  reworded: Array<{ from: string; to: string }>;
}

export function hardenedText(doc: SkillDocument, items: readonly HardenItem[]): HardenedText {
  const info = doc.skillFile?.text;
  if (!info) return { text: '', diskText: '', skipped: [...items], reworded: [] };
  const file = doc.skillFileName ?? 'SKILL.md';
  const skipped: HardenItem[] = [];
  const wording = items.filter((i) => i.level === 1).flatMap((i) => i.wording.map((w) => w.edit));
  let text = wording.length ? applyEdits(info, wording).text : info.text;
  // A wording edit replaces a word on its line: the line numbers stay, so the new line is read where the old one was.
  const worded = textInfo(text);
  const reworded = items
    .filter((i) => i.level === 1 && i.wording.length && i.location)
    .map((i) => ({ from: i.location!.text.trim(), to: lineText(worded, i.location!.line).trim() }))
    .filter((r) => r.to && r.from !== r.to);
  for (const item of items) {
    if (item.level !== 2 || !item.entry) continue;
    const current = skillFromTexts(doc.dir, { [file]: text });
    const edit = hardRuleEdit(current, item.entry);
    if (!edit) {
      skipped.push(item);
      continue;
    }
    text = applyEdits(textInfo(text), [edit]).text;
  }
  return { text, diskText: toDiskText(text, info), skipped, reworded };
}
