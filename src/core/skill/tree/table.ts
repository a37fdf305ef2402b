/**
 * The body's 「依赖技能」 table (seed 002 「依赖声明规则」 4: 在 SKILL.md 中用「依赖技能」表格列出
 * 每个依赖的作用): the first Markdown table under a heading named 依赖技能 (or
 * "Dependencies"), one row per dependency — the skill's name in the first column (backticks
 * allowed), its role in the second. Read from the lines of SKILL.md, so a fix can add a row
 * after the last one.
 *
 *   ## 依赖技能
 *
 *   | 技能 | 作用 |
 *   |---|---|
 *   | l2-web-research | 调研竞品资料 |
 */
import type { Heading, SkillDocument } from '../types.ts';
import { lineText } from '../text.ts';

export const TABLE_HEADING = /^(依赖技能|dependenc(?:y|ies)(?: skills)?)$/i;

export interface TableRow {
  skill: string;
  role: string;
  line: number;
}

export interface DependencyTable {
  heading: Heading;
  rows: TableRow[];
  /** The table's last line (where a row is added after), or undefined when the heading has no table. */
  lastLine?: number;
  /** The column just past the end of the last line. */
  lastColumn: number;
  /** How many columns the header has (a new row fills them). */
  columns: number;
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

const isTableLine = (line: string) => /^\s*\|.*\|\s*$/.test(line);
const isDelimiter = (line: string) => /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);
const skillCell = (cell: string) =>
  cell
    .replace(/^`+|`+$/g, '')
    .replace(/^\*\*|\*\*$/g, '')
    .trim();

/** The 「依赖技能」 table of SKILL.md, or undefined when no heading names it. */
export function dependencyTable(doc: SkillDocument): DependencyTable | undefined {
  const info = doc.skillFile?.text;
  const headings = doc.markdown?.headings ?? [];
  const at = headings.findIndex((h) => TABLE_HEADING.test(h.text.trim()));
  if (!info || at < 0) return undefined;
  const heading = headings[at];
  const end = headings.slice(at + 1).find((h) => h.depth <= heading.depth)?.line ?? info.lineStarts.length + 1;
  const table: DependencyTable = { heading, rows: [], columns: 2, lastColumn: 1 };
  let line = heading.line + 1;
  while (line < end && !isTableLine(lineText(info, line))) line++;
  if (line >= end) return table;
  table.columns = Math.max(2, cellsOf(lineText(info, line)).length);
  line++;
  if (line < end && isDelimiter(lineText(info, line))) line++;
  table.lastLine = line - 1;
  table.lastColumn = lineText(info, line - 1).length + 1;
  for (; line < end && isTableLine(lineText(info, line)); line++) {
    const cells = cellsOf(lineText(info, line));
    table.rows.push({ skill: skillCell(cells[0] ?? ''), role: (cells[1] ?? '').trim(), line });
    table.lastLine = line;
    table.lastColumn = lineText(info, line).length + 1;
  }
  return table;
}
