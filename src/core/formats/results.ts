/**
 * results.tsv (docs/features.md D2, seed v3 关键数据结构): the skill's score and optimisation
 * log, 12 tab-separated columns, one row per round, stored in the skill's own folder.
 *
 * Reading never throws and never changes the file: a wrong column count, a file that
 * is not TSV, or binary bytes become `problems` with their line and `corrupt: true`.
 * Appending is atomic (write a temp file in the same folder, then rename) and, when
 * the existing file is corrupt, first copies it to `results.tsv.bak.YYYYMMDD-HHMM`
 * (never overwriting an earlier backup), rebuilds the file with the header and the
 * rows that were still readable, and returns a notice for the user (seed v3
 * exception table: "results.tsv 损坏 → 备份为 .bak.YYYYMMDD-HHMM 后重建，告知用户").
 */
import { promises as fs, constants as fsConstants } from 'node:fs';
import path from 'node:path';
import type { LocalisedText, ResultsRow } from '../rules/types.ts';
import { backupStamp, writeFileAtomic } from '../base/io/atomic.ts';

export const RESULTS_FILE = 'results.tsv';

export const RESULTS_COLUMNS = [
  'timestamp',
  'commit',
  'skill',
  'round',
  'old_score',
  'new_score',
  'status',
  'dim_changed',
  'delta',
  'note',
  'eval_mode',
  'judge_count',
] as const satisfies ReadonlyArray<keyof ResultsRow>;

export const RESULTS_HEADER = RESULTS_COLUMNS.join('\t');

/** A new results.tsv holding only its header (Phase 0 when a skill has none yet); returns its path. */
export async function createResultsTsv(skillDir: string): Promise<string> {
  const file = path.join(skillDir, RESULTS_FILE);
  await writeFileAtomic(file, RESULTS_HEADER + '\n');
  return file;
}

export interface ResultsProblem {
  /** 1-based line in results.tsv. */
  line: number;
  detail: string;
}

export interface ParsedResults {
  /** Rows with 12 columns, in file order, each with its `line`. */
  rows: ResultsRow[];
  problems: ResultsProblem[];
  /** True when anything in the file could not be read as a results row. */
  corrupt: boolean;
  /** Whether the first non-empty line is the 12-column header. */
  hasHeader: boolean;
}

/** Parse results.tsv text. Tolerates a BOM, CRLF and blank lines; never throws. */
export function parseResultsTsv(text: string): ParsedResults {
  const rows: ResultsRow[] = [];
  const problems: ResultsProblem[] = [];
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000')) {
    return { rows, problems: [{ line: 1, detail: 'binary content (NUL bytes); this is not a TSV file' }], corrupt: true, hasHeader: false };
  }
  const lines = text.split(/\r?\n/);
  let hasHeader = false;
  let seenContent = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/\r$/, '');
    if (raw.trim() === '') continue;
    const line = i + 1;
    const cells = raw.split('\t');
    if (!seenContent) {
      seenContent = true;
      if (isHeader(cells)) {
        hasHeader = true;
        continue;
      }
      problems.push({
        line,
        detail:
          cells.length === 1
            ? 'first line is not the results.tsv header and has no tabs (not TSV)'
            : `first line is not the 12-column results.tsv header (${RESULTS_HEADER.replace(/\t/g, ' ')})`,
      });
      if (cells.length !== RESULTS_COLUMNS.length) continue;
    } else if (isHeader(cells)) {
      problems.push({ line, detail: 'header repeated in the middle of the file' });
      continue;
    }
    if (cells.length !== RESULTS_COLUMNS.length) {
      problems.push({ line, detail: `${cells.length} column${cells.length === 1 ? '' : 's'} instead of ${RESULTS_COLUMNS.length}` });
      continue;
    }
    if (/[\u0001-\u0008\u000b\u000c\u000e-\u001f\ufffd]/.test(raw)) {
      problems.push({ line, detail: 'control or undecodable characters in the row' });
      continue;
    }
    const row = { line } as ResultsRow;
    RESULTS_COLUMNS.forEach((c, k) => {
      row[c] = cells[k].trim();
    });
    rows.push(row);
  }
  return { rows, problems, corrupt: problems.length > 0, hasHeader };
}

