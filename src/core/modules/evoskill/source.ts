/**
 * Where EvoSkill rules get results.tsv from: the skill folder's own file in the
 * SkillDocument (rules never read the disk). Parsed once per document.
 */
import type { ResultsRow } from '../../rules/types.ts';
import { memo, memoKey } from '../../skill/memo.ts';
import { lineText } from '../../skill/text.ts';
import type { Range, SkillDocument, SkillFile } from '../../skill/types.ts';
import { RESULTS_FILE, parseResultsTsv, type ParsedResults } from '../../formats/results.ts';

const PARSED = memoKey<ParsedResults | undefined>('evoskill/results');

export function resultsFileOf(doc: SkillDocument): SkillFile | undefined {
  return doc.files.find((f) => f.path === RESULTS_FILE);
}

export function parsedResultsOf(doc: SkillDocument): ParsedResults | undefined {
  return memo(doc, PARSED, () => {
    const text = resultsFileOf(doc)?.text?.text;
    return text === undefined ? undefined : parseResultsTsv(text);
  });
}

export function resultsRowsOf(doc: SkillDocument): ResultsRow[] | undefined {
  return parsedResultsOf(doc)?.rows;
}

/** The whole of one line of results.tsv (column 1 only when the text is not at hand). */
export function rowRange(file: SkillFile | undefined, line: number): Range {
  const info = file?.text;
  const length = info && line <= info.lineStarts.length ? lineText(info, line).length : 0;
  return { start: { line, column: 1 }, end: { line, column: length + 1 } };
}
