/**
 * Small helpers shared by the SkillOps rules: positions for frontmatter keys and
 * the parse problems of a document.
 */
import type { ParseProblem, Range, SkillDocument } from '../../skill/types.ts';

export function point(line = 1, column = 1): Range {
  return { start: { line, column }, end: { line, column } };
}

/** Where to point for a frontmatter key: its value, else the key, else the frontmatter's first line. */
export function keyRange(doc: SkillDocument, key: string): Range {
  const r = doc.frontmatter?.keyRanges.get(key);
  if (r?.value) return r.value;
  if (r) return r.key;
  return doc.frontmatter ? point(Math.max(1, doc.frontmatter.firstLine - 1)) : point();
}

/** Where to point for a key that is missing: the opening `---` line. */
export function frontmatterStart(_doc: SkillDocument): Range {
  return { start: { line: 1, column: 1 }, end: { line: 1, column: 4 } };
}

export function problemsOf(doc: SkillDocument, kind: ParseProblem['kind']): ParseProblem[] {
  return doc.problems.filter((p) => p.kind === kind);
}

/** The skill's own file name for SKILL.md (`SKILL.md` or `skill.md`). */
export function skillMdName(doc: SkillDocument): string {
  return doc.skillFileName ?? 'SKILL.md';
}