function isHeader(cells: string[]): boolean {
  return cells.length === RESULTS_COLUMNS.length && cells.every((c, i) => c.trim().toLowerCase() === RESULTS_COLUMNS[i]);
}

/** One row as a TSV line (no line break). Tabs and line breaks inside a field become spaces; empty fields become `-`. */
export function formatResultsRow(row: ResultsRow): string {
  return RESULTS_COLUMNS.map((c) => {
    const v = String(row[c] ?? '')
      .replace(/[\t\r\n]+/g, ' ')
      .trim();
    return v === '' ? '-' : v;
  }).join('\t');
}

export interface ResultsFile extends ParsedResults {
  path: string;
  exists: boolean;
}

/** Read `<skillDir>/results.tsv` without changing it. A missing file is `exists: false`, not corrupt. */
export async function readResultsTsv(skillDir: string): Promise<ResultsFile> {
  const file = path.join(skillDir, RESULTS_FILE);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      return { path: file, exists: false, rows: [], problems: [], corrupt: false, hasHeader: false };
    }
    return {
      path: file,
      exists: true,
      rows: [],
      problems: [{ line: 1, detail: `cannot read: ${(e as Error).message}` }],
      corrupt: true,
      hasHeader: false,
    };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { path: file, exists: true, rows: [], problems: [{ line: 1, detail: 'not valid UTF-8 (binary?)' }], corrupt: true, hasHeader: false };
  }
  return { path: file, exists: true, ...parseResultsTsv(text) };
}

export interface AppendResult {
  path: string;
  /** The file did not exist (or was empty) and was created with its header. */
  created: boolean;
  /** Where the corrupt file was copied before the rebuild. */
  backupPath?: string;
  /** What to tell the user (present when the file was created or rebuilt). */
  notice?: LocalisedText;
  /** Problems found in the old file (when it was corrupt). */
  problems: ResultsProblem[];
}

export interface AppendOptions {
  /** Clock for the backup name (tests). */
  now?: Date;
}

/** `YYYYMMDD-HHMM` in local time, as the seed's branch and backup names. */
export const stamp = backupStamp;

/**
 * Append one row to `<skillDir>/results.tsv`, creating the file with its header
 * when missing, and backing up + rebuilding it when corrupt. The write is atomic.
 */
export async function appendResultsRow(skillDir: string, row: ResultsRow, options: AppendOptions = {}): Promise<AppendResult> {
  const file = path.join(skillDir, RESULTS_FILE);
  const current = await readResultsTsv(skillDir);
  const newLine = formatResultsRow(row);
  if (!current.exists || (!current.corrupt && !current.hasHeader && current.rows.length === 0)) {
    await writeFileAtomic(file, `${RESULTS_HEADER}\n${newLine}\n`);
    return {
      path: file,
      created: true,
      problems: [],
      notice: {
        en: `results.tsv was missing; created it with the 12-column header (${file}).`,
        zh: `results.tsv 不存在，已新建并写入 12 列表头（${file}）。`,
      },
    };
  }
  if (!current.corrupt) {
    const text = await fs.readFile(file, 'utf8');
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const sep = text.length === 0 || text.endsWith('\n') ? '' : eol;
    await writeFileAtomic(file, text + sep + newLine + eol);
    return { path: file, created: false, problems: [] };
  }
  const backupPath = await backup(file, options.now ?? new Date());
  const kept = current.rows.map(formatResultsRow);
  await writeFileAtomic(file, [RESULTS_HEADER, ...kept, newLine].join('\n') + '\n');
  const where = current.problems
    .slice(0, 5)
    .map((p) => `line ${p.line}: ${p.detail}`)
    .join('; ');
  const more = current.problems.length > 5 ? ` (+${current.problems.length - 5} more)` : '';
  return {
    path: file,
    created: false,
    backupPath,
    problems: current.problems,
    notice: {
      en: `results.tsv was corrupt (${where}${more}). The old file was backed up to ${path.basename(backupPath)} and results.tsv was rebuilt with the header and the ${kept.length} readable row(s).`,
      zh: `results.tsv 已损坏（${where}${more}）。旧文件已备份为 ${path.basename(backupPath)}，并用表头和 ${kept.length} 行可读记录重建了 results.tsv。`,
    },
  };
}

