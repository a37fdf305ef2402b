/**
 * optimization-registry.tsv (seed v3 关键数据结构, docs/features.md D6): Luban's global, append-only
 * register of optimisation runs, in the luban-workspace. One row per skill per
 * `luban optimize` run:
 *
 *   skill_name	timestamp	score_before	score_after	rounds	eval_mode
 *
 * Reading never throws and never changes the file: a wrong column count, a missing
 * header or bytes that are not UTF-8 make it `corrupt` with the problems listed.
 * Appending is atomic; a corrupt file is first copied to
 * `optimization-registry.tsv.bak.YYYYMMDD-HHMM`, then rebuilt with the header and
 * the rows that could still be read, and a notice says so.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LocalisedText } from '../base/l10n/text.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';

export const REGISTRY_FILE = 'optimization-registry.tsv';
export const REGISTRY_COLUMNS = ['skill_name', 'timestamp', 'score_before', 'score_after', 'rounds', 'eval_mode'] as const;
export const REGISTRY_HEADER = REGISTRY_COLUMNS.join('\t');

export type RegistryRow = Record<(typeof REGISTRY_COLUMNS)[number], string>;

export interface RegistryProblem {
  line: number;
  detail: string;
}

export interface ParsedRegistry {
  rows: RegistryRow[];
  problems: RegistryProblem[];
  corrupt: boolean;
  hasHeader: boolean;
}

export function parseRegistryTsv(text: string): ParsedRegistry {
  const rows: RegistryRow[] = [];
  const problems: RegistryProblem[] = [];
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000')) return { rows, problems: [{ line: 1, detail: 'binary content (NUL bytes)' }], corrupt: true, hasHeader: false };
  const lines = text.split(/\r?\n/);
  let hasHeader = false;
  let seen = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (raw.trim() === '') continue;
    const cells = raw.split('\t');
    const isHeader = cells.length === REGISTRY_COLUMNS.length && cells.every((c, k) => c.trim() === REGISTRY_COLUMNS[k]);
    if (!seen) {
      seen = true;
      if (isHeader) {
        hasHeader = true;
        continue;
      }
      problems.push({ line: i + 1, detail: `first line is not the header (${REGISTRY_COLUMNS.join(' ')})` });
    } else if (isHeader) {
      problems.push({ line: i + 1, detail: 'header repeated' });
      continue;
    }
    if (cells.length !== REGISTRY_COLUMNS.length) {
      problems.push({ line: i + 1, detail: `${cells.length} columns instead of ${REGISTRY_COLUMNS.length}` });
      continue;
    }
    const row = {} as RegistryRow;
    REGISTRY_COLUMNS.forEach((c, k) => (row[c] = cells[k].trim()));
    rows.push(row);
  }
  return { rows, problems, corrupt: problems.length > 0, hasHeader };
}

export function formatRegistryRow(row: RegistryRow): string {
  return REGISTRY_COLUMNS.map((c) => {
    const v = String(row[c] ?? '')
      .replace(/[\t\r\n]+/g, ' ')
      .trim();
    return v === '' ? '-' : v;
  }).join('\t');
}

export interface RegistryFile extends ParsedRegistry {
  path: string;
  exists: boolean;
}

export async function readRegistry(workspace: string): Promise<RegistryFile> {
  const file = path.join(workspace, REGISTRY_FILE);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { path: file, exists: false, rows: [], problems: [], corrupt: false, hasHeader: false };
    return { path: file, exists: true, rows: [], problems: [{ line: 1, detail: `cannot read: ${(e as Error).message}` }], corrupt: true, hasHeader: false };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { path: file, exists: true, rows: [], problems: [{ line: 1, detail: 'not valid UTF-8' }], corrupt: true, hasHeader: false };
  }
  return { path: file, exists: true, ...parseRegistryTsv(text) };
}

export interface RegistryAppend {
  path: string;
  created: boolean;
  backupPath?: string;
  notice?: LocalisedText;
}

/** Append rows (atomic); create with the header when missing; back up and rebuild when corrupt. */
export async function appendRegistryRows(workspace: string, rows: RegistryRow[], now: Date = new Date()): Promise<RegistryAppend> {
  const file = path.join(workspace, REGISTRY_FILE);
  const current = await readRegistry(workspace);
  const lines = rows.map(formatRegistryRow);
  if (!current.exists || (!current.corrupt && !current.hasHeader && current.rows.length === 0)) {
    await fs.mkdir(workspace, { recursive: true });
    await writeFileAtomic(file, [REGISTRY_HEADER, ...lines].join('\n') + '\n');
    return { path: file, created: true };
  }
  if (!current.corrupt) {
    const text = await fs.readFile(file, 'utf8');
    const sep = text.endsWith('\n') ? '' : '\n';
    await writeFileAtomic(file, text + sep + lines.join('\n') + '\n');
    return { path: file, created: false };
  }
  const backupPath = await copyToBak(file, now);
  await writeFileAtomic(file, [REGISTRY_HEADER, ...current.rows.map(formatRegistryRow), ...lines].join('\n') + '\n');
  const where = current.problems
    .slice(0, 3)
    .map((p) => `line ${p.line}: ${p.detail}`)
    .join('; ');
  return {
    path: file,
    created: false,
    backupPath,
    notice: {
      en: `${REGISTRY_FILE} was corrupt (${where}); backed up to ${path.basename(backupPath)} and rebuilt with ${current.rows.length} readable row(s).`,
      zh: `${REGISTRY_FILE} 已损坏（${where}）；已备份为 ${path.basename(backupPath)}，并用 ${current.rows.length} 行可读记录重建。`,
    },
  };
}
