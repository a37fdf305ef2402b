/**
 * Building a SkillDocument from files already read (from disk, an editor buffer,
 * or a test). Parsing never throws: problems become ParseProblems that the
 * Profile module reports as findings.
 */
import { parseFrontmatter } from './frontmatter.ts';
import { parseMarkdown } from './markdown.ts';
import type { ParseProblem, SkillDocument, SkillFile } from './types.ts';
import { textInfo } from './text.ts';

export const SKILL_FILE_NAMES = ['SKILL.md', 'skill.md'] as const;

/** File paths and every folder above them (`a/b/c.md` → `a/b/c.md`, `a/b`, `a`), for existence checks. */
export function pathSetOf(files: Iterable<string>): Set<string> {
  const paths = new Set<string>();
  for (const p of files) {
    paths.add(p);
    for (let slash = p.lastIndexOf('/'); slash > 0; slash = p.lastIndexOf('/', slash - 1)) paths.add(p.slice(0, slash));
  }
  return paths;
}

export function buildSkillDocument(dir: string, files: SkillFile[]): SkillDocument {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const paths = pathSetOf(sorted.map((f) => f.path));
  const folderName =
    dir
      .replace(/[\\/]+$/, '')
      .split(/[\\/]/)
      .pop() || dir;
  const problems: ParseProblem[] = [];
  const doc: SkillDocument = { dir, folderName, files: sorted, paths, problems };
  for (const f of sorted) {
    if (f.unreadable && f.unreadable !== 'binary') {
      problems.push({
        kind: 'unreadable-file',
        file: f.path,
        range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
        detail: `${f.unreadable}${f.unreadableDetail ? `: ${f.unreadableDetail}` : ''}`,
      });
    }
  }
  const skillFile = SKILL_FILE_NAMES.map((n) => sorted.find((f) => f.path === n)).find((f) => f !== undefined);
  if (!skillFile) {
    problems.push({
      kind: 'missing-skill-md',
      file: 'SKILL.md',
      range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
      detail: 'no SKILL.md in this folder',
    });
    return doc;
  }
  doc.skillFileName = skillFile.path;
  doc.skillFile = skillFile;
  if (!skillFile.text) return doc;
  const fm = parseFrontmatter(skillFile.text, skillFile.path);
  problems.push(...fm.problems);
  doc.frontmatter = fm.frontmatter;
  doc.markdown = parseMarkdown(skillFile.text, fm.bodyOffset);
  return doc;
}

/** Convenience for tests and editors: files given as path → content. */
export function skillFromTexts(dir: string, texts: Record<string, string>): SkillDocument {
  const files: SkillFile[] = Object.entries(texts).map(([path, content]) => ({
    path,
    size: Buffer.byteLength(content),
    text: textInfo(content),
  }));
  return buildSkillDocument(dir, files);
}