/** Copy `file` to `file.bak.YYYYMMDD-HHMM` (then `-2`, `-3` … if taken). Never overwrites. */
async function backup(file: string, now: Date): Promise<string> {
  const base = `${file}.bak.${stamp(now)}`;
  for (let n = 1; n < 1000; n++) {
    const target = n === 1 ? base : `${base}-${n}`;
    try {
      await fs.copyFile(file, target, fsConstants.COPYFILE_EXCL);
      return target;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  throw new Error(`could not find a free backup name for ${file}`);
}

/**
 * The scale of a row's old_score / new_score (docs/features.md D2 keeps 12 columns, so the scale rides
 * in the note): the optimiser writes `out_of=N` in the note of every row with a score —
 * the points both versions were compared on (a static run's 29, a comparison that left a
 * part out 76, a complete Full score 100). Rows written before that token: a baseline's
 * `X/N` (`static 15/29`, `61.9/100`); otherwise undefined — the scale is unknown, and a
 * reader must not put the row on a /100 axis or compare it with a row of another scale.
 */
export function rowOutOf(row: Pick<ResultsRow, 'note' | 'status'>): number | undefined {
  const token = /(?:^|[;\s])out_of=(\d+(?:\.\d+)?)(?=$|[;\s])/.exec(row.note);
  if (token) return Number(token[1]);
  if (row.status !== 'baseline') return undefined;
  const ratio = /(?:^|[;\s])(?:static )?\d+(?:\.\d+)?\/(\d+(?:\.\d+)?)(?=$|[;\s])/.exec(row.note);
  return ratio ? Number(ratio[1]) : undefined;
}

/** The judge noise floor a row's note records (`noise floor ±1.1` on a baseline, `noise ±1.1` on a round), when it does. */
export function noteNoiseFloor(note: string): number | undefined {
  const m = /noise(?: floor)? ±(\d+(?:\.\d+)?)/.exec(note);
  return m ? Number(m[1]) : undefined;
}

/** The `out_of=N` note token `rowOutOf` reads back. */
export function outOfToken(outOf: number): string {
  return `out_of=${outOf}`;
}

/**
 * A baseline row that records a complete judged measurement — what a later run's gate
 * (ROI skip, mode gateway) may read: a judge answered (eval_mode not static, judge_count ≥ 1),
 * a score was written, and the note does not mark it partial. A static baseline is a
 * complete measurement only of the static view, not of the skill a model would judge.
 */
export function judgedBaseline(row: ResultsRow): boolean {
  if (row.status !== 'baseline' || row.new_score === '-' || row.eval_mode === 'static') return false;
  return Number(row.judge_count) >= 1 && !rowIsPartial(row);
}

/**
 * A revert for a missing measurement (a partial score, paired judges cut by the budget, no
 * noise floor and no paired judges): the optimiser marks it `[not measured: …]`. It says
 * nothing against the edit — a history reader (oscillation, "has regressed") should skip it.
 */
export function rowUnmeasured(row: Pick<ResultsRow, 'note' | 'status'>): boolean {
  return row.status === 'revert' && row.note.includes('[not measured: ');
}

/** The note marks the row's score partial (`partial: dim10 not measured`): some part it claims was not measured. */
export function rowIsPartial(row: Pick<ResultsRow, 'note'>): boolean {
  return /(?:^|;\s*)partial: /.test(row.note);
}

/**
 * The rows of a skill's results.tsv from its already-loaded inventory (the loader read
 * every file of the folder, so there is no second trip to the disk); undefined when the
 * skill has none.
 */
export function resultsRowsOf(files: ReadonlyArray<{ path: string; text?: { text: string } }>): ResultsRow[] | undefined {
  const text = files.find((f) => f.path === RESULTS_FILE)?.text?.text;
  return text === undefined ? undefined : parseResultsTsv(text).rows;
}
