/**
 * Small helpers shared by rules: matching in prose only, ranges from offsets.
 */
import { proseSpans, regionAt } from '../skill/markdown.ts';
import { rangeOf } from '../skill/text.ts';
import type { Range, RegionKind, SkillDocument, SkillFile, TextInfo } from '../skill/types.ts';

export interface TextMatch {
  /** Offset into the LF-normalised text. */
  offset: number;
  match: RegExpExecArray;
  range: Range;
}

/** Every match of `pattern` (must have the `g` flag) inside SKILL.md prose. */
export function matchesInProse(doc: SkillDocument, pattern: RegExp): TextMatch[] {
  const info = doc.skillFile?.text;
  const md = doc.markdown;
  if (!info || !md) return [];
  const out: TextMatch[] = [];
  for (const [start, end] of proseSpans(md, info.text.length)) {
    const slice = info.text.slice(start, end);
    pattern.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = pattern.exec(slice))) {
      if (m[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      const offset = start + m.index;
      out.push({ offset, match: m, range: rangeOf(info, offset, offset + m[0].length) });
    }
  }
  return out;
}

/** Every match of `pattern` (with `g`) anywhere in a text file, with its region kind when it is SKILL.md. */
export function matchesInFile(doc: SkillDocument, file: SkillFile, pattern: RegExp): Array<TextMatch & { region: RegionKind }> {
  const info = file.text;
  if (!info) return [];
  const isSkillMd = file === doc.skillFile && doc.markdown;
  const out: Array<TextMatch & { region: RegionKind }> = [];
  pattern.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(info.text))) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    out.push({
      offset: m.index,
      match: m,
      range: rangeOf(info, m.index, m.index + m[0].length),
      region: isSkillMd ? regionAt(doc.markdown!, m.index) : 'code',
    });
  }
  return out;
}

export function rangeAt(info: TextInfo, start: number, end: number): Range {
  return rangeOf(info, start, end);
}

/** Text files of the skill under one of the given top-level folders (e.g. `scripts`, `references`). */
export function filesUnder(doc: SkillDocument, folders: string[]): SkillFile[] {
  return doc.files.filter((f) => f.text && folders.some((d) => f.path.startsWith(d + '/')));
}
